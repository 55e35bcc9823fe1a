/**
 * Where the fallback machine (applicant-journey §4.2) stands, read from the server's record — so a
 * new tab, a new device or a stored snapshot gone bad never puts a borrower back at profile or
 * breaks the tab (issue 25, items 2 and 7; decision 051).
 *
 * The snapshot the app keeps lives in one tab only: a borrower who opens the application elsewhere
 * while the server is in a state with no row of its own (LIEN_ATTESTATION, a pending state) would
 * meet the machine's start state, start/profile, asking again for the SSN. The server's record says
 * where the borrower is: the machine is placed there on load and whenever the record moves on. A
 * stored snapshot is used only where the record places nothing (a state the product does not know)
 * and only after it is checked; what does not fit is discarded, with an error to log (§8).
 */
import * as v from 'valibot';
import type { FallbackFacts } from './fallback-guards.js';
import { fallbackMachine } from './fallback-machine.js';
import { FALLBACK_MACHINE_STATES, type FallbackMachineState } from './machine-screen.js';
import type { ServerState } from './server-states.js';

type Status = NonNullable<FallbackFacts['heloc']['status']>;
type Placement = FallbackMachineState | ((facts: FallbackFacts, status: Status) => FallbackMachineState);

const SOFT_CREDIT: Placement = 'profile';
const SIGNING: Placement = 'waitSign';

/**
 * Server state → the machine state of the same step. Where §4.1 has a row, the machine state shows
 * the same screen (tested), except where the machine has no such screen (the valuation estimate,
 * the closing documents, the confirmation of the accounts): there, the machine state of that phase.
 * Not placed (the machine keeps what it has): UNKNOWN and the credit reviews that show error/timeout,
 * PAYOFF_REQUEST_PENDING (no machine state of its own) and CANCELLED.
 */
export const SERVER_STATE_PLACEMENTS: Readonly<Partial<Record<ServerState, Placement>>> = {
  WAITING_FOR_PRE_SOFT_CREDIT_DISCLOSURE: SOFT_CREDIT,
  GEN_PRE_SOFT_CREDIT_DISCLOSURE: SOFT_CREDIT,
  WAITING_FOR_SOFT_CREDIT: SOFT_CREDIT,
  PREQUAL_TITLE: SOFT_CREDIT,
  WAITING_FOR_AVM_DATA: SOFT_CREDIT,
  WAITING_FOR_INITIAL_OFFERS: SOFT_CREDIT,
  NO_AVM_FOUND: SOFT_CREDIT,
  NAV_BPO_ESTIMATE: SOFT_CREDIT,
  NAV_RESI_EVAL_ESTIMATE: SOFT_CREDIT,
  CREDIT_NO_MATCH: 'ssnCredit',
  CREDIT_NO_MATCH_SSN: 'noCredit',
  HARD_CREDIT_LOCKED_OR_FROZEN: (_, s) => (s.incorrectPin ? 'incorrectPin' : 'errorCredit'),
  SOFT_CREDIT_LOCKED_OR_FROZEN: (_, s) => (s.incorrectPin ? 'incorrectPin' : 'errorCredit'),
  NO_PROPERTY_FOUND: (_, s) => (s.datatreeNoMatch ? 'datatreeError' : 'noProperty'),
  MULTIPLE_PROPERTIES: (_, s) => (s.datatreeNoMatch ? 'datatreeError' : 'noProperty'),
  DELINQUENCY_REVIEW: 'delinquency',
  OFFER_SELECTION: 'product',
  REVISED_OFFER_SELECTION: 'product',
  CLTV_LIEN_POSITION_REQUALIFY: 'product',
  ASSETS_PREQUAL: 'assetDepletion',
  COLLECT_ADDITIONAL_INFO: 'moreProfile',
  HMDA: 'hmda',
  GEN_APP_DISCLOSURES: 'waitSummary',
  WAITING_FOR_APPLICATION_DISCLOSURE: 'waitSummary',
  WAITING_FOR_SUMMARY_DISCLOSURE: 'waitSummary',
  GEN_SUMMARY_DISCLOSURE: 'waitSummary',
  APP_SUBMISSION: 'appSummary',
  HARD_CREDIT_PULL: 'incomeReview',
  INCOME_VERIFICATION: 'incomeReview',
  IN_PROGRESS: 'incomeReview',
  EMPLOYMENT_VERIFICATION: 'emplVerify',
  IDENTITY_VERIFICATION: 'docVerify',
  WAITING_FOR_ID_VERIFICATION: 'docVerify',
  DISBURSEMENT_ACCOUNT: 'ach',
  AUTOPAY_ACCOUNT: (f) => (!f.heloc.disburseAccount?.routingNumber && !f.heloc.isCrypto ? 'ach' : 'autopay'),
  VERIFIED_AUTOPAY_ACCOUNT: 'autopay',
  BPO_ORDER_REQUEST: 'bpo',
  NAV_BPO_ORDER: 'bpo',
  NAV_RESI_EVAL_ORDER: 'bpo',
  NAV_BPO_PROCESSING: 'bpoProcessing',
  NAV_RESI_EVAL_PROCESSING: 'bpoProcessing',
  FINAL_TITLE_PULL: 'bpoProcessing',
  FINAL_TITLE_ACCEPTABLE_PROPERTY_CONDITION: 'bpoProcessing',
  FINAL_TITLE_UNACCEPTABLE_PROPERTY_CONDITION: 'bpoProcessing',
  LIEN_VERIFICATION: 'liens',
  LIEN_VERIFICATION_INQUIRY: 'liens',
  LIEN_ATTESTATION: 'lienAttestation',
  GEN_CLOSING_DISCLOSURE: SIGNING,
  FINAL_OFFER: SIGNING,
  GEN_NOTE_SIGNING: SIGNING,
  NOTE_SIGNING: 'sign',
  CO_DEED_REQ: 'codeed',
  GEN_NOTARY_DISCLOSURE: 'waitNotary',
  ATTORNEY_REVIEW: 'waitNotary',
  NOTARY_WAITING_PERIOD: 'waitNotary',
  DEED_SIGNING: (_, s) => (s.primaryParticipantAcceptComplete ? 'waitFund' : 'notary'),
  MANUAL_DEED_SIGNING: 'notary',
  TRUST_AND_INSURANCE: 'insurance',
  GEN_RESCISSION: 'waitFund',
  RESCISSION: 'waitFund',
  RECORDING: 'waitFund',
  FUNDABLE: 'waitFund',
  DIRECT_DEBT_PAYOFF: 'waitFund',
  FUNDING_DECISION: 'waitFund',
  COMPLETE: 'complete',
};

/** The declined machine state the decline flags name (the machine's decline guards, read the same way). */
function declinedState(status: Status): FallbackMachineState {
  return status.dtiDecline ? 'dtiDeclined' : status.creditScoreDecline ? 'creditScoreDeclined' : 'declined';
}

/**
 * The machine state the server's record places the borrower in, or undefined when it places nothing.
 * A declined decision comes first, whatever the state (§4.1: it triggers routing).
 */
export function fallbackStateForRecord(state: string, facts: FallbackFacts): FallbackMachineState | undefined {
  const status = facts.heloc.status ?? {};
  if (state === 'DECLINED' || status.uwDecision === 'DECLINE') return declinedState(status);
  // Own keys only: a state named like an Object.prototype member is unknown.
  const placement = Object.hasOwn(SERVER_STATE_PLACEMENTS, state)
    ? SERVER_STATE_PLACEMENTS[state as ServerState]
    : undefined;
  return typeof placement === 'function' ? placement(facts, status) : placement;
}

/** What a stored snapshot must be for its state to be used: XState's persisted form of this machine. */
const StoredSnapshot = v.object({ value: v.picklist(FALLBACK_MACHINE_STATES) });

interface FallbackRestore {
  readonly machineState: FallbackMachineState;
  /** record: the server's record placed it; snapshot: this tab's stored snapshot; start: the machine's start state. */
  readonly source: 'record' | 'snapshot' | 'start';
  /** A stored snapshot that did not fit and was discarded: the error to log (§8). */
  readonly discarded?: string;
}

/** The machine's start state (§4.2: profile). */
export const FALLBACK_START_STATE = fallbackMachine.config.initial as FallbackMachineState;

/**
 * Where the machine starts in this tab: the record's placement, else a stored snapshot that names
 * a state of this machine, else the start state. Never throws, whatever `stored` is.
 */
export function restoreFallbackState(input: {
  readonly stored: unknown;
  readonly state: string;
  readonly facts: FallbackFacts;
}): FallbackRestore {
  const parsed = input.stored == null ? undefined : v.safeParse(StoredSnapshot, input.stored);
  const discarded =
    parsed && !parsed.success
      ? `Discarded a stored fallback machine snapshot that names no state of the machine (${describeStored(input.stored)}).`
      : undefined;
  const withDiscarded = discarded ? { discarded } : {};
  const placed = fallbackStateForRecord(input.state, input.facts);
  if (placed) return { machineState: placed, source: 'record', ...withDiscarded };
  if (parsed?.success) return { machineState: parsed.output.value, source: 'snapshot' };
  return { machineState: FALLBACK_START_STATE, source: 'start', ...withDiscarded };
}

function describeStored(stored: unknown): string {
  const value =
    stored && typeof stored === 'object' && 'value' in stored ? (stored as { value: unknown }).value : undefined;
  return value === undefined ? 'no state' : `state ${JSON.stringify(value)?.slice(0, 80) ?? String(value)}`;
}

/** A snapshot of the machine in `machineState` with the record's facts, for `createActor(fallbackMachine, { snapshot })`. */
export function fallbackSnapshotAt(machineState: FallbackMachineState, facts: FallbackFacts) {
  return fallbackMachine.resolveState({ value: machineState, context: facts });
}
