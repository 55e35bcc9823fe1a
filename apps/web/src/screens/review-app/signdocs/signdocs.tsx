/**
 * review-app/signdocs: the timeout screen (applicant-journey §2: "datatree and signdocs both show the
 * timeout screen"), shown at once. Reached when polling ran out while the note was prepared
 * (GEN_NOTE_SIGNING) and while the closing disclosure is prepared (GEN_CLOSING_DISCLOSURE), which
 * the journey keeps refreshing quietly: then the screen says so, and moves on when the server does
 * (the core's signdocsView decides).
 */
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { DASHBOARD_PATH, type SigndocsView } from '@heloc/core';

export interface SignDocsProps {
  readonly view: SigndocsView;
  readonly supportPhone: string;
  readonly onRetry: () => void;
}

export function SignDocs({ view, supportPhone, onRetry }: SignDocsProps) {
  const tel = supportPhone.replace(/\D/g, '');
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        This is taking longer than expected
      </Title>
      <Text>
        We could not finish preparing your closing documents right now. Your progress is saved: you can try again, or
        come back later and pick up where you left off.
      </Text>
      {view.checking && (
        <Text role="status">
          We keep checking in the background: this page moves on by itself as soon as your documents are ready.
        </Text>
      )}
      <Text>
        If this keeps happening, call us at <Anchor href={`tel:${tel}`}>{supportPhone}</Anchor>.
      </Text>
      <Group>
        <Button onClick={onRetry}>Try again</Button>
        <Button component="a" href={DASHBOARD_PATH} variant="default">
          Go to dashboard
        </Button>
      </Group>
    </Stack>
  );
}
