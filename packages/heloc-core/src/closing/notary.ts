/**
 * The notary step of closing (notary/intro, notary/schedule-manual, notary/reserve-manual,
 * notary/session, notary/error): which ways of notarising the deed a property's state allows, when
 * an in-person signing may be booked, the sandbox notary's availability, and the stages of a remote
 * online notarisation (RON) session. The server and the screens both run these rules.
 *
 * Pure and clock-free: `now`/`today` and the holiday calendar come in as arguments (the calendar is
 * `@heloc/core/calendar`, imported only by lazily loaded screens and the server — decision 026).
 * Time zones use `Intl` only (no library): the borrower books in the property's zone.
 */
import { propertyTimeZone } from '../time-zones.js';
import * as v from 'valibot';
import { addDays, isRescissionBusinessDay, weekday, type HolidayCalendar, type IsoDate } from './funding.js';
import { MANUAL_NOTARIZATION_FEE } from '../constants.js';
import { firstIssueOnly as first, requiredString } from '../schemas.js';
import { propertySchema as propertySchemaForNotary } from '../forms.js';

/* ---------- where the deed can be notarised ---------- */

// One table for how a property's state closes (next-steps/closing-path.ts, decision 089): the
// offers screen announces it and these screens follow it.
import {
  closingPath,
  isAttorneyState,
  officeSigningAddress,
  ronAvailable,
  type ClosingOffice,
} from '../next-steps/closing-path.js';

/** Said when eNotary is asked for in a state that does not offer it (the server's 409). */
export const RON_UNAVAILABLE_MESSAGE =
  'Remote online notarization is not available for a property in this state. Please schedule an in-person notary.';

/* ---------- time in a zone (Intl only) ---------- */

const partsFormat = new Map<string, Intl.DateTimeFormat>();
function formatterFor(zone: string): Intl.DateTimeFormat {
  let f = partsFormat.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormat.set(zone, f);
  }
  return f;
}

/** The wall-clock date (yyyy-MM-dd) and time (HH:mm) of an instant in a zone. */
export function localParts(
  instant: string | number,
  zone: string,
): { date: IsoDate; time: string; offsetMinutes: number } {
  const ms = typeof instant === 'number' ? instant : Date.parse(instant);
  const parts = Object.fromEntries(
    formatterFor(zone)
      .formatToParts(new Date(ms))
      .map((p) => [p.type, p.value]),
  );
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  const time = `${parts.hour}:${parts.minute}`;
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return { date, time, offsetMinutes: Math.round((asUtc - ms) / 60_000) };
}

const pad = (n: number) => String(Math.trunc(n)).padStart(2, '0');
const offsetText = (minutes: number) =>
  `${minutes < 0 ? '-' : '+'}${pad(Math.abs(minutes) / 60)}:${pad(Math.abs(minutes) % 60)}`;

/** The instant of a wall-clock date and time in a zone, as ISO 8601 with that zone's offset ("2026-11-27T10:00:00-08:00"). */
export function zonedIso(date: IsoDate, time: string, zone: string): string {
  const local = Date.parse(`${date}T${time}:00Z`);
  // Two passes settle the offset across a daylight-saving change (never within business hours).
  let offset = localParts(local, zone).offsetMinutes;
  offset = localParts(local - offset * 60_000, zone).offsetMinutes;
  return `${date}T${time}:00${offsetText(offset)}`;
}

/**
 * One formatter per zone and style, made on first use: building an Intl formatter costs far more
 * than formatting with it, and the notary screens and the timeline format a time per slot.
 */
const zoneFormats = new Map<string, Intl.DateTimeFormat>();
function zoneFormat(zone: string, style: 'short' | 'day' | 'clock'): Intl.DateTimeFormat {
  const key = `${style} ${zone}`;
  let f = zoneFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(
      'en-US',
      style === 'short'
        ? { timeZone: zone, timeZoneName: 'short' }
        : style === 'day'
          ? { timeZone: zone, weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }
          : { timeZone: zone, hour: 'numeric', minute: '2-digit' },
    );
    zoneFormats.set(key, f);
  }
  return f;
}

/** "EST", "PDT" … for the instant: shown beside every time so the borrower knows whose clock it is. */
export function zoneAbbreviation(instant: string, zone: string): string {
  const name = zoneFormat(zone, 'short')
    .formatToParts(new Date(Date.parse(instant)))
    .find((p) => p.type === 'timeZoneName');
  return name?.value ?? zone;
}

/** "Friday, November 27, 2026 at 10:00 AM PST" in the property's zone. */
export function formatNotaryTime(instant: string, zone: string): string {
  const ms = Date.parse(instant);
  if (Number.isNaN(ms)) return '';
  const day = zoneFormat(zone, 'day').format(ms);
  const time = zoneFormat(zone, 'clock').format(ms);
  return `${day} at ${time} ${zoneAbbreviation(instant, zone)}`;
}

/** "10:00 AM" in the zone. */
export const formatNotaryClock = (instant: string, zone: string): string =>
  zoneFormat(zone, 'clock').format(Date.parse(instant));

/* ---------- when an in-person signing may be booked ---------- */

/** Business hours of the mobile notaries, local to the property: the signing must end by closing. */
const NOTARY_OPENS_HOUR = 8;
const NOTARY_CLOSES_HOUR = 19;
/** A signing of a HELOC deed with a travelling notary takes about an hour. */
export const NOTARY_APPOINTMENT_MINUTES = 60;
/** Appointments start on the hour and the half hour. */
const NOTARY_SLOT_STEP_MINUTES = 30;
/** A notary must be assigned and the documents printed and couriered: two business days' notice. */
const NOTARY_MIN_BUSINESS_DAYS_AHEAD = 2;
/** The closing documents (and the rate lock) stay valid for about a month. */
const NOTARY_MAX_DAYS_AHEAD = 30;

/** Every start time of a day, "08:00" … "18:00". */
export const NOTARY_SLOT_TIMES: readonly string[] = (() => {
  const out: string[] = [];
  for (
    let m = NOTARY_OPENS_HOUR * 60;
    m + NOTARY_APPOINTMENT_MINUTES <= NOTARY_CLOSES_HOUR * 60;
    m += NOTARY_SLOT_STEP_MINUTES
  )
    out.push(`${pad(m / 60)}:${pad(m % 60)}`);
  return out;
})();

export const NOTARY_TIME_MESSAGES = {
  required: 'Choose a date and a time',
  sunday: 'Notaries do not visit on Sundays. Choose another day',
  holiday: 'That day is a federal holiday. Choose another day',
  tooSoon: `Choose a day at least ${NOTARY_MIN_BUSINESS_DAYS_AHEAD} business days from today, so a notary can be assigned`,
  tooLate: `Choose a day within ${NOTARY_MAX_DAYS_AHEAD} days, while your closing documents are valid`,
  // The last start: an hour's signing ends by closing (NOTARY_SLOT_TIMES).
  hours: 'Choose a time between 8:00 AM and 6:00 PM, on the hour or half hour',
  slotTaken: 'That time was just taken. Choose another time',
} as const;

/** A day a notary may visit: not a Sunday, not a federal legal holiday (5 U.S.C. §6103(a)). */
export const isNotaryDay = (date: IsoDate, calendar: HolidayCalendar): boolean =>
  weekday(date) !== 0 && !calendar.isLegalHoliday(date);

/** The first and last day that may be booked, counted from the borrower's local today. */
export function notaryDateRange(today: IsoDate, calendar: HolidayCalendar): { earliest: IsoDate; latest: IsoDate } {
  let earliest = today;
  // Business days as Regulation Z counts them (every day but Sundays and legal holidays, §1026.2(a)(6)).
  for (let counted = 0; counted < NOTARY_MIN_BUSINESS_DAYS_AHEAD; ) {
    earliest = addDays(earliest, 1);
    if (isRescissionBusinessDay(earliest, calendar)) counted++;
  }
  return { earliest, latest: addDays(today, NOTARY_MAX_DAYS_AHEAD) };
}

/** Why a day cannot be booked, or null. */
export function notaryDateProblem(date: IsoDate, today: IsoDate, calendar: HolidayCalendar): string | null {
  if (weekday(date) === 0) return NOTARY_TIME_MESSAGES.sunday;
  if (calendar.isLegalHoliday(date)) return NOTARY_TIME_MESSAGES.holiday;
  const { earliest, latest } = notaryDateRange(today, calendar);
  if (date < earliest) return NOTARY_TIME_MESSAGES.tooSoon;
  if (date > latest) return NOTARY_TIME_MESSAGES.tooLate;
  return null;
}

/** Why an instant cannot be booked for a property in `zone` (checked in the zone), or null. */
export function notaryTimeProblem(
  instant: string,
  now: string,
  zone: string,
  calendar: HolidayCalendar,
): string | null {
  if (Number.isNaN(Date.parse(instant))) return NOTARY_TIME_MESSAGES.required;
  const at = localParts(instant, zone);
  const dateProblem = notaryDateProblem(at.date, localParts(now, zone).date, calendar);
  if (dateProblem) return dateProblem;
  if (!NOTARY_SLOT_TIMES.includes(at.time)) return NOTARY_TIME_MESSAGES.hours;
  return null;
}

/* ---------- the sandbox notary's availability ---------- */

interface NotarySlot {
  /** ISO 8601 with the property zone's offset. */
  readonly start: string;
  /** "10:00" local. */
  readonly time: string;
  readonly available: boolean;
}

/** A small deterministic hash (FNV-1a): the sandbox's availability depends on the date and time only. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** About one slot in four is taken, the same ones every time for a date (so tests and screenshots are stable). */
export const sandboxSlotTaken = (date: IsoDate, time: string): boolean => hash(`${date} ${time}`) % 4 === 0;

/** The sandbox notary's slots of one day (none on a day that cannot be booked). */
export function sandboxNotarySlots(
  date: IsoDate,
  zone: string,
  today: IsoDate,
  calendar: HolidayCalendar,
): NotarySlot[] {
  if (notaryDateProblem(date, today, calendar)) return [];
  return NOTARY_SLOT_TIMES.map((time) => ({
    start: zonedIso(date, time, zone),
    time,
    available: !sandboxSlotTaken(date, time),
  }));
}

export interface NotarySlotDay {
  readonly date: IsoDate;
  readonly slots: readonly NotarySlot[];
}

/** How many bookable days the reserve screen offers, starting from the requested one. */
const NOTARY_SLOT_DAYS = 3;

/** The requested day and the next bookable days after it, with each one's slots (`GET …/notary/slots`). */
export function slotsNear(requested: string, zone: string, now: string, calendar: HolidayCalendar): NotarySlotDay[] {
  const today = localParts(now, zone).date;
  const { earliest, latest } = notaryDateRange(today, calendar);
  const asked = Number.isNaN(Date.parse(requested)) ? earliest : localParts(requested, zone).date;
  const days: NotarySlotDay[] = [];
  for (
    let date = asked < earliest ? earliest : asked;
    days.length < NOTARY_SLOT_DAYS && date <= latest;
    date = addDays(date, 1)
  ) {
    const slots = sandboxNotarySlots(date, zone, today, calendar);
    if (slots.length > 0) days.push({ date, slots });
  }
  return days;
}

/** The answer of `GET …/notary/slots`. */
export interface NotarySlotsResponse {
  zone: string;
  requested: string | null;
  reservation: string | null;
  days: { date: string; slots: { start: string; time: string; available: boolean }[] }[];
}

/** The body of changing a reservation (`POST …/notary/reservation/change`). */
export const notaryChangeBodySchema = v.object({
  slot: first(v.pipe(requiredString(), v.isoTimestamp('Must be a date and time'))),
});
/** The body of cancelling one (`POST …/notary/reservation/cancel`): why, optional. */
export const notaryCancelBodySchema = v.object({ reason: v.optional(v.pipe(v.string(), v.maxLength(500))) });

/* ---------- the remote online notarisation session ---------- */

/**
 * The stages of a RON session, in order. `borrower` stages wait for the borrower's action; `time`
 * stages are the provider's work (matching the ID, a notary joining, applying the seal) and move
 * on by themselves after `seconds` (the sandbox's stand-in for the provider's webhook).
 */
export const NOTARY_SESSION_STAGES = [
  {
    id: 'device',
    title: 'Camera and microphone',
    detail: 'Allow your camera and microphone so the notary can see and hear you.',
    advancedBy: 'borrower',
    seconds: 0,
  },
  {
    id: 'identity',
    title: 'Identity check',
    detail: 'We match you to the photo ID you already uploaded.',
    advancedBy: 'time',
    seconds: 3,
  },
  {
    id: 'notary',
    title: 'The notary joins',
    detail: 'A commissioned notary joins the video call and confirms who you are.',
    advancedBy: 'time',
    seconds: 3,
  },
  {
    id: 'signing',
    title: 'Sign the deed',
    detail: 'The notary watches while you adopt your signature and sign the deed.',
    advancedBy: 'borrower',
    seconds: 0,
  },
  {
    id: 'seal',
    title: 'Notary seal',
    detail: 'The notary signs and applies an electronic seal to your deed.',
    advancedBy: 'time',
    seconds: 3,
  },
  {
    id: 'sealed',
    title: 'Notarized',
    detail: 'Your deed is notarized. You can finish the session.',
    advancedBy: 'none',
    seconds: 0,
  },
] as const;
export type NotarySessionStage = (typeof NOTARY_SESSION_STAGES)[number]['id'];
const NOTARY_SESSION_STAGE_IDS = NOTARY_SESSION_STAGES.map((s) => s.id) as readonly NotarySessionStage[];

/** A session not finished within this long expires: the borrower starts a new one. */
const NOTARY_SESSION_TTL_MINUTES = 60;

/** What the borrower does to move a `borrower` stage on. */
const NOTARY_SESSION_ACTIONS = { device: 'deviceReady', signing: 'signDeed' } as const;
export type NotarySessionAction = (typeof NOTARY_SESSION_ACTIONS)[keyof typeof NOTARY_SESSION_ACTIONS];

/** A session as the server stores it. */
export interface NotarySessionRecord {
  readonly id: string;
  readonly startedAt: string;
  readonly stage: NotarySessionStage;
  /** When the stored stage began (time stages run from here). */
  readonly stageSince: string;
  readonly signedAt?: string | null;
}

export const NOTARY_SESSION_MESSAGES = {
  notStarted: 'Start your eNotary session first.',
  expired: 'Your eNotary session expired. Start a new session.',
  notNow: 'That is not the current step of your eNotary session.',
  notSealed: 'The notary has not sealed your deed yet.',
  noReservation: 'Your in-person notary appointment is not booked yet.',
  manualChosen: 'You chose an in-person notary. Cancel that appointment to use eNotary instead.',
  noReservationToChange: 'There is no in-person appointment to change.',
} as const;

const stageIndex = (stage: NotarySessionStage) => NOTARY_SESSION_STAGE_IDS.indexOf(stage);
const plusSeconds = (iso: string, seconds: number) => new Date(Date.parse(iso) + seconds * 1000).toISOString();

export const notarySessionExpiresAt = (session: Pick<NotarySessionRecord, 'startedAt'>): string =>
  plusSeconds(session.startedAt, NOTARY_SESSION_TTL_MINUTES * 60);

/** The session at `now`: time stages whose seconds have passed are moved on (pure; the server saves the result). */
export function notarySessionAt(
  session: NotarySessionRecord,
  now: string,
): NotarySessionRecord & { readonly expired: boolean } {
  let { stage, stageSince } = session;
  for (;;) {
    const row = NOTARY_SESSION_STAGES[stageIndex(stage)];
    if (!row || row.advancedBy !== 'time') break;
    const due = plusSeconds(stageSince, row.seconds);
    if (Date.parse(due) > Date.parse(now)) break;
    stage = NOTARY_SESSION_STAGE_IDS[stageIndex(stage) + 1]!;
    stageSince = due;
  }
  const expired = stage !== 'sealed' && Date.parse(now) >= Date.parse(notarySessionExpiresAt(session));
  return { ...session, stage, stageSince, expired };
}

/** The session after the borrower's action, or the reason it is refused. */
export function actOnNotarySession(
  session: NotarySessionRecord,
  action: NotarySessionAction,
  now: string,
): NotarySessionRecord | { readonly refused: string } {
  const current = notarySessionAt(session, now);
  if (current.expired) return { refused: NOTARY_SESSION_MESSAGES.expired };
  const expected = (NOTARY_SESSION_ACTIONS as Record<string, NotarySessionAction>)[current.stage];
  if (expected !== action) return { refused: NOTARY_SESSION_MESSAGES.notNow };
  const next = NOTARY_SESSION_STAGE_IDS[stageIndex(current.stage) + 1]!;
  const { expired: _expired, ...kept } = current;
  return { ...kept, stage: next, stageSince: now, ...(action === 'signDeed' ? { signedAt: now } : {}) };
}

/** The provider's stages take seconds: asking each second shows them as they happen. */
const NOTARY_SESSION_POLL_MS = 1000;

/**
 * How long the screen waits before asking the server again; false when only the borrower can move
 * it on, and after a failed read (`failed`): the screen shows the connection error and its Retry —
 * asking again by itself each second would hammer a provider that is down.
 */
export function notarySessionPollMs(stage: NotarySessionStage | null | undefined, failed = false): number | false {
  if (failed) return false;
  const row = NOTARY_SESSION_STAGES.find((s) => s.id === stage);
  return row?.advancedBy === 'time' ? NOTARY_SESSION_POLL_MS : false;
}

type StepProgress = 'done' | 'current' | 'next';
/** Each stage with whether it is done, current or next — the list the session screen shows. */
export function notarySessionProgress(
  stage: NotarySessionStage,
): { id: NotarySessionStage; title: string; detail: string; progress: StepProgress }[] {
  const at = stageIndex(stage);
  return NOTARY_SESSION_STAGES.map((s, i) => ({
    id: s.id,
    title: s.title,
    detail: s.detail,
    progress: i < at || stage === 'sealed' ? 'done' : i === at ? 'current' : 'next',
  }));
}

/** The answer of `GET`/`POST …/notary/session`. */
export interface NotarySessionResponse {
  id: string;
  stage: NotarySessionStage;
  startedAt: string;
  expiresAt: string;
  expired: boolean;
}

/** The session action's body (`POST …/notary/session/actions`). */
export const notarySessionActionBodySchema = v.object({
  action: v.picklist(
    Object.values(NOTARY_SESSION_ACTIONS) as [NotarySessionAction, ...NotarySessionAction[]],
    'Unknown action',
  ),
});

/* ---------- what notary/intro shows ---------- */

/**
 * The intro screen's mode, from the server state and status (the app never names server states):
 * - attorneyReview: the deed is with an attorney; nothing to choose yet.
 * - choose: pick eNotary or an in-person notary.
 * - enotary: eNotary chosen and the session not done — start (or resume) it.
 * - manualBooked: an in-person appointment is booked — change or cancel it.
 * - done: the deed is notarised (the journey moves on).
 */
type NotaryIntroMode = 'attorneyReview' | 'choose' | 'enotary' | 'manualBooked' | 'done';

interface NotaryIntroInput {
  readonly state: string;
  readonly manualNotary?: boolean | null;
  readonly primaryParticipantAcceptComplete?: boolean | null;
  readonly notaryReservation?: string | null;
  readonly propertyState?: string | null;
  /** The zone the server recorded for the property's ZIP (decision 094); absent: the state's. */
  readonly propertyZone?: string | null;
}

export interface NotaryIntroView {
  readonly mode: NotaryIntroMode;
  readonly attorneyState: boolean;
  readonly ronAvailable: boolean;
  readonly zone: string;
  readonly manualFee: number;
  readonly reservation: string | null;
  /** Why the state closes as it does (the closing-path table): said where eNotary is not offered. */
  readonly closingWhy: string;
  /** Where an in-person signing happens in this state. */
  readonly inPersonAt: 'home' | 'office';
}

export function notaryIntroView(input: NotaryIntroInput): NotaryIntroView {
  const path = closingPath(input.propertyState);
  const base = {
    attorneyState: isAttorneyState(input.propertyState),
    ronAvailable: ronAvailable(input.propertyState),
    closingWhy: path.why,
    inPersonAt: path.inPersonAt,
    zone: propertyTimeZone({ state: input.propertyState, timeZone: input.propertyZone }),
    manualFee: MANUAL_NOTARIZATION_FEE,
    reservation: input.notaryReservation ?? null,
  };
  const chosen = input.state === 'NOTARY_WAITING_PERIOD' || input.state === 'DEED_SIGNING';
  let mode: NotaryIntroMode = 'choose';
  if (input.state === 'ATTORNEY_REVIEW') mode = 'attorneyReview';
  else if (chosen && input.primaryParticipantAcceptComplete === true) mode = 'done';
  else if (chosen && input.manualNotary === true && input.notaryReservation) mode = 'manualBooked';
  else if (chosen && input.manualNotary !== true) mode = 'enotary';
  return { ...base, mode };
}

/** What attorney review means for timing (shown while ATTORNEY_REVIEW and in attorney states). */
export const ATTORNEY_REVIEW_TEXT =
  'Your state requires a licensed attorney to review the deed before it is notarized. This usually takes one to two business days; we email you as soon as the attorney has approved it, and then you choose how to have it notarized.';

/** Where the notary can fail and what the error screen says for each. */
export const NOTARY_ERROR_REASONS = {
  expired: {
    title: 'Your eNotary session expired',
    body: `A session must be finished within ${NOTARY_SESSION_TTL_MINUTES} minutes of starting. Nothing you signed in it was kept; start a new session when you are ready.`,
  },
  camera: {
    title: 'We could not use your camera or microphone',
    body: 'The notary must see and hear you during the whole session. Allow the camera and microphone for this site in your browser’s site settings, try another browser or device, or schedule an in-person notary.',
  },
  identity: {
    title: 'The notary could not verify your ID',
    body: 'The photo ID you uploaded could not be matched during the session. Have your government-issued photo ID with you and try again, or schedule an in-person notary who checks it at your door.',
  },
  failed: {
    title: 'Your eNotary session ended unexpectedly',
    body: 'The connection to the notary was lost. Nothing you signed in it was kept; start a new session when you are ready.',
  },
} as const;
export type NotaryErrorReason = keyof typeof NOTARY_ERROR_REASONS;
export const notaryErrorReason = (value: string | null | undefined): NotaryErrorReason =>
  value && Object.hasOwn(NOTARY_ERROR_REASONS, value) ? (value as NotaryErrorReason) : 'failed';

/* ---------- notary/schedule-manual's form ---------- */

const NOTARY_FORM_MESSAGES = { date: 'Choose a date', time: 'Choose a time', office: 'Choose an office' } as const;

/**
 * Where the deed is signed, as the booking forms ask it, with the form's own fields (`fields`) in
 * each option: the property, or another address typed in; where the state's deed is signed at an
 * office (`offices`, from `closingOffices`: Texas), one of those offices or another office typed
 * in, never the property (Tex. Const. art. XVI §50(a)(6)(N)). The borrower's scheduling form and an
 * additional signer's booking (signer-notary.ts) both ask it this way.
 */
export function signingPlaceVariant<const F extends v.ObjectEntries>(fields: F, offices: readonly ClosingOffice[]) {
  const other = v.object({ where: v.literal('other'), ...fields, address: propertySchemaForNotary });
  if (offices.length > 0) {
    const ids = offices.map((o) => o.id) as [string, ...string[]];
    return v.variant('where', [
      v.object({ where: v.literal('office'), ...fields, officeId: v.picklist(ids, NOTARY_FORM_MESSAGES.office) }),
      other,
    ]);
  }
  return v.variant('where', [v.object({ where: v.literal('property'), ...fields }), other]);
}

/**
 * The scheduling form: a bookable day (checked against the borrower's local today), a start time
 * from NOTARY_SLOT_TIMES, and where the deed is signed (`signingPlaceVariant`).
 */
export function notaryScheduleFormSchema(
  today: IsoDate,
  calendar: HolidayCalendar,
  offices: readonly ClosingOffice[] = [],
) {
  const date = first(
    v.pipe(
      v.string(NOTARY_FORM_MESSAGES.date),
      v.minLength(1, NOTARY_FORM_MESSAGES.date),
      v.rawCheck(({ dataset, addIssue }) => {
        const problem = dataset.typed ? notaryDateProblem(dataset.value, today, calendar) : null;
        if (problem) addIssue({ message: problem });
      }),
    ),
  );
  const time = v.picklist(NOTARY_SLOT_TIMES as [string, ...string[]], NOTARY_FORM_MESSAGES.time);
  return signingPlaceVariant({ date, time }, offices);
}

/** The answers about where the deed is signed (the fields `signingPlaceVariant` checks). */
export interface SigningPlaceForm {
  /** The property, another address, or (office-only states) one of the listed offices. */
  where: 'property' | 'other' | 'office';
  /** The chosen office's id when `where` is 'office'. */
  officeId: string;
  address: { street1: string; street2: string; city: string; state: string; zip: string };
}

/** The signing address the answers name: the office's, the one typed in, or none (the property itself). */
export function signingAddressOf(
  values: SigningPlaceForm,
  offices: readonly ClosingOffice[] = [],
): SigningPlaceForm['address'] | undefined {
  const office = values.where === 'office' ? offices.find((o) => o.id === values.officeId) : undefined;
  if (office) return officeSigningAddress(office);
  return values.where === 'other' ? { ...values.address, state: values.address.state.toUpperCase() } : undefined;
}

export interface NotaryScheduleForm extends SigningPlaceForm {
  date: string;
  time: string;
}

/** The manualNotary step's body for the form's values, the time in the property's zone. */
export function notaryScheduleBody(
  values: NotaryScheduleForm,
  zone: string,
  offices: readonly ClosingOffice[] = [],
): { requestedTime: string; signingAddress?: NotaryScheduleForm['address'] } {
  const requestedTime = zonedIso(values.date, values.time, zone);
  const signingAddress = signingAddressOf(values, offices);
  return signingAddress ? { requestedTime, signingAddress } : { requestedTime };
}
