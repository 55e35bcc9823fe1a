/**
 * Server application state → screen (applicant-journey §4.1). The table is data so that the docs,
 * the debug panel and the flow explorer can show every row and its conditional variants in words.
 */
import type { Heloc } from '../entities.js';
import type { AppScreenPath } from './routes.js';
import { SITE_ROOT } from './routes.js';
import {
  BPO_ESTIMATE_STATES,
  BPO_ORDER_STATES,
  BPO_PROCESSING_STATES,
  CREDIT_LOCKED_STATES,
  FINAL_TITLE_STATES,
  FUNDING_STATES,
  LIEN_VERIFICATION_STATES,
  PROPERTY_NOT_FOUND_STATES,
  serverStateKind,
  type ServerState,
} from './server-states.js';

type ScreenPathOrRoot = AppScreenPath | typeof SITE_ROOT;

export interface ScreenVariant {
  /** The condition in words; 'always' for an unconditional row. */
  readonly when: string;
  readonly path: ScreenPathOrRoot;
}

interface ServerStateRule {
  readonly id: string;
  readonly states: readonly ServerState[];
  readonly variants: readonly [ScreenVariant, ...ScreenVariant[]];
  /** Index of the variant that applies to this application. */
  readonly choose?: (heloc: Heloc | undefined) => number;
}

interface ScreenTarget {
  /** Relative to the application, or '/' for the site root. */
  readonly path: ScreenPathOrRoot;
  readonly state: string;
  /** Which row of the table fired, and which of its variants. */
  readonly rule: string;
  readonly when: string;
  /** OFFER_SELECTION: where the user came from. */
  readonly from?: AppScreenPath;
  /** OFFER_SELECTION: the underwriting decision carried to product/select. */
  readonly uwDecision?: string | null;
}

const always = (path: ScreenPathOrRoot): [ScreenVariant] => [{ when: 'always', path }];
const isTexas = (heloc: Heloc | undefined) => heloc?.property?.state?.toUpperCase() === 'TX';

export const SERVER_STATE_RULES: readonly ServerStateRule[] = [
  { id: 'credit-no-match', states: ['CREDIT_NO_MATCH'], variants: always('credit/social') },
  { id: 'credit-no-match-ssn', states: ['CREDIT_NO_MATCH_SSN'], variants: always('review-app/no-credit') },
  {
    id: 'credit-locked',
    states: [...CREDIT_LOCKED_STATES],
    variants: [
      { when: 'no wrong PIN was entered', path: 'credit/error' },
      // The fallback machine's incorrectPin state (creditIncorrectPin): the server says so in status.incorrectPin.
      { when: 'the freeze PIN entered was wrong', path: 'review-app/incorrect-pin' },
    ],
    choose: (heloc) => (heloc?.status?.incorrectPin ? 1 : 0),
  },
  { id: 'property-not-found', states: [...PROPERTY_NOT_FOUND_STATES], variants: always('review-app/property') },
  {
    id: 'declined',
    states: ['DECLINED'],
    // §4.1 names error/decline; the fallback machine's dtiDeclined and creditScoreDeclined (§4.2) pick
    // the notice that carries the reasons the borrower is owed for those two declines.
    variants: [
      { when: 'declined by underwriting', path: 'error/decline' },
      { when: 'declined for debt-to-income (dtiDecline)', path: 'error/income' },
      { when: 'declined for the credit score (creditScoreDecline)', path: 'error/credit' },
    ],
    choose: (heloc) => (heloc?.status?.dtiDecline ? 1 : heloc?.status?.creditScoreDecline ? 2 : 0),
  },
  { id: 'collect-additional-info', states: ['COLLECT_ADDITIONAL_INFO'], variants: always('start/contact') },
  { id: 'hmda', states: ['HMDA'], variants: always('start/hmda') },
  { id: 'delinquency-review', states: ['DELINQUENCY_REVIEW'], variants: always('review-app/delinquency') },
  {
    id: 'closing-disclosure',
    states: ['GEN_CLOSING_DISCLOSURE'],
    variants: [
      { when: 'not waiting on the flood certificate', path: 'review-app/signdocs' },
      { when: 'waiting on the flood certificate', path: 'error/flood-cert' },
    ],
    choose: (heloc) => (heloc?.status?.waitingOnFloodCert ? 1 : 0),
  },
  { id: 'note-signing', states: ['NOTE_SIGNING', 'FINAL_OFFER'], variants: always('signing/intro') },
  { id: 'revised-offer', states: ['REVISED_OFFER_SELECTION'], variants: always('product/select') },
  { id: 'gen-note-signing', states: ['GEN_NOTE_SIGNING'], variants: always('review-app/signdocs') },
  { id: 'app-summary', states: ['APP_SUBMISSION', 'GEN_SUMMARY_DISCLOSURE'], variants: always('start/app-summary') },
  { id: 'income-verification', states: ['INCOME_VERIFICATION'], variants: always('income/review') },
  { id: 'identity-verification', states: ['IDENTITY_VERIFICATION'], variants: always('identity') },
  { id: 'assets-prequal', states: ['ASSETS_PREQUAL'], variants: always('product/assets') },
  { id: 'requalify', states: ['CLTV_LIEN_POSITION_REQUALIFY'], variants: always('product/prequal-winback') },
  { id: 'disbursement-account', states: ['DISBURSEMENT_ACCOUNT'], variants: always('bank/disburse') },
  {
    id: 'autopay-account',
    states: ['AUTOPAY_ACCOUNT'],
    variants: [
      { when: 'a disbursement routing number exists or the application is crypto', path: 'bank/autopay' },
      { when: 'no disbursement routing number and not crypto', path: 'bank/disburse' },
    ],
    choose: (heloc) => (!heloc?.disburseAccount?.routingNumber && !heloc?.isCrypto ? 1 : 0),
  },
  // §4.1: bank/autopay, which then shows the verified choice and leads on to bank/confirm, the
  // companion where the accounts are confirmed (decision 055).
  { id: 'verified-autopay', states: ['VERIFIED_AUTOPAY_ACCOUNT'], variants: always('bank/autopay') },
  { id: 'estimate-value', states: ['NO_AVM_FOUND', ...BPO_ESTIMATE_STATES], variants: always('bpo/estimate-value') },
  { id: 'payoff-hold', states: ['PAYOFF_REQUEST_PENDING'], variants: always('payoff/hold') },
  {
    id: 'bpo-order',
    states: [...BPO_ORDER_STATES],
    variants: [
      { when: 'bpo is not required', path: 'bpo/hold' },
      { when: 'bpo is required and the property is in TX', path: 'bpo/condition' },
      { when: 'bpo is required and the property is not in TX', path: 'bpo/order-bpo' },
      // §4.1 names the required and not-required cases; an order already placed (bpo BPO_PROCESSING)
      // while the order state waits for the vendor to take it up is §2's bpo/waiting (decision 052).
      { when: 'the valuation is ordered (bpo is BPO_PROCESSING) and waits to be taken up', path: 'bpo/waiting' },
    ],
    choose: (heloc) =>
      heloc?.status?.bpo === 'BPO_PROCESSING' ? 3 : heloc?.status?.bpo !== 'BPO_REQUIRED' ? 0 : isTexas(heloc) ? 1 : 2,
  },
  { id: 'bpo-processing', states: [...BPO_PROCESSING_STATES, ...FINAL_TITLE_STATES], variants: always('bpo/hold') },
  { id: 'funding', states: [...FUNDING_STATES], variants: always('complete') },
  {
    id: 'deed-signing',
    states: ['DEED_SIGNING'],
    variants: [
      { when: 'the primary participant has not accepted', path: 'notary/intro' },
      { when: 'the primary participant has accepted', path: 'complete' },
    ],
    choose: (heloc) => (heloc?.status?.primaryParticipantAcceptComplete ? 1 : 0),
  },
  {
    id: 'timeout',
    states: ['UNKNOWN', 'CREDIT_ERROR', 'FACTA_REVIEW', 'CREDIT_MINOR'],
    variants: always('error/timeout'),
  },
  { id: 'lien-verification', states: [...LIEN_VERIFICATION_STATES], variants: always('liens') },
  // Not in §4.1's table: the fallback machine's `insurance` state shows insurance/upload, but a
  // browser reaches that state only if it saw every closing event since signing (a new device
  // starts the machine at profile). The lifecycle waits here for the proofs, so the row is explicit.
  { id: 'trust-and-insurance', states: ['TRUST_AND_INSURANCE'], variants: always('insurance/upload') },
  { id: 'co-deed-required', states: ['CO_DEED_REQ'], variants: always('signing/additional') },
  {
    id: 'notary',
    states: ['GEN_NOTARY_DISCLOSURE', 'ATTORNEY_REVIEW', 'NOTARY_WAITING_PERIOD'],
    variants: always('notary/intro'),
  },
  { id: 'manual-deed-signing', states: ['MANUAL_DEED_SIGNING'], variants: always('notary/reserve-manual') },
  {
    id: 'employment-verification',
    states: ['EMPLOYMENT_VERIFICATION'],
    variants: always('income/employer-verification'),
  },
  {
    id: 'offer-selection',
    states: ['OFFER_SELECTION'],
    variants: [
      { when: 'the sub-decision is not VERIFIED_OFFER', path: 'product/select' },
      { when: 'the sub-decision is VERIFIED_OFFER (came from signing/intro)', path: 'product/select' },
    ],
    choose: (heloc) => (heloc?.status?.uwSubDecision === 'VERIFIED_OFFER' ? 1 : 0),
  },
  { id: 'site-root', states: ['COMPLETE', 'CANCELLED'], variants: always(SITE_ROOT) },
];

const ruleByState = new Map<string, ServerStateRule>(
  SERVER_STATE_RULES.flatMap((rule) => rule.states.map((state) => [state, rule] as const)),
);

/** The table row for a state, if it has one. */
export function serverStateRule(state: string): ServerStateRule | undefined {
  return ruleByState.get(state);
}

/**
 * The screen a server state leads to, or undefined when the table has no row for it (the caller
 * then uses the fallback machine; see resolveServerState for the warning).
 */
export function screenForServerState(state: string, heloc?: Heloc): ScreenTarget | undefined {
  const rule = ruleByState.get(state);
  if (!rule) return undefined;
  const variant = rule.variants[rule.choose?.(heloc) ?? 0] ?? rule.variants[0];
  const target: ScreenTarget = { path: variant.path, state, rule: rule.id, when: variant.when };
  if (rule.id !== 'offer-selection') return target;
  return {
    ...target,
    ...(heloc?.status?.uwSubDecision === 'VERIFIED_OFFER' ? { from: 'signing/intro' as const } : {}),
    uwDecision: heloc?.status?.uwDecision ?? null,
  };
}

type ServerStateResolution =
  | { readonly kind: 'screen'; readonly target: ScreenTarget }
  | { readonly kind: 'fallback'; readonly warning: string };

/** screenForServerState, with the warning the caller logs when it must use the fallback machine. */
export function resolveServerState(state: string, heloc?: Heloc): ServerStateResolution {
  const target = screenForServerState(state, heloc);
  if (target) return { kind: 'screen', target };
  return {
    kind: 'fallback',
    warning: `No screen for server state ${JSON.stringify(state)}; using the fallback machine.`,
  };
}

/** The screen on which the router never re-routes (applicant-journey §4.1). */
const NO_REROUTE_SCREEN: AppScreenPath = 'document/disclosures';

/**
 * Whether a status answer triggers routing (applicant-journey §4.1): a declined underwriting
 * decision or any state that is no longer pending, except while the user is on document/disclosures.
 */
export function shouldRoute(input: {
  state: string;
  uwDecision?: string | null;
  currentScreen?: string | null;
  pollingExhausted?: boolean;
}): boolean {
  if (input.currentScreen === NO_REROUTE_SCREEN) return false;
  if (input.uwDecision === 'DECLINE') return true;
  // Polling that ran out ends the wait (§4.1): a kept GEN_NOTE_SIGNING is still "pending", yet the
  // borrower must be taken to its screen, which then shows the timeout screen (signing.ts signdocsView).
  if (input.pollingExhausted) return true;
  return serverStateKind(input.state) !== 'pending';
}

/**
 * Screens a borrower may open from the screen their state decides without being sent back — one
 * table for the whole journey: the ways to verify income opened from income/review (a provider's
 * explanation, an upload, Pointserv's return, all while the server still says INCOME_VERIFICATION),
 * the second half of a bank step (typing the account in) and the edits offered from the
 * confirmation. After a step succeeds the journey follows the decision again, wherever the
 * borrower is. `:type` matches one non-empty segment.
 */
export const COMPANION_SCREENS: Readonly<Record<string, readonly string[]>> = {
  'income/review': ['income/link/:type', 'income/upload/:type', 'income/pointserv-callback'],
  // The fallback machine's paystub screen: the borrower may go back to the ways of verifying.
  'income/upload/MANUAL_PAYSTUB': ['income/review', 'income/upload/:type'],
  'bank/disburse': ['bank/manual-disburse'],
  // bank/autopay decides VERIFIED_AUTOPAY_ACCOUNT too: it leads on to bank/confirm, which offers the edits.
  'bank/autopay': ['bank/autopay-manual', 'bank/confirm', 'bank/disburse', 'bank/manual-disburse'],
  // The notary's choice leads to scheduling, changing a booked slot, the eNotary session and its error page.
  'notary/intro': [
    'notary/schedule-manual',
    'notary/reserve-manual',
    'notary/session',
    'notary/error',
    'signing/support',
  ],
  // complete says what is still owed before funding (a proof of insurance) and links to where it is
  // given: right after the notary session the state (DEED_SIGNING, accepted) decides complete.
  complete: ['insurance/upload', 'insurance/requirements'],
  // What the policies must cover and the mortgagee clause, read while uploading or waiting on the flood certificate.
  'insurance/upload': ['insurance/requirements'],
  'error/flood-cert': ['insurance/requirements'],
  // signing/intro decides NOTE_SIGNING too: the borrower signs on signing/sign and asks for help on signing/support.
  'signing/intro': ['signing/sign', 'signing/support'],
};

/** The conditions dashboard and its actions, open from anywhere in the journey. */
export const CONDITION_SCREENS: ReadonlySet<string> = new Set([
  'conditions',
  'conditions/upload-document',
  'conditions/phone-number',
]);

const matchesPattern = (pattern: string, screen: string) => {
  const p = pattern.split('/');
  const s = screen.split('/');
  return p.length === s.length && p.every((seg, i) => (seg === ':type' ? (s[i] ?? '') !== '' : seg === s[i]));
};

/**
 * Journey screens that also answer a condition when opened with `?conditionUuid=`, whatever step the
 * application is on: identity clears the ID conditions with its capture (shared-surfaces §2:
 * "Condition actions exist at 'identity'"), review-app/incorrect-ownership the ownership reviews
 * (conditions.ts conditionAction).
 */
const CONDITION_ACTION_SCREENS: ReadonlySet<string> = new Set(['identity', 'review-app/incorrect-ownership']);

/** The conditions dashboard, a condition's own screen, or a journey screen answering one (?conditionUuid=). */
export function isConditionScreen(current: string | null | undefined, conditionUuid?: string | null): boolean {
  if (current == null) return false;
  return CONDITION_SCREENS.has(current) || (Boolean(conditionUuid) && CONDITION_ACTION_SCREENS.has(current));
}

/**
 * Whether `current` (a concrete screen path) is one the borrower opened from `decided` and may stay on.
 * `conditionUuid` is the screen's `?conditionUuid=` when it has one.
 */
export function isCompanionScreen(
  decided: string,
  current: string | null | undefined,
  conditionUuid?: string | null,
): boolean {
  // Conditions sit beside the journey (shared-surfaces §4): a borrower clearing one stays on it whatever the state decides.
  if (isConditionScreen(current, conditionUuid)) return true;
  // Own keys only: a decided path named like an Object.prototype member is not in the table.
  return (
    current != null &&
    Object.hasOwn(COMPANION_SCREENS, decided) &&
    (COMPANION_SCREENS[decided] ?? []).some((pattern) => matchesPattern(pattern, current))
  );
}
