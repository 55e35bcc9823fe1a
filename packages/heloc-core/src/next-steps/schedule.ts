/**
 * The dates the next-steps rules share (decision 089): when the deed can be signed, when the right
 * to cancel ends and when the money can go out, projected from today for a borrower who finishes
 * their own steps today. Two projections: the earliest the rules allow (the funding rule of the
 * complete screen, `fundingDates`, and the notary's booking rule, `notaryDateRange`, with our own
 * work done the same day) and the typical one (adding the step durations below).
 *
 * Pure and time-free: `today` is the calendar date where the property is, the holidays come in as a
 * HolidayCalendar (`@heloc/core/calendar` in the apps).
 */
import { addDays, fundingDates, isBankingDay, type HolidayCalendar, type IsoDate } from '../closing/funding.js';
import { localParts, notaryDateRange } from '../closing/notary.js';
import { CLOSING_STATE_ORDER, serverStateKind } from '../journey/server-states.js';
import { dateInZone, propertyTimeZone } from '../time-zones.js';
import { rescissionStartDate, type FundingStatus } from '../closing/funding-status.js';
import type { ApplicationStatus, Heloc } from '../entities.js';
import { coSignerVisits, type CoSignerVisit } from '../closing/signer-notary.js';
import { closingPath } from './closing-path.js';

/**
 * SANDBOX DATA: the typical durations of the steps others do, in business days (Monday to Friday,
 * not a bank holiday). The sandbox resolves each in seconds; these are what a borrower is told to
 * expect, and are always said to be typical, never promised.
 */
export const TYPICAL_BUSINESS_DAYS = {
  /** Our review of income, identity, title and the closing documents, once the borrower's steps are done. */
  review: 3,
  /** The flood zone determination from the certificate provider. */
  floodCertificate: 1,
  /** A condition the borrower answered, reviewed by us. */
  conditionReview: 1,
  /** The closing attorney's review in an attorney state (ATTORNEY_REVIEW_TEXT: one to two). */
  attorneyReview: 2,
} as const;

/** The date `days` banking days after `date` (0: `date` itself). */
export function addBusinessDays(date: IsoDate, days: number, calendar: HolidayCalendar): IsoDate {
  let d = date;
  for (let counted = 0; counted < days; ) {
    d = addDays(d, 1);
    if (isBankingDay(d, calendar)) counted++;
  }
  return d;
}

/** What the next-steps rules are told: the server's record, as facts. */
export interface NextStepsFacts {
  /** The server state. */
  readonly state: string;
  /** Today, as a calendar date where the property is (`dateInZone(now, propertyTimeZone(…))`). */
  readonly today: IsoDate;
  /** The property's two-letter state. */
  readonly propertyState: string | null | undefined;
  /** The zone the server recorded for the property's ZIP (decision 094); absent: its state's. */
  readonly propertyZone?: string | null;
  /** The property's county as the server recorded it from the ZIP ("El Paso"); absent where unknown. */
  readonly propertyCounty?: string | null;
  readonly waitingOnFloodCert?: boolean | null;
  /** The borrower chose an in-person notary. */
  readonly manualNotary?: boolean | null;
  /** The booked in-person notary slot (ISO with the zone's offset). */
  readonly notaryReservation?: string | null;
  /** A co-signer has still to sign the deed. */
  readonly coSignerPending?: boolean | null;
  /** The notary visits of the co-signers who signed, where each books their own (`coSignerVisits`). */
  readonly coSignerVisits?: readonly CoSignerVisit[] | null;
  /** Conditions waiting for the borrower, and answered ones waiting for our review. */
  readonly conditions?: { readonly needed: number; readonly submitted: number } | null;
  /** The day the right to cancel started (`rescissionStartDate` of the funding read), once known. */
  readonly rescissionStartsOn?: IsoDate | null;
  /** The primary participant has signed the deed before the notary (DEED_SIGNING, accepted): the session is sealed. */
  readonly deedSigned?: boolean | null;
}

/** States before the offers: no time to cash yet (the offers screen is where it starts). */
const BEFORE_OFFERS: ReadonlySet<string> = new Set([
  'COLLECT_PROFILE_INFO',
  'GEN_PRE_SOFT_CREDIT_DISCLOSURE',
  'WAITING_FOR_PRE_SOFT_CREDIT_DISCLOSURE',
  'WAITING_FOR_SOFT_CREDIT',
  'WAITING_FOR_INITIAL_OFFERS',
  'WAITING_FOR_AVM_DATA',
  'PREQUAL_TITLE',
  'NO_AVM_FOUND',
  'CLTV_LIEN_POSITION_REQUALIFY',
  'DELINQUENCY_REVIEW',
  'UNKNOWN',
]);

const closingIndex = (state: string): number => (CLOSING_STATE_ORDER as readonly string[]).indexOf(state);
const at = (state: (typeof CLOSING_STATE_ORDER)[number]) => closingIndex(state);

/** Where the application stands, for the next-steps rules. */
export type Phase = 'closed' | 'beforeOffers' | 'review' | 'closing' | 'signed';

/**
 * `deedSigned`: DEED_SIGNING once the primary participant has accepted is signed — the eNotary session
 * is sealed and the server moves on to the right to cancel (decision 089, amendment 6).
 */
export function phaseOf(state: string, deedSigned?: boolean | null): Phase {
  if (state === 'COMPLETE' || serverStateKind(state) === 'terminal') return 'closed';
  if (state === 'DEED_SIGNING' && deedSigned === true) return 'signed';
  if (BEFORE_OFFERS.has(state)) return 'beforeOffers';
  const i = closingIndex(state);
  if (i < 0) return 'review';
  return i >= at('TRUST_AND_INSURANCE') ? 'signed' : 'closing';
}

/** Whether the closing attorney's review is still ahead (or under way). */
export const attorneyReviewAhead = (facts: NextStepsFacts): boolean =>
  closingPath(facts.propertyState).attorneyReview &&
  (phaseOf(facts.state, facts.deedSigned) === 'review' ||
    (phaseOf(facts.state, facts.deedSigned) === 'closing' && closingIndex(facts.state) <= at('ATTORNEY_REVIEW')));

/** Whether the deed is signed before a notary in person (the state's path, or the borrower's choice). */
export const inPersonNotary = (facts: NextStepsFacts): boolean =>
  !closingPath(facts.propertyState).ron || facts.manualNotary === true;

/** The typical business days of our work still ahead before the deed can be signed. */
function typicalDaysBeforeSigning(facts: NextStepsFacts): number {
  const phase = phaseOf(facts.state, facts.deedSigned);
  let days = 0;
  if (phase === 'review') days += TYPICAL_BUSINESS_DAYS.review;
  if (facts.waitingOnFloodCert === true) days += TYPICAL_BUSINESS_DAYS.floodCertificate;
  if ((facts.conditions?.needed ?? 0) + (facts.conditions?.submitted ?? 0) > 0)
    days += TYPICAL_BUSINESS_DAYS.conditionReview;
  if (attorneyReviewAhead(facts)) days += TYPICAL_BUSINESS_DAYS.attorneyReview;
  return days;
}

interface Projection {
  /** The day the deed is signed (the right to cancel starts). */
  readonly signingOn: IsoDate;
  readonly rescissionEnds: IsoDate;
  readonly fundingOn: IsoDate;
}

/** The signing day when the deed can be signed from `ready` on. */
function signingDay(facts: NextStepsFacts, ready: IsoDate, calendar: HolidayCalendar): IsoDate {
  if (!inPersonNotary(facts)) return ready;
  if (facts.notaryReservation) {
    const booked = localParts(facts.notaryReservation, zoneOfFacts(facts)).date;
    if (booked >= ready) return booked;
  }
  // An in-person visit needs two business days' notice from the day it is booked.
  return notaryDateRange(ready, calendar).earliest;
}

function project(facts: NextStepsFacts, ready: IsoDate, calendar: HolidayCalendar): Projection {
  const signingOn = facts.rescissionStartsOn ?? signingDay(facts, ready, calendar);
  const { rescissionEnds, fundingDate } = fundingDates(signingOn, calendar);
  return { signingOn, rescissionEnds, fundingOn: fundingDate };
}

export interface Schedule {
  /** The earliest the rules allow: the borrower's steps and ours done today. */
  readonly earliest: Projection;
  /** With the typical durations of the steps others still have to do. */
  readonly typical: Projection;
  /** The typical business days of our work still ahead (0 when none). */
  readonly typicalDaysAhead: number;
}

/** The projected dates for an application that is not closed; null once it is (funded, declined, cancelled). */
export function scheduleOf(facts: NextStepsFacts, calendar: HolidayCalendar): Schedule | null {
  if (phaseOf(facts.state, facts.deedSigned) === 'closed') return null;
  const typicalDaysAhead = facts.rescissionStartsOn ? 0 : typicalDaysBeforeSigning(facts);
  return {
    earliest: project(facts, facts.today, calendar),
    typical: project(facts, addBusinessDays(facts.today, typicalDaysAhead, calendar), calendar),
    typicalDaysAhead,
  };
}

/** What the app holds of an application: the status read, the application read, the conditions' counts, the funding read. */
export interface NextStepsRecord {
  readonly status: Pick<
    ApplicationStatus,
    'state' | 'waitingOnFloodCert' | 'manualNotary' | 'primaryParticipantAcceptComplete'
  >;
  readonly application: Pick<Heloc, 'property' | 'coDeedStatus' | 'helocSigners'> & {
    readonly notaryReservation?: string | null;
  };
  readonly conditions?: { readonly needed: number; readonly submitted: number } | null;
  /** The funding read's signing times, once the deed is signed (`readsSigningTimes`). */
  readonly funding?: Pick<FundingStatus, 'noteSignedAt' | 'notarySessionCompletedAt' | 'propertyTimeZone'> | null;
  /** The instant the app reads its clock at (ISO); the rules take the date where the property is. */
  readonly now: string;
}

/** The property's zone, from the facts: its ZIP's where recorded, else its state's (decision 094). */
export const zoneOfFacts = (facts: Pick<NextStepsFacts, 'propertyState' | 'propertyZone'>): string =>
  propertyTimeZone({ state: facts.propertyState, timeZone: facts.propertyZone });

/** The facts the next-steps rules read, from what the app holds. */
export function nextStepsFacts(record: NextStepsRecord): NextStepsFacts {
  const property = record.application.property;
  const propertyState = property?.state ?? null;
  const state = record.status.state ?? 'UNKNOWN';
  return {
    state,
    today: dateInZone(record.now, propertyTimeZone(property)),
    propertyState,
    propertyZone: property?.timeZone ?? null,
    propertyCounty: property?.county ?? null,
    waitingOnFloodCert: record.status.waitingOnFloodCert ?? false,
    manualNotary: record.status.manualNotary ?? false,
    notaryReservation: record.application.notaryReservation ?? null,
    coSignerPending: state === 'CO_DEED_REQ' || record.application.coDeedStatus === 'PENDING',
    coSignerVisits: coSignerVisits(record.application.helocSigners, property),
    conditions: record.conditions ?? null,
    rescissionStartsOn: record.funding ? rescissionStartDate(record.funding) : null,
    deedSigned: state === 'DEED_SIGNING' && record.status.primaryParticipantAcceptComplete === true,
  };
}

/** Whether the next steps need the funding read's signing times: once the deed is signed. */
export const readsSigningTimes = (
  status: Pick<ApplicationStatus, 'state' | 'primaryParticipantAcceptComplete'>,
): boolean => phaseOf(status.state ?? '', status.primaryParticipantAcceptComplete === true) === 'signed';
