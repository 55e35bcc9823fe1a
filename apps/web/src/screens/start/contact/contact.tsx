/** start/contact: confirm how to reach the borrower. */
import { Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { CONTACT_REASSURANCE_TEXT, emailSchema, formatPhone, phoneSchema, type ExperimentVariant } from '@heloc/core';
import * as v from 'valibot';
import { FormError } from '../../../components/form-error/form-error';

export interface StartContactProps {
  readonly email: string;
  readonly phone: string;
  readonly submitting?: boolean;
  readonly error?: string | null;
  readonly onSubmit: (values: { email: string; phone: string }) => void;
  /** The contact-reassurance experiment's variant (control: the line as it always was). */
  readonly variant?: ExperimentVariant<'contactReassurance'>;
}

const schema = v.object({ email: emailSchema, phone: phoneSchema });

export function StartContact({ email, phone, submitting, error, onSubmit, variant = 'control' }: StartContactProps) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { email, phone: formatPhone(phone) },
    validate: schemaResolver(schema, { sync: true }),
    validateInputOnBlur: true,
  });
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Confirm your contact details
        </Title>
        <Text c="dimmed" mt={4}>
          {CONTACT_REASSURANCE_TEXT[variant]}
        </Text>
      </div>
      <form noValidate onSubmit={form.onSubmit((vals) => onSubmit(vals))}>
        <Stack gap="md">
          <TextInput type="email" label="Email" autoComplete="email" required {...form.getInputProps('email')} />
          <TextInput
            type="tel"
            label="Mobile phone"
            autoComplete="tel-national"
            required
            {...form.getInputProps('phone')}
          />
          <FormError message={error} />
          <Button type="submit" loading={submitting} style={{ alignSelf: 'flex-start' }}>
            Continue
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
