/**
 * The server-side application lifecycle over @heloc/core's states. Borrower actions move an
 * application (ACTIONS); background steps resolve waiting states after a delay (resolveStep).
 * Both are pure: they take the record and return a Step; the store applies it.
 */
import { LOAN_AMOUNT_MAX, LOAN_AMOUNT_MIN } from '@heloc/core';
import { CORRECT_FREEZE_PIN, scenarioOf, type Scenario } from './scenarios.js';
import type { AppData, AppRecord, Offer, Step } from './types.js';

/**
 * Sandbox-only state: the application exists and the borrower must complete start/profile. It has
 * no row in the screen table on purpose, so the browser's fallback machine (start state `profile`)
 * shows start/profile — see docs/decisions/005.
 */
export const PROFILE_STATE = 'COLLECT_PROFILE_INFO';

export class StepNotAvailable extends Error {
  constructor(readonly action: string, readonly state: string) {
    super(`This step is not available while the application is in ${state}.`);
  }
}

export class StepInvalid extends Error {}

/* ---------- offers ---------- */

const roundTo = (n: number, step: number) => Math.round(n / step) * step;

/** An estimated home value from the ZIP (stable per address) unless the borrower gave one. */
export function homeValueOf(data: AppData): number {
  if (data.estimatedValue) return data.estimatedValue;
  const zip = Number((data.property?.zip ?? '00000').slice(0, 5)) || 0;
  return 350_000 + (zip % 500) * 1_000;
}

/** Three offers within the headline ranges (shared-surfaces §1): 80% CLTV, income-capped. */
export function offersFor(data: AppData, factor = 1): Offer[] {
  const value = homeValueOf(data);
  const existingMortgage = roundTo(value * 0.45, 1000);
  const income = data.statedIncome?.annualIncome ?? 0;
  const capacity = Math.min(value * 0.8 - existingMortgage, income * 2.5, LOAN_AMOUNT_MAX) * factor;
  const line = Math.max(LOAN_AMOUNT_MIN, roundTo(capacity, 1000));
  const make = (id: string, share: number, termYears: number, aprPercent: number, originationFeePercent: number): Offer => {
    const lineAmount = Math.max(LOAN_AMOUNT_MIN, roundTo(line * share, 1000));
    return { id, lineAmount, aprPercent, termYears, minDraw: Math.max(LOAN_AMOUNT_MIN, roundTo(lineAmount * 0.5, 1000)), originationFeePercent };
  };
  return [make('offer-10', 1, 10, 8.9, 2.99), make('offer-15', 1, 15, 9.45, 1.99), make('offer-30', 0.75, 30, 10.35, 0.99)];
}

/* ---------- background steps ---------- */

function afterSoftCredit(sc: Scenario, data: AppData): Step | undefined {
  switch (sc.ssn) {
    case 'no-match': return { state: 'CREDIT_NO_MATCH' };
    case 'no-match-ssn': return { state: 'CREDIT_NO_MATCH_SSN' };
    case 'soft-locked': return { state: 'SOFT_CREDIT_LOCKED_OR_FROZEN', status: { creditFrozenWithPin: false } };
    case 'frozen-pin': return { state: 'SOFT_CREDIT_LOCKED_OR_FROZEN', status: { creditFrozenWithPin: true } };
    case 'facta': return { state: 'FACTA_REVIEW' };
    case 'credit-error': return { state: 'CREDIT_ERROR' };
    case 'minor': return { state: 'CREDIT_MINOR' };
    case 'timeout': return undefined;
    case 'score-decline': return { state: 'DECLINED', status: { uwDecision: 'DECLINE', creditScoreDecline: true } };
    default:
  }
  if (sc.property === 'not-found') return { state: 'NO_PROPERTY_FOUND' };
  if (sc.property === 'multiple') return { state: 'MULTIPLE_PROPERTIES' };
  if (sc.property === 'delinquent' && !data.delinquencyExplanation) return { state: 'DELINQUENCY_REVIEW' };
  if (sc.property === 'no-avm' && !data.estimatedValue) return { state: 'NO_AVM_FOUND' };
  return { state: 'WAITING_FOR_INITIAL_OFFERS' };
}

function initialOffers(sc: Scenario, data: AppData): Step {
  if (sc.income === 'decline') return { state: 'DECLINED', status: { uwDecision: 'DECLINE' } };
  if (sc.income === 'dti-decline') return { state: 'DECLINED', status: { uwDecision: 'DECLINE', dtiDecline: true } };
  if (sc.income === 'assets' && !data.assetsVerified) return { state: 'ASSETS_PREQUAL', status: { uwDecision: 'ASSET_DEPLETION' } };
  if (sc.winback && !data.winbackAccepted) return { state: 'CLTV_LIEN_POSITION_REQUALIFY', status: { uwDecision: 'REVIEW' } };
  const value = homeValueOf(data);
  return {
    state: 'OFFER_SELECTION',
    status: { uwDecision: 'SELECT', uwSubDecision: 'UNVERIFIED_OFFER', propertyComplete: true },
    data: { offers: offersFor(data, data.winbackAccepted ? 0.6 : 1), adjustedHomeAmount: value, propertyCondition: 'GOOD' },
  };
}

function afterIncome(sc: Scenario, data: AppData, status: AppRecord['status']): Step {
  if (sc.selfEmployed && !data.employer) return { state: 'EMPLOYMENT_VERIFICATION', status: { employmentVerificationNeeded: true } };
  if (sc.income === 'manual-paystub' && !status.manualPaystubTasksComplete) {
    return {
      state: 'INCOME_VERIFICATION',
      status: { manualPaystubUpload: true, manualPaystubTasksComplete: false },
      conditions: [{ categoryEnum: 'HELOC_MANUAL_PAYSTUB_UPLOAD', commentsToBorrower: 'Upload your two most recent paystubs.', numDocsRequired: 2 }],
    };
  }
  if (sc.income === 'lower-than-stated' && !data.incomeRevised) {
    return {
      state: 'REVISED_OFFER_SELECTION',
      status: { uwSubDecision: 'VERIFIED_DTI_LIMITED' },
      data: { offers: offersFor(data, 0.7), incomeRevised: true },
    };
  }
  return { state: 'IDENTITY_VERIFICATION', status: { uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER', employmentVerificationNeeded: false } };
}

function afterIdentity(sc: Scenario, data: AppData): Step {
  if (sc.bpo === 'bpo-required') return { state: 'BPO_ORDER_REQUEST', status: { bpo: 'BPO_REQUIRED' } };
  if (sc.bpo === 'resi-eval') return { state: 'NAV_RESI_EVAL_ORDER', status: { bpo: 'BPO_NOT_REQUIRED' } };
  return bankStep(data);
}

const bankStep = (data: AppData): Step => ({ state: data.isCrypto ? 'AUTOPAY_ACCOUNT' : 'DISBURSEMENT_ACCOUNT' });

function afterFinalTitle(sc: Scenario, data: AppData): Step {
  if (sc.condemned) return { state: 'FINAL_TITLE_UNACCEPTABLE_PROPERTY_CONDITION', status: { title: 'FINAL_TITLE_COMPLETE' }, data: { propertyCondition: 'POOR' } };
  return { state: 'FINAL_TITLE_ACCEPTABLE_PROPERTY_CONDITION', status: { title: 'FINAL_TITLE_COMPLETE' }, data: { propertyCondition: data.propertyCondition ?? 'GOOD' } };
}

function notaryStep(sc: Scenario): Step {
  return sc.attorneyState ? { state: 'ATTORNEY_REVIEW' } : { state: 'GEN_NOTARY_DISCLOSURE', status: { notaryDisclosureReady: true } };
}

/** What a state resolves to once its delay has passed; undefined when it waits on the borrower. */
export function resolveStep(app: AppRecord): Step | undefined {
  const sc = scenarioOf(app.data);
  const { data, status } = app;
  switch (app.state) {
    case 'WAITING_FOR_SOFT_CREDIT': return afterSoftCredit(sc, data);
    case 'WAITING_FOR_AVM_DATA':
    case 'WAITING_FOR_INITIAL_OFFERS': return initialOffers(sc, data);
    case 'GEN_SUMMARY_DISCLOSURE': return { state: 'APP_SUBMISSION', status: { summaryDisclosureReady: true } };
    case 'HARD_CREDIT_PULL':
      return sc.ssn === 'hard-locked' ? { state: 'HARD_CREDIT_LOCKED_OR_FROZEN' } : { state: 'INCOME_VERIFICATION', status: { uwDecision: 'APPROVED' } };
    case 'IN_PROGRESS':
      if (data.pendingStep === 'income') {
        const step = afterIncome(sc, data, status);
        return { ...step, data: { ...step.data, pendingStep: undefined } };
      }
      return { state: 'IDENTITY_VERIFICATION', status: { uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER' }, data: { pendingStep: undefined } };
    case 'WAITING_FOR_ID_VERIFICATION': return afterIdentity(sc, data);
    case 'NAV_RESI_EVAL_ORDER': return { state: 'NAV_RESI_EVAL_PROCESSING', status: { bpo: 'BPO_PROCESSING' } };
    case 'NAV_BPO_PROCESSING':
    case 'NAV_RESI_EVAL_PROCESSING': return { ...bankStep(data), status: { bpo: 'BPO_COMPLETE' } };
    case 'PAYOFF_REQUEST_PENDING': return { state: 'FINAL_TITLE_PULL', status: { title: 'FINAL_TITLE_PROCESSING' } };
    case 'FINAL_TITLE_PULL': return afterFinalTitle(sc, data);
    case 'FINAL_TITLE_UNACCEPTABLE_PROPERTY_CONDITION': return { state: 'DECLINED', status: { uwDecision: 'DECLINE' } };
    case 'FINAL_TITLE_ACCEPTABLE_PROPERTY_CONDITION':
      if (sc.revalue && !data.revalued) {
        return { state: 'OFFER_SELECTION', status: { uwSubDecision: 'VERIFIED_OFFER' }, data: { term: 0, rate: 0, revalued: true, offers: offersFor(data, 0.85) } };
      }
      return { state: 'GEN_CLOSING_DISCLOSURE', status: { waitingOnFloodCert: sc.flood, closingDisclosureReady: false } };
    case 'GEN_CLOSING_DISCLOSURE':
      // With a flood zone the certificate arrives first; the disclosure follows on the next step.
      if (status.waitingOnFloodCert) return { state: 'GEN_CLOSING_DISCLOSURE', status: { waitingOnFloodCert: false } };
      return { state: 'FINAL_OFFER', status: { uwSubDecision: 'FINAL_OFFER', closingDisclosureReady: true } };
    case 'GEN_NOTE_SIGNING': return sc.slowSigning ? undefined : { state: 'NOTE_SIGNING' };
    case 'ATTORNEY_REVIEW': return { state: 'GEN_NOTARY_DISCLOSURE', status: { notaryDisclosureReady: true } };
    case 'NOTARY_WAITING_PERIOD': return { state: 'DEED_SIGNING', status: { primaryParticipantAcceptComplete: false } };
    case 'DEED_SIGNING':
      if (!status.primaryParticipantAcceptComplete) return undefined;
      return sc.insurance && !data.insurance?.complete ? { state: 'TRUST_AND_INSURANCE' } : { state: 'GEN_RESCISSION', status: { checklistStatus: 'GEN_RESCISSION' } };
    case 'GEN_RESCISSION': return { state: 'RESCISSION', status: { checklistStatus: 'RESCISSION' } };
    case 'RESCISSION': return { state: 'RECORDING', status: { checklistStatus: 'RECORDING' } };
    case 'RECORDING': return { state: 'FUNDABLE', status: { checklistStatus: 'FUNDABLE' } };
    case 'FUNDABLE': return { state: sc.directPayoff ? 'DIRECT_DEBT_PAYOFF' : 'FUNDING_DECISION' };
    case 'DIRECT_DEBT_PAYOFF': return { state: 'FUNDING_DECISION' };
    case 'FUNDING_DECISION': return { state: 'COMPLETE' };
    default: return undefined;
  }
}

/* ---------- borrower actions ---------- */

export interface ActionDefinition<I> {
  /** States in which the action is available. */
  readonly from: readonly string[] | ((app: AppRecord) => boolean);
  readonly run: (app: AppRecord, input: I, now: Date) => Step;
}

const define = <I>(def: ActionDefinition<I>) => def;
const iso = (d: Date) => d.toISOString();

export const ACTIONS = {
  profile: define<{ ssnLast4: string; ssnHash: string }>({
    from: [PROFILE_STATE],
    run: (_app, input, now) => ({ state: 'WAITING_FOR_SOFT_CREDIT', data: { ...input, softCreditConsentAt: iso(now) } }),
  }),
  ssn: define<{ ssnLast4: string; ssnHash: string }>({
    from: ['CREDIT_NO_MATCH', 'CREDIT_NO_MATCH_SSN'],
    run: (_app, input) => ({ state: 'WAITING_FOR_SOFT_CREDIT', data: input }),
  }),
  creditRetry: define<{ pin?: string }>({
    from: ['SOFT_CREDIT_LOCKED_OR_FROZEN', 'HARD_CREDIT_LOCKED_OR_FROZEN'],
    run: (app, input) => {
      if (app.status.creditFrozenWithPin && input.pin !== CORRECT_FREEZE_PIN) {
        return { state: app.state, status: { incorrectPin: true } };
      }
      const next = app.state === 'HARD_CREDIT_LOCKED_OR_FROZEN' ? 'INCOME_VERIFICATION' : 'WAITING_FOR_INITIAL_OFFERS';
      // The borrower lifted the freeze: the sandbox treats the SSN as clean from now on.
      return { state: next, status: { creditFrozenWithPin: false, incorrectPin: false }, data: { ssnLast4: 'XXXX' } };
    },
  }),
  property: define<{ property: NonNullable<AppData['property']> }>({
    from: ['NO_PROPERTY_FOUND', 'MULTIPLE_PROPERTIES'],
    run: (_app, input) => ({ state: 'WAITING_FOR_AVM_DATA', data: { property: input.property } }),
  }),
  delinquency: define<{ explanation: string }>({
    from: ['DELINQUENCY_REVIEW'],
    run: (_app, input) => ({ state: 'WAITING_FOR_INITIAL_OFFERS', data: { delinquencyExplanation: input.explanation } }),
  }),
  estimatedValue: define<{ estimatedValue: number }>({
    from: ['NO_AVM_FOUND', 'NAV_BPO_ESTIMATE', 'NAV_RESI_EVAL_ESTIMATE'],
    run: (_app, input) => ({ state: 'WAITING_FOR_AVM_DATA', data: { estimatedValue: input.estimatedValue } }),
  }),
  assets: define<{ institution: string }>({
    from: ['ASSETS_PREQUAL'],
    run: () => ({ state: 'WAITING_FOR_INITIAL_OFFERS', status: { uwDecision: 'SELECT' }, data: { assetsVerified: true } }),
  }),
  winback: define<{ accept: boolean }>({
    from: ['CLTV_LIEN_POSITION_REQUALIFY'],
    run: (_app, input) =>
      input.accept ? { state: 'WAITING_FOR_INITIAL_OFFERS', data: { winbackAccepted: true } } : { state: 'CANCELLED', data: { cancelledReason: 'Declined the requalified offer' } },
  }),
  selectOffer: define<{ offerId: string; drawAmount: number }>({
    from: ['OFFER_SELECTION', 'REVISED_OFFER_SELECTION'],
    run: (app, input) => {
      const offer = app.data.offers?.find((o) => o.id === input.offerId);
      if (!offer) throw new StepInvalid('That offer is no longer available.');
      if (input.drawAmount < offer.minDraw || input.drawAmount > offer.lineAmount) {
        throw new StepInvalid(`The initial draw must be between $${offer.minDraw.toLocaleString('en-US')} and $${offer.lineAmount.toLocaleString('en-US')}.`);
      }
      const chosen = { term: offer.termYears, rate: offer.aprPercent, amount: offer.lineAmount, uwCalculatedDrawAmount: input.drawAmount, originationFeePercent: offer.originationFeePercent };
      if (app.state === 'REVISED_OFFER_SELECTION') {
        return { state: 'IDENTITY_VERIFICATION', status: { uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER' }, data: chosen };
      }
      if (app.status.uwSubDecision === 'VERIFIED_OFFER') return { state: 'GEN_CLOSING_DISCLOSURE', status: { waitingOnFloodCert: false }, data: chosen };
      return { state: 'COLLECT_ADDITIONAL_INFO', data: chosen };
    },
  }),
  contact: define<{ email: string; phone: string }>({
    from: ['COLLECT_ADDITIONAL_INFO'],
    run: (_app, input) => ({ state: 'HMDA', data: { contact: input } }),
  }),
  hmda: define<{ hmda: Record<string, unknown> }>({
    from: ['HMDA'],
    run: (_app, input) => ({ state: 'GEN_SUMMARY_DISCLOSURE', data: { hmda: input.hmda, hasHmda: true } }),
  }),
  submit: define<Record<string, never>>({
    from: ['APP_SUBMISSION'],
    run: (app, _input, now) => ({
      state: 'HARD_CREDIT_PULL',
      status: { summaryDisclosureComplete: true },
      data: { consents: [...(app.data.consents ?? []), { type: 'ESIGN', at: iso(now) }, { type: 'HARD_CREDIT', at: iso(now) }, { type: 'APPLICATION_DISCLOSURES', at: iso(now) }] },
    }),
  }),
  incomeLink: define<{ provider: string }>({
    from: (app) => app.state === 'INCOME_VERIFICATION' && !app.status.manualPaystubUpload,
    run: (_app, input, now) => ({ state: 'IN_PROGRESS', data: { incomeLink: { provider: input.provider, at: iso(now) }, pendingStep: 'income' } }),
  }),
  paystubsUploaded: define<Record<string, never>>({
    from: (app) => app.state === 'INCOME_VERIFICATION' && app.status.manualPaystubUpload === true,
    run: () => ({ state: 'IN_PROGRESS', status: { manualPaystubTasksComplete: true }, data: { pendingStep: 'paystubs' } }),
  }),
  employer: define<{ employerName: string; employerPhone: string; jobTitle?: string }>({
    from: ['EMPLOYMENT_VERIFICATION'],
    run: (_app, input) => ({ state: 'IN_PROGRESS', status: { employmentVerificationNeeded: false }, data: { employer: input, pendingStep: 'employer' } }),
  }),
  identityUploaded: define<Record<string, never>>({
    from: ['IDENTITY_VERIFICATION'],
    run: () => ({ state: 'WAITING_FOR_ID_VERIFICATION' }),
  }),
  bpoOrder: define<{ contactName: string; contactPhone: string; accessNotes?: string }>({
    from: (app) => ['BPO_ORDER_REQUEST', 'NAV_BPO_ORDER'].includes(app.state) && app.status.bpo === 'BPO_REQUIRED',
    run: (_app, input) => ({ state: 'NAV_BPO_PROCESSING', status: { bpo: 'BPO_PROCESSING' }, data: { bpoOrder: input } }),
  }),
  disbursement: define<{ account: NonNullable<AppData['disburseAccount']> }>({
    from: (app) => app.state === 'DISBURSEMENT_ACCOUNT' || (app.state === 'AUTOPAY_ACCOUNT' && !app.data.disburseAccount?.routingNumber),
    run: (_app, input) => ({
      state: 'AUTOPAY_ACCOUNT',
      status: { giactAccountStatus: input.account.routingNumber ? 'VERIFIED' : 'PENDING_REVIEW' },
      data: { disburseAccount: input.account },
    }),
  }),
  autopay: define<{ payType: 'AUTOPAY' | 'MANUAL'; account: AppData['autopayAccount'] }>({
    from: (app) => app.state === 'AUTOPAY_ACCOUNT' && (Boolean(app.data.disburseAccount?.routingNumber) || app.data.isCrypto === true),
    run: (_app, input) => ({ state: 'VERIFIED_AUTOPAY_ACCOUNT', data: { payType: input.payType, autopayAccount: input.account } }),
  }),
  autopayConfirm: define<Record<string, never>>({
    from: ['VERIFIED_AUTOPAY_ACCOUNT'],
    run: (app) => {
      const sc = scenarioOf(app.data);
      if (sc.lien === 'liens' && !app.status.liensComplete) return { state: 'LIEN_VERIFICATION' };
      if (sc.lien === 'inquiry' && !app.status.inquiryAttestComplete) return { state: 'LIEN_VERIFICATION_INQUIRY', status: { inquiryAttestNeeded: true } };
      if (sc.lien === 'payoff') return { state: 'PAYOFF_REQUEST_PENDING' };
      return { state: 'FINAL_TITLE_PULL', status: { title: 'FINAL_TITLE_PROCESSING' } };
    },
  }),
  liens: define<{ attestation: Record<string, unknown> }>({
    from: ['LIEN_VERIFICATION', 'LIEN_VERIFICATION_INQUIRY', 'LIEN_ATTESTATION'],
    run: (_app, input) => ({
      state: 'FINAL_TITLE_PULL',
      status: { liensComplete: true, inquiryAttestComplete: true, title: 'FINAL_TITLE_PROCESSING' },
      data: { liensAttestation: input.attestation },
    }),
  }),
  acceptFinalOffer: define<Record<string, never>>({
    from: ['FINAL_OFFER'],
    run: () => ({ state: 'GEN_NOTE_SIGNING' }),
  }),
  signNote: define<{ signatureName: string; needsCoDeed: boolean }>({
    from: ['NOTE_SIGNING'],
    run: (app, input, now) => {
      const sc = scenarioOf(app.data);
      if (input.needsCoDeed) return { state: 'CO_DEED_REQ', data: { noteSignedAt: iso(now), coDeedStatus: 'PENDING' } };
      return { ...notaryStep(sc), data: { noteSignedAt: iso(now) } };
    },
  }),
  coDeedComplete: define<Record<string, never>>({
    from: ['CO_DEED_REQ'],
    run: (app) => ({ ...notaryStep(scenarioOf(app.data)), data: { coDeedStatus: 'COMPLETE' } }),
  }),
  enotary: define<Record<string, never>>({
    from: ['GEN_NOTARY_DISCLOSURE'],
    run: () => ({ state: 'NOTARY_WAITING_PERIOD', status: { manualNotary: false, notaryDisclosureComplete: true } }),
  }),
  manualNotary: define<{ requestedTime: string }>({
    from: ['GEN_NOTARY_DISCLOSURE'],
    run: (_app, input) => ({ state: 'MANUAL_DEED_SIGNING', status: { manualNotary: true, notaryDisclosureComplete: true }, data: { requestedManualNotaryTime: input.requestedTime } }),
  }),
  reserveNotary: define<{ slot: string }>({
    from: ['MANUAL_DEED_SIGNING'],
    run: (_app, input) => ({ state: 'DEED_SIGNING', status: { primaryParticipantAcceptComplete: false }, data: { notaryReservation: input.slot } }),
  }),
  notarySessionComplete: define<Record<string, never>>({
    from: (app) => app.state === 'DEED_SIGNING' && !app.status.primaryParticipantAcceptComplete,
    run: (app) => ({ state: 'DEED_SIGNING', status: { primaryParticipantAcceptComplete: true, manualDeedSigningComplete: app.status.manualNotary === true } }),
  }),
  insuranceUploaded: define<Record<string, never>>({
    from: ['TRUST_AND_INSURANCE'],
    run: () => ({ state: 'GEN_RESCISSION', status: { checklistStatus: 'GEN_RESCISSION' }, data: { insurance: { complete: true } } }),
  }),
  cancel: define<{ reason: string }>({
    from: (app) => !['COMPLETE', 'CANCELLED', 'DECLINED', 'FUNDING_DECISION'].includes(app.state),
    run: (_app, input) => ({ state: 'CANCELLED', data: { cancelledReason: input.reason } }),
  }),
} as const;

export type ActionName = keyof typeof ACTIONS;

export function isAvailable(name: ActionName, app: AppRecord): boolean {
  const from = ACTIONS[name].from;
  return typeof from === 'function' ? from(app) : from.includes(app.state);
}

export function runAction<N extends ActionName>(name: N, app: AppRecord, input: Parameters<(typeof ACTIONS)[N]['run']>[1], now: Date): Step {
  if (!isAvailable(name, app)) throw new StepNotAvailable(name, app.state);
  const action = ACTIONS[name] as ActionDefinition<typeof input>;
  return action.run(app, input, now);
}

/** Applies a step to a record (pure). */
export function applyStep(app: AppRecord, step: Step): AppRecord {
  const data: AppData = { ...app.data };
  for (const [k, v] of Object.entries(step.data ?? {})) {
    if (v === undefined) delete (data as Record<string, unknown>)[k];
    else (data as Record<string, unknown>)[k] = v;
  }
  return { ...app, state: step.state, status: { ...app.status, ...step.status }, data };
}

/** States that a background step will move on (so the store schedules a due time for them). */
export function hasBackgroundStep(app: AppRecord): boolean {
  return resolveStep(app) !== undefined;
}
