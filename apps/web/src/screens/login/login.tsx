/** The sandbox's sign-in page (/auth/login): email and password. */
import { Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { emailSchema, requiredString } from '@heloc/core';
import * as v from 'valibot';
import { FormError } from '../../components/form-error/form-error';

export interface LoginProps {
  readonly submitting?: boolean;
  readonly error?: string | null;
  readonly registerHref: string;
  readonly onSubmit: (values: { email: string; password: string }) => void;
}

const schema = v.object({ email: emailSchema, password: requiredString() });

export function Login({ submitting, error, registerHref, onSubmit }: LoginProps) {
  const form = useForm({ mode: 'controlled', initialValues: { email: '', password: '' }, validate: schemaResolver(schema, { sync: true }) });
  return (
    <Stack gap="lg" maw={420} mx="auto" py="xl">
      <Title order={1} size="h2">Sign in</Title>
      <form noValidate onSubmit={form.onSubmit((vals) => onSubmit(vals))}>
        <Stack gap="md">
          <TextInput type="email" label="Email" autoComplete="username" required {...form.getInputProps('email')} />
          <PasswordInput label="Password" autoComplete="current-password" required {...form.getInputProps('password')} />
          <FormError message={error} />
          <Button type="submit" loading={submitting}>Sign in</Button>
        </Stack>
      </form>
      <Text size="sm">New here? <Anchor href={registerHref}>Start an application</Anchor></Text>
    </Stack>
  );
}
