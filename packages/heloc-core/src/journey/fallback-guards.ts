/**
 * The fallback machine's guards as pure predicates over the application facts, each with its
 * condition in plain language beside it so that docs and the flow explorer cannot drift from it.
 */
import { ID_FRONT_DOCUMENT_TYPES } from '../enums.js';
import type { Heloc, Profile } from '../entities.js';

/** What the fallback machine knows about the application. */
export interface FallbackFacts {
  readonly heloc: Heloc;
  readonly profile: Profile;
}

const status = (f: FallbackFacts) => f.heloc.status ?? {};
const isTexas = (f: FallbackFacts) => f.heloc.property?.state?.toUpperCase() === 'TX';
const hasIdFront = (f: FallbackFacts) =>
  (f.heloc.documents ?? []).some((d) => (ID_FRONT_DOCUMENT_TYPES as readonly string[]).includes(d.type));
const bpo = (f: FallbackFacts) => status(f).bpo ?? 'UNKNOWN_BPO_STATUS';

interface GuardDefinition {
  readonly description: string;
  readonly test: (facts: FallbackFacts) => boolean;
}

export const FALLBACK_GUARDS = {
  hasCompleteProfile: {
    description:
      'The selected property is one of the profile addresses and has an ownership, the profile has an SSN, and a hard credit pull exists.',
    test: (f) => {
      const selected = (f.profile.addresses ?? []).find((a) => a.uuid === f.heloc.selectedPropertyUuid);
      return (
        Boolean(selected?.ownership) &&
        f.profile.hasSsn === true &&
        (f.profile.creditPulls ?? []).some((p) => p.type === 'HARD_CREDIT')
      );
    },
  },
  isIncomeVerified: {
    description: 'The underwriting sub-decision is VERIFIED_INCOME_MATCHED_OFFER or FINAL_OFFER.',
    test: (f) => ['VERIFIED_INCOME_MATCHED_OFFER', 'FINAL_OFFER'].includes(status(f).uwSubDecision ?? ''),
  },
  needsManualPaystubs: {
    description: 'Manual paystub upload is on, its tasks are not complete, and no income source is self-employed.',
    test: (f) =>
      status(f).manualPaystubUpload === true &&
      status(f).manualPaystubTasksComplete !== true &&
      !(f.heloc.incomeSources ?? []).some((s) => s.employmentType === 'SELF_EMPLOYED'),
  },
  needsEmploymentVerification: {
    description: 'The status says employment verification is needed.',
    test: (f) => status(f).employmentVerificationNeeded === true,
  },
  hasIdClearOfBpo: {
    description:
      "An ID front document (driver's license, ID card, passport or permanent resident card) exists; for a TX property, bpo must be not required or unknown.",
    test: (f) => hasIdFront(f) && (!isTexas(f) || ['BPO_NOT_REQUIRED', 'UNKNOWN_BPO_STATUS'].includes(bpo(f))),
  },
  needsBpoEscalation: {
    description:
      'The property is in TX, a disbursement account and an ID front document exist, and bpo is required or unknown.',
    test: (f) =>
      isTexas(f) &&
      Boolean(f.heloc.disburseAccount) &&
      hasIdFront(f) &&
      ['BPO_REQUIRED', 'UNKNOWN_BPO_STATUS'].includes(bpo(f)),
  },
  needsOfferSelection: {
    description: 'No offer is held (term 0 and rate 0) and the sub-decision is VERIFIED_OFFER.',
    test: (f) => (f.heloc.term ?? 0) === 0 && (f.heloc.rate ?? 0) === 0 && status(f).uwSubDecision === 'VERIFIED_OFFER',
  },
  isDeclined: {
    description: 'The underwriting decision is DECLINE.',
    test: (f) => status(f).uwDecision === 'DECLINE',
  },
  isDtiDecline: {
    description: 'The underwriting decision is DECLINE and the DTI decline flag is set.',
    test: (f) => status(f).uwDecision === 'DECLINE' && status(f).dtiDecline === true,
  },
  isCreditScoreDecline: {
    description: 'The underwriting decision is DECLINE and the credit-score decline flag is set.',
    test: (f) => status(f).uwDecision === 'DECLINE' && status(f).creditScoreDecline === true,
  },
  hasCreditFrozenWithPin: {
    description: 'The credit file is frozen with a PIN (creditFrozenWithPin).',
    test: (f) => status(f).creditFrozenWithPin === true,
  },
  hasDatatreeNoMatch: {
    description: 'The property data provider found no match (datatreeNoMatch).',
    test: (f) => status(f).datatreeNoMatch === true,
  },
  isBpoProcessing: {
    description: 'bpo is BPO_PROCESSING.',
    test: (f) => bpo(f) === 'BPO_PROCESSING',
  },
  paysManually: {
    description: 'The payment type is MANUAL (no autopay account to set up).',
    test: (f) => f.heloc.payType === 'MANUAL',
  },
  needsInquiryAttestation: {
    description: 'A hard-credit inquiry attestation is needed and not yet complete.',
    test: (f) => status(f).inquiryAttestNeeded === true && status(f).inquiryAttestComplete !== true,
  },
  awaitsCoDeedSigner: {
    description: 'A co-deed status exists and is not COMPLETE: another signer still has to sign.',
    test: (f) => f.heloc.coDeedStatus != null && f.heloc.coDeedStatus !== 'COMPLETE',
  },
  isCoDeedComplete: {
    description: 'The co-deed status is COMPLETE.',
    test: (f) => f.heloc.coDeedStatus === 'COMPLETE',
  },
  isManualDeedSigningComplete: {
    description: 'The manual (in-person) deed signing is complete.',
    test: (f) => status(f).manualDeedSigningComplete === true,
  },
  hasInsurance: {
    description: 'Insurance is complete.',
    test: (f) => f.heloc.insurance?.complete === true,
  },
  canFinish: {
    description:
      'The checklist is in a RESCISSION-type state (GEN_RESCISSION or RESCISSION) and insurance is complete.',
    test: (f) =>
      ['GEN_RESCISSION', 'RESCISSION'].includes(status(f).checklistStatus ?? '') &&
      f.heloc.insurance?.complete === true,
  },
} as const satisfies Record<string, GuardDefinition>;

export type FallbackGuardName = keyof typeof FALLBACK_GUARDS;
export const FALLBACK_GUARD_NAMES = Object.keys(FALLBACK_GUARDS) as FallbackGuardName[];

export function describeGuard(name: string): string | undefined {
  return (FALLBACK_GUARDS as Record<string, GuardDefinition>)[name]?.description;
}

/** Evaluates a guard by name, with the reason, for "what if" tools. */
export function evaluateGuard(name: FallbackGuardName, facts: FallbackFacts): { passed: boolean; description: string } {
  const guard: GuardDefinition = FALLBACK_GUARDS[name];
  return { passed: guard.test(facts), description: guard.description };
}
