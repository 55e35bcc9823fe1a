/**
 * The sign-in form shared by the borrower's page (/auth/login) and the additional signer's
 * (/account/heloc/heloc-signer/login), which also completes an invited signer's account.
 */
import { Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { emailSchema, requiredString } from '@heloc/core';
import * as v from 'valibot';
import { FormError } from '../form-error/form-error';

export type SignInVariant = 'borrower' | 'signer' | 'signer-invite';

export interface SignInFormProps {
  readonly variant?: SignInVariant;
  readonly submitting?: boolean;
  readonly error?: string | null;
  /** Pre-filled (and read-only) for an invited signer: the invitation is for that address. */
  readonly email?: string;
  readonly registerHref?: string;
  /** The "Forgot password?" link (sign-in variants only). */
  readonly forgotHref?: string;
  /** A problem with a new password (signer-invite), shown on the field. */
  readonly passwordError?: string | null;
  readonly onSubmit: (values: { email: string; password: string }) => void;
}

const COPY: Record<SignInVariant, { title: string; intro?: string; submit: string }> = {
  borrower: { title: 'Sign in', submit: 'Sign in' },
  signer: {
    title: 'Sign in to co-sign',
    intro: 'You were invited to sign a home equity line of credit as an additional signer.',
    submit: 'Sign in',
  },
  'signer-invite': {
    title: 'Create your password',
    intro:
      'You were invited to sign a home equity line of credit as an additional signer. Choose a password to continue.',
    submit: 'Create account',
  },
};

const schema = v.object({ email: emailSchema, password: requiredString() });

export function SignInForm({
  variant = 'borrower',
  submitting,
  error,
  email = '',
  registerHref,
  forgotHref,
  passwordError,
  onSubmit,
}: SignInFormProps) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { email, password: '' },
    validate: schemaResolver(schema, { sync: true }),
  });
  const copy = COPY[variant];
  const creating = variant === 'signer-invite';
  return (
    <Stack gap="lg" maw={420} mx="auto" py="xl" px="md">
      <Title order={1} size="h2">
        {copy.title}
      </Title>
      {copy.intro && <Text>{copy.intro}</Text>}
      <form noValidate onSubmit={form.onSubmit((vals) => onSubmit(vals))}>
        <Stack gap="md">
          <TextInput
            type="email"
            label="Email"
            autoComplete="username"
            required
            readOnly={creating && email !== ''}
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Password"
            description={creating ? 'At least 10 characters; a few uncommon words work well' : undefined}
            autoComplete={creating ? 'new-password' : 'current-password'}
            required
            {...form.getInputProps('password')}
            error={form.errors.password ?? passwordError ?? undefined}
          />
          {forgotHref && !creating && (
            <Anchor href={forgotHref} size="sm">
              Forgot password?
            </Anchor>
          )}
          <FormError message={error} />
          <Button type="submit" loading={submitting}>
            {copy.submit}
          </Button>
        </Stack>
      </form>
      {registerHref && (
        <Text size="sm">
          New here? <Anchor href={registerHref}>Start an application</Anchor>
        </Text>
      )}
    </Stack>
  );
}
