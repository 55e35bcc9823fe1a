/**
 * review-app/signdocs: the closing documents are being prepared. Says what is happening and what
 * comes next while the journey's one polling loop waits; once that loop has run out it shows the
 * timeout screen in place (applicant-journey §2, §4.1 — the core's signdocsView decides).
 */
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/List.css';
import { Anchor, Button, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { DASHBOARD_PATH } from '@heloc/core';

export interface SignDocsProps {
  readonly view: 'preparing' | 'timeout';
  readonly documentTitles: readonly string[];
  readonly supportPhone: string;
  readonly onRetry: () => void;
}

export function SignDocs({ view, documentTitles, supportPhone, onRetry }: SignDocsProps) {
  const tel = supportPhone.replace(/\D/g, '');
  if (view === 'timeout') {
    return (
      <Stack gap="md">
        <Title order={1} size="h2">This is taking longer than expected</Title>
        <Text>We could not finish preparing your closing documents right now. Your progress is saved: you can try again, or come back later and pick up where you left off.</Text>
        <Text>If this keeps happening, call us at <Anchor href={`tel:${tel}`}>{supportPhone}</Anchor>.</Text>
        <Group>
          <Button onClick={onRetry}>Try again</Button>
          <Button component="a" href={DASHBOARD_PATH} variant="default">Go to dashboard</Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">We are preparing your closing documents</Title>
        <Group gap="xs" mt="xs" role="status" aria-live="polite">
          <Loader size="xs" aria-hidden />
          <Text c="dimmed">This usually takes less than a minute. This page moves on by itself.</Text>
        </Group>
      </div>
      <Stack gap="xs">
        <Title order={2} size="h4">What is happening</Title>
        <Text>We are filling in your final documents with the figures of your offer:</Text>
        <List>
          {documentTitles.map((t) => (
            <List.Item key={t}>{t}</List.Item>
          ))}
        </List>
      </Stack>
      <Stack gap="xs">
        <Title order={2} size="h4">What comes next</Title>
        <List type="ordered">
          <List.Item>You review your final offer: your line, rate, payment, fees and costs.</List.Item>
          <List.Item>You read each document here and sign them online.</List.Item>
          <List.Item>A notary witnesses your signature on the deed of trust, online or in person.</List.Item>
          <List.Item>After the three-business-day right to cancel, your money is sent.</List.Item>
        </List>
      </Stack>
      <Text size="sm" c="dimmed">You can leave this page: your place is kept, and we will email you if anything is needed.</Text>
    </Stack>
  );
}
