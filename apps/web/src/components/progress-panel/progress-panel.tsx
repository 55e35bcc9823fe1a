/** 'Application Progress', 'Your Offer Details', the Application ID and the encryption line. */
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Timeline.css';
import { CheckIcon, Paper, Stack, Text, Timeline, Title, VisuallyHidden } from '@mantine/core';
import { formatCurrency, formatPercent, MESSAGES, type OfferDetails, type StepperView } from '@heloc/core';
import { useId } from 'react';

export interface ProgressPanelProps {
  readonly stepper: StepperView;
  readonly offer?: OfferDetails;
  readonly loanNumber: string;
  readonly companyName: string;
}

export function ProgressPanel({ stepper, offer, loanNumber, companyName }: ProgressPanelProps) {
  const headingId = useId();
  return (
    <Stack gap="md" component="aside" aria-label={MESSAGES.applicationProgress}>
      <Paper withBorder p="md" hiddenFrom="md">
        <Text size="sm" fw={600}>
          {MESSAGES.applicationProgress}: step {Math.min(stepper.active + 1, stepper.labels.length)} of{' '}
          {stepper.labels.length}
          {stepper.labels[stepper.active] ? ` — ${stepper.labels[stepper.active]}` : ' — complete'}
        </Text>
      </Paper>
      <Paper withBorder p="md" visibleFrom="md">
        <Title order={2} size="h5" mb="sm" id={headingId}>
          {MESSAGES.applicationProgress}
        </Title>
        {/*
          BAD:  Mantine's Stepper — each step is a <button> that does nothing here (no step is opened from
                the panel), announced as a control and reached by a click (issue 25, item 16).
          GOOD: an ordered list of the steps: where the borrower is (aria-current="step") and what is done.
          list-style none drops list semantics in Safari; role="list" keeps them.
        */}
        <Timeline
          active={stepper.active}
          bulletSize={24}
          lineWidth={2}
          styles={{ root: { listStyle: 'none', margin: 0 } }}
          renderRoot={(props) => <ol {...props} role="list" aria-labelledby={headingId} />}
        >
          {stepper.labels.map((label, index) => {
            const done = index < stepper.active;
            const current = index === stepper.active;
            return (
              <Timeline.Item
                key={label}
                bullet={
                  done ? (
                    <CheckIcon size={10} />
                  ) : (
                    <Text span size="xs" fw={700} aria-hidden="true">
                      {index + 1}
                    </Text>
                  )
                }
                title={
                  <Text span size="sm" fw={current ? 700 : 500}>
                    {label}
                  </Text>
                }
                renderRoot={(props) => <li {...props} aria-current={current ? 'step' : undefined} />}
              >
                {(done || current) && <VisuallyHidden>{done ? 'completed' : 'current step'}</VisuallyHidden>}
              </Timeline.Item>
            );
          })}
        </Timeline>
      </Paper>
      {offer && (
        <Paper withBorder p="md">
          <Title order={2} size="h5" mb="xs">
            {MESSAGES.offerDetails}
          </Title>
          <dl style={{ margin: 0 }}>
            <Text component="dt" size="sm" c="dimmed">
              APR
            </Text>
            <Text component="dd" m={0} fw={600}>
              {formatPercent(offer.aprPercent, 2)}
            </Text>
            <Text component="dt" size="sm" c="dimmed" mt="xs">
              Initial draw
            </Text>
            <Text component="dd" m={0} fw={600}>
              {formatCurrency(offer.initialDraw)}
            </Text>
            <Text component="dt" size="sm" c="dimmed" mt="xs">
              Monthly payment
            </Text>
            <Text component="dd" m={0} fw={600}>
              {formatCurrency(offer.monthlyPayment, 2)}
            </Text>
            <Text component="dt" size="sm" c="dimmed" mt="xs">
              Fixed term
            </Text>
            <Text component="dd" m={0} fw={600}>
              {offer.termYears} years
            </Text>
          </dl>
        </Paper>
      )}
      <Text size="sm">
        Application ID: <strong>{loanNumber}</strong>
      </Text>
      <Text size="xs" c="dimmed">
        {MESSAGES.encryption(companyName)}
      </Text>
    </Stack>
  );
}
