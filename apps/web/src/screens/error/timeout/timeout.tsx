/** error/timeout: the server took too long, or the application needs a person's review. */
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { DASHBOARD_PATH } from '@heloc/core';

export interface ErrorTimeoutProps {
  readonly supportPhone: string;
  readonly onRetry: () => void;
}

export function ErrorTimeout({ supportPhone, onRetry }: ErrorTimeoutProps) {
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        This is taking longer than expected
      </Title>
      <Text>
        We could not finish this step right now. Your progress is saved: you can try again, or come back later and pick
        up where you left off.
      </Text>
      <Text>
        If this keeps happening, call us at{' '}
        <Anchor href={`tel:${supportPhone.replace(/\D/g, '')}`}>{supportPhone}</Anchor>.
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
