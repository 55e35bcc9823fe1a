/** start/profile: confirm who and where, give the SSN, agree to the soft credit check. */
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Paper.css';
import { Button, Checkbox, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { ssnSchema } from '@heloc/core';
import * as v from 'valibot';
import { FormError } from '../../../components/form-error/form-error';

export interface StartProfileProps {
  readonly fullName: string;
  readonly address: string;
  readonly submitting?: boolean;
  readonly error?: string | null;
  readonly onSubmit: (values: { ssn: string; softCreditConsent: true }) => void;
}

const schema = v.object({
  ssn: ssnSchema,
  softCreditConsent: v.literal(true, 'You must agree to the soft credit check to continue'),
});

export function StartProfile({ fullName, address, submitting, error, onSubmit }: StartProfileProps) {
  // The SSN lives only in this form's memory: never in a draft, never in storage.
  const form = useForm({
    mode: 'controlled',
    initialValues: { ssn: '', softCreditConsent: false },
    validate: schemaResolver(schema, { sync: true }),
    validateInputOnBlur: ['ssn'],
  });
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Let’s check your rate
        </Title>
        <Text c="dimmed" mt={4}>
          Checking your rate uses a soft credit pull, which does not affect your credit score.
        </Text>
      </div>
      <Paper withBorder p="md">
        <Text size="sm" c="dimmed">
          Applicant
        </Text>
        <Text fw={600}>{fullName}</Text>
        <Text size="sm" c="dimmed" mt="sm">
          Property
        </Text>
        <Text fw={600}>{address}</Text>
      </Paper>
      <form noValidate onSubmit={form.onSubmit((vals) => onSubmit({ ssn: vals.ssn, softCreditConsent: true }))}>
        <Stack gap="md">
          <TextInput
            label="Social Security number"
            description="9 digits. We use it only to find your credit file."
            inputMode="numeric"
            autoComplete="off"
            required
            {...form.getInputProps('ssn')}
          />
          <Checkbox
            label="I agree to a soft credit check to see my offers"
            {...form.getInputProps('softCreditConsent', { type: 'checkbox' })}
          />
          <FormError message={error} />
          <Button type="submit" loading={submitting} style={{ alignSelf: 'flex-start' }}>
            See my offers
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
