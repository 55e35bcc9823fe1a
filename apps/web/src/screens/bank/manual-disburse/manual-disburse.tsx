/** bank/manual-disburse: the disbursement account typed in by hand. */
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { BankAccountForm, type ManualAccount } from '../../../components/bank-account-form/bank-account-form';

export interface BankManualDisburseProps {
  readonly backHref: string;
  readonly submitting?: boolean;
  readonly error?: string | null;
  readonly onSubmit: (account: ManualAccount) => void;
}

export function BankManualDisburse({ backHref, submitting, error, onSubmit }: BankManualDisburseProps) {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Enter your account details
        </Title>
        <Text c="dimmed" mt={4}>
          Your draw is paid into this account. It must be a US checking or savings account in your name.
        </Text>
      </div>
      <BankAccountForm submitLabel="Continue" submitting={submitting} error={error} onSubmit={onSubmit} />
      <Anchor component={Link} to={backHref} size="sm">
        Link your bank instead
      </Anchor>
    </Stack>
  );
}
