/**
 * notary/reserve-manual: the sandbox notary's free slots on the requested day and the next
 * bookable days (taken ones shown, not offered), in the property's time zone. Reserving books the
 * visit; with a visit already booked, the same list moves it ("Change"), and "Cancel" gives it up
 * (back to choosing eNotary or another time).
 */
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Radio.css';
import { Alert, Button, Group, Paper, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatNotaryClock, formatNotaryTime, zoneAbbreviation, type NotarySlotDay } from '@heloc/core';
import { useState } from 'react';
import { FormError } from '../../../components/form-error/form-error';
import { Loading } from '../../../components/loading/loading';

export interface NotaryReserveManualProps {
  readonly zone: string;
  /** The time asked for on notary/schedule-manual. */
  readonly requested: string | null;
  /** The slot already booked, when changing it. */
  readonly reservation: string | null;
  readonly days: readonly NotarySlotDay[] | null;
  readonly slotsError?: string | null;
  readonly submitting?: boolean;
  readonly error?: string | null;
  readonly onReserve: (slot: string) => void;
  readonly onCancel: () => void;
  readonly onRetry?: () => void;
}

// A calendar date named as the borrower reads it (the date is already the property's local day).
const dayTitle = (date: string, _zone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' }).format(
    Date.parse(`${date}T12:00:00Z`),
  );

export function NotaryReserveManual({
  zone,
  requested,
  reservation,
  days,
  slotsError,
  submitting,
  error,
  onReserve,
  onCancel,
  onRetry,
}: NotaryReserveManualProps) {
  const [slot, setSlot] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const changing = reservation !== null;
  const any = requested ?? reservation;
  const zoneName = any ? zoneAbbreviation(any, zone) : zone;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {changing ? 'Change your notary visit' : 'Pick your notary’s time'}
        </Title>
        <Text c="dimmed" mt={4}>
          {changing && reservation ? (
            <>
              Booked now: <strong>{formatNotaryTime(reservation, zone)}</strong>.{' '}
            </>
          ) : requested ? (
            <>
              You asked for <strong>{formatNotaryTime(requested, zone)}</strong>.{' '}
            </>
          ) : null}
          These are the times a notary is free near it, in the property’s time zone ({zoneName}).
        </Text>
      </div>
      {slotsError ? (
        <Alert color="red" title="We could not load the notary’s times" role="alert">
          {slotsError}{' '}
          {onRetry && (
            <Button size="xs" variant="light" ml="sm" onClick={onRetry}>
              Try again
            </Button>
          )}
        </Alert>
      ) : !days ? (
        <Loading label="Loading the notary’s times" />
      ) : (
        <form
          noValidate
          aria-label="Notary times"
          onSubmit={(e) => {
            e.preventDefault();
            if (!slot) return setMissing(true);
            onReserve(slot);
          }}
        >
          <Stack gap="md">
            <Radio.Group
              value={slot}
              onChange={(value) => {
                setSlot(value);
                setMissing(false);
              }}
              error={missing ? 'Choose a time' : null}
              label={`Free times (${zoneName})`}
              required
            >
              <SimpleGrid cols={{ base: 1, sm: days.length || 1 }} mt="xs">
                {days.map((day) => (
                  <Paper key={day.date} withBorder p="sm" component="fieldset" aria-label={dayTitle(day.date, zone)}>
                    <Text fw={700} mb="xs" component="legend">
                      {dayTitle(day.date, zone)}
                    </Text>
                    <Stack gap={6}>
                      {day.slots.map((s) =>
                        s.available ? (
                          <Radio
                            key={s.start}
                            value={s.start}
                            label={`${formatNotaryClock(s.start, zone)}${s.start === reservation ? ' (booked now)' : ''}`}
                            disabled={s.start === reservation}
                          />
                        ) : (
                          <Text key={s.start} size="sm" c="dimmed">
                            <span style={{ textDecoration: 'line-through' }}>{formatNotaryClock(s.start, zone)}</span>{' '}
                            taken
                          </Text>
                        ),
                      )}
                    </Stack>
                  </Paper>
                ))}
              </SimpleGrid>
            </Radio.Group>
            <FormError message={error} />
            <Group>
              <Button type="submit" loading={submitting}>
                {changing ? 'Move my visit' : 'Reserve this time'}
              </Button>
              <Button variant="default" color="red" onClick={onCancel} disabled={submitting}>
                {changing ? 'Cancel my visit' : 'Choose another way'}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
