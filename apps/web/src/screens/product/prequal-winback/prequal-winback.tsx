/**
 * product/prequal-winback (CLTV_LIEN_POSITION_REQUALIFY): the lien position or CLTV changed what we
 * can offer. The alternative offer, why it changed (before and after, side by side), and a choice:
 * accept it, or decline — which withdraws the application, so declining asks once more.
 * A counteroffer the borrower does not accept is an adverse action (Reg B 12 CFR §1002.2(c)(1)(i)):
 * the decline path says plainly what happens.
 */
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  formatCurrency,
  formatPercent,
  lienPositionLabel,
  WINBACK_TEXT,
  type OfferBasis,
  type OfferChangeView,
} from '@heloc/core';
import { useState } from 'react';
import { FormError } from '../../../components/form-error/form-error';
import { OfferChange } from '../../../components/offer-change/offer-change';

export interface PrequalWinbackProps {
  /** The new offer's figures (the "after" of the change). */
  readonly offer: OfferBasis;
  readonly change: OfferChangeView;
  readonly submitting?: boolean;
  readonly error?: string | null;
  readonly onAnswer: (accept: boolean) => void;
}

export function PrequalWinback({ offer, change, submitting, error, onAnswer }: PrequalWinbackProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {WINBACK_TEXT.title}
        </Title>
        <Text c="dimmed" mt={4}>
          {change.headline}.
        </Text>
      </div>
      <Paper withBorder p="md" component="section" aria-labelledby="winback-offer">
        <Title order={2} size="h4" id="winback-offer">
          {WINBACK_TEXT.offerHeading}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 3 }} mt="sm" spacing="sm">
          <div>
            <Text size="sm" c="dimmed">
              Line amount
            </Text>
            <Text fw={700} size="xl">
              {formatCurrency(offer.lineAmount)}
            </Text>
          </div>
          <div>
            <Text size="sm" c="dimmed">
              APR
            </Text>
            <Text fw={700} size="xl">
              {formatPercent(offer.aprPercent, 2)}
            </Text>
          </div>
          <div>
            <Text size="sm" c="dimmed">
              Lien position
            </Text>
            <Text fw={700} size="xl">
              {lienPositionLabel(offer.lienPosition)}
            </Text>
          </div>
        </SimpleGrid>
      </Paper>
      <OfferChange view={change} />
      <FormError message={error} />
      {confirming ? (
        // Announced as it appears (role alert), so a screen reader hears what declining means before choosing.
        <Alert color="red" variant="light" title={WINBACK_TEXT.confirmTitle}>
          <Text>{WINBACK_TEXT.confirmBody}</Text>
          <Group mt="md">
            <Button color="red.8" loading={submitting} onClick={() => onAnswer(false)}>
              {WINBACK_TEXT.confirmWithdraw}
            </Button>
            <Button variant="default" onClick={() => setConfirming(false)} disabled={submitting}>
              {WINBACK_TEXT.confirmKeep}
            </Button>
          </Group>
        </Alert>
      ) : (
        <Group>
          <Button loading={submitting} onClick={() => onAnswer(true)}>
            {WINBACK_TEXT.accept}
          </Button>
          <Button variant="default" onClick={() => setConfirming(true)} disabled={submitting}>
            {WINBACK_TEXT.decline}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
