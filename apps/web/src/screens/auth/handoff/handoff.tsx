/**
 * auth/handoff#t=…: the page a phone opens from the "continue on your phone" code. It signs the
 * phone in with a session of its own and opens the step the computer was on; a code that has
 * expired or was used says so and offers plain sign-in.
 */
import { Button, Loader, Stack, Text, Title } from '@mantine/core';
import { FormError } from '../../../components/form-error/form-error';

export interface HandoffProps {
  /** 'working' while the code is redeemed; 'failed' with the reason when it cannot be. */
  readonly state: 'working' | 'failed';
  readonly error?: string | null;
  readonly loginHref: string;
}

export function Handoff({ state, error, loginHref }: HandoffProps) {
  return (
    <Stack gap="lg" maw={420} mx="auto" py="xl" px="md">
      <Title order={1} size="h2">
        Continue on your phone
      </Title>
      {state === 'working' ? (
        <Stack gap="sm" align="flex-start" role="status">
          <Loader size="sm" aria-hidden />
          <Text>Signing you in on this phone…</Text>
        </Stack>
      ) : (
        <>
          <FormError message={error} />
          <Button component="a" href={loginHref} style={{ alignSelf: 'flex-start' }}>
            Sign in instead
          </Button>
        </>
      )}
    </Stack>
  );
}
