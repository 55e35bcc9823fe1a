/**
 * The sandbox server's application lifecycle as one XState machine: a node per server state
 * (@heloc/core's SERVER_STATES plus the sandbox's PROFILE_STATE), borrower actions as events
 * carrying their input, and background steps as one `resolve` event whose guarded transitions say
 * what a waiting state becomes under each sandbox scenario.
 *
 * The machine is pure: the context is the application record (status and data; the state is the
 * snapshot's value) plus an injected `now`, guards read the scenario from the data, and actions
 * only assign. It never runs as an actor on the server: lifecycle.ts resolves a snapshot from the
 * stored record, asks XState for the next one and hands the store a Step (see decision 016).
 *
 * Each transition has at most one action that changes the record; what it changed (`patch`) is
 * the Step the store saves.
 *
 * A guarded transition with neither target nor actions means "nothing happens": for `resolve` the
 * state waits (no background step is scheduled); for `cancel` the borrower can no longer withdraw.
 */
import { assertEvent, assign, setup } from 'xstate';
import { missingInsuranceProofs, requiredInsuranceProofs, type InsuranceProofType } from '@heloc/core';
import { offersFor, homeValueOf } from './offers.js';
import { CORRECT_FREEZE_PIN, floodZoneOf, scenarioOf, type Scenario } from './scenarios.js';
import { offerChangeOf, payoffLienOf, reunderwriteOf, revisedOffersFor } from './title-and-credit.js';
import type { AppData, AssetAccount, LinkedIncomeSource, Status, Step } from './types.js';

/**
 * Sandbox-only state: the application exists and the borrower must complete start/profile. It has
 * no row in the screen table on purpose, so the browser's fallback machine (start state `profile`)
 * shows start/profile — see docs/decisions/005.
 */
export const PROFILE_STATE = 'COLLECT_PROFILE_INFO';

/** The input each borrower action carries (the routes validate the bodies these come from). */
export interface ActionInputs {
  profile: { ssnLast4: string; ssnHash: string };
  ssn: { ssnLast4: string; ssnHash: string };
  creditRetry: { pin?: string };
  property: { property: NonNullable<AppData['property']> };
  delinquency: { explanation: string };
  estimatedValue: { estimatedValue: number };
  assets: { accounts: AssetAccount[] };
  winback: { accept: boolean };
  selectOffer: { offerId: string; drawAmount: number };
  contact: { email: string; phone: string };
  hmda: { hmda: Record<string, unknown> };
  submit: Record<string, never>;
  incomeLink: { source: LinkedIncomeSource };
  paystubsUploaded: Record<string, never>;
  employer: {
    employerName: string;
    jobTitle: string;
    startDate: string;
    employerPhone?: string;
    employerEmail?: string;
  };
  identityUploaded: Record<string, never>;
  bpoOrder: { contactName: string; contactPhone: string; accessNotes?: string; feeAccepted?: true };
  /** The borrower authorizes the payoff of the lien the sandbox's title found (payoff/hold). */
  payoffConfirm: { lienUuid: string };
  disbursement: { account: NonNullable<AppData['disburseAccount']> };
  /** achAuthorizationVersion: the version of the ACH debit authorization the borrower accepted (AUTOPAY only). */
  autopay: {
    payType: 'AUTOPAY' | 'MANUAL';
    account: AppData['autopayAccount'];
    achAuthorizationVersion: string | null;
  };
  autopayConfirm: Record<string, never>;
  liens: { attestation: Record<string, unknown> };
  acceptFinalOffer: Record<string, never>;
  signNote: { signatureName: string; needsCoDeed: boolean };
  coDeedComplete: Record<string, never>;
  enotary: Record<string, never>;
  /** signingAddress: where the notary comes when it is not the property. */
  manualNotary: {
    requestedTime: string;
    signingAddress?: NonNullable<AppData['property']> | Omit<NonNullable<AppData['property']>, 'uuid'>;
  };
  reserveNotary: { slot: string };
  notarySessionComplete: Record<string, never>;
  /** Another slot for the booked in-person signing (notary/reserve-manual's "Change"). */
  changeNotaryReservation: { slot: string };
  /** Gives up the in-person signing: back to choosing eNotary or another time. */
  cancelNotaryReservation: Record<string, never>;
  /** One declarations page (or several of one policy); `note` is the reviewer's when it cannot be accepted. */
  insuranceUploaded: { type: InsuranceProofType; fileNames: string[]; note: string | null };
  cancel: { reason: string };
}

export type ActionName = keyof ActionInputs;

/** Every borrower action, in journey order (the core's step table is keyed by these names). */
export const ACTION_NAMES = [
  'profile',
  'ssn',
  'creditRetry',
  'property',
  'delinquency',
  'estimatedValue',
  'assets',
  'winback',
  'selectOffer',
  'contact',
  'hmda',
  'submit',
  'incomeLink',
  'paystubsUploaded',
  'employer',
  'identityUploaded',
  'bpoOrder',
  'payoffConfirm',
  'disbursement',
  'autopay',
  'autopayConfirm',
  'liens',
  'acceptFinalOffer',
  'signNote',
  'coDeedComplete',
  'enotary',
  'manualNotary',
  'reserveNotary',
  'notarySessionComplete',
  'changeNotaryReservation',
  'cancelNotaryReservation',
  'insuranceUploaded',
  'cancel',
] as const satisfies readonly ActionName[];

// Fails to compile when ActionInputs gains a name that ACTION_NAMES lacks.
const everyActionNamed: Exclude<ActionName, (typeof ACTION_NAMES)[number]> extends never ? true : never = true;
void everyActionNamed;

export type BorrowerEvent = { [N in ActionName]: { type: N; input: ActionInputs[N] } }[ActionName];
/** A background step: whatever the state is waiting for has happened (its delay has passed). */
export interface ResolveEvent {
  type: 'resolve';
}
export type LifecycleEvent = BorrowerEvent | ResolveEvent;

/** What a transition changes besides the state. */
export type Patch = Omit<Step, 'state'>;

export interface LifecycleContext {
  readonly uuid: string;
  readonly status: Status;
  readonly data: AppData;
  /** ISO time of the event, injected by the caller: the machine never reads a clock. */
  readonly now: string;
  /** What the last transition changed: the Step the store applies and saves. */
  readonly patch?: Patch;
  /** Why a borrower's input was refused (the route answers 400 with it). */
  readonly rejection?: string;
}

export type LifecycleInput = Pick<LifecycleContext, 'uuid' | 'status' | 'data' | 'now'>;

/**
 * States the scripted pipeline never enters: only the sandbox control (PUT /sandbox/applications/
 * {uuid}/state) puts an application there, so that the browser's handling of them can be tried.
 * They are nodes all the same, so that withdrawing (and any action listed) works from them.
 */
export const SANDBOX_ONLY_STATES: Readonly<Record<string, string>> = {
  GEN_APP_DISCLOSURES: 'The sandbox prepares the application disclosures inline; this pending state never resolves.',
  GEN_PRE_SOFT_CREDIT_DISCLOSURE:
    'The soft-credit consent is taken on start/profile; this pending state never resolves.',
  WAITING_FOR_APPLICATION_DISCLOSURE:
    'The sandbox prepares the application disclosures inline; this pending state never resolves.',
  WAITING_FOR_PRE_SOFT_CREDIT_DISCLOSURE:
    'The soft-credit consent is taken on start/profile; this pending state never resolves.',
  WAITING_FOR_SUMMARY_DISCLOSURE:
    'The summary disclosure is prepared in GEN_SUMMARY_DISCLOSURE; this pending state never resolves.',
  PREQUAL_TITLE: 'The sandbox pulls title only at closing (FINAL_TITLE_PULL); this pending state never resolves.',
  LIEN_ATTESTATION:
    'The lien scenarios use LIEN_VERIFICATION and LIEN_VERIFICATION_INQUIRY; the attestation is accepted here too.',
  NAV_BPO_ESTIMATE: 'A missing valuation is scripted as NO_AVM_FOUND; an estimated value is accepted here too.',
  NAV_RESI_EVAL_ESTIMATE: 'A missing valuation is scripted as NO_AVM_FOUND; an estimated value is accepted here too.',
  NAV_BPO_ORDER:
    'BPO orders are scripted as BPO_ORDER_REQUEST; an order is accepted here too when the BPO is required.',
  UNKNOWN: 'A state the browser must survive; nothing the sandbox does leads to it.',
};

/** Sets keys, and removes those patched to undefined (e.g. a finished `pendingStep`). */
export function mergeData(data: AppData, patch: Partial<AppData> | undefined): AppData {
  const next: Record<string, unknown> = { ...data };
  for (const [k, v] of Object.entries(patch ?? {})) {
    if (v === undefined) delete next[k];
    else next[k] = v;
  }
  return next as AppData;
}

type InsuranceProofs = NonNullable<NonNullable<AppData['insurance']>['proofs']>;
/** The proofs on file that count (uploaded and not sent back), with this upload's if it counts. */
function goodProofs(data: AppData, upload: Partial<ActionInputs['insuranceUploaded']>): string[] {
  const kept = Object.entries(data.insurance?.proofs ?? {})
    .filter(([, p]) => p.status !== 'NEEDS_ATTENTION')
    .map(([t]) => t);
  if (!upload.type) return kept;
  return upload.note ? kept.filter((t) => t !== upload.type) : [...kept, upload.type];
}

/** The context after a transition that changes `patch`. */
const applying = (context: LifecycleContext, patch: Patch): Partial<LifecycleContext> => ({
  status: { ...context.status, ...patch.status },
  data: mergeData(context.data, patch.data),
  patch,
});

type GuardArgs = { context: LifecycleContext; event: LifecycleEvent };
/**
 * The scenario of the record, worked out once per data object: a `resolve` may ask a dozen
 * guards, and each would otherwise run scenarioOf's street patterns again (a data object is never
 * changed in place: actions assign new ones).
 */
const scenarios = new WeakMap<AppData, Scenario>();
const scenario = ({ context }: GuardArgs): Scenario => {
  let found = scenarios.get(context.data);
  if (!found) scenarios.set(context.data, (found = scenarioOf(context.data)));
  return found;
};
/**
 * The conditions the record's street words open at this moment: the bank account review once the
 * account exists, every other one after the soft pull. A condition already open is not opened
 * twice (store.ts opens each category once).
 */
const scenarioConditions = (args: GuardArgs, at: 'soft-pull' | 'bank') =>
  scenario(args)
    .conditionsOpened.filter((c) => (c.categoryEnum === 'BANK_ACCOUNT_FRAUD_REVIEW') === (at === 'bank'))
    .map((c) => ({ categoryEnum: c.categoryEnum, commentsToBorrower: c.commentsToBorrower ?? '' }));
/** The input of a borrower event, or an empty one for any other (guards may see either). */
const inputOf = <N extends ActionName>(event: LifecycleEvent, type: N): Partial<ActionInputs[N]> =>
  (event.type === type ? (event as Extract<BorrowerEvent, { type: N }>).input : {}) as Partial<ActionInputs[N]>;

/** A static patch, referred to by name with its changes as parameters (so graphs can show them). */
const patch = (changes: Patch) => ({ type: 'patch', params: changes }) as const;

/** Underwriting's first answer, from WAITING_FOR_INITIAL_OFFERS and (the valuation being immediate) WAITING_FOR_AVM_DATA. */
const initialOffers = [
  {
    guard: 'incomeDecline',
    target: 'DECLINED',
    actions: { type: 'decline', params: { status: { uwDecision: 'DECLINE' } } },
  },
  {
    guard: 'incomeDtiDecline',
    target: 'DECLINED',
    actions: { type: 'decline', params: { status: { uwDecision: 'DECLINE', dtiDecline: true } } },
  },
  {
    guard: 'assetsUnverified',
    target: 'ASSETS_PREQUAL',
    actions: patch({ status: { uwDecision: 'ASSET_DEPLETION' } }),
  },
  { guard: 'winbackPending', target: 'CLTV_LIEN_POSITION_REQUALIFY', actions: 'requalifyForLienPosition' },
  { guard: 'winbackAccepted', target: 'OFFER_SELECTION', actions: { type: 'presentOffers', params: { factor: 0.6 } } },
  { target: 'OFFER_SELECTION', actions: { type: 'presentOffers', params: { factor: 1 } } },
] as const;

/** The notary choice given up: nothing booked or requested, the choice open again (notary/intro). */
const NOTARY_CHOICE_UNDONE: Patch = {
  status: { manualNotary: false, notaryDisclosureComplete: false },
  data: { requestedManualNotaryTime: undefined, notaryReservation: undefined, notaryAddress: undefined },
};

/** A BPO or residential evaluation came back: on to the bank accounts (crypto lines pay out in crypto). */
const valuationDone = [
  { guard: 'crypto', target: 'AUTOPAY_ACCOUNT', actions: 'completeValuation' },
  { target: 'DISBURSEMENT_ACCOUNT', actions: 'completeValuation' },
] as const;

/**
 * eNotary was chosen and the deed is not notarised yet: the machine's `enotaryUnsigned` guard, and
 * what the notary routes ask before opening or acting on an eNotary session (one rule, not two).
 */
export const enotaryUnsigned = (status: Pick<Status, 'manualNotary' | 'primaryParticipantAcceptComplete'>): boolean =>
  status.manualNotary !== true && !status.primaryParticipantAcceptComplete;

export const lifecycleMachine = setup({
  types: {
    context: {} as LifecycleContext,
    events: {} as LifecycleEvent,
    input: {} as LifecycleInput,
  },
  guards: {
    /* ---- sandbox scenarios (scenarios.ts), read from the application's data ---- */
    ssnNoMatch: (a) => scenario(a).ssn === 'no-match',
    ssnNoMatchSsn: (a) => scenario(a).ssn === 'no-match-ssn',
    ssnSoftLocked: (a) => scenario(a).ssn === 'soft-locked',
    ssnFrozenWithPin: (a) => scenario(a).ssn === 'frozen-pin',
    ssnFacta: (a) => scenario(a).ssn === 'facta',
    ssnCreditError: (a) => scenario(a).ssn === 'credit-error',
    ssnMinor: (a) => scenario(a).ssn === 'minor',
    softPullNeverAnswers: (a) => scenario(a).ssn === 'timeout',
    ssnScoreDecline: (a) => scenario(a).ssn === 'score-decline',
    scenarioHardLocked: (a) => scenario(a).ssn === 'hard-locked',
    propertyNotFound: (a) => scenario(a).property === 'not-found',
    propertyMultiple: (a) => scenario(a).property === 'multiple',
    delinquencyUnexplained: (a) => scenario(a).property === 'delinquent' && !a.context.data.delinquencyExplanation,
    avmMissing: (a) =>
      scenario(a).property === 'no-avm' && !a.context.data.estimatedValue && !a.context.data.valuationValue,
    vestingUnreviewed: (a) => scenario(a).vesting && !a.context.data.ownershipReviewAt,
    valuationBeforeOffers: ({ context }) => context.data.valuationBeforeOffers === true && !context.data.valuationValue,
    payoffUnconfirmed: ({ context }) => !context.data.payoffConfirmedAt,
    incomeDecline: (a) => scenario(a).income === 'decline',
    incomeDtiDecline: (a) => scenario(a).income === 'dti-decline',
    assetsUnverified: (a) => scenario(a).income === 'assets' && !a.context.data.assetsVerified,
    winbackPending: (a) => scenario(a).winback && !a.context.data.winbackAccepted,
    winbackAccepted: ({ context }) => context.data.winbackAccepted === true,
    /** The income check (IN_PROGRESS after linking income) finds a self-employed borrower without an employer. */
    incomeNeedsEmployer: (a) =>
      a.context.data.pendingStep === 'income' && scenario(a).selfEmployed && !a.context.data.employer,
    incomeNeedsPaystubs: (a) =>
      a.context.data.pendingStep === 'income' &&
      scenario(a).income === 'manual-paystub' &&
      !a.context.status.manualPaystubTasksComplete,
    /** Re-underwritten on the verified income (core verified-income.ts): the chosen line is too large for it (a counteroffer follows), or no line fits. */
    verifiedIncomeRevises: ({ context }) =>
      context.data.pendingStep === 'income' &&
      !context.data.incomeRevised &&
      reunderwriteOf(context.data).kind === 'revised',
    verifiedIncomeDeclines: ({ context }) =>
      context.data.pendingStep === 'income' &&
      !context.data.incomeRevised &&
      reunderwriteOf(context.data).kind === 'declined',
    incomeCheckPending: ({ context }) => context.data.pendingStep === 'income',
    scenarioBpoRequired: (a) => scenario(a).bpo === 'bpo-required',
    scenarioResiEval: (a) => scenario(a).bpo === 'resi-eval',
    crypto: ({ context }) => context.data.isCrypto === true,
    notCrypto: ({ context }) => context.data.isCrypto !== true,
    scenarioCondemned: (a) => scenario(a).condemned,
    revaluePending: (a) => scenario(a).revalue && !a.context.data.revalued,
    scenarioFlood: (a) => scenario(a).flood,
    waitingOnFloodCert: ({ context }) => context.status.waitingOnFloodCert === true,
    slowSigning: (a) => scenario(a).slowSigning,
    attorneyState: (a) => scenario(a).attorneyState,
    deedUnsigned: ({ context }) => !context.status.primaryParticipantAcceptComplete,
    /** An in-person signing is booked and has not taken place: it may be moved or given up. */
    manualReservationOpen: ({ context }) =>
      context.status.manualNotary === true &&
      Boolean(context.data.notaryReservation) &&
      !context.status.primaryParticipantAcceptComplete,
    /** eNotary was chosen and the deed is not notarised yet: the borrower may still switch to a notary at the door (e.g. no camera). */
    enotaryUnsigned: ({ context }) => enotaryUnsigned(context.status),
    insuranceDue: (a) => scenario(a).insurance && !a.context.data.insurance?.complete,
    /** The deed is notarised and a proof of insurance is still owed: the complete screen asks for it (issue 25, item 9). */
    insuranceNotOwedNow: (a) =>
      !a.context.status.primaryParticipantAcceptComplete ||
      !(scenario(a).insurance && !a.context.data.insurance?.complete),
    /** After this upload a required proof is still missing or was sent back (flood zones need hazard and flood). */
    insuranceProofsOutstanding: ({ context, event }) =>
      missingInsuranceProofs(
        requiredInsuranceProofs(floodZoneOf(context.data)),
        goodProofs(context.data, inputOf(event, 'insuranceUploaded')),
      ).length > 0,
    scenarioDirectPayoff: (a) => scenario(a).directPayoff,
    liensPending: (a) => scenario(a).lien === 'liens' && !a.context.status.liensComplete,
    inquiryPending: (a) => scenario(a).lien === 'inquiry' && !a.context.status.inquiryAttestComplete,
    scenarioPayoff: (a) => scenario(a).lien === 'payoff',

    /* ---- the record's status flags ---- */
    paystubsRequired: ({ context }) => context.status.manualPaystubUpload === true,
    paystubsNotRequired: ({ context }) => context.status.manualPaystubUpload !== true,
    bpoOrderOpen: ({ context }) => context.status.bpo === 'BPO_REQUIRED',
    bpoOrdered: ({ context }) => context.status.bpo === 'BPO_PROCESSING',
    disbursementLacksRouting: ({ context }) => !context.data.disburseAccount?.routingNumber,
    autopayReady: ({ context }) =>
      Boolean(context.data.disburseAccount?.routingNumber) || context.data.isCrypto === true,
    chosenAgainAtSigning: ({ context }) => context.status.uwSubDecision === 'VERIFIED_OFFER',

    /* ---- the borrower's input (a branch always follows, so availability never depends on input) ---- */
    wrongPin: ({ context, event }) =>
      Boolean(context.status.creditFrozenWithPin) && inputOf(event, 'creditRetry').pin !== CORRECT_FREEZE_PIN,
    acceptsWinback: ({ event }) => inputOf(event, 'winback').accept === true,
    offerUnknown: ({ context, event }) =>
      !context.data.offers?.some((o) => o.id === inputOf(event, 'selectOffer').offerId),
    drawOutOfRange: ({ context, event }) => {
      const { offerId, drawAmount = Number.NaN } = inputOf(event, 'selectOffer');
      const offer = context.data.offers?.find((o) => o.id === offerId);
      return !offer || !(drawAmount >= offer.minDraw && drawAmount <= offer.lineAmount);
    },
    needsCoDeed: ({ event }) => inputOf(event, 'signNote').needsCoDeed === true,
    /** Only while unconfirmed, so that a confirmed payoff refuses every input alike (409). */
    payoffLienUnknown: ({ context, event }) =>
      !context.data.payoffConfirmedAt && inputOf(event, 'payoffConfirm').lienUuid !== payoffLienOf(context).uuid,
  },
  actions: {
    patch: assign(({ context }, params: Patch) => applying(context, params)),
    /** A patch that also records when it happened, under `at` in the data. */
    stamp: assign(
      (
        { context },
        params: {
          at:
            | 'softPulledAt'
            | 'manualReviewSince'
            | 'liensFoundAt'
            | 'payoffRequestedAt'
            | 'payoffConfirmedAt'
            | 'valuationOrderedAt';
        } & Patch,
      ) => {
        const { at, ...changes } = params;
        return applying(context, { ...changes, data: { ...changes.data, [at]: context.now } });
      },
    ),
    decline: assign(({ context }, params: Patch) =>
      applying(context, { ...params, data: { ...params.data, decidedAt: context.now } }),
    ),
    countWrongPin: assign(({ context }) =>
      applying(context, {
        status: { incorrectPin: true },
        data: { incorrectPinAttempts: (context.data.incorrectPinAttempts ?? 0) + 1 },
      }),
    ),
    openOwnershipReview: assign(({ context, event }) =>
      applying(context, {
        data: { ownershipReviewAt: context.now, manualReviewSince: context.now },
        conditions: [
          {
            categoryEnum: 'FALSE_OWNERSHIP_TYPE_REVIEW',
            commentsToBorrower:
              'The ownership recorded on your title does not match what you told us. Tell us how you own your home, or upload your deed or certificate of trust.',
          },
          ...scenarioConditions({ context, event }, 'soft-pull'),
        ],
      }),
    ),
    /** The conditions a street word opens after the soft pull (scenarios.ts CONDITION_STREET_WORDS). */
    openScenarioConditions: assign(({ context, event }) =>
      applying(context, { conditions: scenarioConditions({ context, event }, 'soft-pull') }),
    ),
    requalifyForLienPosition: assign(({ context }) =>
      applying(context, {
        status: { uwDecision: 'REVIEW' },
        data: { offerChange: offerChangeOf('LIEN_POSITION_CLTV', context, context.now) },
      }),
    ),
    recordValuationChoice: assign(({ context, event }) => {
      assertEvent(event, 'bpoOrder');
      return applying(context, {
        status: { bpo: 'BPO_PROCESSING' },
        data: { bpoOrder: event.input, valuationOrderedAt: context.now, valuationBeforeOffers: true },
      });
    }),
    completeValuation: assign(({ context }) =>
      applying(context, {
        status: { bpo: 'BPO_COMPLETE' },
        data: { valuationCompletedAt: context.now, valuationValue: homeValueOf(context.data) },
      }),
    ),
    rejectPayoffLien: assign({ rejection: 'lienUuid: That is not the lien being paid off.' }),

    recordProfile: assign(({ context, event }) => {
      assertEvent(event, 'profile');
      return applying(context, { data: { ...event.input, softCreditConsentAt: context.now } });
    }),
    recordSsn: assign(({ context, event }) => {
      assertEvent(event, 'ssn');
      return applying(context, { data: event.input });
    }),
    recordProperty: assign(({ context, event }) => {
      assertEvent(event, 'property');
      return applying(context, { data: { property: event.input.property } });
    }),
    recordDelinquency: assign(({ context, event }) => {
      assertEvent(event, 'delinquency');
      return applying(context, {
        data: { delinquencyExplanation: event.input.explanation, delinquencyExplainedAt: context.now },
      });
    }),
    recordEstimatedValue: assign(({ context, event }) => {
      assertEvent(event, 'estimatedValue');
      return applying(context, { data: { estimatedValue: event.input.estimatedValue } });
    }),
    presentOffers: assign(({ context }, params: { factor: number }) =>
      applying(context, {
        status: { uwDecision: 'SELECT', uwSubDecision: 'UNVERIFIED_OFFER', propertyComplete: true },
        data: {
          offers: offersFor(context.data, params.factor),
          adjustedHomeAmount: homeValueOf(context.data),
          propertyCondition: 'GOOD',
        },
      }),
    ),
    reofferForVerifiedIncome: assign(({ context }) =>
      applying(context, {
        status: { uwSubDecision: 'VERIFIED_DTI_LIMITED' },
        data: {
          offers: revisedOffersFor(context.data),
          incomeRevised: true,
          pendingStep: undefined,
          offerChange: offerChangeOf('VERIFIED_INCOME', context, context.now),
        },
      }),
    ),
    reofferRevalued: assign(({ context }) =>
      applying(context, {
        status: { uwSubDecision: 'VERIFIED_OFFER' },
        data: {
          term: 0,
          rate: 0,
          revalued: true,
          offers: offersFor(context.data, 0.85),
          offerChange: offerChangeOf('REVALUATION', context, context.now),
        },
      }),
    ),
    rejectUnknownOffer: assign({ rejection: 'That offer is no longer available.' }),
    rejectDraw: assign(({ context, event }) => {
      assertEvent(event, 'selectOffer');
      const offer = context.data.offers?.find((o) => o.id === event.input.offerId);
      const money = (n = 0) => `$${n.toLocaleString('en-US')}`;
      return {
        rejection: `The initial draw must be between ${money(offer?.minDraw)} and ${money(offer?.lineAmount)}.`,
      };
    }),
    chooseOffer: assign(({ context, event }, params: Pick<Patch, 'status'>) => {
      assertEvent(event, 'selectOffer');
      const offer = context.data.offers?.find((o) => o.id === event.input.offerId);
      if (!offer) return {}; // unreachable: offerUnknown is checked first
      const chosen = {
        term: offer.termYears,
        rate: offer.aprPercent,
        amount: offer.lineAmount,
        uwCalculatedDrawAmount: event.input.drawAmount,
        originationFeePercent: offer.originationFeePercent,
      };
      return applying(context, { ...params, data: chosen });
    }),
    recordContact: assign(({ context, event }) => {
      assertEvent(event, 'contact');
      return applying(context, { data: { contact: event.input } });
    }),
    recordHmda: assign(({ context, event }) => {
      assertEvent(event, 'hmda');
      return applying(context, { data: { hmda: event.input.hmda, hasHmda: true } });
    }),
    recordSubmission: assign(({ context }) => {
      const at = context.now;
      const consents = [
        ...(context.data.consents ?? []),
        { type: 'ESIGN', at },
        { type: 'HARD_CREDIT', at },
        { type: 'APPLICATION_DISCLOSURES', at },
      ];
      return applying(context, { status: { summaryDisclosureComplete: true }, data: { consents } });
    }),
    recordIncomeLink: assign(({ context, event }) => {
      assertEvent(event, 'incomeLink');
      const { source } = event.input;
      return applying(context, {
        data: {
          incomeLink: { provider: source.provider, sourceType: source.type, at: context.now },
          incomeSources: [...(context.data.incomeSources ?? []), source],
          pendingStep: 'income',
        },
      });
    }),
    recordAssets: assign(({ context, event }) => {
      assertEvent(event, 'assets');
      return applying(context, {
        status: { uwDecision: 'SELECT' },
        data: { assetsVerified: true, assetAccounts: event.input.accounts },
      });
    }),
    askForPaystubs: assign(({ context }) =>
      applying(context, {
        status: { manualPaystubUpload: true, manualPaystubTasksComplete: false },
        data: { pendingStep: undefined },
        conditions: [
          {
            categoryEnum: 'HELOC_MANUAL_PAYSTUB_UPLOAD',
            commentsToBorrower: 'Upload your two most recent paystubs.',
            numDocsRequired: 2,
          },
        ],
      }),
    ),
    recordEmployer: assign(({ context, event }) => {
      assertEvent(event, 'employer');
      return applying(context, {
        status: { employmentVerificationNeeded: false },
        data: { employer: event.input, pendingStep: 'employer' },
      });
    }),
    recordBpoOrder: assign(({ context, event }) => {
      assertEvent(event, 'bpoOrder');
      return applying(context, {
        status: { bpo: 'BPO_PROCESSING' },
        data: { bpoOrder: event.input, valuationOrderedAt: context.now },
      });
    }),
    recordDisbursement: assign(({ context, event }) => {
      assertEvent(event, 'disbursement');
      // A linked account without a routing number (tokenized) waits for review until entered by hand.
      return applying(context, {
        status: { giactAccountStatus: event.input.account.routingNumber ? 'VERIFIED' : 'PENDING_REVIEW' },
        data: { disburseAccount: event.input.account },
        conditions: scenarioConditions({ context, event }, 'bank'),
      });
    }),
    recordDisbursementAgain: assign(({ context, event }) => {
      assertEvent(event, 'disbursement');
      return applying(context, {
        status: { giactAccountStatus: event.input.account.routingNumber ? 'VERIFIED' : 'PENDING_REVIEW' },
        data: { disburseAccount: event.input.account, payType: null, autopayAccount: null, achAuthorization: null },
        conditions: scenarioConditions({ context, event }, 'bank'),
      });
    }),
    recordAutopay: assign(({ context, event }) => {
      assertEvent(event, 'autopay');
      // Reg E 12 CFR 1005.10(b): keep proof of the borrower's authorization of the preauthorized debits — what they accepted and when.
      const { achAuthorizationVersion: version } = event.input;
      return applying(context, {
        data: {
          payType: event.input.payType,
          autopayAccount: event.input.account,
          achAuthorization: version ? { version, at: context.now } : null,
        },
      });
    }),
    recordLienAttestation: assign(({ context, event }) => {
      assertEvent(event, 'liens');
      return applying(context, {
        status: { liensComplete: true, inquiryAttestComplete: true, title: 'FINAL_TITLE_PROCESSING' },
        data: { liensAttestation: { ...event.input.attestation, attestedAt: context.now } },
      });
    }),
    keepPropertyCondition: assign(({ context }) =>
      applying(context, {
        status: { title: 'FINAL_TITLE_COMPLETE' },
        data: { propertyCondition: context.data.propertyCondition ?? 'GOOD' },
      }),
    ),
    recordNoteSigned: assign(({ context }, params: Patch) =>
      applying(context, { ...params, data: { ...params.data, noteSignedAt: context.now } }),
    ),
    recordManualNotary: assign(({ context, event }) => {
      assertEvent(event, 'manualNotary');
      return applying(context, {
        status: { manualNotary: true, notaryDisclosureComplete: true },
        data: {
          requestedManualNotaryTime: event.input.requestedTime,
          notaryAddress: event.input.signingAddress ?? null,
        },
      });
    }),
    recordReservation: assign(({ context, event }) => {
      assertEvent(event, 'reserveNotary');
      return applying(context, {
        status: { primaryParticipantAcceptComplete: false },
        data: { notaryReservation: event.input.slot },
      });
    }),
    changeReservation: assign(({ context, event }) => {
      assertEvent(event, 'changeNotaryReservation');
      return applying(context, { data: { notaryReservation: event.input.slot } });
    }),
    completeNotarySession: assign(({ context }) =>
      // The time starts the right to rescind with the note's (Reg Z §1026.15(a)(3)): the complete screen dates the funding from it.
      applying(context, {
        status: {
          primaryParticipantAcceptComplete: true,
          manualDeedSigningComplete: context.status.manualNotary === true,
        },
        data: { notarySessionCompletedAt: context.now },
      }),
    ),
    recordInsuranceProof: assign(({ context, event }, params: { complete: boolean }) => {
      assertEvent(event, 'insuranceUploaded');
      const { type, fileNames, note } = event.input;
      const proofs = {
        ...context.data.insurance?.proofs,
        [type]: { status: note ? 'NEEDS_ATTENTION' : 'UNDER_REVIEW', note, fileNames, uploadedAt: context.now },
      } as InsuranceProofs;
      if (!params.complete) return applying(context, { data: { insurance: { complete: false, proofs } } });
      // Every required proof is in: the reviewer accepts them and funding starts.
      const accepted = Object.fromEntries(
        Object.entries(proofs).map(([t, p]) => [
          t,
          p.status === 'UNDER_REVIEW' ? { ...p, status: 'ACCEPTED' as const } : p,
        ]),
      ) as InsuranceProofs;
      return applying(context, {
        status: { checklistStatus: 'GEN_RESCISSION' },
        data: { insurance: { complete: true, proofs: accepted } },
      });
    }),
    recordCancel: assign(({ context, event }) => {
      assertEvent(event, 'cancel');
      return applying(context, { data: { cancelledReason: event.input.reason } });
    }),
  },
}).createMachine({
  id: 'lifecycle',
  initial: PROFILE_STATE,
  context: ({ input }) => ({ ...input }),
  // Withdrawing is open from every state but those below that forbid it.
  on: { cancel: { target: '.CANCELLED', actions: 'recordCancel' } },
  states: {
    /* ---------- profile and soft credit ---------- */
    [PROFILE_STATE]: { on: { profile: { target: 'WAITING_FOR_SOFT_CREDIT', actions: 'recordProfile' } } },
    WAITING_FOR_SOFT_CREDIT: {
      on: {
        resolve: [
          { guard: 'ssnNoMatch', target: 'CREDIT_NO_MATCH' },
          { guard: 'ssnNoMatchSsn', target: 'CREDIT_NO_MATCH_SSN' },
          {
            guard: 'ssnSoftLocked',
            target: 'SOFT_CREDIT_LOCKED_OR_FROZEN',
            actions: patch({ status: { creditFrozenWithPin: false } }),
          },
          {
            guard: 'ssnFrozenWithPin',
            target: 'SOFT_CREDIT_LOCKED_OR_FROZEN',
            actions: patch({ status: { creditFrozenWithPin: true } }),
          },
          {
            guard: 'ssnFacta',
            target: 'FACTA_REVIEW',
            actions: { type: 'stamp', params: { at: 'manualReviewSince' } },
          },
          { guard: 'ssnCreditError', target: 'CREDIT_ERROR' },
          { guard: 'ssnMinor', target: 'CREDIT_MINOR' },
          { guard: 'softPullNeverAnswers' }, // waits: the browser's polling runs out
          {
            guard: 'ssnScoreDecline',
            target: 'DECLINED',
            actions: { type: 'decline', params: { status: { uwDecision: 'DECLINE', creditScoreDecline: true } } },
          },
          { guard: 'propertyNotFound', target: 'NO_PROPERTY_FOUND' },
          { guard: 'propertyMultiple', target: 'MULTIPLE_PROPERTIES' },
          {
            guard: 'delinquencyUnexplained',
            target: 'DELINQUENCY_REVIEW',
            actions: { type: 'stamp', params: { at: 'softPulledAt' } },
          },
          { guard: 'avmMissing', target: 'NO_AVM_FOUND' },
          // The journey goes on while a person reviews the ownership (a condition, review-app/incorrect-ownership).
          { guard: 'vestingUnreviewed', target: 'WAITING_FOR_INITIAL_OFFERS', actions: 'openOwnershipReview' },
          { target: 'WAITING_FOR_INITIAL_OFFERS', actions: 'openScenarioConditions' },
        ],
      },
    },
    CREDIT_NO_MATCH: { on: { ssn: { target: 'WAITING_FOR_SOFT_CREDIT', actions: 'recordSsn' } } },
    CREDIT_NO_MATCH_SSN: { on: { ssn: { target: 'WAITING_FOR_SOFT_CREDIT', actions: 'recordSsn' } } },
    SOFT_CREDIT_LOCKED_OR_FROZEN: {
      on: {
        creditRetry: [
          { guard: 'wrongPin', actions: 'countWrongPin' },
          // The borrower lifted the freeze: the sandbox treats the SSN as clean from now on.
          {
            target: 'WAITING_FOR_INITIAL_OFFERS',
            actions: patch({ status: { creditFrozenWithPin: false, incorrectPin: false }, data: { ssnLast4: 'XXXX' } }),
          },
        ],
      },
    },
    FACTA_REVIEW: {},
    CREDIT_ERROR: {},
    CREDIT_MINOR: {},

    /* ---------- property and valuation ---------- */
    NO_PROPERTY_FOUND: { on: { property: { target: 'WAITING_FOR_AVM_DATA', actions: 'recordProperty' } } },
    MULTIPLE_PROPERTIES: { on: { property: { target: 'WAITING_FOR_AVM_DATA', actions: 'recordProperty' } } },
    DELINQUENCY_REVIEW: { on: { delinquency: { target: 'WAITING_FOR_INITIAL_OFFERS', actions: 'recordDelinquency' } } },
    NO_AVM_FOUND: {
      on: {
        estimatedValue: { target: 'WAITING_FOR_AVM_DATA', actions: 'recordEstimatedValue' },
        // Or a valuation instead of an estimate (bpo/estimate-value's other choice).
        bpoOrder: { target: 'NAV_BPO_PROCESSING', actions: 'recordValuationChoice' },
      },
    },
    NAV_BPO_ESTIMATE: { on: { estimatedValue: { target: 'WAITING_FOR_AVM_DATA', actions: 'recordEstimatedValue' } } },
    NAV_RESI_EVAL_ESTIMATE: {
      on: { estimatedValue: { target: 'WAITING_FOR_AVM_DATA', actions: 'recordEstimatedValue' } },
    },

    /* ---------- initial offers ---------- */
    WAITING_FOR_AVM_DATA: {
      on: {
        resolve: initialOffers,
      },
    },
    WAITING_FOR_INITIAL_OFFERS: {
      on: {
        resolve: initialOffers,
      },
    },
    ASSETS_PREQUAL: { on: { assets: { target: 'WAITING_FOR_INITIAL_OFFERS', actions: 'recordAssets' } } },
    CLTV_LIEN_POSITION_REQUALIFY: {
      on: {
        winback: [
          {
            guard: 'acceptsWinback',
            target: 'WAITING_FOR_INITIAL_OFFERS',
            actions: patch({ data: { winbackAccepted: true } }),
          },
          { target: 'CANCELLED', actions: patch({ data: { cancelledReason: 'Declined the requalified offer' } }) },
        ],
      },
    },
    OFFER_SELECTION: {
      on: {
        selectOffer: [
          { guard: 'offerUnknown', actions: 'rejectUnknownOffer' },
          { guard: 'drawOutOfRange', actions: 'rejectDraw' },
          // Chosen again after final title (the "Revalue" scenario): straight back to closing.
          {
            guard: 'chosenAgainAtSigning',
            target: 'GEN_CLOSING_DISCLOSURE',
            actions: { type: 'chooseOffer', params: { status: { waitingOnFloodCert: false } } },
          },
          { target: 'COLLECT_ADDITIONAL_INFO', actions: { type: 'chooseOffer', params: {} } },
        ],
      },
    },
    REVISED_OFFER_SELECTION: {
      on: {
        selectOffer: [
          { guard: 'offerUnknown', actions: 'rejectUnknownOffer' },
          { guard: 'drawOutOfRange', actions: 'rejectDraw' },
          {
            target: 'IDENTITY_VERIFICATION',
            actions: { type: 'chooseOffer', params: { status: { uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER' } } },
          },
        ],
      },
    },

    /* ---------- application ---------- */
    COLLECT_ADDITIONAL_INFO: { on: { contact: { target: 'HMDA', actions: 'recordContact' } } },
    HMDA: { on: { hmda: { target: 'GEN_SUMMARY_DISCLOSURE', actions: 'recordHmda' } } },
    GEN_SUMMARY_DISCLOSURE: {
      on: { resolve: { target: 'APP_SUBMISSION', actions: patch({ status: { summaryDisclosureReady: true } }) } },
    },
    APP_SUBMISSION: { on: { submit: { target: 'HARD_CREDIT_PULL', actions: 'recordSubmission' } } },
    HARD_CREDIT_PULL: {
      on: {
        resolve: [
          { guard: 'scenarioHardLocked', target: 'HARD_CREDIT_LOCKED_OR_FROZEN' },
          { target: 'INCOME_VERIFICATION', actions: patch({ status: { uwDecision: 'APPROVED' } }) },
        ],
      },
    },
    HARD_CREDIT_LOCKED_OR_FROZEN: {
      on: {
        creditRetry: [
          { guard: 'wrongPin', actions: 'countWrongPin' },
          {
            target: 'INCOME_VERIFICATION',
            actions: patch({ status: { creditFrozenWithPin: false, incorrectPin: false }, data: { ssnLast4: 'XXXX' } }),
          },
        ],
      },
    },

    /* ---------- income ---------- */
    INCOME_VERIFICATION: {
      on: {
        incomeLink: { guard: 'paystubsNotRequired', target: 'IN_PROGRESS', actions: 'recordIncomeLink' },
        paystubsUploaded: [
          {
            guard: 'paystubsRequired',
            target: 'IN_PROGRESS',
            actions: patch({ status: { manualPaystubTasksComplete: true }, data: { pendingStep: 'paystubs' } }),
          },
          // Documents chosen instead of a link (income/review offers paystubs or tax returns): the
          // same income check as a link, so each scenario still leads where its row says.
          { target: 'IN_PROGRESS', actions: patch({ data: { pendingStep: 'income' } }) },
        ],
      },
    },
    EMPLOYMENT_VERIFICATION: { on: { employer: { target: 'IN_PROGRESS', actions: 'recordEmployer' } } },
    IN_PROGRESS: {
      on: {
        resolve: [
          {
            guard: 'incomeNeedsEmployer',
            target: 'EMPLOYMENT_VERIFICATION',
            actions: patch({ status: { employmentVerificationNeeded: true }, data: { pendingStep: undefined } }),
          },
          { guard: 'incomeNeedsPaystubs', target: 'INCOME_VERIFICATION', actions: 'askForPaystubs' },
          {
            guard: 'verifiedIncomeDeclines',
            target: 'DECLINED',
            actions: {
              type: 'decline',
              params: { status: { uwDecision: 'DECLINE', dtiDecline: true }, data: { pendingStep: undefined } },
            },
          },
          { guard: 'verifiedIncomeRevises', target: 'REVISED_OFFER_SELECTION', actions: 'reofferForVerifiedIncome' },
          {
            guard: 'incomeCheckPending',
            target: 'IDENTITY_VERIFICATION',
            actions: patch({
              status: { uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER', employmentVerificationNeeded: false },
              data: { pendingStep: undefined },
            }),
          },
          // After paystubs or an employer: verified.
          {
            target: 'IDENTITY_VERIFICATION',
            actions: patch({
              status: { uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER' },
              data: { pendingStep: undefined },
            }),
          },
        ],
      },
    },

    /* ---------- identity and valuation orders ---------- */
    IDENTITY_VERIFICATION: { on: { identityUploaded: { target: 'WAITING_FOR_ID_VERIFICATION' } } },
    WAITING_FOR_ID_VERIFICATION: {
      on: {
        resolve: [
          {
            guard: 'scenarioBpoRequired',
            target: 'BPO_ORDER_REQUEST',
            actions: patch({ status: { bpo: 'BPO_REQUIRED' } }),
          },
          {
            guard: 'scenarioResiEval',
            target: 'NAV_RESI_EVAL_ORDER',
            actions: patch({ status: { bpo: 'BPO_NOT_REQUIRED' } }),
          },
          { guard: 'crypto', target: 'AUTOPAY_ACCOUNT' },
          { target: 'DISBURSEMENT_ACCOUNT' },
        ],
      },
    },
    // The order is placed (bpo BPO_PROCESSING, bpo/waiting) and waits for the vendor to take it up;
    // then the valuation is under way (NAV_BPO_PROCESSING, bpo/hold). Decision 052.
    BPO_ORDER_REQUEST: {
      on: {
        bpoOrder: { guard: 'bpoOrderOpen', target: 'BPO_ORDER_REQUEST', actions: 'recordBpoOrder' },
        resolve: { guard: 'bpoOrdered', target: 'NAV_BPO_PROCESSING' },
      },
    },
    NAV_BPO_ORDER: {
      on: {
        bpoOrder: { guard: 'bpoOrderOpen', target: 'NAV_BPO_ORDER', actions: 'recordBpoOrder' },
        resolve: { guard: 'bpoOrdered', target: 'NAV_BPO_PROCESSING' },
      },
    },
    NAV_RESI_EVAL_ORDER: {
      on: {
        resolve: {
          target: 'NAV_RESI_EVAL_PROCESSING',
          actions: { type: 'stamp', params: { at: 'valuationOrderedAt', status: { bpo: 'BPO_PROCESSING' } } },
        },
      },
    },
    NAV_BPO_PROCESSING: {
      on: {
        resolve: [
          // Chosen on bpo/estimate-value instead of an estimate: back to the offers, as the estimate would go.
          { guard: 'valuationBeforeOffers', target: 'WAITING_FOR_AVM_DATA', actions: 'completeValuation' },
          ...valuationDone,
        ],
      },
    },
    NAV_RESI_EVAL_PROCESSING: { on: { resolve: valuationDone } },

    /* ---------- bank accounts ---------- */
    DISBURSEMENT_ACCOUNT: { on: { disbursement: { target: 'AUTOPAY_ACCOUNT', actions: 'recordDisbursement' } } },
    AUTOPAY_ACCOUNT: {
      on: {
        disbursement: { guard: 'disbursementLacksRouting', target: 'AUTOPAY_ACCOUNT', actions: 'recordDisbursement' },
        autopay: { guard: 'autopayReady', target: 'VERIFIED_AUTOPAY_ACCOUNT', actions: 'recordAutopay' },
      },
    },
    VERIFIED_AUTOPAY_ACCOUNT: {
      on: {
        // The confirmation screen's "Edit" links: choose the payments again, or change the
        // disbursement account (which unsets the payments, since autopay may have used it).
        autopay: { target: 'VERIFIED_AUTOPAY_ACCOUNT', actions: 'recordAutopay' },
        disbursement: { guard: 'notCrypto', target: 'AUTOPAY_ACCOUNT', actions: 'recordDisbursementAgain' },
        autopayConfirm: [
          {
            guard: 'liensPending',
            target: 'LIEN_VERIFICATION',
            actions: { type: 'stamp', params: { at: 'liensFoundAt' } },
          },
          {
            guard: 'inquiryPending',
            target: 'LIEN_VERIFICATION_INQUIRY',
            actions: { type: 'stamp', params: { at: 'liensFoundAt', status: { inquiryAttestNeeded: true } } },
          },
          {
            guard: 'scenarioPayoff',
            target: 'PAYOFF_REQUEST_PENDING',
            actions: { type: 'stamp', params: { at: 'payoffRequestedAt' } },
          },
          { target: 'FINAL_TITLE_PULL', actions: patch({ status: { title: 'FINAL_TITLE_PROCESSING' } }) },
        ],
      },
    },

    /* ---------- liens and title ---------- */
    LIEN_VERIFICATION: { on: { liens: { target: 'FINAL_TITLE_PULL', actions: 'recordLienAttestation' } } },
    LIEN_VERIFICATION_INQUIRY: { on: { liens: { target: 'FINAL_TITLE_PULL', actions: 'recordLienAttestation' } } },
    LIEN_ATTESTATION: { on: { liens: { target: 'FINAL_TITLE_PULL', actions: 'recordLienAttestation' } } },
    PAYOFF_REQUEST_PENDING: {
      on: {
        // The lender releases the payoff figures only with the borrower's authorization (payoff/hold).
        payoffConfirm: [
          { guard: 'payoffLienUnknown', actions: 'rejectPayoffLien' },
          {
            guard: 'payoffUnconfirmed',
            target: 'PAYOFF_REQUEST_PENDING',
            actions: { type: 'stamp', params: { at: 'payoffConfirmedAt' } },
          },
        ],
        resolve: [
          { guard: 'payoffUnconfirmed' }, // waits for the borrower's authorization
          { target: 'FINAL_TITLE_PULL', actions: patch({ status: { title: 'FINAL_TITLE_PROCESSING' } }) },
        ],
      },
    },
    FINAL_TITLE_PULL: {
      on: {
        resolve: [
          {
            guard: 'scenarioCondemned',
            target: 'FINAL_TITLE_UNACCEPTABLE_PROPERTY_CONDITION',
            actions: patch({ status: { title: 'FINAL_TITLE_COMPLETE' }, data: { propertyCondition: 'POOR' } }),
          },
          { target: 'FINAL_TITLE_ACCEPTABLE_PROPERTY_CONDITION', actions: 'keepPropertyCondition' },
        ],
      },
    },
    FINAL_TITLE_UNACCEPTABLE_PROPERTY_CONDITION: {
      on: {
        resolve: { target: 'DECLINED', actions: { type: 'decline', params: { status: { uwDecision: 'DECLINE' } } } },
      },
    },
    FINAL_TITLE_ACCEPTABLE_PROPERTY_CONDITION: {
      on: {
        resolve: [
          { guard: 'revaluePending', target: 'OFFER_SELECTION', actions: 'reofferRevalued' },
          // With a flood zone the certificate arrives first; the disclosure follows on the next step.
          {
            guard: 'scenarioFlood',
            target: 'GEN_CLOSING_DISCLOSURE',
            actions: patch({ status: { waitingOnFloodCert: true, closingDisclosureReady: false } }),
          },
          {
            target: 'GEN_CLOSING_DISCLOSURE',
            actions: patch({ status: { waitingOnFloodCert: false, closingDisclosureReady: false } }),
          },
        ],
      },
    },

    /* ---------- closing ---------- */
    GEN_CLOSING_DISCLOSURE: {
      on: {
        resolve: [
          { guard: 'waitingOnFloodCert', actions: patch({ status: { waitingOnFloodCert: false } }) },
          {
            target: 'FINAL_OFFER',
            actions: patch({ status: { uwSubDecision: 'FINAL_OFFER', closingDisclosureReady: true } }),
          },
        ],
      },
    },
    FINAL_OFFER: { on: { acceptFinalOffer: { target: 'GEN_NOTE_SIGNING' } } },
    GEN_NOTE_SIGNING: {
      on: {
        resolve: [
          { guard: 'slowSigning' }, // waits: the note is never ready
          { target: 'NOTE_SIGNING' },
        ],
      },
    },
    NOTE_SIGNING: {
      on: {
        signNote: [
          {
            guard: 'needsCoDeed',
            target: 'CO_DEED_REQ',
            actions: { type: 'recordNoteSigned', params: { data: { coDeedStatus: 'PENDING' } } },
          },
          { guard: 'attorneyState', target: 'ATTORNEY_REVIEW', actions: { type: 'recordNoteSigned', params: {} } },
          {
            target: 'GEN_NOTARY_DISCLOSURE',
            actions: { type: 'recordNoteSigned', params: { status: { notaryDisclosureReady: true } } },
          },
        ],
      },
    },
    CO_DEED_REQ: {
      on: {
        coDeedComplete: [
          { guard: 'attorneyState', target: 'ATTORNEY_REVIEW', actions: patch({ data: { coDeedStatus: 'COMPLETE' } }) },
          {
            target: 'GEN_NOTARY_DISCLOSURE',
            actions: patch({ status: { notaryDisclosureReady: true }, data: { coDeedStatus: 'COMPLETE' } }),
          },
        ],
      },
    },
    ATTORNEY_REVIEW: {
      on: { resolve: { target: 'GEN_NOTARY_DISCLOSURE', actions: patch({ status: { notaryDisclosureReady: true } }) } },
    },
    GEN_NOTARY_DISCLOSURE: {
      on: {
        enotary: {
          target: 'NOTARY_WAITING_PERIOD',
          actions: patch({ status: { manualNotary: false, notaryDisclosureComplete: true } }),
        },
        manualNotary: { target: 'MANUAL_DEED_SIGNING', actions: 'recordManualNotary' },
      },
    },
    MANUAL_DEED_SIGNING: {
      on: {
        reserveNotary: { target: 'DEED_SIGNING', actions: 'recordReservation' },
        cancelNotaryReservation: { target: 'GEN_NOTARY_DISCLOSURE', actions: patch(NOTARY_CHOICE_UNDONE) },
      },
    },
    NOTARY_WAITING_PERIOD: {
      on: {
        resolve: { target: 'DEED_SIGNING', actions: patch({ status: { primaryParticipantAcceptComplete: false } }) },
      },
    },
    DEED_SIGNING: {
      on: {
        notarySessionComplete: { guard: 'deedUnsigned', target: 'DEED_SIGNING', actions: 'completeNotarySession' },
        changeNotaryReservation: {
          guard: 'manualReservationOpen',
          target: 'DEED_SIGNING',
          actions: 'changeReservation',
        },
        cancelNotaryReservation: {
          guard: 'manualReservationOpen',
          target: 'GEN_NOTARY_DISCLOSURE',
          actions: patch(NOTARY_CHOICE_UNDONE),
        },
        manualNotary: { guard: 'enotaryUnsigned', target: 'MANUAL_DEED_SIGNING', actions: 'recordManualNotary' },
        // Once the deed is notarised the borrower is shown complete (§4.1) with the insurance still
        // owed and a link to insurance/upload: the proofs are taken here as in TRUST_AND_INSURANCE.
        insuranceUploaded: [
          { guard: 'insuranceNotOwedNow' }, // before the notary session, or nothing owed: not available
          {
            guard: 'insuranceProofsOutstanding',
            actions: { type: 'recordInsuranceProof', params: { complete: false } },
          },
          { target: 'GEN_RESCISSION', actions: { type: 'recordInsuranceProof', params: { complete: true } } },
        ],
        resolve: [
          { guard: 'deedUnsigned' }, // waits for the notary session
          { guard: 'insuranceDue', target: 'TRUST_AND_INSURANCE' },
          { target: 'GEN_RESCISSION', actions: patch({ status: { checklistStatus: 'GEN_RESCISSION' } }) },
        ],
      },
    },
    TRUST_AND_INSURANCE: {
      on: {
        insuranceUploaded: [
          {
            guard: 'insuranceProofsOutstanding',
            actions: { type: 'recordInsuranceProof', params: { complete: false } },
          },
          { target: 'GEN_RESCISSION', actions: { type: 'recordInsuranceProof', params: { complete: true } } },
        ],
      },
    },

    /* ---------- funding ---------- */
    GEN_RESCISSION: {
      on: { resolve: { target: 'RESCISSION', actions: patch({ status: { checklistStatus: 'RESCISSION' } }) } },
    },
    RESCISSION: {
      on: { resolve: { target: 'RECORDING', actions: patch({ status: { checklistStatus: 'RECORDING' } }) } },
    },
    RECORDING: { on: { resolve: { target: 'FUNDABLE', actions: patch({ status: { checklistStatus: 'FUNDABLE' } }) } } },
    FUNDABLE: {
      on: {
        resolve: [{ guard: 'scenarioDirectPayoff', target: 'DIRECT_DEBT_PAYOFF' }, { target: 'FUNDING_DECISION' }],
      },
    },
    DIRECT_DEBT_PAYOFF: { on: { resolve: { target: 'FUNDING_DECISION' } } },
    FUNDING_DECISION: { on: { resolve: { target: 'COMPLETE' }, cancel: {} } },

    /* ---------- ends (withdrawing is closed) ---------- */
    COMPLETE: { on: { cancel: {} } },
    DECLINED: { on: { cancel: {} } },
    CANCELLED: { on: { cancel: {} } },

    /* ---------- sandbox-only (SANDBOX_ONLY_STATES) ---------- */
    GEN_APP_DISCLOSURES: {},
    GEN_PRE_SOFT_CREDIT_DISCLOSURE: {},
    WAITING_FOR_APPLICATION_DISCLOSURE: {},
    WAITING_FOR_PRE_SOFT_CREDIT_DISCLOSURE: {},
    WAITING_FOR_SUMMARY_DISCLOSURE: {},
    PREQUAL_TITLE: {},
    UNKNOWN: {},
  },
});

export type LifecycleMachine = typeof lifecycleMachine;
