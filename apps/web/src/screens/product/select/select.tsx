/**
 * product/select: the offers as cards (line amount, APR, initial draw, monthly payment, term,
 * origination fee) and a draw amount chosen within the offer. When the offers changed since the
 * borrower last chose (REVISED_OFFER_SELECTION, or OFFER_SELECTION from signing), the core's
 * context names it and the "why my offer changed" comparison comes first; a counteroffer on verified
 * income follows it with the Regulation B notice (form C-4), so it is read before the choice.
 */
import '@mantine/core/styles/Slider.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Paper.css';
import { Badge, Button, Card, NumberInput, Radio, SimpleGrid, Slider, Stack, Text, Title } from '@mantine/core';
import {
  formatCurrency,
  formatPercent,
  monthlyPayment,
  offerSelectionContext,
  originationFee,
  type ClosingPath,
  type CounterofferNotice,
  type TimeToCash,
  type OfferChangeView,
  type OfferSelectionContext,
} from '@heloc/core';
import { useState } from 'react';
import type { Offer } from '../../../api/types';
import { FormError } from '../../../components/form-error/form-error';
import { OfferChange } from '../../../components/offer-change/offer-change';
import { CounterofferNoticeView } from '../../../components/counteroffer-notice/counteroffer-notice';

export interface ProductSelectProps {
  readonly offers: readonly Offer[];
  /** Where the borrower came from (the core's offerSelectionContext); the first choice when absent. */
  readonly context?: OfferSelectionContext;
  /** Why the offers changed, against the offer chosen before; null when there is nothing to compare. */
  readonly change?: OfferChangeView | null;
  /** The counteroffer notice (the core's counterofferNotice) when the offer was revised on verified income. */
  readonly notice?: CounterofferNotice | null;
  readonly submitting?: boolean;
  readonly error?: string | null;
  readonly onSelect: (choice: { offerId: string; drawAmount: number }) => void;
  /** How the closing will happen in the property's state, and when the money is expected (decision 089). */
  readonly closing?: {
    readonly path: ClosingPath;
    readonly cash: TimeToCash | null;
    /** Where the county matters: the home keeps another time than most of its state (decision 094). */
    readonly placeNote?: string | null;
  } | null;
}

const FIRST_CHOICE = offerSelectionContext({});

export function ProductSelect({
  offers,
  context = FIRST_CHOICE,
  change,
  notice,
  submitting,
  error,
  onSelect,
  closing,
}: ProductSelectProps) {
  const [offerId, setOfferId] = useState(offers[0]?.id ?? '');
  const offer = offers.find((o) => o.id === offerId);
  const [draws, setDraws] = useState<Record<string, number>>(() =>
    Object.fromEntries(offers.map((o) => [o.id, o.lineAmount])),
  );
  const draw = offer ? Math.min(Math.max(draws[offer.id] ?? offer.lineAmount, offer.minDraw), offer.lineAmount) : 0;
  const setDraw = (value: number) => offer && setDraws((d) => ({ ...d, [offer.id]: value }));
  // What the borrower is typing in the amount field, kept as typed until it loses focus. Showing the
  // clamped draw on every keystroke made typing impossible: "7" became the minimum at once.
  const [typed, setTyped] = useState<number | string | null>(null);
  if (offers.length === 0) {
    return (
      <Stack>
        <Title order={1} size="h2">
          Your offers
        </Title>
        <Text>Your offers are not ready yet. Please check back in a moment.</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {context.title}
        </Title>
        <Text c="dimmed" mt={4}>
          {context.intro}
        </Text>
      </div>
      {context.explainsChange && change && <OfferChange view={change} />}
      {context.explainsChange && notice && <CounterofferNoticeView notice={notice} />}
      <Radio.Group value={offerId} onChange={setOfferId} label="Offers" name="offer">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} mt="xs">
          {offers.map((o) => {
            const d = o.id === offerId ? draw : o.lineAmount;
            return (
              <Card
                key={o.id}
                withBorder
                padding="md"
                component="label"
                style={{
                  cursor: 'pointer',
                  borderColor: o.id === offerId ? 'var(--mantine-primary-color-filled)' : undefined,
                }}
              >
                <Stack gap={6}>
                  <Radio value={o.id} label={<Text fw={700}>{formatCurrency(o.lineAmount)} line</Text>} />
                  <Badge variant="light">{o.termYears}-year fixed term</Badge>
                  <Text size="sm">
                    APR <strong>{formatPercent(o.aprPercent, 2)}</strong>
                  </Text>
                  <Text size="sm">
                    Initial draw <strong>{formatCurrency(d)}</strong>
                  </Text>
                  <Text size="sm">
                    Monthly payment <strong>{formatCurrency(monthlyPayment(d, o.aprPercent, o.termYears), 2)}</strong>
                  </Text>
                  <Text size="sm">
                    Origination fee <strong>{formatCurrency(originationFee(d, o.originationFeePercent))}</strong> (
                    {formatPercent(o.originationFeePercent, 2)} of the draw)
                  </Text>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      </Radio.Group>
      {offer && (
        <Card withBorder padding="md">
          <Stack gap="sm">
            <Text fw={600} id="draw-label">
              How much do you want to draw now?
            </Text>
            <Text size="sm" c="dimmed">
              Between {formatCurrency(offer.minDraw)} and {formatCurrency(offer.lineAmount)}. You can draw the rest
              later.
            </Text>
            <Slider
              min={offer.minDraw}
              max={offer.lineAmount}
              step={1000}
              value={draw}
              onChange={setDraw}
              label={formatCurrency}
              aria-labelledby="draw-label"
              thumbLabel="Initial draw"
            />
            <NumberInput
              label="Initial draw"
              prefix="$"
              thousandSeparator=","
              min={offer.minDraw}
              max={offer.lineAmount}
              step={1000}
              clampBehavior="blur"
              allowDecimal={false}
              value={typed ?? draw}
              onChange={(v) => {
                setTyped(v);
                setDraw(Number(v) || offer.minDraw);
              }}
              onBlur={() => setTyped(null)}
            />
          </Stack>
        </Card>
      )}
      {closing && <ClosingOutlook path={closing.path} cash={closing.cash} placeNote={closing.placeNote ?? null} />}
      <FormError message={error} />
      <Button
        loading={submitting}
        disabled={!offer}
        onClick={() => offer && onSelect({ offerId: offer.id, drawAmount: draw })}
        style={{ alignSelf: 'flex-start' }}
      >
        Continue with this offer
      </Button>
    </Stack>
  );
}

/** How the closing will happen and when the money is expected — said before the choice, never promised. */
function ClosingOutlook({
  path,
  cash,
  placeNote,
}: {
  path: ClosingPath;
  cash: TimeToCash | null;
  placeNote: string | null;
}) {
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="closing-outlook">
      <Stack gap="xs">
        <Title order={2} size="h4" id="closing-outlook">
          Closing and your money
        </Title>
        <Text size="sm">
          <strong>How you will close: {path.title.toLowerCase()}.</strong> {path.how} {path.why}
        </Text>
        {placeNote && <Text size="sm">{placeNote}</Text>}
        {cash && (
          <>
            <Text size="sm" fw={700}>
              {cash.headline}.
            </Text>
            {cash.earliestLine && <Text size="sm">{cash.earliestLine}</Text>}
            <Text size="sm" fw={600} mt={4}>
              What these dates assume
            </Text>
            <ul style={{ margin: 0, paddingLeft: 'var(--mantine-spacing-lg)' }}>
              {cash.assumptions.map((a) => (
                <li key={a}>
                  <Text size="sm">{a}</Text>
                </li>
              ))}
            </ul>
            <Text size="xs" c="dimmed">
              Expected, not promised: the dates follow the rules for your right to cancel and the usual time each step
              takes.
            </Text>
          </>
        )}
      </Stack>
    </Card>
  );
}
