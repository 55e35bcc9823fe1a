/**
 * bank/autopay: how the monthly payment is made. Autopay from the disbursement account (offered only
 * when the core says it can be: not crypto, account complete) or another one (linked, or typed in on
 * bank/autopay-manual), with the ACH debit authorization accepted here; or paying each month by hand.
 * Once the server has verified the choice (VERIFIED_AUTOPAY_ACCOUNT, §4.1), the screen shows it —
 * the core's AutopayView — with "Continue" to bank/confirm, or the form again to change it.
 */
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Radio.css';
import { Alert, Button, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import {
  accountLabel,
  accountLast4,
  achAuthorization,
  AUTOPAY_CHOSEN_TEXT,
  BANK_MESSAGES,
  formatDate,
  type AutopayView,
  type ShownBankAccount,
} from '@heloc/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { AchAuthorization } from '../../../components/ach-authorization/ach-authorization';
import { FormError } from '../../../components/form-error/form-error';

export type AutopayChoice =
  | { payType: 'MANUAL' }
  | { payType: 'AUTOPAY'; useDisbursementAccount: true; achAuthorization: true };

export interface BankAutopayProps {
  readonly lenderName: string;
  readonly phone: string;
  /** The disbursement account, when autopay may use it (null for crypto or an incomplete account). */
  readonly disbursementAccount: ShownBankAccount | null;
  readonly manualHref: string;
  /** The choice the server verified; 'choose' (or absent) while none is recorded. */
  readonly view?: AutopayView;
  /** bank/confirm, where the verified choice leads. */
  readonly confirmHref?: string;
  /** Opened from bank/confirm's "Edit how you pay": the form at once. */
  readonly startChanging?: boolean;
  readonly submitting?: boolean;
  readonly error?: string | null;
  readonly onSubmit: (choice: AutopayChoice) => void;
  /** Link another account for autopay (the authorization was accepted first). */
  readonly onLink: () => void;
}

function VerifiedChoice({
  view,
  confirmHref,
  onChange,
}: {
  view: Extract<AutopayView, { kind: 'chosen' }>;
  confirmHref: string;
  onChange: () => void;
}) {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {AUTOPAY_CHOSEN_TEXT.title}
        </Title>
        <Text c="dimmed" mt={4}>
          {AUTOPAY_CHOSEN_TEXT.intro}
        </Text>
      </div>
      <Paper withBorder p="md" component="section" aria-label="How you pay">
        <Stack gap={4}>
          <Text fw={600}>{view.headline}</Text>
          <Text size="sm">{view.detail}</Text>
          {view.authorizedAt && (
            <Text size="sm" c="dimmed">
              Authorized on {formatDate(view.authorizedAt)}
            </Text>
          )}
        </Stack>
      </Paper>
      <Group>
        <Button component={Link} to={confirmHref}>
          {AUTOPAY_CHOSEN_TEXT.continue}
        </Button>
        <Button variant="outline" onClick={onChange}>
          {AUTOPAY_CHOSEN_TEXT.change}
        </Button>
      </Group>
    </Stack>
  );
}

export function BankAutopay(props: BankAutopayProps) {
  const [changing, setChanging] = useState(props.startChanging === true);
  const { view, confirmHref } = props;
  if (view?.kind === 'chosen' && confirmHref && !changing)
    return <VerifiedChoice view={view} confirmHref={confirmHref} onChange={() => setChanging(true)} />;
  return <AutopayForm {...props} />;
}

function AutopayForm({
  lenderName,
  phone,
  disbursementAccount,
  manualHref,
  submitting,
  error,
  onSubmit,
  onLink,
}: BankAutopayProps) {
  const [payType, setPayType] = useState<'AUTOPAY' | 'MANUAL'>('AUTOPAY');
  const [source, setSource] = useState<'same' | 'other'>(disbursementAccount ? 'same' : 'other');
  const [accepted, setAccepted] = useState(false);
  const [tried, setTried] = useState(false);
  const same = payType === 'AUTOPAY' && source === 'same' && disbursementAccount !== null;
  const other = payType === 'AUTOPAY' && !same;
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (payType === 'MANUAL') return onSubmit({ payType: 'MANUAL' });
    setTried(true);
    if (accepted) onSubmit({ payType: 'AUTOPAY', useDisbursementAccount: true, achAuthorization: true });
  };
  const link = () => {
    setTried(true);
    if (accepted) onLink();
  };
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          How would you like to pay?
        </Title>
        <Text c="dimmed" mt={4}>
          Autopay takes your monthly payment on its due date, so you never miss one.
        </Text>
      </div>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Radio.Group label="Payments" value={payType} onChange={(value) => setPayType(value as 'AUTOPAY' | 'MANUAL')}>
            <Stack gap="xs" mt="xs">
              <Radio value="AUTOPAY" label="Autopay (recommended)" />
              <Radio value="MANUAL" label="I will pay each month myself" />
            </Stack>
          </Radio.Group>
          {payType === 'MANUAL' && (
            <Alert color="gray" variant="light" title="Paying each month yourself">
              {BANK_MESSAGES.manualPay}
            </Alert>
          )}
          {payType === 'AUTOPAY' && disbursementAccount && (
            <Radio.Group label="Pay from" value={source} onChange={(value) => setSource(value as 'same' | 'other')}>
              <Stack gap="xs" mt="xs">
                <Radio
                  value="same"
                  label={`The account your draw is paid into (${accountLabel(disbursementAccount)})`}
                />
                <Radio value="other" label="Another account" />
              </Stack>
            </Radio.Group>
          )}
          {payType === 'AUTOPAY' && (
            <AchAuthorization
              text={achAuthorization({
                lenderName,
                accountMask: same ? accountLast4(disbursementAccount) : null,
                phone,
              })}
              accepted={accepted}
              showError={tried}
              onChange={setAccepted}
            />
          )}
          <FormError message={error} />
          {other ? (
            <Group>
              <Button onClick={link} loading={submitting}>
                Link a bank for autopay
              </Button>
              <Button component={Link} to={manualHref} variant="outline">
                Enter account details
              </Button>
            </Group>
          ) : (
            <Button type="submit" loading={submitting} style={{ alignSelf: 'flex-start' }}>
              Continue
            </Button>
          )}
        </Stack>
      </form>
    </Stack>
  );
}
