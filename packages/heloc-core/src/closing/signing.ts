/**
 * The signing screens' rules (review-app/signdocs, signing/intro, signing/sign, signing/support):
 * the final offer's figures, what the wait screen shows, what the intro's button does in each
 * state, what is still missing before the documents can be signed, and whether the help line is
 * open now. The screens render these decisions; none of them is written in the app.
 */
import {
  RECORDING_FEES_MAX,
  RECORDING_FEES_MIN,
  RECORDING_TAX_MAX_PER_100K,
  RECORDING_TAX_MIN_PER_100K,
} from '../constants.js';
import type { Heloc, OperatingHoursEntry } from '../entities.js';
import { accountLast4 } from '../linking/bank.js';
import { formatHoursRange } from '../format.js';
import type { PollDecision } from '../journey/polling.js';
import { screenForServerState } from '../journey/screen-map.js';
import type { AppScreenPath } from '../journey/routes.js';
import { offerDetails, originationFee } from '../journey/progress.js';
import * as v from 'valibot';
import {
  closingDocument,
  DOCUMENTS_TO_SIGN,
  initialsSchema,
  SIGN_ESIGN_MESSAGE,
  signatureSchema,
  type ClosingDocumentKind,
  type Signature,
} from './closing-documents.js';

/* ---------- signing/intro: the final offer ---------- */

export interface FinalOfferTerms {
  readonly lineAmount: number;
  readonly initialDraw: number;
  /** The fixed rate of the draw; this product's APR equals it (no finance charge but interest is in the APR of an open-end plan, Reg Z §1026.6(a)(1)(ii)). */
  readonly aprPercent: number;
  readonly termYears: number;
  readonly monthlyPayment: number;
  readonly originationFeePercent: number;
  readonly originationFee: number;
  /** What the borrower receives on the draw: the fee is deducted from it. */
  readonly cashToBorrower: number;
  /** The county's recording fees: a range, since the county's schedule is known only at recording (shared-surfaces §9). */
  readonly recordingFees: { readonly min: number; readonly max: number };
  /** Recording (mortgage) taxes: per $100,000 of the line amount, so a range on this line. */
  readonly recordingTaxes: {
    readonly min: number;
    readonly max: number;
    readonly perHundredThousandMin: number;
    readonly perHundredThousandMax: number;
  };
  readonly payments: { readonly kind: 'AUTOPAY'; readonly accountLast4: string } | { readonly kind: 'MANUAL' };
}

const cents = (n: number) => Math.round(n * 100) / 100;

/**
 * The final offer as signing/intro shows it, or undefined when the application holds no offer
 * (term, rate or amount missing — the revalue branch clears them until an offer is chosen again).
 */
export function finalOfferTerms(
  heloc:
    | Pick<Heloc, 'term' | 'rate' | 'amount' | 'uwCalculatedDrawAmount' | 'payType' | 'autopayAccount'>
    | null
    | undefined,
  originationFeePercent: number | null | undefined,
): FinalOfferTerms | undefined {
  const offer = offerDetails(heloc);
  if (!offer || !heloc) return undefined;
  const feePercent =
    Number.isFinite(originationFeePercent) && (originationFeePercent ?? 0) > 0 ? (originationFeePercent as number) : 0;
  const fee = originationFee(offer.initialDraw, feePercent);
  const per100k = offer.lineAmount / 100_000;
  const autopay = heloc.payType === 'AUTOPAY' ? accountLast4(heloc.autopayAccount) : null;
  return {
    ...offer,
    originationFeePercent: feePercent,
    originationFee: fee,
    cashToBorrower: cents(offer.initialDraw - fee),
    recordingFees: { min: RECORDING_FEES_MIN, max: RECORDING_FEES_MAX },
    recordingTaxes: {
      min: cents(per100k * RECORDING_TAX_MIN_PER_100K),
      max: cents(per100k * RECORDING_TAX_MAX_PER_100K),
      perHundredThousandMin: RECORDING_TAX_MIN_PER_100K,
      perHundredThousandMax: RECORDING_TAX_MAX_PER_100K,
    },
    payments: autopay !== null ? { kind: 'AUTOPAY', accountLast4: autopay } : { kind: 'MANUAL' },
  };
}

/**
 * What signing/intro's main button does: accept the final offer (FINAL_OFFER), or — once it is
 * accepted and the note is ready (NOTE_SIGNING) — open the documents. Anything else: nothing to do
 * here yet (the root is about to move the borrower on).
 */
export function signingIntroAction(state: string): 'accept' | 'sign' | 'none' {
  if (state === 'FINAL_OFFER') return 'accept';
  if (state === 'NOTE_SIGNING') return 'sign';
  return 'none';
}

/**
 * Where "Accept and continue" leads once the note it asked for is ready: a borrower who accepted
 * on signing/intro goes on to signing/sign by themselves — one press, not a second one on "Sign
 * your documents" (issue 25, item 14; decision 056). NOTE_SIGNING still decides signing/intro
 * (applicant-journey §4.1): a borrower who comes back later is shown the offer and the link to sign.
 * BAD:  signingIntroAction alone — the accept button becomes a link the borrower must press again.
 * GOOD: the screen remembers the borrower accepted here and follows this answer.
 */
export function afterFinalOfferAccepted(state: string, acceptedHere: boolean): AppScreenPath | null {
  return acceptedHere && signingIntroAction(state) === 'sign' ? 'signing/sign' : null;
}

/** Whether signing/sign can sign in this state (the note is ready and the offer accepted). */
export const canSignNote = (state: string): boolean => state === 'NOTE_SIGNING';

/* ---------- review-app/signdocs: the timeout screen ---------- */

export interface SigndocsView {
  /**
   * Whether the journey still reads the status by itself (a quiet refresh of GEN_CLOSING_DISCLOSURE,
   * or a poll still running): the screen then says it moves on by itself. False once polling ran out.
   */
  readonly checking: boolean;
}

/**
 * review-app/signdocs is the timeout screen (applicant-journey §2: "datatree and signdocs both show
 * the timeout screen"), at once — never a "preparing" page first that turns into it a minute later.
 * It is reached when polling ran out on GEN_NOTE_SIGNING (§4.1, kept) and for GEN_CLOSING_DISCLOSURE,
 * which is refreshed quietly behind it (polling.ts): then it says so, and moves on when the server does.
 */
export function signdocsView(poll: PollDecision | null | undefined): SigndocsView {
  return { checking: poll?.kind === 'refresh' || poll?.kind === 'wait' };
}

/**
 * Whether the screen the borrower is on explains the wait itself, so the processing modal stays
 * closed: the one pending state with a screen of its own (GEN_NOTE_SIGNING → review-app/signdocs)
 * while that screen shows. BAD: the modal's generic "Checking your credit…" over a page that says
 * the closing documents are being prepared.
 */
export function screenExplainsWait(state: string, currentScreen: string | null | undefined): boolean {
  return currentScreen != null && screenForServerState(state)?.path === currentScreen;
}

/** What the processing modal says while the note is prepared (after the final offer is accepted). */
export const NOTE_PREPARING_MESSAGES = [
  'Preparing your closing documents…',
  'Filling in your line of credit agreement…',
  'Almost there…',
] as const;

/** The processing modal's messages for a pending state, when they differ from the general ones. */
export function processingMessagesFor(state: string): readonly string[] | null {
  return state === 'GEN_NOTE_SIGNING' ? NOTE_PREPARING_MESSAGES : null;
}

/* ---------- signing/sign: what is left before signing ---------- */

interface SigningProgress {
  /** Whether every requirement is met. */
  readonly ready: boolean;
  /** The documents not opened yet, in the order they are shown. */
  readonly unopened: readonly ClosingDocumentKind[];
  /** One sentence per thing left to do, for the button's explanation. */
  readonly remaining: readonly string[];
}

/**
 * What the borrower still has to do before the Sign button signs: open each document (the
 * server refuses a document this user never opened, 409), agree to sign electronically
 * (E-SIGN §7001(c)), adopt a signature and give initials.
 */
export function signingProgress(input: {
  opened: ReadonlySet<ClosingDocumentKind> | readonly ClosingDocumentKind[];
  esignConsent: boolean;
  hasSignature: boolean;
  hasInitials: boolean;
}): SigningProgress {
  const opened = new Set(input.opened);
  const unopened = DOCUMENTS_TO_SIGN.filter((kind) => !opened.has(kind));
  const remaining = [
    ...unopened.map((kind) => `Open “${closingDocument(kind).title}”`),
    ...(input.esignConsent ? [] : [SIGN_ESIGN_MESSAGE]),
    ...(input.hasSignature ? [] : ['Adopt your signature (type your name or draw it)']),
    ...(input.hasInitials ? [] : ['Enter your initials']),
  ];
  return { ready: remaining.length === 0, unopened, remaining };
}

/* ---------- signing/support: is the help line open now ---------- */

/** The operating hours are kept in Pacific time (formatHoursRange says "PT"). */
const SUPPORT_HOURS_TIME_ZONE = 'America/Los_Angeles';

export interface SupportHoursNow {
  readonly open: boolean;
  /** Today's hours in words ("6:00 AM – 6:00 PM PT"), or null when closed all day / unknown. */
  readonly todayHours: string | null;
}

const WEEKDAY_VALUES: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
const minutesOf = (t: string | null | undefined): number | null => {
  const m = /^(\d{1,2}):(\d{2})/.exec(t ?? '');
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
};

/**
 * Whether the phone line is open at `now` (the caller's clock), by the organisation's operating
 * hours (weekdayValue 1 = Monday … 7 = Sunday, times in Pacific time). Unknown hours: closed, and
 * the screen still shows email and the phone number.
 */
export function supportHoursNow(hours: readonly OperatingHoursEntry[] | null | undefined, now: Date): SupportHoursNow {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: SUPPORT_HOURS_TIME_ZONE,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = WEEKDAY_VALUES[part('weekday')] ?? 0;
  const minutes = Number(part('hour')) * 60 + Number(part('minute'));
  const today = (hours ?? []).find((h) => h.weekdayValue === day && h.isOpen);
  const start = minutesOf(today?.startTime);
  const end = minutesOf(today?.endTime);
  if (!today || start === null || end === null) return { open: false, todayHours: null };
  return {
    open: minutes >= start && minutes < end,
    todayHours: formatHoursRange(today.startTime, today.endTime) ?? null,
  };
}

/* ---------- signing/sign: the form ---------- */

/**
 * signing/sign's form, field by field (validated on blur), with the step body's own messages: the
 * signature's name and drawing are checked by the step's signatureSchema when the body is built.
 */
export const signFormSchema = v.object({
  esignConsent: v.literal(true, SIGN_ESIGN_MESSAGE),
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('Required'), v.maxLength(120, 'Must be at most 120 characters')),
  initials: initialsSchema,
});

/** The adopted signature from the form, or the first problem with it (nothing drawn, drawing too large). */
export function adoptedSignature(draft: {
  mode: 'typed' | 'drawn';
  name: string;
  image: string | null;
}): { ok: true; signature: Signature } | { ok: false; message: string } {
  if (draft.mode === 'drawn' && !draft.image)
    return { ok: false, message: 'Draw your signature in the box, or choose Type my name' };
  const candidate =
    draft.mode === 'typed'
      ? { type: 'typed', name: draft.name.trim() }
      : { type: 'drawn', name: draft.name.trim(), image: draft.image };
  const parsed = v.safeParse(signatureSchema, candidate);
  return parsed.success ? { ok: true, signature: parsed.output } : { ok: false, message: parsed.issues[0].message };
}
