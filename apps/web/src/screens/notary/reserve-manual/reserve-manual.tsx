/**
 * notary/reserve-manual: the sandbox notary's free slots on the requested day and the next
 * bookable days (taken ones shown, not offered; components/notary-slot-picker, which each additional
 * signer's own booking shares), in the property's time zone. Reserving books the
 * visit; with a visit already booked, the same list moves it ("Change"), and "Cancel" gives it up
 * (back to choosing eNotary or another time).
 */
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { formatNotaryTime, zoneAbbreviation, type NotarySlotDay } from '@heloc/core';
import { useState } from 'react';
import { FormError } from '../../../components/form-error/form-error';
import { Loading } from '../../../components/loading/loading';
import { NotarySlotPicker, NotaryTimesError } from '../../../components/notary-slot-picker/notary-slot-picker';

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
        <NotaryTimesError message={slotsError} onRetry={onRetry} />
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
            <NotarySlotPicker
              zone={zone}
              days={days}
              value={slot}
              onChange={(value) => {
                setSlot(value);
                setMissing(false);
              }}
              booked={reservation}
              error={missing ? 'Choose a time' : null}
              label={`Free times (${zoneName})`}
            />
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
