/**
 * After the deed is signed: when the right to cancel ends, when the money goes out, where it goes,
 * and how far funding has come. The server reports the facts (GET fundingPath(uuid)): the times of
 * the note's signing and of the notary session, the property's time zone, the creditors paid
 * directly; this module turns them, with the application, into what the complete screen shows.
 *
 * Right of rescission: Regulation Z, 12 CFR §1026.15 — the borrower may cancel until midnight of
 * the third business day after the last of consummation and the delivery of the notice and the
 * material disclosures (§1026.15(a)(3)), by notifying the creditor in writing at the address in the
 * notice, or by any other means the notice gives (§1026.15(a)(2)); nothing is disbursed before
 * the period ends (§1026.15(c)). The dates come from funding.ts.
 */
import { formatCurrency } from '../format.js';
import { originationFee } from '../journey/progress.js';
import { addDays, fundingDates, type HolidayCalendar, type IsoDate } from './funding.js';
import { zonedIso } from './notary.js';
import { INSURANCE_REQUIREMENTS, proofsToUpload, type InsuranceStatus } from '../underwriting/insurance.js';
import { dateInZone } from '../time-zones.js';
import { CLOSING_ENDPOINTS } from '../contract/closing-endpoints.js';
import { endpointPath } from '../contract/endpoints.js';

export const fundingPath = (uuid: string) => endpointPath(CLOSING_ENDPOINTS.fundingStatus, { uuid });

/** The answer of `GET fundingPath(uuid)`; the times are ISO timestamps. */
export interface FundingStatus {
  state: string;
  /** When the borrower signed the note (and the notice of right to cancel). */
  noteSignedAt: string | null;
  /** When the notarised signing of the deed finished (eNotary or in person). */
  notarySessionCompletedAt: string | null;
  /** The IANA time zone of the property: the rescission days are counted where the home is. */
  propertyTimeZone: string;
  /** The creditors paid directly from the draw (direct debt payoff), or null when none are. */
  directPayoffs: { creditor: string; accountMask: string | null; amount: number }[] | null;
}

/**
 * The day the right to rescind starts: the later of the note's signing and the notary session's
 * completion, as a date in the property's time zone; null before the note is signed.
 */
export function rescissionStartDate(
  facts: Pick<FundingStatus, 'noteSignedAt' | 'notarySessionCompletedAt' | 'propertyTimeZone'>,
): IsoDate | null {
  const times = [facts.noteSignedAt, facts.notarySessionCompletedAt].filter((t): t is string => Boolean(t));
  if (times.length === 0) return null;
  const last = times.reduce((a, b) => (Date.parse(b) > Date.parse(a) ? b : a));
  return dateInZone(last, facts.propertyTimeZone);
}

/**
 * How long the lifecycle holds the right to cancel and the recording (decision 095): the earliest
 * instant the server may move on from `state`, or null where nothing holds it.
 * - RESCISSION until midnight ending its last day, where the home is: no money may be disbursed
 *   until the rescission period has expired (Reg Z §1026.15(a)(3), (c); §1026.23(a)(3), (c)).
 * - RECORDING until the funding day begins: the money goes out on the funding day `complete`
 *   and the timeline name, never earlier.
 * Null before the note is signed (no period has started): the usual delay only.
 */
export function closingHoldUntil(
  state: string,
  facts: Pick<FundingStatus, 'noteSignedAt' | 'notarySessionCompletedAt' | 'propertyTimeZone'>,
  calendar: HolidayCalendar,
): string | null {
  if (state !== 'RESCISSION' && state !== 'RECORDING') return null;
  const start = rescissionStartDate(facts);
  if (!start) return null;
  const { rescissionEnds, fundingDate } = fundingDates(start, calendar);
  return zonedIso(state === 'RESCISSION' ? addDays(rescissionEnds, 1) : fundingDate, '00:00', facts.propertyTimeZone);
}

let longDate: Intl.DateTimeFormat | undefined;
/** "Monday, November 30, 2026" for a calendar date (one formatter, made on first use: a timeline render formats a dozen). */
export function formatLongDate(date: IsoDate): string {
  longDate ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
  return longDate.format(new Date(`${date}T12:00:00Z`));
}

/* ---------- the checklist ---------- */

interface FundingStep {
  readonly id:
    | 'GEN_RESCISSION'
    | 'RESCISSION'
    | 'RECORDING'
    | 'FUNDABLE'
    | 'DIRECT_DEBT_PAYOFF'
    | 'FUNDING_DECISION'
    | 'FUNDED';
  readonly label: string;
  readonly status: 'done' | 'current' | 'upcoming';
}

const STEP_LABELS: Readonly<Record<FundingStep['id'], string>> = {
  GEN_RESCISSION: 'Preparing your right-to-cancel period',
  RESCISSION: 'Right-to-cancel period',
  RECORDING: 'Recording the deed of trust with the county',
  FUNDABLE: 'Ready to fund',
  DIRECT_DEBT_PAYOFF: 'Paying your creditors',
  FUNDING_DECISION: 'Final funding review',
  FUNDED: 'Money sent',
};

/** Where each server state stands in the checklist (before the first step: the deed just signed). */
const STEP_OF_STATE: Readonly<Record<string, FundingStep['id']>> = {
  DEED_SIGNING: 'GEN_RESCISSION',
  TRUST_AND_INSURANCE: 'GEN_RESCISSION',
  GEN_RESCISSION: 'GEN_RESCISSION',
  RESCISSION: 'RESCISSION',
  RECORDING: 'RECORDING',
  FUNDABLE: 'FUNDABLE',
  DIRECT_DEBT_PAYOFF: 'DIRECT_DEBT_PAYOFF',
  FUNDING_DECISION: 'FUNDING_DECISION',
  COMPLETE: 'FUNDED',
};

/** The funding checklist as progress: done, current, upcoming; the payoff step only when creditors are paid directly. */
export function fundingChecklist(state: string, directPayoff: boolean): FundingStep[] {
  const ids: FundingStep['id'][] = [
    'GEN_RESCISSION',
    'RESCISSION',
    'RECORDING',
    'FUNDABLE',
    ...(directPayoff ? (['DIRECT_DEBT_PAYOFF'] as const) : []),
    'FUNDING_DECISION',
    'FUNDED',
  ];
  const at = Object.hasOwn(STEP_OF_STATE, state) ? ids.indexOf(STEP_OF_STATE[state] as FundingStep['id']) : 0;
  const current = Math.max(at, 0);
  const funded = state === 'COMPLETE';
  return ids.map((id, i) => ({
    id,
    label: STEP_LABELS[id],
    status: funded || i < current ? 'done' : i === current ? 'current' : 'upcoming',
  }));
}

/* ---------- the complete screen ---------- */

export interface CompleteInput {
  readonly funding: FundingStatus;
  readonly lineAmount: number;
  readonly initialDraw: number;
  readonly originationFeePercent: number | null;
  readonly disburseAccountMask: string | null;
  readonly payType: 'AUTOPAY' | 'MANUAL' | null;
  readonly autopayAccountMask: string | null;
  readonly monthlyPayment: number;
  /** The insurance review (GET insurancePath); absent or null while unknown, and then nothing is said to be owed. */
  readonly insurance?: Pick<InsuranceStatus, 'proofs' | 'uploadRequired' | 'complete'> | null;
}

/** Something the borrower still owes before funding, with the screen where it is given. */
export interface OwedBeforeFunding {
  readonly title: string;
  readonly text: string;
  readonly actionLabel: string;
  readonly screen: 'insurance/upload';
}

export interface CompleteView {
  readonly title: string;
  readonly intro: string;
  /** What is still owed before funding can start (issue 25, item 9): never "You’re all set" while it is. */
  readonly owed: readonly OwedBeforeFunding[];
  /** Said in place of the funding date while it is not known. */
  readonly fundingDatePending: string;
  readonly lineAmount: string;
  readonly initialDraw: string;
  /** Null until the note is signed (the dates are not known yet). */
  readonly fundingDate: string | null;
  readonly rescissionEnds: string | null;
  /** "You can cancel until midnight of Monday, November 30, 2026." */
  readonly cancelUntil: string | null;
  readonly originationFee: string;
  readonly payoffs: readonly { creditor: string; accountMask: string | null; amount: string }[];
  readonly payoffTotal: string | null;
  /** What reaches the borrower's account: the draw less the fee and the payoffs. */
  readonly toAccount: string;
  readonly depositTo: string;
  readonly payments: string;
  readonly checklist: readonly FundingStep[];
  readonly funded: boolean;
}

export const HOW_TO_CANCEL =
  'To cancel, tell us in writing — by mail or delivery to the address in your Notice of right to cancel, or by the other means the notice gives — before the deadline. If you cancel, the line is closed, the lien on your home is released and nothing is owed.';

const COMPLETE_TEXT = {
  funded: { title: 'Your money is on its way', intro: 'Your line of credit is funded.' },
  owed: {
    title: 'One more thing before we can fund your line',
    intro: 'Your documents are signed. We need what is listed below before funding can start.',
  },
  allSet: { title: 'You’re all set', intro: 'Your documents are signed. Here is what happens next and when.' },
  fundingDateUnsigned: 'Set once your documents are signed',
  fundingDateOwed: 'Set once we accept your insurance',
} as const;

/** The proofs of insurance still to upload, as the complete screen lists them. */
function owedBeforeFunding(insurance: CompleteInput['insurance']): OwedBeforeFunding[] {
  if (!insurance || !insurance.uploadRequired || insurance.complete) return [];
  return proofsToUpload(insurance).map((type) => {
    const note = insurance.proofs.find((p) => p.type === type)?.note;
    return {
      title: INSURANCE_REQUIREMENTS[type].title,
      text:
        note ??
        `Upload your ${INSURANCE_REQUIREMENTS[type].uploadLabel.toLowerCase()}. Funding starts once we have accepted it.`,
      actionLabel: 'Upload proof of insurance',
      screen: 'insurance/upload' as const,
    };
  });
}

export function completeView(input: CompleteInput, calendar: HolidayCalendar): CompleteView {
  const owed = owedBeforeFunding(input.insurance);
  const funded = input.funding.state === 'COMPLETE';
  const words = funded ? COMPLETE_TEXT.funded : owed.length ? COMPLETE_TEXT.owed : COMPLETE_TEXT.allSet;
  const startsOn = rescissionStartDate(input.funding);
  const dates = startsOn ? fundingDates(startsOn, calendar) : null;
  const fee = originationFee(input.initialDraw, input.originationFeePercent ?? 0);
  const payoffs = input.funding.directPayoffs ?? [];
  const payoffTotal = payoffs.reduce((sum, p) => sum + p.amount, 0);
  const toAccount = Math.max(input.initialDraw - fee - payoffTotal, 0);
  const mask = input.disburseAccountMask
    ? `your account ending ${input.disburseAccountMask}`
    : 'your disbursement account';
  return {
    title: words.title,
    intro: words.intro,
    owed,
    fundingDatePending: owed.length ? COMPLETE_TEXT.fundingDateOwed : COMPLETE_TEXT.fundingDateUnsigned,
    lineAmount: formatCurrency(input.lineAmount),
    initialDraw: formatCurrency(input.initialDraw),
    // Nothing is funded before the insurance is accepted: no date is promised while it is owed.
    fundingDate: dates && !owed.length ? formatLongDate(dates.fundingDate) : null,
    rescissionEnds: dates ? formatLongDate(dates.rescissionEnds) : null,
    cancelUntil: dates ? `You can cancel until midnight of ${formatLongDate(dates.rescissionEnds)}.` : null,
    originationFee: formatCurrency(fee, 2),
    payoffs: payoffs.map((p) => ({
      creditor: p.creditor,
      accountMask: p.accountMask,
      amount: formatCurrency(p.amount, 2),
    })),
    payoffTotal: payoffs.length ? formatCurrency(payoffTotal, 2) : null,
    toAccount: formatCurrency(toAccount, 2),
    depositTo: mask,
    payments:
      input.payType === 'AUTOPAY'
        ? `Your monthly payment of about ${formatCurrency(input.monthlyPayment)} is taken automatically from your account ending ${input.autopayAccountMask ?? input.disburseAccountMask ?? '—'}. Your first payment is due about a month after funding; your first statement gives its exact amount and date.`
        : `Your monthly payment is about ${formatCurrency(input.monthlyPayment)}. Your first payment is due about a month after funding; your first statement gives its exact amount and date, and how to pay.`,
    checklist: fundingChecklist(input.funding.state, payoffs.length > 0),
    funded,
  };
}
