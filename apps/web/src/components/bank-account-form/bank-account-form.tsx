/**
 * An account typed in by hand (bank/manual-disburse, bank/autopay-manual): routing number, the
 * account number twice, checking or savings. Nothing here is ever saved in the browser, and the
 * numbers are never shown back except the last four (decision bank).
 */
import '@mantine/core/styles/Radio.css';
import { Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  ACCOUNT_TYPE_LABELS,
  BANK_MESSAGES,
  manualAccountBody,
  manualAccountFormSchema,
  type ManualAccountForm,
} from '@heloc/core';
import type { ReactNode } from 'react';
import * as v from 'valibot';
import { FormError } from '../form-error/form-error';

export type ManualAccount = ReturnType<typeof manualAccountBody>;

export interface BankAccountFormProps {
  readonly submitLabel: string;
  readonly submitting?: boolean;
  readonly error?: string | null;
  /** Shown above the button, given the last four digits typed so far (the ACH authorization on autopay-manual). */
  readonly beforeSubmit?: (last4: string) => ReactNode;
  /** A check outside the fields (the authorization checkbox): false stops the submit; the caller shows why. */
  readonly extraValid?: () => boolean;
  readonly onSubmit: (account: ManualAccount) => void;
}

const empty: ManualAccountForm = {
  routingNumber: '',
  accountNumber: '',
  accountNumberAgain: '',
  accountType: '' as ManualAccountForm['accountType'],
};

export function BankAccountForm({
  submitLabel,
  submitting,
  error,
  beforeSubmit,
  extraValid,
  onSubmit,
}: BankAccountFormProps) {
  // Uncontrolled by storage on purpose: account and routing numbers never go to a draft.
  const form = useForm<ManualAccountForm>({
    mode: 'controlled',
    initialValues: empty,
    validate: schemaResolver(manualAccountFormSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const digits = { inputMode: 'numeric' as const, autoComplete: 'off', spellCheck: false };
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(
        (values) => {
          if (extraValid && !extraValid()) return;
          onSubmit(manualAccountBody(v.parse(manualAccountFormSchema, values)));
        },
        () => extraValid?.(),
      )}
    >
      <Stack gap="md">
        <TextInput
          label="Routing number"
          description="9 digits, at the bottom left of a check"
          required
          {...digits}
          {...form.getInputProps('routingNumber')}
        />
        <Text size="sm" c="dimmed">
          {BANK_MESSAGES.noBankName}
        </Text>
        <TextInput label="Account number" required {...digits} {...form.getInputProps('accountNumber')} />
        <TextInput
          label="Account number again"
          description="Type it again so a mistyped digit is caught now, not when a payment bounces"
          required
          {...digits}
          {...form.getInputProps('accountNumberAgain')}
        />
        <Radio.Group label="Account type" required {...form.getInputProps('accountType')}>
          <Group gap="lg" mt="xs">
            {(['CHECKING', 'SAVINGS'] as const).map((t) => (
              <Radio key={t} value={t} label={ACCOUNT_TYPE_LABELS[t]} />
            ))}
          </Group>
        </Radio.Group>
        {beforeSubmit?.(form.values.accountNumber.replace(/\D/g, '').slice(-4))}
        <FormError message={error} />
        <Button type="submit" loading={submitting} style={{ alignSelf: 'flex-start' }}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
