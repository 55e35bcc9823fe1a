/** credit/social: the bureau found no match; re-enter the SSN. */
import { Alert, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { ssnSchema } from '@heloc/core';
import * as v from 'valibot';
import { FormError } from '../../../components/form-error/form-error';

export interface CreditSocialProps {
  readonly submitting?: boolean;
  readonly error?: string | null;
  readonly onSubmit: (values: { ssn: string }) => void;
}

const schema = v.object({ ssn: ssnSchema });

export function CreditSocial({ submitting, error, onSubmit }: CreditSocialProps) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { ssn: '' },
    validate: schemaResolver(schema, { sync: true }),
  });
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        We couldn’t find your credit file
      </Title>
      <Alert color="yellow" variant="light" title="Please check your Social Security number">
        The credit bureau did not find a file matching your details. A mistyped digit is the most common reason.
      </Alert>
      <form noValidate onSubmit={form.onSubmit((vals) => onSubmit({ ssn: vals.ssn }))}>
        <Stack gap="md">
          <TextInput
            label="Social Security number"
            inputMode="numeric"
            autoComplete="off"
            required
            {...form.getInputProps('ssn')}
          />
          <FormError message={error} />
          <Button type="submit" loading={submitting} style={{ alignSelf: 'flex-start' }}>
            Try again
          </Button>
        </Stack>
      </form>
      <Text size="sm" c="dimmed">
        We run a soft credit check, which does not affect your credit score.
      </Text>
    </Stack>
  );
}
