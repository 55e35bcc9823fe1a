/** bank/confirm: both accounts, how payments are made and the authorization given, with edits; "Confirm" moves on to title. */
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  accountLabel,
  accountLast4,
  accountTypeLabel,
  achAuthorization,
  BANK_MESSAGES,
  type ShownBankAccount,
} from '@heloc/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FormError } from '../../../components/form-error/form-error';

export interface BankConfirmProps {
  readonly lenderName: string;
  readonly phone: string;
  /** Null for a crypto-backed line (no disbursement account). */
  readonly disbursementAccount: ShownBankAccount | null;
  readonly payType: 'AUTOPAY' | 'MANUAL';
  readonly autopayAccount: ShownBankAccount | null;
  readonly editDisbursementHref: string | null;
  readonly editPaymentsHref: string;
  readonly submitting?: boolean;
  readonly error?: string | null;
  readonly onConfirm: () => void;
}

function Section({
  title,
  editHref,
  editLabel,
  editState,
  children,
}: {
  title: string;
  editHref: string | null;
  editLabel: string;
  editState?: unknown;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Title order={2} size="h4">
            {title}
          </Title>
          {children}
        </Stack>
        {editHref && (
          <Anchor component={Link} to={editHref} state={editState} aria-label={editLabel}>
            Edit
          </Anchor>
        )}
      </Group>
    </Paper>
  );
}

function AccountLines({ account }: { account: ShownBankAccount }) {
  const type = accountTypeLabel(account);
  return (
    <>
      <Text>{accountLabel(account)}</Text>
      {type && (
        <Text size="sm" c="dimmed">
          {type}
        </Text>
      )}
    </>
  );
}

export function BankConfirm({
  lenderName,
  phone,
  disbursementAccount,
  payType,
  autopayAccount,
  editDisbursementHref,
  editPaymentsHref,
  submitting,
  error,
  onConfirm,
}: BankConfirmProps) {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Confirm your accounts
        </Title>
        <Text c="dimmed" mt={4}>
          Check where your draw is paid and how you will pay. You can change them now.
        </Text>
      </div>
      {disbursementAccount && (
        <Section
          title="Your draw is paid into"
          editHref={editDisbursementHref}
          editLabel="Edit the account your draw is paid into"
        >
          <AccountLines account={disbursementAccount} />
        </Section>
      )}
      {/* bank/autopay shows the verified choice; from here the borrower came to change it, so the form opens at once. */}
      <Section
        title="Your payments"
        editHref={editPaymentsHref}
        editLabel="Edit how you pay"
        editState={{ changePayments: true }}
      >
        {payType === 'AUTOPAY' && autopayAccount ? (
          <>
            <Text>Autopay from {accountLabel(autopayAccount).replace(/^Account/, 'account')}</Text>
            <Text size="sm">
              {achAuthorization({ lenderName, accountMask: accountLast4(autopayAccount), phone }).summary}
            </Text>
          </>
        ) : (
          <>
            <Text>You pay each month yourself</Text>
            <Text size="sm">{BANK_MESSAGES.manualPay}</Text>
          </>
        )}
      </Section>
      <FormError message={error} />
      <Button onClick={onConfirm} loading={submitting} style={{ alignSelf: 'flex-start' }}>
        Confirm
      </Button>
    </Stack>
  );
}
