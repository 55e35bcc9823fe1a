/**
 * The sandbox notary's slots, a day per column (the day asked for and the next bookable days, as the
 * core's `slotsNear` gives them), each free time a radio and each taken one shown struck through,
 * in the property's time zone. One picker for every booking of a notary visit: the borrower's
 * (notary/reserve-manual) and each additional signer's own (heloc-signer/notary).
 */
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Radio.css';
import { Alert, Button, Paper, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatNotaryClock, type NotarySlotDay } from '@heloc/core';

export interface NotarySlotPickerProps {
  /** The property's IANA zone: every time is shown in it. */
  readonly zone: string;
  readonly days: readonly NotarySlotDay[];
  /** The chosen slot's start, or null. */
  readonly value: string | null;
  readonly onChange: (slot: string) => void;
  /** The slot booked now (when moving a visit): shown as booked, not offered again. */
  readonly booked?: string | null;
  /** The group's label, with the zone's name ("Free times (CST)"). */
  readonly label: string;
  readonly error?: string | null;
}

// A calendar date named as the reader reads it (the date is already the property's local day).
const dayTitle = (date: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' }).format(
    Date.parse(`${date}T12:00:00Z`),
  );

export function NotarySlotPicker({ zone, days, value, onChange, booked = null, label, error }: NotarySlotPickerProps) {
  return (
    <Radio.Group value={value} onChange={onChange} error={error} label={label} required>
      <SimpleGrid cols={{ base: 1, sm: days.length || 1 }} mt="xs">
        {days.map((day) => (
          <Paper key={day.date} withBorder p="sm" component="fieldset" aria-label={dayTitle(day.date)}>
            <Text fw={700} mb="xs" component="legend">
              {dayTitle(day.date)}
            </Text>
            <Stack gap={6}>
              {day.slots.map((s) =>
                s.available ? (
                  <Radio
                    key={s.start}
                    value={s.start}
                    label={`${formatNotaryClock(s.start, zone)}${s.start === booked ? ' (booked now)' : ''}`}
                    disabled={s.start === booked}
                  />
                ) : (
                  <Text key={s.start} size="sm" c="dimmed">
                    <span style={{ textDecoration: 'line-through' }}>{formatNotaryClock(s.start, zone)}</span> taken
                  </Text>
                ),
              )}
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}

/** The notary's times could not be read: the server's words, and a way to ask again. */
export function NotaryTimesError({ message, onRetry }: { readonly message: string; readonly onRetry?: () => void }) {
  return (
    <Alert color="red" title="We could not load the notary’s times" role="alert">
      {message}{' '}
      {onRetry && (
        <Button size="xs" variant="light" ml="sm" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Alert>
  );
}
