/**
 * heloc-signer/notary: an additional signer's own notary visit (issue 28, item 3; decision 089,
 * amendment 4). After signing, each person on the title books their own time — they need not come
 * with the borrower — under the borrower's rules: the sandbox notary's free slots near a day (the
 * borrower's slot picker, components/notary-slot-picker), and where the deed is signed as the
 * borrower is asked it (components/signing-place): in Texas at an office, never the home (Tex. Const.
 * art. XVI §50(a)(6)(N)). A booked visit shows here with "Move" and "Cancel"; where the signer cannot
 * book (not signed yet, a fully online closing, the signing over) the core's sentence says why.
 */
import '@mantine/core/styles/Paper.css';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  formatNotaryTime,
  laterSlotsAround,
  signerNotaryBody,
  signerNotaryFormSchema,
  signerNotaryFormValues,
  slotsFromDay,
  visitPlace,
  zoneAbbreviation,
  type SignerNotaryBody,
  type SignerNotaryForm,
  type SignerNotaryResponse,
} from '@heloc/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { FormError } from '../../../components/form-error/form-error';
import { Loading } from '../../../components/loading/loading';
import { NotarySlotPicker, NotaryTimesError } from '../../../components/notary-slot-picker/notary-slot-picker';
import { SigningPlaceAddress, SigningPlaceChoice } from '../../../components/signing-place/signing-place';

export interface SignerNotaryProps {
  /** Whose loan: "Ann Lee". */
  readonly borrowerName: string | null;
  /** The signer's visit, where they may sign and the slots offered; null while it loads. */
  readonly view: SignerNotaryResponse | null;
  readonly loadError?: string | null;
  readonly onRetry?: () => void;
  /** Asks for the slots from another day on (an `around` instant). */
  readonly onDays: (around: string) => void;
  /** The slots are being read again (another day asked for). */
  readonly loadingDays?: boolean;
  readonly submitting?: boolean;
  readonly error?: string | null;
  readonly onBook: (body: SignerNotaryBody) => void;
  readonly onCancel: () => void;
  /** What was just done, said in a status. */
  readonly done?: 'booked' | 'cancelled' | null;
  /** Back to the signer's applications. */
  readonly homeHref: string;
}

function BookedVisit({ view }: { view: SignerNotaryResponse }) {
  const booking = view.booking;
  if (!booking) return null;
  const where = visitPlace(booking.signingAddress) ?? `The property: ${view.propertyAddress ?? ''}`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="signer-visit-heading">
      <Stack gap={4}>
        <Title order={2} size="h4" id="signer-visit-heading">
          Your visit
        </Title>
        <Text fw={700}>{formatNotaryTime(booking.slot, view.zone)}</Text>
        <Text>{where}</Text>
        <Text size="sm" c="dimmed">
          {view.visitDone
            ? 'Done: you signed the deed before the notary.'
            : 'The visit takes about an hour. Bring your government-issued photo ID.'}
        </Text>
      </Stack>
    </Paper>
  );
}

function BookingForm({
  view,
  onDays,
  loadingDays,
  submitting,
  error,
  onBook,
}: Pick<SignerNotaryProps, 'onDays' | 'loadingDays' | 'submitting' | 'error' | 'onBook'> & {
  view: SignerNotaryResponse;
}) {
  const offices = view.offices;
  const schema = useMemo(() => signerNotaryFormSchema(offices), [offices]);
  const form = useForm<SignerNotaryForm>({
    mode: 'controlled',
    initialValues: signerNotaryFormValues(view.booking, offices),
    validate: schemaResolver(schema, { sync: true }),
    validateInputOnBlur: true,
  });
  const first = view.days[0]?.date ?? view.range.earliest;
  // The day asked for, as typed: the field is not reset while the days it asks for load.
  const [day, setDay] = useState(first);
  const later = laterSlotsAround(view);
  const zoneName = zoneAbbreviation(slotsFromDay(first, view.zone), view.zone);
  const moving = view.booking !== null;
  return (
    <form
      noValidate
      aria-label={moving ? 'Move your visit' : 'Book your visit'}
      onSubmit={form.onSubmit((values) => onBook(signerNotaryBody(values, offices)))}
    >
      <Stack gap="md">
        <SigningPlaceChoice
          form={form}
          offices={offices}
          propertyAddress={view.propertyAddress ?? ''}
          propertyLabel="The property"
        />
        <SigningPlaceAddress form={form} atOffice={offices.length > 0} />
        <Group align="flex-end">
          <TextInput
            type="date"
            label="Show the notary’s times from"
            description={`Two business days ahead at the earliest, and no later than ${formatDay(view.range.latest)}`}
            min={view.range.earliest}
            max={view.range.latest}
            value={day}
            onChange={(e) => {
              const asked = e.currentTarget.value;
              setDay(asked);
              if (asked) onDays(slotsFromDay(asked, view.zone));
            }}
          />
          {later && (
            <Button variant="default" onClick={() => onDays(later)} loading={loadingDays}>
              Later days
            </Button>
          )}
        </Group>
        <NotarySlotPicker
          zone={view.zone}
          days={view.days}
          value={form.values.slot || null}
          onChange={(slot) => {
            form.setFieldValue('slot', slot);
            form.clearFieldError('slot');
          }}
          booked={view.booking?.slot ?? null}
          error={(form.errors.slot as string | undefined) ?? null}
          label={`Free times (${zoneName}, the property’s time zone)`}
        />
        <FormError message={error} />
        <Group>
          <Button type="submit" loading={submitting}>
            {moving ? 'Move my visit' : 'Book this time'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const formatDay = (date: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' }).format(
    Date.parse(`${date}T12:00:00Z`),
  );

export function SignerNotary(props: SignerNotaryProps) {
  const { view, borrowerName, loadError, onRetry, done, submitting, homeHref } = props;
  const borrower = borrowerName ?? 'the borrower';
  const booking = view?.booking ?? null;
  // Until the visit is read the page is only its loader: the heading's words, the Texas paragraph
  // and the form all depend on it, and drawn early they were pushed about as it came (issue 27).
  if (!view && !loadError)
    return (
      <Stack gap="lg" maw={900} mx="auto" py="xl" px="md">
        <Loading label="Loading the notary’s times" />
      </Stack>
    );
  return (
    <Stack gap="lg" maw={900} mx="auto" py="xl" px="md">
      <div>
        <Title order={1} size="h2">
          {booking ? 'Your notary visit' : 'Book your notary visit'}
        </Title>
        <Text c="dimmed" mt={4}>
          {view?.inPersonAt === 'office'
            ? 'Texas law requires a home-equity line to be closed at the office of the lender, an attorney or a title company (Tex. Const. art. XVI §50(a)(6)(N)): you sign the deed there, before a notary. '
            : 'A notary must witness your signature on the deed of trust: a commissioned notary comes to you. '}
          {`Choose your own time: you need not come with ${borrower}. Every time is the property’s local time.`}
        </Text>
      </div>
      {done === 'booked' && booking && (
        <Alert color="green" variant="light" role="status" title="Your visit is booked">
          {`${formatNotaryTime(booking.slot, view?.zone ?? 'UTC')}. ${borrower} sees it too.`}
        </Alert>
      )}
      {done === 'cancelled' && !booking && (
        <Alert color="gray" variant="light" role="status" title="Your visit is cancelled">
          Choose another time below when you are ready.
        </Alert>
      )}
      {loadError ? (
        <NotaryTimesError message={loadError} onRetry={onRetry} />
      ) : !view ? null : (
        <>
          <BookedVisit view={view} />
          {view.problem ? (
            <Alert color="gray" variant="light" title="Nothing to book now">
              {view.problem}
            </Alert>
          ) : (
            <>
              {booking && (
                <Group>
                  <Button variant="default" color="red" onClick={props.onCancel} loading={submitting}>
                    Cancel my visit
                  </Button>
                </Group>
              )}
              <Title order={2} size="h4">
                {booking ? 'Move your visit' : 'Choose a place and a time'}
              </Title>
              {/* A new form for each booking: it starts from what is booked. */}
              <BookingForm key={booking?.slot ?? 'none'} {...props} view={view} />
            </>
          )}
        </>
      )}
      <Anchor component={Link} to={homeHref} size="sm">
        Back to the applications you co-sign
      </Anchor>
    </Stack>
  );
}
