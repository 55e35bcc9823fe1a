/**
 * auth/reset-password?token=…: the link from the reset message. Chooses a new password (checked
 * for strength, here and on the server); every existing session ends; then sign in again.
 */
import { Anchor, Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { passwordSchema, requiredString } from '@heloc/core';
import * as v from 'valibot';
import { FormError } from '../../../components/form-error/form-error';

export interface ResetPasswordProps {
  /** False when the page was opened without a token: only the way to ask for a new link shows. */
  readonly hasToken: boolean;
  /** After a successful reset. */
  readonly done?: boolean;
  readonly submitting?: boolean;
  readonly error?: string | null;
  /** A problem with the new password (too easy to guess), shown on the field. */
  readonly passwordError?: string | null;
  readonly loginHref: string;
  readonly forgotHref: string;
  readonly onSubmit: (values: { password: string }) => void;
}

const schema = v.pipe(
  v.object({ password: passwordSchema, confirm: requiredString() }),
  v.forward(
    v.check((x) => x.password === x.confirm, 'The passwords do not match'),
    ['confirm'],
  ),
);

export function ResetPassword({
  hasToken,
  done,
  submitting,
  error,
  passwordError,
  loginHref,
  forgotHref,
  onSubmit,
}: ResetPasswordProps) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', confirm: '' },
    validate: schemaResolver(schema, { sync: true }),
  });
  return (
    <Stack gap="lg" maw={420} mx="auto" py="xl" px="md">
      <Title order={1} size="h2">
        Choose a new password
      </Title>
      {done ? (
        <>
          <Text role="status">
            Your password has been changed. You have been signed out everywhere; sign in with the new password.
          </Text>
          <Button component="a" href={loginHref}>
            Sign in
          </Button>
        </>
      ) : !hasToken ? (
        <Text>
          This page needs the link from the reset message. <Anchor href={forgotHref}>Ask for a new link</Anchor>.
        </Text>
      ) : (
        <form noValidate onSubmit={form.onSubmit((vals) => onSubmit({ password: vals.password }))}>
          <Stack gap="md">
            <PasswordInput
              label="New password"
              description="At least 10 characters; a few uncommon words work well"
              autoComplete="new-password"
              required
              {...form.getInputProps('password')}
              error={form.errors.password ?? passwordError ?? undefined}
            />
            <PasswordInput
              label="Repeat the new password"
              autoComplete="new-password"
              required
              {...form.getInputProps('confirm')}
            />
            <FormError message={error} />
            {error && (
              <Anchor href={forgotHref} size="sm">
                Ask for a new link
              </Anchor>
            )}
            <Button type="submit" loading={submitting}>
              Change password
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
