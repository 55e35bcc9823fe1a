/**
 * Server application states (shared-surfaces §4), every family spelled out, and their kind
 * (applicant-journey §4.1): pending states are polled, terminal states stop polling, settled
 * states are everything else the server reports.
 */

export const WAITING_STATES = [
  'WAITING_FOR_AVM_DATA',
  'WAITING_FOR_APPLICATION_DISCLOSURE',
  'WAITING_FOR_SUMMARY_DISCLOSURE',
  'WAITING_FOR_ID_VERIFICATION',
  'WAITING_FOR_INITIAL_OFFERS',
  'WAITING_FOR_PRE_SOFT_CREDIT_DISCLOSURE',
  'WAITING_FOR_SOFT_CREDIT',
] as const;

export const FINAL_TITLE_STATES = [
  'FINAL_TITLE_PULL',
  'FINAL_TITLE_ACCEPTABLE_PROPERTY_CONDITION',
  'FINAL_TITLE_UNACCEPTABLE_PROPERTY_CONDITION',
] as const;

export const BPO_ESTIMATE_STATES = ['NAV_BPO_ESTIMATE', 'NAV_RESI_EVAL_ESTIMATE'] as const;
export const BPO_ORDER_STATES = ['BPO_ORDER_REQUEST', 'NAV_BPO_ORDER', 'NAV_RESI_EVAL_ORDER'] as const;
export const BPO_PROCESSING_STATES = ['NAV_BPO_PROCESSING', 'NAV_RESI_EVAL_PROCESSING'] as const;
export const CREDIT_LOCKED_STATES = ['HARD_CREDIT_LOCKED_OR_FROZEN', 'SOFT_CREDIT_LOCKED_OR_FROZEN'] as const;
export const PROPERTY_NOT_FOUND_STATES = ['NO_PROPERTY_FOUND', 'MULTIPLE_PROPERTIES'] as const;
export const LIEN_VERIFICATION_STATES = ['LIEN_VERIFICATION', 'LIEN_VERIFICATION_INQUIRY'] as const;
export const FUNDING_STATES = [
  'GEN_RESCISSION',
  'RESCISSION',
  'RECORDING',
  'FUNDABLE',
  'DIRECT_DEBT_PAYOFF',
  'FUNDING_DECISION',
] as const;

/**
 * The closing path in the order an application walks it, from the final offer to completion (the
 * lifecycle machine's order). A range along it is asked of statesFrom / statesBetween, never
 * written out by hand.
 */
export const CLOSING_STATE_ORDER = [
  'FINAL_OFFER',
  'GEN_NOTE_SIGNING',
  'NOTE_SIGNING',
  'CO_DEED_REQ',
  'ATTORNEY_REVIEW',
  'GEN_NOTARY_DISCLOSURE',
  'MANUAL_DEED_SIGNING',
  'NOTARY_WAITING_PERIOD',
  'DEED_SIGNING',
  'TRUST_AND_INSURANCE',
  ...FUNDING_STATES,
  'COMPLETE',
] as const;
type ClosingState = (typeof CLOSING_STATE_ORDER)[number];

/** The closing states from `from` onwards, in order: statesFrom('FINAL_OFFER') is the whole closing path. */
export function statesFrom(from: ClosingState): readonly ClosingState[] {
  return CLOSING_STATE_ORDER.slice(CLOSING_STATE_ORDER.indexOf(from));
}

/** The closing states from `from` to `to`, both included, in order (empty when `to` comes before `from`). */
export function statesBetween(from: ClosingState, to: ClosingState): readonly ClosingState[] {
  return CLOSING_STATE_ORDER.slice(CLOSING_STATE_ORDER.indexOf(from), CLOSING_STATE_ORDER.indexOf(to) + 1);
}

/** Every server application state this product knows, alphabetical. */
export const SERVER_STATES = [
  'APP_SUBMISSION',
  'ASSETS_PREQUAL',
  'ATTORNEY_REVIEW',
  'AUTOPAY_ACCOUNT',
  'BPO_ORDER_REQUEST',
  'CANCELLED',
  'CLTV_LIEN_POSITION_REQUALIFY',
  'COLLECT_ADDITIONAL_INFO',
  'COMPLETE',
  'CO_DEED_REQ',
  'CREDIT_ERROR',
  'CREDIT_MINOR',
  'CREDIT_NO_MATCH',
  'CREDIT_NO_MATCH_SSN',
  'DECLINED',
  'DEED_SIGNING',
  'DELINQUENCY_REVIEW',
  'DIRECT_DEBT_PAYOFF',
  'DISBURSEMENT_ACCOUNT',
  'EMPLOYMENT_VERIFICATION',
  'FACTA_REVIEW',
  'FINAL_OFFER',
  'FINAL_TITLE_ACCEPTABLE_PROPERTY_CONDITION',
  'FINAL_TITLE_PULL',
  'FINAL_TITLE_UNACCEPTABLE_PROPERTY_CONDITION',
  'FUNDABLE',
  'FUNDING_DECISION',
  'GEN_APP_DISCLOSURES',
  'GEN_CLOSING_DISCLOSURE',
  'GEN_NOTARY_DISCLOSURE',
  'GEN_NOTE_SIGNING',
  'GEN_PRE_SOFT_CREDIT_DISCLOSURE',
  'GEN_RESCISSION',
  'GEN_SUMMARY_DISCLOSURE',
  'HARD_CREDIT_LOCKED_OR_FROZEN',
  'HARD_CREDIT_PULL',
  'HMDA',
  'IDENTITY_VERIFICATION',
  'INCOME_VERIFICATION',
  'IN_PROGRESS',
  'LIEN_ATTESTATION',
  'LIEN_VERIFICATION',
  'LIEN_VERIFICATION_INQUIRY',
  'MANUAL_DEED_SIGNING',
  'MULTIPLE_PROPERTIES',
  'NAV_BPO_ESTIMATE',
  'NAV_BPO_ORDER',
  'NAV_BPO_PROCESSING',
  'NAV_RESI_EVAL_ESTIMATE',
  'NAV_RESI_EVAL_ORDER',
  'NAV_RESI_EVAL_PROCESSING',
  'NOTARY_WAITING_PERIOD',
  'NOTE_SIGNING',
  'NO_AVM_FOUND',
  'NO_PROPERTY_FOUND',
  'OFFER_SELECTION',
  'PAYOFF_REQUEST_PENDING',
  'PREQUAL_TITLE',
  'RECORDING',
  'RESCISSION',
  'REVISED_OFFER_SELECTION',
  'SOFT_CREDIT_LOCKED_OR_FROZEN',
  'TRUST_AND_INSURANCE',
  'UNKNOWN',
  'VERIFIED_AUTOPAY_ACCOUNT',
  'WAITING_FOR_APPLICATION_DISCLOSURE',
  'WAITING_FOR_AVM_DATA',
  'WAITING_FOR_ID_VERIFICATION',
  'WAITING_FOR_INITIAL_OFFERS',
  'WAITING_FOR_PRE_SOFT_CREDIT_DISCLOSURE',
  'WAITING_FOR_SOFT_CREDIT',
  'WAITING_FOR_SUMMARY_DISCLOSURE',
] as const;

export type ServerState = (typeof SERVER_STATES)[number];
export type ServerStateKind = 'pending' | 'terminal' | 'settled';

const serverStateSet: ReadonlySet<string> = new Set(SERVER_STATES);
export const isKnownServerState = (state: string): state is ServerState => serverStateSet.has(state);

/** Not yet settled besides the WAITING_FOR prefix (applicant-journey §4.1). */
export const PENDING_STATES = [
  'GEN_APP_DISCLOSURES',
  'GEN_NOTE_SIGNING',
  'GEN_PRE_SOFT_CREDIT_DISCLOSURE',
  'HARD_CREDIT_PULL',
  'IN_PROGRESS',
  'PREQUAL_TITLE',
] as const satisfies readonly ServerState[];

/** Terminal-like: polling stops (applicant-journey §4.1). */
export const TERMINAL_STATES = [
  'ASSETS_PREQUAL',
  'CANCELLED',
  'CREDIT_ERROR',
  'CREDIT_NO_MATCH',
  'CREDIT_NO_MATCH_SSN',
  'DECLINED',
  ...CREDIT_LOCKED_STATES,
  'MULTIPLE_PROPERTIES',
  'NO_PROPERTY_FOUND',
] as const satisfies readonly ServerState[];

const pendingSet: ReadonlySet<string> = new Set(PENDING_STATES);
const terminalSet: ReadonlySet<string> = new Set(TERMINAL_STATES);

/** Any `WAITING_FOR…` prefix counts as pending, also for states this enumeration does not know. */
export const WAITING_PREFIX = 'WAITING_FOR';

export function serverStateKind(state: string): ServerStateKind {
  if (state.startsWith(WAITING_PREFIX) || pendingSet.has(state)) return 'pending';
  if (terminalSet.has(state)) return 'terminal';
  return 'settled';
}

/** What the property lookup got wrong; review-app/property tells the borrower which (applicant-journey §4.2). */
export type PropertyMatchProblem = 'none-found' | 'several-found';

/** The property problem a server state reports, or undefined when the state is not one of PROPERTY_NOT_FOUND_STATES. */
export function propertyMatchProblem(state: string): PropertyMatchProblem | undefined {
  if (state === 'MULTIPLE_PROPERTIES') return 'several-found';
  if (state === 'NO_PROPERTY_FOUND') return 'none-found';
  return undefined;
}
