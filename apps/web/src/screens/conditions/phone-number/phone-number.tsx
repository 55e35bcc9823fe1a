/** conditions/phone-number: a MISSING_PHONE_NUMBER condition, answered with a number (the core's phone rules). */
import { Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { phoneSchema, type ConditionCard } from '@heloc/core';
import * as v from 'valibot';
import { FormError } from '../../../components/form-error/form-error';
import { BackToConditions, ConditionNotFound } from '../../../components/conditions-notice/conditions-notice';

export interface PhoneNumberViewProps {
  readonly card: ConditionCard | null;
  readonly dashboardHref: string;
  readonly submitting?: boolean;
  readonly error?: string | null;
  readonly onSubmit: (phone: string) => void;
}

const schema = v.object({ phone: phoneSchema });

export function PhoneNumberView({ card, dashboardHref, submitting, error, onSubmit }: PhoneNumberViewProps) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { phone: '' },
    validate: schemaResolver(schema, { sync: true }),
    validateInputOnBlur: true,
  });
  const back = <BackToConditions href={dashboardHref} />;
  if (!card) return <ConditionNotFound dashboardHref={dashboardHref} />;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Add a phone number
        </Title>
        <Text mt={4}>{card.text}</Text>
      </div>
      <form noValidate onSubmit={form.onSubmit((vals) => onSubmit(vals.phone))}>
        <Stack gap="md">
          <TextInput
            type="tel"
            label="Mobile phone"
            autoComplete="tel-national"
            required
            {...form.getInputProps('phone')}
          />
          <FormError message={error} />
          <Button type="submit" loading={submitting} style={{ alignSelf: 'flex-start' }}>
            Save phone number
          </Button>
          {back}
        </Stack>
      </form>
    </Stack>
  );
}
