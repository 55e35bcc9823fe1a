/** bank/autopay-manual: the account autopay debits, typed in by hand, with the ACH debit authorization. */
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { achAuthorization } from '@heloc/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { AchAuthorization } from '../../../components/ach-authorization/ach-authorization';
import { BankAccountForm, type ManualAccount } from '../../../components/bank-account-form/bank-account-form';

export interface BankAutopayManualProps {
  readonly lenderName: string;
  readonly phone: string;
  readonly backHref: string;
  readonly submitting?: boolean;
  readonly error?: string | null;
  readonly onSubmit: (account: ManualAccount) => void;
}

export function BankAutopayManual({
  lenderName,
  phone,
  backHref,
  submitting,
  error,
  onSubmit,
}: BankAutopayManualProps) {
  const [accepted, setAccepted] = useState(false);
  const [tried, setTried] = useState(false);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Enter the account for autopay
        </Title>
        <Text c="dimmed" mt={4}>
          Your monthly payment is taken from this account.
        </Text>
      </div>
      <BankAccountForm
        submitLabel="Continue"
        submitting={submitting}
        error={error}
        beforeSubmit={(last4) => (
          <AchAuthorization
            text={achAuthorization({ lenderName, accountMask: last4.length === 4 ? last4 : null, phone })}
            accepted={accepted}
            showError={tried}
            onChange={setAccepted}
          />
        )}
        extraValid={() => {
          setTried(true);
          return accepted;
        }}
        onSubmit={onSubmit}
      />
      <Anchor component={Link} to={backHref} size="sm">
        Back to payment choices
      </Anchor>
    </Stack>
  );
}
