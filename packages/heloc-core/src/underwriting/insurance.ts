/**
 * Insurance at closing: which proofs a borrower owes, why, and what the server says of each.
 *
 * - Hazard (homeowners) insurance is always required: the home secures the line, so it must be
 *   insured against fire and other hazards for at least the lesser of its replacement cost and the
 *   total of the liens on it, this line included — the usual mortgage covenant; the lender cannot
 *   require more than the replacement cost (a cap lenders follow from Fannie Mae Selling Guide
 *   B7-3-02 and the CFPB's servicing rule on force-placed insurance, 12 CFR §1024.37).
 * - Flood insurance is required when the home is in a special flood hazard area — a FEMA zone
 *   whose name begins with A or V — by the Flood Disaster Protection Act of 1973 (42 U.S.C.
 *   §4012a(b)) as the agencies carry it out: Regulation H, 12 CFR §208.25(c) for state member
 *   banks (the OCC's 12 CFR §22.3, the FDIC's §339.3, the NCUA's §760.3 say the same). The lender
 *   must determine the zone on FEMA's Standard Flood Hazard Determination Form (§208.25(f)) and,
 *   when the home is in a special flood hazard area, give the borrower a notice before closing
 *   (§208.25(i)).
 *
 * Pure data and rules: the server decides from these, the screens render them.
 */
import * as v from 'valibot';
import { CLOSING_ENDPOINTS } from '../contract/closing-endpoints.js';
import { endpointPath } from '../contract/endpoints.js';

const INSURANCE_PROOF_TYPES = ['PROOFOFHAZARDINSURANCE', 'PROOFOFFLOODINSURANCE'] as const;
export type InsuranceProofType = (typeof INSURANCE_PROOF_TYPES)[number];

/** A FEMA flood zone is a special flood hazard area when it begins with A or V (A, AE, AH, AO, AR, A99, V, VE). */
export function isSpecialFloodHazardArea(zone: string | null | undefined): boolean {
  return /^[AV]/i.test((zone ?? '').trim());
}

/** The proofs a borrower owes for a home in `floodZone` (null: not determined yet, so flood is not asked for yet). */
export function requiredInsuranceProofs(floodZone: string | null | undefined): readonly InsuranceProofType[] {
  return isSpecialFloodHazardArea(floodZone)
    ? ['PROOFOFHAZARDINSURANCE', 'PROOFOFFLOODINSURANCE']
    : ['PROOFOFHAZARDINSURANCE'];
}

/** The required proofs not yet given (in the order of `required`). */
export function missingInsuranceProofs(
  required: readonly InsuranceProofType[],
  given: Iterable<string>,
): InsuranceProofType[] {
  const have = new Set(given);
  return required.filter((t) => !have.has(t));
}

interface InsuranceRequirementText {
  readonly type: InsuranceProofType;
  readonly title: string;
  /** What the policy must cover, in plain words. */
  readonly coverage: string;
  /** Why it is required, with the rule named. */
  readonly why: string;
  /** The label of the upload field. */
  readonly uploadLabel: string;
}

export const INSURANCE_REQUIREMENTS: Readonly<Record<InsuranceProofType, InsuranceRequirementText>> = {
  PROOFOFHAZARDINSURANCE: {
    type: 'PROOFOFHAZARDINSURANCE',
    title: 'Homeowners (hazard) insurance',
    coverage:
      'Dwelling coverage of at least the lesser of the cost to rebuild your home (its replacement cost) or the total of every loan secured by it, this line of credit included.',
    why: 'Your home secures this line of credit, so it must stay insured against fire and other hazards. We never ask for more coverage than the cost to rebuild.',
    uploadLabel: 'Homeowners insurance declarations page',
  },
  PROOFOFFLOODINSURANCE: {
    type: 'PROOFOFFLOODINSURANCE',
    title: 'Flood insurance',
    coverage:
      'Building coverage of at least the lesser of the total of the loans secured by your home, its insurable value, or the most the National Flood Insurance Program offers ($250,000 for a home).',
    why: 'Your home is in a special flood hazard area on FEMA’s flood maps. Federal law (the Flood Disaster Protection Act) requires flood insurance for a loan secured by it, for as long as the loan is open.',
    uploadLabel: 'Flood insurance declarations page',
  },
};

/** The notice of special flood hazards (12 CFR §208.25(i)), shown with the flood requirement. */
export const FLOOD_HAZARD_NOTICE =
  'Notice of special flood hazards: the building securing this line of credit is in an area FEMA has identified as having special flood hazards. Flood insurance is required for as long as the line is open. Flood insurance is available through the National Flood Insurance Program, and from private insurers. Federal disaster relief may not be available for a flood in a declared disaster area, and it would not repay this loan.';

/** Said when the application cannot move on because a required proof is still missing (the server's 409 and the screen's list). */
export const insuranceMissingMessage = (missing: readonly InsuranceProofType[]) =>
  `Still needed: ${missing.map((t) => INSURANCE_REQUIREMENTS[t].title.toLowerCase()).join(' and ')}.`;

/* ---------- the mortgagee clause ---------- */

export interface MortgageeClause {
  /** The lines to give the insurer, in order. */
  readonly lines: readonly string[];
  /** The same, as one text to copy. */
  readonly text: string;
}

/**
 * The lender named on the policy as mortgagee (loss payee), so that a claim check includes it and
 * it is told before the policy lapses: the lender's legal name "its successors and/or assigns"
 * (ISAOA) "as their interests may appear" (ATIMA), its address and the loan number.
 */
export function mortgageeClause(
  lender: { companyName: string; companyAddress: string },
  loanNumber: string,
): MortgageeClause {
  const lines = [
    `${lender.companyName}, its successors and/or assigns, ISAOA/ATIMA`,
    lender.companyAddress,
    `Loan number ${loanNumber}`,
  ];
  return { lines, text: lines.join('\n') };
}

/* ---------- the review: GET {APPLICATION_API_PATH}/{uuid}/insurance ---------- */

export const insurancePath = (uuid: string) => endpointPath(CLOSING_ENDPOINTS.insuranceStatus, { uuid });

const INSURANCE_REVIEW_STATUSES = ['NOT_UPLOADED', 'UNDER_REVIEW', 'ACCEPTED', 'NEEDS_ATTENTION'] as const;
export type InsuranceReviewStatus = (typeof INSURANCE_REVIEW_STATUSES)[number];

/** The flood zone determination (FEMA's Standard Flood Hazard Determination Form). */
const floodDeterminationSchema = v.object({
  /** NOT_ORDERED before closing; ORDERED while the certificate is awaited; DETERMINED once the zone is known. */
  status: v.picklist(['NOT_ORDERED', 'ORDERED', 'DETERMINED']),
  zone: v.nullable(v.string()),
  specialFloodHazardArea: v.boolean(),
  determinedAt: v.nullable(v.string()),
});

const insuranceProofSchema = v.object({
  type: v.picklist(INSURANCE_PROOF_TYPES),
  status: v.picklist(INSURANCE_REVIEW_STATUSES),
  /** The reviewer's note when the proof needs attention. */
  note: v.nullable(v.string()),
  fileNames: v.array(v.string()),
  uploadedAt: v.nullable(v.string()),
});
export type InsuranceProof = v.InferOutput<typeof insuranceProofSchema>;

export const insuranceStatusSchema = v.object({
  flood: floodDeterminationSchema,
  /** The proofs this application owes, one row each. */
  proofs: v.array(insuranceProofSchema),
  /** Whether the borrower uploads them here (false: verified with the insurer without the borrower). */
  uploadRequired: v.boolean(),
  complete: v.boolean(),
});
export type InsuranceStatus = v.InferOutput<typeof insuranceStatusSchema>;

/** How each review status reads to the borrower. */
export const INSURANCE_REVIEW_LABELS: Readonly<Record<InsuranceReviewStatus, string>> = {
  NOT_UPLOADED: 'Not uploaded yet',
  UNDER_REVIEW: 'Under review',
  ACCEPTED: 'Accepted',
  NEEDS_ATTENTION: 'Needs your attention',
};

/** The proofs still to upload: not uploaded, or sent back by the reviewer. */
export const proofsToUpload = (status: Pick<InsuranceStatus, 'proofs'>): InsuranceProofType[] =>
  status.proofs.filter((p) => p.status === 'NOT_UPLOADED' || p.status === 'NEEDS_ATTENTION').map((p) => p.type);

/* ---------- the flood certificate wait (error/flood-cert) ---------- */

export const FLOOD_CERT_TEXT = {
  title: 'We’re checking your home’s flood zone',
  ordered:
    'Before closing, federal rules have us find out whether your home is in a flood zone. We ordered a flood zone determination for your property — the standard FEMA form lenders use (the Standard Flood Hazard Determination Form).',
  timing:
    'It usually takes one to two business days. You don’t need to do anything: this page moves on by itself when the result is in.',
  next: 'If your home is in a special flood hazard area, you’ll need flood insurance before closing, and we’ll tell you: a notice of special flood hazards comes with the result, with what the policy must cover. If it isn’t, you go straight on to your closing documents.',
} as const;
