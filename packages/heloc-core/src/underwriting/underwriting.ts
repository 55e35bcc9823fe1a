/**
 * What underwriting found about an application: the facts the hold, review, recovery and decline
 * screens explain (issue 12). The server reports them at GET underwritingPath(uuid), owner only;
 * each section is null until it applies, so a screen reads its own section and nothing else.
 * The rules that turn these facts into words (adverse-action.ts, offer-change.ts, holds.ts …) are
 * pure functions of this answer: the server supplies facts, the core decides what a borrower reads.
 *
 * Regulations behind the facts:
 * - decision.reasons: ECOA / Regulation B, 12 CFR §1002.9(a)(2), (b)(2) — the specific principal
 *   reasons for an adverse action (at most four are useful, comment 9(b)(2)-1), worded as in the
 *   sample notice, Appendix C form C-1.
 * - decision.creditScore: FCRA §615(a)(2), 15 U.S.C. §1681m(a)(2) with §609(f)(1)(A)–(E), 15 U.S.C.
 *   §1681g(f)(1): the score used, its range, up to four key factors (five when the number of
 *   inquiries is a key factor but not among the first four), the date it was created and who made it.
 * - decision.bureau: FCRA §615(a)(3)–(4): the consumer reporting agency's name, address and toll-free
 *   number, that it did not make the decision, the free copy within 60 days and the right to dispute.
 * - decision.ecoaAgency: §1002.9(b)(1) — the federal agency that administers ECOA for this creditor
 *   (Appendix A of Regulation B).
 */
import * as v from 'valibot';
import { UNDERWRITING_ENDPOINTS } from '../contract/closing-endpoints.js';
import { endpointPath } from '../contract/endpoints.js';

export const underwritingPath = (uuid: string) => endpointPath(UNDERWRITING_ENDPOINTS.underwriting, { uuid });

const iso = v.pipe(v.string(), v.isoTimestamp());
const money = v.pipe(v.number(), v.minValue(0));
const percent = v.pipe(v.number(), v.minValue(0));

/** The three nationwide consumer reporting agencies (FCRA §603(p)). */
export const CREDIT_BUREAUS = ['EQUIFAX', 'EXPERIAN', 'TRANSUNION'] as const;
export type CreditBureau = (typeof CREDIT_BUREAUS)[number];

/**
 * The principal reasons this product gives, each a line of Regulation B's sample form C-1
 * (Appendix C) or, for a score, the key factor wording; the text lives in adverse-action.ts.
 */
export const DECLINE_REASONS = [
  'INCOME_INSUFFICIENT',
  'EXCESSIVE_OBLIGATIONS',
  'CREDIT_SCORE',
  'DELINQUENT_OBLIGATIONS',
  'RECENT_INQUIRIES',
  'LIMITED_CREDIT_EXPERIENCE',
  'COLLATERAL_INSUFFICIENT',
  'COLLATERAL_CONDITION',
  'UNABLE_TO_VERIFY_INCOME',
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

/** Which decline this is: the machine's declined / creditScoreDeclined / dtiDeclined, plus why. */
export const DECLINE_KINDS = ['UNDERWRITING', 'CREDIT_SCORE', 'DTI', 'PROPERTY_CONDITION'] as const;
export type DeclineKind = (typeof DECLINE_KINDS)[number];

/** Appendix A of Regulation B: the agency named in the ECOA notice, by kind of creditor. */
export const ECOA_AGENCIES = ['FTC', 'NCUA', 'CFPB'] as const;
export type EcoaAgency = (typeof ECOA_AGENCIES)[number];

const creditScoreFactsSchema = v.object({
  score: v.pipe(v.number(), v.integer()),
  rangeMin: v.pipe(v.number(), v.integer()),
  rangeMax: v.pipe(v.number(), v.integer()),
  /** Key factors that adversely affected the score, most important first (up to four, or five with inquiries). */
  keyFactors: v.pipe(v.array(v.string()), v.maxLength(5)),
  /** The date the score was created. */
  createdAt: iso,
  bureau: v.picklist(CREDIT_BUREAUS),
  /** The scoring model's name, e.g. "FICO Score 8". */
  model: v.string(),
});
export const decisionFactsSchema = v.object({
  kind: v.picklist(DECLINE_KINDS),
  decidedAt: iso,
  reasons: v.pipe(v.array(v.picklist(DECLINE_REASONS)), v.minLength(1), v.maxLength(4)),
  /** The score used in the decision (required for a CREDIT_SCORE decline; given whenever a score was used). */
  creditScore: v.nullable(creditScoreFactsSchema),
  /** The bureau whose report was used (every decline here used a soft pull at least). */
  bureau: v.picklist(CREDIT_BUREAUS),
  /** Debt-to-income: the borrower's and the program's maximum, for the DTI decline. */
  dti: v.nullable(v.object({ percent, maxPercent: percent })),
  /** The stated income used, for income declines. */
  statedIncome: v.nullable(money),
  ecoaAgency: v.picklist(ECOA_AGENCIES),
  /** The earliest date a new application can be considered (the sandbox: 90 days after the decision). */
  reapplyAfter: v.nullable(iso),
});
export type DecisionFacts = v.InferOutput<typeof decisionFactsSchema>;

/** Which credit file is locked or frozen, and whether a PIN lifts it (credit/error, review-app/incorrect-pin). */
const creditFreezeFactsSchema = v.object({
  pull: v.picklist(['SOFT', 'HARD']),
  bureau: v.picklist(CREDIT_BUREAUS),
  withPin: v.boolean(),
  /** Wrong PINs entered so far (the sandbox allows retries; the screen says how many were wrong). */
  incorrectPinAttempts: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type CreditFreezeFacts = v.InferOutput<typeof creditFreezeFactsSchema>;

/** The figures an offer rests on: the before and after of "why my offer changed". */
const offerBasisSchema = v.object({
  homeValue: money,
  /** The balances of the liens ahead of this line. */
  existingLiens: money,
  /** Combined loan-to-value with the full line drawn. */
  cltvPercent: percent,
  dtiPercent: percent,
  lineAmount: money,
  aprPercent: percent,
  /** The annual income the offer used (stated before verification, verified after). */
  annualIncome: money,
  lienPosition: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type OfferBasis = v.InferOutput<typeof offerBasisSchema>;

export const OFFER_CHANGE_REASONS = ['LIEN_POSITION_CLTV', 'VERIFIED_INCOME', 'REVALUATION'] as const;
export type OfferChangeReason = (typeof OFFER_CHANGE_REASONS)[number];

/**
 * What the combined counteroffer and adverse action notice needs (Reg B 12 CFR §1002.9(a)(1)(iv),
 * comment 9(a)(1)-6, Appendix C form C-4; decision 054): the principal reasons the requested terms
 * could not be offered, the bureau whose report supplied the obligations (FCRA §615(a)) and the
 * Appendix A agency. The lifecycle records the reasons and bureau when it revises the offer; the
 * agency is the creditor's, added when the facts are read.
 */
export const counterofferFactsSchema = v.object({
  reasons: v.pipe(v.array(v.picklist(DECLINE_REASONS)), v.minLength(1), v.maxLength(4)),
  bureau: v.picklist(CREDIT_BUREAUS),
  ecoaAgency: v.picklist(ECOA_AGENCIES),
});
export type CounterofferFacts = v.InferOutput<typeof counterofferFactsSchema>;

export const offerChangeFactsSchema = v.object({
  reason: v.picklist(OFFER_CHANGE_REASONS),
  changedAt: iso,
  before: offerBasisSchema,
  after: offerBasisSchema,
  /** Present when the change is a counteroffer the notice is built for (VERIFIED_INCOME); absent or null otherwise. */
  counteroffer: v.optional(v.nullable(counterofferFactsSchema)),
});
export type OfferChangeFacts = v.InferOutput<typeof offerChangeFactsSchema>;

export const LIEN_KINDS = ['FIRST_MORTGAGE', 'SECOND_MORTGAGE', 'HELOC', 'JUDGMENT', 'TAX_LIEN'] as const;
export type LienKind = (typeof LIEN_KINDS)[number];

const lienSchema = v.object({
  uuid: v.string(),
  lender: v.string(),
  kind: v.picklist(LIEN_KINDS),
  position: v.pipe(v.number(), v.integer(), v.minValue(1)),
  balance: money,
  recordedOn: v.nullable(v.string()),
  /** The last four of the account, when title reported it. */
  accountMask: v.nullable(v.string()),
});
export type Lien = v.InferOutput<typeof lienSchema>;

const creditInquirySchema = v.object({
  uuid: v.string(),
  creditor: v.string(),
  inquiredOn: v.string(),
  bureau: v.picklist(CREDIT_BUREAUS),
});
export type CreditInquiry = v.InferOutput<typeof creditInquirySchema>;

const lienFactsSchema = v.object({
  liens: v.array(lienSchema),
  /** Recent hard inquiries to attest to when inquiryAttestNeeded (else empty). */
  inquiries: v.array(creditInquirySchema),
  attestedAt: v.nullable(iso),
});
export type LienFacts = v.InferOutput<typeof lienFactsSchema>;

const payoffFactsSchema = v.object({
  lien: lienSchema,
  /** When the payoff statement was requested from the lender. */
  requestedAt: iso,
  /** The payoff amount quoted (principal, interest to the payoff date, fees), once the statement is in. */
  quotedAmount: v.nullable(money),
  goodThrough: v.nullable(v.string()),
  /** Whether the borrower has confirmed the payoff (the lender needs their authorization to release the figures). */
  borrowerConfirmedAt: v.nullable(iso),
});
export type PayoffFacts = v.InferOutput<typeof payoffFactsSchema>;

const VALUATION_KINDS = ['AVM', 'ESTIMATE', 'BPO', 'RESI_EVAL'] as const;
const valuationFactsSchema = v.object({
  kind: v.nullable(v.picklist(VALUATION_KINDS)),
  /** Whether a broker price opinion must be ordered (status.bpo). */
  required: v.boolean(),
  /** The fee and who pays it (shared-surfaces §9: valuation $180 if no AVM). */
  fee: money,
  feePaidBy: v.picklist(['BORROWER_AT_CLOSING', 'LENDER']),
  orderedAt: v.nullable(iso),
  completedAt: v.nullable(iso),
  value: v.nullable(money),
  /** The condition the inspector reported (GOOD … POOR), once done. */
  propertyCondition: v.nullable(v.string()),
});
export type ValuationFacts = v.InferOutput<typeof valuationFactsSchema>;

const delinquencyFactsSchema = v.object({
  /** The creditor that reported the late payment, and the account's last four. */
  creditor: v.string(),
  accountMask: v.nullable(v.string()),
  daysLate: v.pipe(v.number(), v.integer()),
  reportedOn: v.string(),
  explainedAt: v.nullable(iso),
});
export type DelinquencyFacts = v.InferOutput<typeof delinquencyFactsSchema>;

export const OWNERSHIP_TYPES = ['SOLE', 'JOINT', 'TRUST'] as const;
export type OwnershipType = (typeof OWNERSHIP_TYPES)[number];

const ownershipFactsSchema = v.object({
  /** The vesting on title: the owners' names as recorded. */
  namesOnTitle: v.array(v.string()),
  vestingOnTitle: v.picklist(OWNERSHIP_TYPES),
  /** What the borrower told us at registration. */
  statedOwnership: v.nullable(v.picklist(OWNERSHIP_TYPES)),
  correctedAt: v.nullable(iso),
});
export type OwnershipFacts = v.InferOutput<typeof ownershipFactsSchema>;

export const underwritingResponseSchema = v.object({
  decision: v.nullable(decisionFactsSchema),
  creditFreeze: v.nullable(creditFreezeFactsSchema),
  offerChange: v.nullable(offerChangeFactsSchema),
  liens: v.nullable(lienFactsSchema),
  payoff: v.nullable(payoffFactsSchema),
  valuation: v.nullable(valuationFactsSchema),
  delinquency: v.nullable(delinquencyFactsSchema),
  ownership: v.nullable(ownershipFactsSchema),
  /** When a person began reviewing the file (review-app/uw), or null. */
  manualReviewSince: v.nullable(iso),
});
export type UnderwritingResponse = v.InferOutput<typeof underwritingResponseSchema>;
