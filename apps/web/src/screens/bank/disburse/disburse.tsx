/**
 * bank/disburse: where the draw is paid. Link a bank or type the account in; a linked account that
 * came without its routing number (a tokenized bank) asks for it. The core decides which
 * (disburseView); a crypto-backed line never gets here, and if it does, is never offered an account.
 */
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { accountLabel, accountTypeLabel, BANK_MESSAGES, routingNumberSchema, type DisburseView } from '@heloc/core';
import { Link } from 'react-router';
import * as v from 'valibot';
import { FormError } from '../../../components/form-error/form-error';

export interface BankDisburseProps {
  readonly view: DisburseView;
  readonly manualHref: string;
  readonly submitting?: boolean;
  /** A failed step (the routing number) or a link that could not start. */
  readonly error?: string | null;
  readonly onLink: () => void;
  readonly onRoutingNumber: (routingNumber: string) => void;
}

const routingSchema = v.object({ routingNumber: routingNumberSchema });

function PendingReview() {
  return (
    <Alert color="blue" variant="light" title="We are verifying your account">
      {BANK_MESSAGES.pendingReview}
    </Alert>
  );
}

function RoutingForm({
  submitting,
  error,
  onRoutingNumber,
}: Pick<BankDisburseProps, 'submitting' | 'error' | 'onRoutingNumber'>) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { routingNumber: '' },
    validate: schemaResolver(routingSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => onRoutingNumber(values.routingNumber))}>
      <Stack gap="md">
        <TextInput
          label="Routing number"
          description="9 digits, at the bottom left of a check"
          inputMode="numeric"
          autoComplete="off"
          required
          {...form.getInputProps('routingNumber')}
        />
        <FormError message={error} />
        <Button type="submit" loading={submitting} style={{ alignSelf: 'flex-start' }}>
          Continue
        </Button>
      </Stack>
    </form>
  );
}

export function BankDisburse({ view, manualHref, submitting, error, onLink, onRoutingNumber }: BankDisburseProps) {
  if (view.kind === 'crypto') {
    return (
      <Stack gap="lg">
        <Title order={1} size="h2">
          Where your draw is paid
        </Title>
        <Text>
          Your line is backed by crypto, so there is no bank account to add for the draw. Continue to set up your
          payments.
        </Text>
      </Stack>
    );
  }
  if (view.kind === 'routing') {
    const type = accountTypeLabel(view.account);
    return (
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            Add your routing number
          </Title>
          <Text c="dimmed" mt={4}>
            {BANK_MESSAGES.routingNeeded}
          </Text>
        </div>
        <Paper withBorder p="md">
          <Text fw={600}>{accountLabel(view.account)}</Text>
          {type && (
            <Text size="sm" c="dimmed">
              {type}
            </Text>
          )}
        </Paper>
        {view.pendingReview && <PendingReview />}
        <RoutingForm submitting={submitting} error={error} onRoutingNumber={onRoutingNumber} />
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Where should we send your draw?
        </Title>
        <Text c="dimmed" mt={4}>
          Choose the bank account your money is paid into. It must be in your name.
        </Text>
      </div>
      {view.pendingReview && <PendingReview />}
      <Paper withBorder p="md">
        <Stack gap="xs">
          <Title order={2} size="h4">
            Link your bank
          </Title>
          <Text size="sm">
            Sign in to your bank through our secure partner. It is the quickest way, and we verify the account at once.
          </Text>
          <Button onClick={onLink} loading={submitting} style={{ alignSelf: 'flex-start' }}>
            Link your bank
          </Button>
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <Stack gap="xs">
          <Title order={2} size="h4">
            Enter account details
          </Title>
          <Text size="sm">Type your routing and account numbers. Verifying the account can take a business day.</Text>
          <Group>
            <Button component={Link} to={manualHref} variant="outline">
              Enter account details
            </Button>
          </Group>
        </Stack>
      </Paper>
      <FormError message={error} />
    </Stack>
  );
}
