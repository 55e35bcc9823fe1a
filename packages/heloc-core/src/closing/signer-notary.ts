/**
 * An additional signer's own notary visit (issue 28, item 3; decision 089, amendment 4). Each person
 * who signs the deed of trust beside the borrower (a co-owner, a spouse who must sign the security
 * instrument) books their own slot, under the borrower's rules and no others: the notary's hours and
 * two business days' notice (`notaryTimeProblem`), the sandbox notary's free slots (`slotsNear`), and
 * where the property's state has the deed signed (`signingPlaceProblem`: in Texas at the office of a
 * lender, an attorney or a title company, never the home — Tex. Const. art. XVI §50(a)(6)(N)). Whether
 * a signer books at all is a column of the closing-path table (`signerVisit`).
 *
 * What heloc-signer/notary and the server share: when a signer may book, what the request carries,
 * the form, and what the borrower is shown of it (`coSignerVisits`, on the timeline and notary/intro).
 */
import * as v from 'valibot';
import { propertySchema } from '../forms.js';
import { statesBetween } from '../journey/server-states.js';
import { closingPath, type ClosingOffice } from '../next-steps/closing-path.js';
import { firstIssueOnly as first, requiredString } from '../schemas.js';
import { propertyTimeZone, type PropertyZoneFacts } from '../time-zones.js';
import { addDays, type IsoDate } from './funding.js';
import { formatLongDate } from './funding-status.js';
import {
  formatNotaryTime,
  localParts,
  NOTARY_APPOINTMENT_MINUTES,
  signingAddressOf,
  signingPlaceVariant,
  zonedIso,
  type NotarySlotDay,
  type SigningPlaceForm,
} from './notary.js';

/* ---------- when a signer books ---------- */

/**
 * From the co-deed step, where the signer signs, until the deed is signed before the notary: the
 * lifecycle's own order, asked of statesBetween (never a list written out here).
 */
const SIGNER_NOTARY_STATES: readonly string[] = statesBetween('CO_DEED_REQ', 'DEED_SIGNING');

export const SIGNER_NOTARY_MESSAGES = {
  // What the app already does on the online path: everyone on the title joins the borrower's session (notary/intro).
  online:
    'The deed of a home in this state is notarized online: you join the borrower’s eNotary session, as everyone on the title does. There is no notary visit for you to book.',
  notSigned: 'Sign the deed of trust first; then you book your notary visit.',
  closed: 'Notary visits can no longer be booked or changed for this application.',
  done: 'Your notary visit is done: the notary witnessed your signature on the deed. There is nothing more to book.',
  nothingBooked: 'You have no notary visit booked.',
} as const;

export interface SignerNotaryFacts {
  /** The application's server state. */
  readonly state: string;
  /** Whether this signer has signed the deed of trust (heloc-signer/sign). */
  readonly signed: boolean;
  /** The property's two-letter state. */
  readonly propertyState: string | null | undefined;
  /** Their visit has taken place (`signerVisitDone`): it can no longer be moved or given up. */
  readonly visitDone?: boolean | null;
}

/** Why this signer cannot book, change or cancel a visit now (the server's 409), or null when they can. */
export function signerNotaryProblem(facts: SignerNotaryFacts): string | null {
  if (!closingPath(facts.propertyState).signerVisit) return SIGNER_NOTARY_MESSAGES.online;
  if (!facts.signed) return SIGNER_NOTARY_MESSAGES.notSigned;
  if (facts.visitDone === true) return SIGNER_NOTARY_MESSAGES.done;
  if (!SIGNER_NOTARY_STATES.includes(facts.state)) return SIGNER_NOTARY_MESSAGES.closed;
  return null;
}

/**
 * Whether a signer's booked visit has taken place: the sandbox notary reports it done at the end of
 * the appointment (NOTARY_APPOINTMENT_MINUTES after its start); a deployment takes the notary's own
 * report (the journal entry) instead. Time-free: `now` comes in.
 */
export const signerVisitDone = (slot: string | null | undefined, now: string): boolean =>
  Boolean(slot) && Date.parse(now) >= Date.parse(slot as string) + NOTARY_APPOINTMENT_MINUTES * 60_000;

/** Whether heloc-signer/sign's "You're done" offers the visit: the property's path has signers book one. */
export const signerBooksVisit = (propertyState: string | null | undefined): boolean =>
  closingPath(propertyState).signerVisit;

/* ---------- what the calls carry ---------- */

/**
 * Where a visit is booked, when it is not the property itself (an office's: its name as the second
 * line). A type, not an interface: the api's JSON column (Record<string, unknown>) reads as one.
 */
export type SigningAddress = {
  readonly street1: string;
  readonly street2?: string | null;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
};

/** `PUT …/signers/me/notary`: the slot (ISO 8601 with the property zone's offset) and where; no address: the property. */
export const signerNotaryBodySchema = v.object({
  slot: first(v.pipe(requiredString(), v.isoTimestamp('Must be a date and time'))),
  signingAddress: v.optional(propertySchema),
});
export type SignerNotaryBody = v.InferInput<typeof signerNotaryBodySchema>;

/** The signer's booked visit. */
export interface SignerNotaryBooking {
  readonly slot: string;
  /** Null: at the property. */
  readonly signingAddress: SigningAddress | null;
}

/**
 * A stored instant as slots are written (`slotsNear`): the wall-clock time in the property's zone
 * with its offset ("2026-12-01T10:00:00-06:00"), so the screen matches it against the offered slots.
 */
export function slotInZone(instant: string, zone: string): string {
  const at = localParts(instant, zone);
  return zonedIso(at.date, at.time, zone);
}

/** `GET …/signers/me/notary[?around=]`: the signer's visit, where they may sign, and the slots near the day asked for. */
export interface SignerNotaryResponse {
  /** The property's zone: every time is booked and shown there. */
  readonly zone: string;
  readonly propertyAddress: string | null;
  /** Where an in-person signing happens in the property's state (the closing-path table). */
  readonly inPersonAt: 'home' | 'office';
  /** The offices the deed may be signed at (`closingOffices`; empty where a notary comes to the signer). */
  readonly offices: readonly ClosingOffice[];
  readonly booking: SignerNotaryBooking | null;
  /** The booked visit has taken place (`signerVisitDone`, on the server's clock). */
  readonly visitDone?: boolean;
  /** Why the signer cannot book now (`signerNotaryProblem`), or null. */
  readonly problem: string | null;
  /** The first and last bookable days (`notaryDateRange`, from the signer's today where the property is). */
  readonly range: { readonly earliest: IsoDate; readonly latest: IsoDate };
  /** The day asked for and the next bookable days (`slotsNear`); none while `problem` is set. */
  readonly days: readonly NotarySlotDay[];
}

/** The `around` that asks for the slots from a calendar day on: its noon where the property is. */
export const slotsFromDay = (date: IsoDate, zone: string): string => zonedIso(date, '12:00', zone);

/** The `around` of the bookable days after those offered, or null at the end of the range (or with none offered). */
export function laterSlotsAround(answer: Pick<SignerNotaryResponse, 'days' | 'range' | 'zone'>): string | null {
  const last = answer.days.at(-1)?.date;
  if (!last || last >= answer.range.latest) return null;
  return slotsFromDay(addDays(last, 1), answer.zone);
}

/* ---------- heloc-signer/notary's form ---------- */

const SIGNER_NOTARY_FORM_MESSAGES = { slot: 'Choose a time' } as const;

/** The signer's form: where (as the borrower's scheduling form asks it) and one of the offered slots. */
export const signerNotaryFormSchema = (offices: readonly ClosingOffice[] = []) =>
  signingPlaceVariant(
    { slot: first(v.pipe(v.string(SIGNER_NOTARY_FORM_MESSAGES.slot), v.nonEmpty(SIGNER_NOTARY_FORM_MESSAGES.slot))) },
    offices,
  );

export interface SignerNotaryForm extends SigningPlaceForm {
  /** The chosen slot's start (ISO 8601 with the zone's offset), as `slotsNear` gives it. */
  slot: string;
}

const EMPTY_ADDRESS: SigningPlaceForm['address'] = { street1: '', street2: '', city: '', state: '', zip: '' };

/** The form's first values: the booked visit's place when changing it, else the property (an office state: no office yet). */
export function signerNotaryFormValues(
  booking: SignerNotaryBooking | null,
  offices: readonly ClosingOffice[] = [],
): SignerNotaryForm {
  const atOffice = offices.length > 0;
  const base: SignerNotaryForm = {
    where: atOffice ? 'office' : 'property',
    officeId: '',
    address: EMPTY_ADDRESS,
    slot: '',
  };
  const address = booking?.signingAddress;
  if (!address) return base;
  const office = offices.find((o) => o.street1 === address.street1 && o.zip === address.zip);
  if (office) return { ...base, where: 'office', officeId: office.id };
  return {
    ...base,
    where: 'other',
    address: {
      street1: address.street1,
      street2: address.street2 ?? '',
      city: address.city,
      state: address.state,
      zip: address.zip,
    },
  };
}

/** The booking's body for the form's values. */
export function signerNotaryBody(values: SignerNotaryForm, offices: readonly ClosingOffice[] = []): SignerNotaryBody {
  const signingAddress = signingAddressOf(values, offices);
  return signingAddress ? { slot: values.slot, signingAddress } : { slot: values.slot };
}

/* ---------- what the borrower sees ---------- */

/**
 * Where a visit is, one line ("100 Congress Avenue, Suite 400, Capitol Title Company (sandbox),
 * Austin, TX 78701": an office's name follows its street), or null for the property itself.
 */
export function visitPlace(address: SigningAddress | null | undefined): string | null {
  if (!address) return null;
  const street = [address.street1, address.street2]
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(', ');
  return `${street}, ${address.city}, ${address.state} ${address.zip}`;
}

/** An additional signer as the borrower's application read lists them (`helocSigners`). */
export interface CoSignerOnRecord {
  readonly name?: string | null;
  readonly signed?: boolean | null;
  readonly notarySlot?: string | null;
  readonly notaryAddress?: SigningAddress | null;
  /** The notary reported the visit done (`signerVisitDone`, on the server's clock). */
  readonly notaryVisited?: boolean | null;
}

export interface CoSignerVisit {
  /** Their name, or "Your co-signer" when the invitation named nobody. */
  readonly who: string;
  /** The visit's start, or null while they have not booked. */
  readonly slot: string | null;
  /** The day in the property's zone (yyyy-MM-dd), or null. */
  readonly date: IsoDate | null;
  /** "Tuesday, December 1, 2026 at 10:00 AM CST", or "Not booked yet". */
  readonly when: string;
  /** "at the property", or "at " and the address (an office's name in it); null while not booked. */
  readonly where: string | null;
  /** The visit took place: they signed the deed before the notary (it leaves the timeline). */
  readonly done: boolean;
}

export const NOT_BOOKED_YET = 'Not booked yet';

/**
 * The visits of the co-signers who signed, where the property's path has each book one: for the
 * borrower's timeline and notary/intro ("Sam Lee: Tuesday, December 1 … at Capitol Title Company").
 */
export function coSignerVisits(
  signers: readonly CoSignerOnRecord[] | null | undefined,
  property: PropertyZoneFacts | null | undefined,
): CoSignerVisit[] {
  if (!signerBooksVisit(property?.state)) return [];
  const zone = propertyTimeZone(property);
  return (signers ?? [])
    .filter((s) => s.signed === true)
    .map((s) => {
      const slot = s.notarySlot ?? null;
      const date = slot ? localParts(slot, zone).date : null;
      const done = Boolean(slot && s.notaryVisited === true);
      return {
        who: s.name?.trim() || 'Your co-signer',
        slot,
        date,
        when:
          done && date
            ? `Signed before the notary on ${formatLongDate(date)}`
            : slot
              ? formatNotaryTime(slot, zone)
              : NOT_BOOKED_YET,
        where: slot ? (s.notaryAddress ? `at ${visitPlace(s.notaryAddress)}` : 'at the property') : null,
        done,
      };
    });
}
