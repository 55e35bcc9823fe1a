/**
 * The fallback client state machine (applicant-journey §4.2): used when the server state has no
 * row in the screen table. The app sends an event whenever the borrower finishes a step or the
 * server reports an outcome; the machine state then names the screen (see machine-screen.ts).
 *
 * The spec gives the states, the start state and some guards, not the source → target pairs; the
 * pairs below follow the journey and are written down in docs/routing.md and decision 004.
 * Events may carry fresh facts; guards read the facts as they will be after the event.
 */
import { assign, setup } from 'xstate';
import { FALLBACK_GUARDS, type FallbackFacts } from './fallback-guards.js';

type FallbackContext = FallbackFacts;

export const FALLBACK_EVENT_TYPES = [
  // given by the spec
  'addProfileInfo',
  'addHmdaInfo',
  'summarySigning',
  'summarySigned',
  'incomeVerified',
  'incomePartialVerified',
  'manualDisburseSetup',
  'disbursementAch',
  'manualDisburseManualPay',
  'idDocsUploaded',
  'bpoEscalate',
  'underwrite',
  'noteSigning',
  'signed',
  'coDeedConfirmed',
  'deedSigning',
  'enotarySigned',
  'manualEnotarySigned',
  'insuranceConfirmed',
  'finish',
  'employerVerification',
  'bpoProcessWaiting',
  'datatreeNoMatch',
  'creditIncorrectPin',
  'dtiDecline',
  'creditScoreDecline',
  // designed here so that every machine state of the table can be reached (decision 004)
  'offersReady',
  'creditNoMatch',
  'creditNoMatchSsn',
  'creditLocked',
  'propertyNotFound',
  'delinquencyReview',
  'underwriterReview',
  'decline',
  'offerSelected',
  'assetsRequired',
  'lienReview',
  'merchantReview',
  'lienAttestationNeeded',
] as const;
export type FallbackEventType = (typeof FALLBACK_EVENT_TYPES)[number];

export interface FallbackEvent {
  readonly type: FallbackEventType;
  /** Fresh facts reported with the event; they replace the stored ones before guards run. */
  readonly facts?: Partial<FallbackFacts>;
}

/** What each event means, in words (docs and the flow explorer show these). */
export const FALLBACK_EVENT_DESCRIPTIONS: Record<FallbackEventType, string> = {
  addProfileInfo: 'The borrower completed the contact details (start/contact).',
  addHmdaInfo: 'The borrower answered the HMDA questions.',
  summarySigning: 'The application summary disclosure is ready to sign.',
  summarySigned: 'The borrower signed the application summary and E-SIGN consent.',
  incomeVerified: 'Income verification finished with a matching or final offer.',
  incomePartialVerified: 'Income was only partly verified: paystubs must be uploaded by hand.',
  manualDisburseSetup: 'The disbursement account was entered by hand.',
  disbursementAch: 'The disbursement account was linked (ACH).',
  manualDisburseManualPay: 'A hand-entered disbursement account with manual payments (no autopay).',
  idDocsUploaded: 'An identity document was uploaded.',
  bpoEscalate: 'A broker price opinion (BPO) must be ordered before closing (Texas).',
  underwrite: 'The offer must be chosen again after underwriting.',
  noteSigning: 'The note-signing documents are being prepared or are ready.',
  signed: 'The borrower signed the note.',
  coDeedConfirmed: 'The additional (co-deed) signers have signed.',
  deedSigning: 'The deed is ready for notarised signing.',
  enotarySigned: 'The eNotary session finished.',
  manualEnotarySigned: 'The in-person notary signing finished.',
  insuranceConfirmed: 'Proof of insurance was accepted.',
  finish: 'Closing reached rescission with insurance complete: funding follows.',
  employerVerification: 'The employer must be verified.',
  bpoProcessWaiting: 'The BPO has been ordered and is being processed.',
  datatreeNoMatch: 'The property records lookup found no match.',
  creditIncorrectPin: 'The credit freeze PIN was wrong.',
  dtiDecline: 'Declined for debt-to-income.',
  creditScoreDecline: 'Declined for credit score.',
  offersReady: 'The credit check finished and initial offers are available.',
  creditNoMatch: 'The credit bureau found no match: the SSN must be re-entered.',
  creditNoMatchSsn: 'The credit bureau found no match even with the SSN.',
  creditLocked: 'The credit file is locked or frozen.',
  propertyNotFound: 'No property, or several, matched the address.',
  delinquencyReview: 'A delinquency on the property or credit needs review.',
  underwriterReview: 'The application went to manual underwriting review.',
  decline: 'The application was declined.',
  offerSelected: 'The borrower chose an offer.',
  assetsRequired: 'Assets must be verified before an offer (asset depletion).',
  lienReview: 'Existing liens must be reviewed.',
  merchantReview: 'The merchant must review the application.',
  lienAttestationNeeded: 'The borrower must attest to liens and recent credit inquiries.',
};

export const fallbackMachine = setup({
  types: {
    context: {} as FallbackContext,
    events: {} as FallbackEvent,
    input: {} as FallbackFacts,
  },
  guards: {
    hasCompleteProfile: ({ context, event }) => FALLBACK_GUARDS.hasCompleteProfile.test(factsAfter(context, event)),
    isIncomeVerified: ({ context, event }) => FALLBACK_GUARDS.isIncomeVerified.test(factsAfter(context, event)),
    needsManualPaystubs: ({ context, event }) => FALLBACK_GUARDS.needsManualPaystubs.test(factsAfter(context, event)),
    needsEmploymentVerification: ({ context, event }) =>
      FALLBACK_GUARDS.needsEmploymentVerification.test(factsAfter(context, event)),
    hasIdClearOfBpo: ({ context, event }) => FALLBACK_GUARDS.hasIdClearOfBpo.test(factsAfter(context, event)),
    needsBpoEscalation: ({ context, event }) => FALLBACK_GUARDS.needsBpoEscalation.test(factsAfter(context, event)),
    needsOfferSelection: ({ context, event }) => FALLBACK_GUARDS.needsOfferSelection.test(factsAfter(context, event)),
    isDeclined: ({ context, event }) => FALLBACK_GUARDS.isDeclined.test(factsAfter(context, event)),
    isDtiDecline: ({ context, event }) => FALLBACK_GUARDS.isDtiDecline.test(factsAfter(context, event)),
    isCreditScoreDecline: ({ context, event }) => FALLBACK_GUARDS.isCreditScoreDecline.test(factsAfter(context, event)),
    hasCreditFrozenWithPin: ({ context, event }) =>
      FALLBACK_GUARDS.hasCreditFrozenWithPin.test(factsAfter(context, event)),
    hasDatatreeNoMatch: ({ context, event }) => FALLBACK_GUARDS.hasDatatreeNoMatch.test(factsAfter(context, event)),
    isBpoProcessing: ({ context, event }) => FALLBACK_GUARDS.isBpoProcessing.test(factsAfter(context, event)),
    paysManually: ({ context, event }) => FALLBACK_GUARDS.paysManually.test(factsAfter(context, event)),
    needsInquiryAttestation: ({ context, event }) =>
      FALLBACK_GUARDS.needsInquiryAttestation.test(factsAfter(context, event)),
    awaitsCoDeedSigner: ({ context, event }) => FALLBACK_GUARDS.awaitsCoDeedSigner.test(factsAfter(context, event)),
    isCoDeedComplete: ({ context, event }) => FALLBACK_GUARDS.isCoDeedComplete.test(factsAfter(context, event)),
    isManualDeedSigningComplete: ({ context, event }) =>
      FALLBACK_GUARDS.isManualDeedSigningComplete.test(factsAfter(context, event)),
    hasInsurance: ({ context, event }) => FALLBACK_GUARDS.hasInsurance.test(factsAfter(context, event)),
    canFinish: ({ context, event }) => FALLBACK_GUARDS.canFinish.test(factsAfter(context, event)),
  },
  actions: {
    recordFacts: assign(({ context, event }) => factsAfter(context, event)),
  },
}).createMachine({
  id: 'fallback',
  initial: 'profile',
  context: ({ input }) => input,
  // Facts reported with an event are kept even when the event moves nowhere.
  on: { '*': { actions: 'recordFacts' } },
  states: {
    profile: { on: creditOutcomes() },
    ssnCredit: { on: creditOutcomes() },
    errorCredit: { on: creditOutcomes() },
    incorrectPin: { on: creditOutcomes() },
    noCredit: { on: creditOutcomes() },
    noProperty: { on: creditOutcomes() },
    datatreeError: { on: creditOutcomes() },
    delinquency: { on: { offersReady: go('product'), ...declines() } },
    uwReview: { on: { offersReady: go('product'), underwrite: go('product', 'needsOfferSelection'), ...declines() } },
    liens: { on: { offersReady: go('product'), ...declines() } },
    product: {
      on: {
        offerSelected: go('moreProfile'),
        assetsRequired: go('assetDepletion'),
        lienReview: go('liens'),
        underwriterReview: go('uwReview'),
        ...declines(),
      },
    },
    assetDepletion: { on: { offerSelected: go('moreProfile'), ...declines() } },
    moreProfile: { on: { addProfileInfo: go('hmda', 'hasCompleteProfile'), ...declines() } },
    hmda: { on: { addHmdaInfo: go('waitSummary'), ...declines() } },
    waitSummary: { on: { summarySigning: go('appSummary'), ...declines() } },
    appSummary: { on: { summarySigned: go('incomeReview'), ...declines() } },
    incomeReview: {
      on: {
        incomeVerified: go('docVerify', 'isIncomeVerified'),
        incomePartialVerified: go('manualPaystubUpload', 'needsManualPaystubs'),
        employerVerification: go('emplVerify', 'needsEmploymentVerification'),
        underwrite: go('product', 'needsOfferSelection'),
        ...declines(),
      },
    },
    manualPaystubUpload: {
      on: {
        incomeVerified: go('docVerify', 'isIncomeVerified'),
        employerVerification: go('emplVerify', 'needsEmploymentVerification'),
        underwrite: go('product', 'needsOfferSelection'),
        ...declines(),
      },
    },
    emplVerify: {
      on: {
        incomeVerified: go('docVerify', 'isIncomeVerified'),
        underwrite: go('product', 'needsOfferSelection'),
        ...declines(),
      },
    },
    docVerify: {
      on: {
        idDocsUploaded: go('ach', 'hasIdClearOfBpo'),
        bpoEscalate: go('bpo', 'needsBpoEscalation'),
        ...declines(),
      },
    },
    ach: {
      on: {
        disbursementAch: go('autopay'),
        manualDisburseSetup: go('manualAutopay'),
        manualDisburseManualPay: go('waitSign', 'paysManually'),
        bpoEscalate: go('bpo', 'needsBpoEscalation'),
        noteSigning: go('waitSign'),
        ...declines(),
      },
    },
    autopay: { on: afterBank() },
    manualAutopay: { on: afterBank() },
    waitMerchant: {
      on: {
        lienAttestationNeeded: go('lienAttestation', 'needsInquiryAttestation'),
        noteSigning: go('waitSign'),
        ...declines(),
      },
    },
    lienAttestation: { on: { noteSigning: go('waitSign'), ...declines() } },
    bpo: { on: { bpoProcessWaiting: go('bpoProcessing', 'isBpoProcessing'), ...declines() } },
    bpoProcessing: { on: { noteSigning: go('waitSign'), ...declines() } },
    waitSign: { on: { noteSigning: go('sign'), underwrite: go('product', 'needsOfferSelection'), ...declines() } },
    sign: {
      on: {
        signed: [
          { target: 'codeed', guard: 'awaitsCoDeedSigner', actions: 'recordFacts' },
          { target: 'waitNotary', actions: 'recordFacts' },
        ],
        underwrite: go('product', 'needsOfferSelection'),
        ...declines(),
      },
    },
    codeed: { on: { coDeedConfirmed: go('waitNotary', 'isCoDeedComplete'), ...declines() } },
    waitNotary: { on: { deedSigning: go('notary'), ...declines() } },
    notary: {
      on: {
        enotarySigned: go('insurance'),
        manualEnotarySigned: go('insurance', 'isManualDeedSigningComplete'),
        ...declines(),
      },
    },
    insurance: { on: { insuranceConfirmed: go('waitFund', 'hasInsurance'), ...declines() } },
    waitFund: { on: { finish: go('complete', 'canFinish'), ...declines() } },
    complete: { type: 'final' },
    declined: { type: 'final' },
    dtiDeclined: { type: 'final' },
    creditScoreDeclined: { type: 'final' },
  },
});

type GuardName = keyof typeof FALLBACK_GUARDS;

function go<T extends string>(target: T, guard?: GuardName) {
  return guard ? { target, guard, actions: 'recordFacts' as const } : { target, actions: 'recordFacts' as const };
}

function declines() {
  return {
    decline: go('declined', 'isDeclined'),
    dtiDecline: go('dtiDeclined', 'isDtiDecline'),
    creditScoreDecline: go('creditScoreDeclined', 'isCreditScoreDecline'),
  };
}

/** Outcomes of the credit and property checks, from the profile and every recovery screen. */
function creditOutcomes() {
  return {
    offersReady: go('product'),
    creditNoMatch: go('ssnCredit'),
    creditNoMatchSsn: go('noCredit'),
    creditLocked: go('errorCredit'),
    creditIncorrectPin: go('incorrectPin', 'hasCreditFrozenWithPin'),
    propertyNotFound: go('noProperty'),
    datatreeNoMatch: go('datatreeError', 'hasDatatreeNoMatch'),
    delinquencyReview: go('delinquency'),
    underwriterReview: go('uwReview'),
    lienReview: go('liens'),
    ...declines(),
  };
}

function afterBank() {
  return {
    bpoEscalate: go('bpo', 'needsBpoEscalation'),
    merchantReview: go('waitMerchant'),
    lienAttestationNeeded: go('lienAttestation', 'needsInquiryAttestation'),
    noteSigning: go('waitSign'),
    ...declines(),
  };
}

function factsAfter(context: FallbackContext, event: { facts?: Partial<FallbackFacts> }): FallbackFacts {
  const facts = event.facts;
  if (!facts) return context;
  return { heloc: facts.heloc ?? context.heloc, profile: facts.profile ?? context.profile };
}
