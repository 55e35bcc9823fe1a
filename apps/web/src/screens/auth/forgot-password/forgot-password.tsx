/**
 * auth/forgot-password: asks for the email and sends a reset link there. The answer never says
 * whether the email has an account (the server answers the same either way).
 */
import { Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { emailSchema } from '@heloc/core';
import * as v from 'valibot';
import { FormError } from '../../../components/form-error/form-error';

export interface ForgotPasswordProps {
  /** After sending: the "check your email" message instead of the form. */
  readonly sent?: boolean;
  readonly submitting?: boolean;
  readonly error?: string | null;
  readonly loginHref: string;
  readonly onSubmit: (values: { email: string }) => void;
}

const schema = v.object({ email: emailSchema });

export function ForgotPassword({ sent, submitting, error, loginHref, onSubmit }: ForgotPasswordProps) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: schemaResolver(schema, { sync: true }),
  });
  return (
    <Stack gap="lg" maw={420} mx="auto" py="xl" px="md">
      <Title order={1} size="h2">
        Reset your password
      </Title>
      {sent ? (
        <Text role="status">
          If that email has an account, we have sent it a link to reset the password. The link works for 30 minutes,
          once.
        </Text>
      ) : (
        <>
          <Text>Enter the email you sign in with. We will send you a link to choose a new password.</Text>
          <form noValidate onSubmit={form.onSubmit((vals) => onSubmit(vals))}>
            <Stack gap="md">
              <TextInput type="email" label="Email" autoComplete="username" required {...form.getInputProps('email')} />
              <FormError message={error} />
              <Button type="submit" loading={submitting}>
                Send reset link
              </Button>
            </Stack>
          </form>
        </>
      )}
      <Text size="sm">
        <Anchor href={loginHref}>Back to sign in</Anchor>
      </Text>
    </Stack>
  );
}
