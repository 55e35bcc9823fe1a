/** 'Application Progress', 'Your Offer Details', the Application ID and the encryption line. */
import '@mantine/core/styles/Paper.css';
import { Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { formatCurrency, formatPercent, MESSAGES, type OfferDetails, type StepperView } from '@heloc/core';

export interface ProgressPanelProps {
  readonly stepper: StepperView;
  readonly offer?: OfferDetails;
  readonly loanNumber: string;
  readonly companyName: string;
}

export function ProgressPanel({ stepper, offer, loanNumber, companyName }: ProgressPanelProps) {
  return (
    <Stack gap="md" component="aside" aria-label={MESSAGES.applicationProgress}>
      <Paper withBorder p="md" hiddenFrom="md">
        <Text size="sm" fw={600}>
          {MESSAGES.applicationProgress}: step {Math.min(stepper.active + 1, stepper.labels.length)} of {stepper.labels.length}
          {stepper.labels[stepper.active] ? ` — ${stepper.labels[stepper.active]}` : ' — complete'}
        </Text>
      </Paper>
      <Paper withBorder p="md" visibleFrom="md">
        <Title order={2} size="h5" mb="sm">{MESSAGES.applicationProgress}</Title>
        <Stepper active={stepper.active} orientation="vertical" size="sm" allowNextStepsSelect={false}>
          {stepper.labels.map((label) => (
            <Stepper.Step key={label} label={label} />
          ))}
        </Stepper>
      </Paper>
      {offer && (
        <Paper withBorder p="md">
          <Title order={2} size="h5" mb="xs">{MESSAGES.offerDetails}</Title>
          <dl style={{ margin: 0 }}>
            <Text component="dt" size="sm" c="dimmed">APR</Text>
            <Text component="dd" m={0} fw={600}>{formatPercent(offer.aprPercent, 2)}</Text>
            <Text component="dt" size="sm" c="dimmed" mt="xs">Initial draw</Text>
            <Text component="dd" m={0} fw={600}>{formatCurrency(offer.initialDraw)}</Text>
            <Text component="dt" size="sm" c="dimmed" mt="xs">Monthly payment</Text>
            <Text component="dd" m={0} fw={600}>{formatCurrency(offer.monthlyPayment, 2)}</Text>
            <Text component="dt" size="sm" c="dimmed" mt="xs">Fixed term</Text>
            <Text component="dd" m={0} fw={600}>{offer.termYears} years</Text>
          </dl>
        </Paper>
      )}
      <Text size="sm">Application ID: <strong>{loanNumber}</strong></Text>
      <Text size="xs" c="dimmed">{MESSAGES.encryption(companyName)}</Text>
    </Stack>
  );
}
