/**
 * notary/schedule-manual: book an in-person signing — a day on the calendar (Sundays, federal
 * holidays, too soon and too late are greyed out: the core's rules), a start time, and where the
 * notary comes. Every time is the property's local time, and the zone is named beside it. Where the
 * deed must be signed at an office (Texas: Tex. Const. art. XVI §50(a)(6)(N); the core's
 * `closingOffices`), the borrower picks one of the offices listed or names another, never the
 * property (components/signing-place, which each additional signer's own booking shares); the server
 * refuses the property there too.
 */
import '@mantine/dates/styles.css';
import { Button, Group, Input, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { schemaResolver, useForm } from '@mantine/form';
import {
  formatCurrency,
  formatDate,
  formatNotaryClock,
  isNotaryDay,
  MANUAL_NOTARIZATION_FEE,
  notaryDateRange,
  notaryScheduleBody,
  notaryScheduleFormSchema,
  NOTARY_SLOT_TIMES,
  zonedIso,
  zoneAbbreviation,
  type ClosingOffice,
  type NotaryScheduleForm,
} from '@heloc/core';
import { US_FEDERAL_CALENDAR } from '@heloc/core/calendar';
import { useMemo } from 'react';
import { FormError } from '../../../components/form-error/form-error';
import { SigningPlaceAddress, SigningPlaceChoice } from '../../../components/signing-place/signing-place';

export interface NotaryScheduleManualProps {
  /** The borrower's today in the property's zone (yyyy-MM-dd). */
  readonly today: string;
  /** The property's IANA zone: every time here is local to it. */
  readonly zone: string;
  readonly propertyAddress: string;
  /** The offices the deed can be signed at (empty: a notary comes to the borrower). */
  readonly offices?: readonly ClosingOffice[];
  readonly submitting?: boolean;
  readonly error?: string | null;
  readonly onSubmit: (body: ReturnType<typeof notaryScheduleBody>) => void;
  readonly onBack?: () => void;
}

const EMPTY_ADDRESS = { street1: '', street2: '', city: '', state: '', zip: '' };

export function NotaryScheduleManual({
  today,
  zone,
  propertyAddress,
  offices = [],
  submitting,
  error,
  onSubmit,
  onBack,
}: NotaryScheduleManualProps) {
  const atOffice = offices.length > 0;
  const schema = useMemo(() => notaryScheduleFormSchema(today, US_FEDERAL_CALENDAR, offices), [today, offices]);
  const { earliest, latest } = notaryDateRange(today, US_FEDERAL_CALENDAR);
  const form = useForm<NotaryScheduleForm>({
    mode: 'controlled',
    initialValues: {
      date: '',
      time: '',
      where: atOffice ? 'office' : 'property',
      officeId: '',
      address: EMPTY_ADDRESS,
    },
    validate: schemaResolver(schema, { sync: true }),
    validateInputOnBlur: true,
  });
  const zoneName = zoneAbbreviation(zonedIso(form.values.date || earliest, '12:00', zone), zone);
  const dateError = form.errors.date;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Schedule your notary visit
        </Title>
        <Text c="dimmed" mt={4}>
          {atOffice
            ? 'Texas law requires a home-equity line to be closed at the office of the lender, an attorney or a title company (Tex. Const. art. XVI §50(a)(6)(N)): you sign your deed there, before a notary. '
            : 'A commissioned notary brings your printed deed and watches you sign. '}
          The visit takes about an hour; the {formatCurrency(MANUAL_NOTARIZATION_FEE)} fee is paid by you, with your
          closing costs.
        </Text>
      </div>
      <form
        noValidate
        onSubmit={form.onSubmit((values) => onSubmit(notaryScheduleBody(values, zone, offices)))}
        aria-label="Your notary visit"
      >
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <Input.Wrapper
              label="Date"
              required
              error={dateError}
              description={`From ${formatDate(earliest)} to ${formatDate(latest)}; no Sundays or federal holidays`}
              id="notary-date"
            >
              <DatePicker
                mt="xs"
                aria-label="Date of the visit"
                minDate={earliest}
                maxDate={latest}
                defaultDate={earliest}
                excludeDate={(d) => !isNotaryDay(d, US_FEDERAL_CALENDAR)}
                // Saturdays are bookable: no weekend colouring (its red also fails contrast).
                weekendDays={[]}
                ariaLabels={{
                  previousMonth: 'Previous month',
                  nextMonth: 'Next month',
                  previousYear: 'Previous year',
                  nextYear: 'Next year',
                  previousDecade: 'Previous decade',
                  nextDecade: 'Next decade',
                }}
                value={form.values.date || null}
                onChange={(d) => {
                  form.setFieldValue('date', d ?? '');
                  form.validateField('date');
                }}
              />
            </Input.Wrapper>
            <Stack gap="md">
              <NativeSelect
                label={`Time (${zoneName}, the property’s time zone)`}
                required
                data={[
                  { value: '', label: 'Choose a time' },
                  ...NOTARY_SLOT_TIMES.map((t) => ({
                    value: t,
                    label: formatNotaryClock(zonedIso(form.values.date || earliest, t, zone), zone),
                  })),
                ]}
                {...form.getInputProps('time')}
              />
              <SigningPlaceChoice form={form} offices={offices} propertyAddress={propertyAddress} />
            </Stack>
          </SimpleGrid>
          <SigningPlaceAddress form={form} atOffice={atOffice} />
          <FormError message={error} />
          <Group>
            <Button type="submit" loading={submitting}>
              Request this time
            </Button>
            {onBack && (
              <Button variant="default" onClick={onBack}>
                Back
              </Button>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            Next, you pick the notary’s exact slot near this time.
          </Text>
        </Stack>
      </form>
    </Stack>
  );
}
