/**
 * What a borrower sees on coming back from a link provider (plaid-oauth-success,
 * income/pointserv-callback): "Finishing the connection…" while the token is spent, or why the link
 * did not finish and the ways on. Every message comes from the core's fixed texts — never from the URL.
 */
import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { FormError } from '../form-error/form-error';

export interface LinkReturnProps {
  /** True while the token is being spent. */
  readonly finishing: boolean;
  /** Why the link did not finish (the core's message). */
  readonly message?: string;
  /** "Try again": starts the same link again; absent when there is nothing to retry. */
  readonly onRetry?: () => void;
  /** "Choose another way": back to the screen the link was started from. */
  readonly onChooseAnother?: () => void;
  /** "Go to your application": when this tab has no link in flight. */
  readonly onGoToApplication?: () => void;
  readonly retrying?: boolean;
  /** Starting the link again failed. */
  readonly error?: string | null;
}

export function LinkReturn({
  finishing,
  message,
  onRetry,
  onChooseAnother,
  onGoToApplication,
  retrying,
  error,
}: LinkReturnProps) {
  if (finishing) {
    return (
      <Stack gap="md" align="center" ta="center" py="xl" role="status" aria-live="polite">
        <Loader aria-hidden="true" />
        <Title order={1} size="h2">
          Finishing the connection…
        </Title>
        <Text c="dimmed">This takes a few seconds. Please keep this page open.</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        The connection did not finish
      </Title>
      <Text size="lg">{message}</Text>
      <FormError message={error} />
      <Group gap="sm">
        {onRetry && (
          <Button onClick={onRetry} loading={retrying}>
            Try again
          </Button>
        )}
        {onChooseAnother && (
          <Button variant="default" onClick={onChooseAnother}>
            Choose another way
          </Button>
        )}
        {onGoToApplication && (
          <Button variant={onRetry ? 'default' : 'filled'} onClick={onGoToApplication}>
            Go to your application
          </Button>
        )}
      </Group>
    </Stack>
  );
}
