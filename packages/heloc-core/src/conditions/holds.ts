/**
 * The property, valuation and payoff branches (issue 12): what a borrower on a hold reads — what is
 * happening, how long it typically takes, what they can do meanwhile, and that we will email them —
 * and the words of the forms that get them back on track (delinquency, ownership, estimate, valuation
 * order, payoff authorization). Pure functions of the server state and the underwriting facts
 * (underwriting.ts): the app renders these views and decides nothing.
 *
 * The typical times are the sandbox's honest figures, not promises; where they come from is in
 * the decision record uw-property-holds (docs/decisions).
 */
import * as v from 'valibot';
import { VALUATION_FEE_NO_AVM } from '../constants.js';
import { formatCurrency, formatDate } from '../format.js';
import { stepSchema } from '../contract/steps.js';
import { selectionProblem } from './uploads.js';
import { BPO_ORDER_STATES, BPO_PROCESSING_STATES, FINAL_TITLE_STATES } from '../journey/server-states.js';
import type {
  DelinquencyFacts,
  OwnershipFacts,
  OwnershipType,
  PayoffFacts,
  ValuationFacts,
} from '../underwriting/underwriting.js';

/** A range of business days, as the screens say it ("3–5 business days"). */
interface TypicalTime {
  readonly minBusinessDays: number;
  readonly maxBusinessDays: number;
}

export const formatTypicalTime = (t: TypicalTime): string =>
  t.minBusinessDays === t.maxBusinessDays
    ? `${t.minBusinessDays} business day${t.minBusinessDays === 1 ? '' : 's'}`
    : `${t.minBusinessDays}–${t.maxBusinessDays} business days`;

/** The typical times of each hold (the uw-property-holds decision says where each figure comes from). */
const HOLD_TIMES = {
  /** A broker price opinion: an agent visits (outside only, or inside by appointment) and writes it up. */
  VALUATION: { minBusinessDays: 3, maxBusinessDays: 5 },
  /** A residential evaluation: a desk review of data and photos, no appointment needed. */
  RESI_EVAL: { minBusinessDays: 1, maxBusinessDays: 3 },
  /** The final title search and the inspection report's review. */
  FINAL_TITLE: { minBusinessDays: 1, maxBusinessDays: 3 },
  /** A payoff statement from the lender being paid off, after the borrower authorizes it. */
  PAYOFF_STATEMENT: { minBusinessDays: 5, maxBusinessDays: 10 },
} as const satisfies Record<string, TypicalTime>;

export const HOLD_KINDS = [
  'VALUATION_ORDERED',
  'VALUATION_PROCESSING',
  'RESI_EVAL',
  'FINAL_TITLE',
  'CONDITION_ACCEPTABLE',
  'CONDITION_UNACCEPTABLE',
  'PAYOFF_STATEMENT',
] as const;
type HoldKind = (typeof HOLD_KINDS)[number];

export interface HoldView {
  readonly kind: HoldKind;
  readonly title: string;
  /** What is happening, in one or two sentences. */
  readonly happening: string;
  /** null when nothing is pending on our side (the decline follows at once). */
  readonly typicalTime: TypicalTime | null;
  /** What the borrower can do meanwhile (never empty: a hold never strands anyone). */
  readonly youCanDo: readonly string[];
  /** The "we will email you" line, with when. */
  readonly weWillEmail: string;
  /** The inspection found the condition unacceptable: a notice with the reasons follows (ECOA / Reg B §1002.9). */
  readonly declineFollows: boolean;
}

const EMAIL_WHEN_DONE = 'We will email you as soon as it is done, and this page moves on by itself.';
const MEANWHILE_DOCS = 'Keep your phone nearby: the inspector may call to confirm access to the property.';
const MEANWHILE_LEAVE =
  'You can close this page — your application is saved, and signing in again brings you back here.';

const HOLDS: Record<HoldKind, Omit<HoldView, 'kind'>> = {
  VALUATION_ORDERED: {
    title: 'Your home’s valuation has been ordered',
    happening:
      'A licensed real estate professional will look at your home and nearby sales and give us an opinion of its value (a broker price opinion). We are arranging the visit now.',
    typicalTime: HOLD_TIMES.VALUATION,
    youCanDo: [
      MEANWHILE_DOCS,
      'If the property is hard to reach (a gate code, pets, a tenant), reply to our email with the details.',
      MEANWHILE_LEAVE,
    ],
    weWillEmail: EMAIL_WHEN_DONE,
    declineFollows: false,
  },
  VALUATION_PROCESSING: {
    title: 'We are valuing your home',
    happening:
      'A licensed real estate professional is preparing an opinion of your home’s value (a broker price opinion) from a visit and nearby sales. Your line amount depends on it.',
    typicalTime: HOLD_TIMES.VALUATION,
    youCanDo: [MEANWHILE_DOCS, MEANWHILE_LEAVE],
    weWillEmail: EMAIL_WHEN_DONE,
    declineFollows: false,
  },
  RESI_EVAL: {
    title: 'We are reviewing your home’s value',
    happening:
      'An appraiser is reviewing your home’s value from public records, recent nearby sales and photos (a residential evaluation). No one needs to visit.',
    typicalTime: HOLD_TIMES.RESI_EVAL,
    youCanDo: [MEANWHILE_LEAVE],
    weWillEmail: EMAIL_WHEN_DONE,
    declineFollows: false,
  },
  FINAL_TITLE: {
    title: 'We are finishing the title review',
    happening:
      'We are running the final title search on your home — who owns it and what liens are recorded against it — and reviewing the property inspection.',
    typicalTime: HOLD_TIMES.FINAL_TITLE,
    youCanDo: [MEANWHILE_LEAVE],
    weWillEmail: EMAIL_WHEN_DONE,
    declineFollows: false,
  },
  CONDITION_ACCEPTABLE: {
    title: 'Your home’s condition has been accepted',
    happening: 'The inspection found your home’s condition acceptable. We are finishing the final title review.',
    typicalTime: HOLD_TIMES.FINAL_TITLE,
    youCanDo: [MEANWHILE_LEAVE],
    weWillEmail: EMAIL_WHEN_DONE,
    declineFollows: false,
  },
  CONDITION_UNACCEPTABLE: {
    title: 'We cannot accept the property’s condition',
    happening:
      'The inspection found the property’s condition unacceptable as security for a home-equity line, so we cannot approve this application.',
    typicalTime: null,
    youCanDo: [
      'Read the notice that follows: it gives the reasons for our decision and your rights.',
      'Once the property has been repaired, you can apply again.',
    ],
    weWillEmail:
      'A notice with the reasons for our decision follows on the next screen, and we will email you a copy within 30 days.',
    declineFollows: true,
  },
  PAYOFF_STATEMENT: {
    title: 'We are waiting for a payoff statement',
    happening:
      'Part of your line pays off an existing lien. We have asked that lender for a payoff statement: the exact amount to pay it off, and the date that amount is good through.',
    typicalTime: HOLD_TIMES.PAYOFF_STATEMENT,
    youCanDo: ['Keep making your payments to that lender until the payoff is done.', MEANWHILE_LEAVE],
    weWillEmail: EMAIL_WHEN_DONE,
    declineFollows: false,
  },
};

const PROCESSING: readonly string[] = BPO_PROCESSING_STATES;
const FINAL_TITLE: readonly string[] = FINAL_TITLE_STATES;
const ORDER: readonly string[] = BPO_ORDER_STATES;

/** Which hold a server state is, for bpo/hold and bpo/waiting (screen-map.ts routes them there). */
export function holdKindOf(state: string): HoldKind {
  if (state === 'FINAL_TITLE_UNACCEPTABLE_PROPERTY_CONDITION') return 'CONDITION_UNACCEPTABLE';
  if (state === 'FINAL_TITLE_ACCEPTABLE_PROPERTY_CONDITION') return 'CONDITION_ACCEPTABLE';
  if (FINAL_TITLE.includes(state)) return 'FINAL_TITLE';
  if (state === 'NAV_RESI_EVAL_PROCESSING' || state === 'NAV_RESI_EVAL_ORDER') return 'RESI_EVAL';
  if (PROCESSING.includes(state)) return 'VALUATION_PROCESSING';
  if (ORDER.includes(state)) return 'VALUATION_ORDERED';
  if (state === 'PAYOFF_REQUEST_PENDING') return 'PAYOFF_STATEMENT';
  // Any other state on a valuation screen (bpo/waiting from the fallback machine): the valuation is under way.
  return 'VALUATION_PROCESSING';
}

export function holdView(kind: HoldKind): HoldView {
  return { kind, ...HOLDS[kind] };
}

/* ---------------------------------------------------------------- valuation order (bpo/order-bpo, bpo/condition) */

/**
 * Why a Texas home is valued by a person, never by a model or an estimate. Tex. Const. art. XVI
 * §50(a)(6)(Q)(ix): the owner and the lender sign a written acknowledgment of the homestead's fair
 * market value on the date the credit is extended; §50(a)(6)(B): the loan and every other debt
 * secured by the homestead may not exceed 80% of that value. This is our reason for the process,
 * worded as a reason, not as legal advice.
 */
export const TEXAS_VALUATION_REASON =
  'Texas law asks you and the lender to sign a written acknowledgment of your home’s fair market value on the day the line is opened (Texas Constitution, article XVI, section 50(a)(6)(Q)(ix)), and limits all loans secured by your home to 80% of that value. So for Texas homes we confirm the value with a licensed professional who sees the property, and we check its condition at the same visit.';

const FEE_PAYERS = {
  BORROWER_AT_CLOSING: 'You pay it at closing, from the line — nothing is charged today.',
  LENDER: 'We pay it: there is no cost to you.',
} as const;

export interface ValuationOrderView {
  readonly title: string;
  readonly whatItIs: string;
  readonly fee: number;
  readonly feeText: string;
  readonly whoPays: string;
  /** The fee checkbox's label. */
  readonly feeLabel: string;
  /** Texas only: why its homes go through the condition flow. */
  readonly texasReason: string | null;
  /** What the visit needs from the borrower. */
  readonly access: readonly string[];
  readonly typicalTime: TypicalTime;
}

/** The order form's words: bpo/condition (Texas) or bpo/order-bpo; the fee from the facts, else §9's. */
export function valuationOrderView(valuation: ValuationFacts | null | undefined, texas: boolean): ValuationOrderView {
  const fee = valuation?.fee ?? VALUATION_FEE_NO_AVM;
  const paidBy = valuation?.feePaidBy ?? 'BORROWER_AT_CLOSING';
  const feeText = formatCurrency(fee);
  return {
    title: texas ? 'Order your home’s valuation and condition check' : 'Order a valuation of your home',
    whatItIs: texas
      ? 'A licensed real estate professional visits your home, reports its condition and gives an opinion of its value from nearby sales (a broker price opinion).'
      : 'We could not value your home automatically, so a licensed real estate professional will give an opinion of its value from a look at the property and nearby sales (a broker price opinion).',
    fee,
    feeText: `The valuation fee is ${feeText}.`,
    whoPays: FEE_PAYERS[paidBy],
    feeLabel:
      paidBy === 'LENDER'
        ? `I understand the ${feeText} valuation fee is paid by the lender`
        : `I agree to the ${feeText} valuation fee, paid at closing`,
    texasReason: texas ? TEXAS_VALUATION_REASON : null,
    access: [
      'Give the name and phone of whoever will let the inspector in — you, a tenant or an agent. They will call to agree a time.',
      'Tell us about anything that affects access: a gate code, pets, a tenant to notify.',
      texas
        ? 'The visit takes about 30 minutes and includes the inside of the home.'
        : 'The visit usually takes under 30 minutes; the inspector may only need to see the outside.',
    ],
    typicalTime: HOLD_TIMES.VALUATION,
  };
}

/** The order form checks what the step checks (steps.ts bpoOrder), the fee message included. */
export const bpoOrderFormSchema = stepSchema('bpoOrder');

/* ---------------------------------------------------------------- estimate (bpo/estimate-value) */

/** The range the estimatedValue step accepts (steps.ts), said in the guidance. */
const ESTIMATED_VALUE_MIN = 50_000;
export const ESTIMATED_VALUE_MAX = 20_000_000;

export const ESTIMATE_GUIDANCE = {
  title: 'What is your home worth?',
  intro:
    'We could not find an automated valuation for your home. Tell us what you think it is worth today, and we will use it for your offer — or order a valuation by a professional instead.',
  basis: [
    'Recent sale prices of similar homes nearby (same size, bedrooms and condition), from the last 6 months.',
    'A recent appraisal, or your property tax assessment adjusted to today’s market.',
    'Improvements since you bought it (a new roof, a renovated kitchen) — not furniture or repairs owed.',
  ],
  caution: 'Be realistic: if a later valuation comes in lower, your line amount may go down.',
  range: `Enter a value between ${formatCurrency(ESTIMATED_VALUE_MIN)} and ${formatCurrency(ESTIMATED_VALUE_MAX)}.`,
  orderInstead: 'Order a valuation instead',
  orderInsteadHint: `A professional values your home for ${formatCurrency(VALUATION_FEE_NO_AVM)}, paid at closing; it takes ${formatTypicalTime(HOLD_TIMES.VALUATION)}.`,
} as const;

export const estimatedValueFormSchema = stepSchema('estimatedValue');

/* ---------------------------------------------------------------- payoff (payoff/hold) */

export interface PayoffView {
  readonly lender: string;
  readonly lienLabel: string;
  readonly balanceText: string;
  /** The quote, once the statement is in ("$182,410 good through 03/14/2026"), else null. */
  readonly quoteText: string | null;
  /** The borrower still has to authorize the payoff (the lender releases figures only then). */
  readonly mustAuthorize: boolean;
  readonly authorizeLabel: string;
  readonly hold: HoldView;
}

const LIEN_LABELS = {
  FIRST_MORTGAGE: 'first mortgage',
  SECOND_MORTGAGE: 'second mortgage',
  HELOC: 'home-equity line',
  JUDGMENT: 'judgment lien',
  TAX_LIEN: 'tax lien',
} as const;

export function payoffView(payoff: PayoffFacts): PayoffView {
  const { lien } = payoff;
  const mask = lien.accountMask ? ` ending ${lien.accountMask}` : '';
  const hold = holdView('PAYOFF_STATEMENT');
  const mustAuthorize = payoff.borrowerConfirmedAt === null;
  return {
    lender: lien.lender,
    lienLabel: `${lien.lender} ${LIEN_LABELS[lien.kind]}${mask}`,
    balanceText: formatCurrency(lien.balance),
    quoteText:
      payoff.quotedAmount === null
        ? null
        : `${formatCurrency(payoff.quotedAmount, 2)}${payoff.goodThrough ? ` good through ${formatDate(payoff.goodThrough)}` : ''}`,
    mustAuthorize,
    authorizeLabel: `I authorize the lender to request a payoff statement from ${lien.lender} and to pay off this ${LIEN_LABELS[lien.kind]} from my line at closing.`,
    hold: mustAuthorize
      ? {
          ...hold,
          happening:
            'Part of your line pays off an existing lien. Before that lender releases the payoff figures, we need your authorization.',
          youCanDo: ['Authorize the payoff below.', ...hold.youCanDo],
        }
      : hold,
  };
}

/* ---------------------------------------------------------------- delinquency (review-app/delinquency) */

export const DELINQUENCY_EXPLANATION_MAX = 1000;
export function delinquencyIntro(facts: DelinquencyFacts | null | undefined): string {
  if (!facts) return 'Your credit report shows a late payment on a loan secured by this property.';
  const mask = facts.accountMask ? ` (account ending ${facts.accountMask})` : '';
  return `${facts.creditor}${mask} reported a payment ${facts.daysLate} days late on ${formatDate(facts.reportedOn)}.`;
}

export const DELINQUENCY_TEXT = {
  title: 'Tell us about a late payment',
  why: 'A late payment on your home is not an automatic no. A short explanation — what happened, and whether it is resolved — lets an underwriter weigh it fairly.',
  documentsHint:
    'Optional: up to 3 documents that support your explanation, such as a letter from the lender or proof the account is current.',
  next: 'After you send it, we continue with your application; an underwriter may contact you if they need more.',
} as const;

export const delinquencyFormSchema = stepSchema('delinquency');

/** "812 of 1000 characters left", said as the borrower types. */
export const charactersLeft = (text: string, max = DELINQUENCY_EXPLANATION_MAX): string => {
  const left = max - text.length;
  return left >= 0 ? `${left} of ${max} characters left` : `${-left} characters over the ${max} limit`;
};

/* ---------------------------------------------------------------- ownership (review-app/incorrect-ownership) */

export const OWNERSHIP_LABELS: Record<OwnershipType, { label: string; description: string; proof: string }> = {
  SOLE: {
    label: 'Only me',
    description: 'You are the only owner on title.',
    proof: 'a recorded deed showing you as the only owner',
  },
  JOINT: {
    label: 'Me and someone else',
    description: 'You own it jointly, e.g. with a spouse or partner; each owner on title will be asked to sign.',
    proof: 'a recorded deed showing every owner',
  },
  TRUST: {
    label: 'A trust',
    description: 'The home is held in a trust you are a trustee of.',
    proof: 'a certificate of trust (or the trust’s signature pages)',
  },
};

export const OWNERSHIP_TEXT = {
  title: 'Confirm who owns your home',
  why: 'The names recorded on your home’s title do not match what you told us. Tell us how the home is owned, and, if you have it, upload a document that proves it.',
  documentsHint: 'Optional: up to 3 documents — a recorded deed, or a certificate of trust.',
  trustNameRequired: 'Enter the trust’s name as it appears on title',
} as const;

/** How title records the ownership (its vesting), in words. */
const VESTING_LABELS: Record<OwnershipType, string> = {
  SOLE: 'One owner',
  JOINT: 'Joint owners',
  TRUST: 'Held in a trust',
};

export interface OwnershipView {
  readonly namesOnTitle: readonly string[];
  readonly vestingOnTitle: string;
  readonly stated: string | null;
}

export function ownershipView(facts: OwnershipFacts | null | undefined): OwnershipView | null {
  if (!facts) return null;
  return {
    namesOnTitle: facts.namesOnTitle,
    vestingOnTitle: VESTING_LABELS[facts.vestingOnTitle],
    stated: facts.statedOwnership ? OWNERSHIP_LABELS[facts.statedOwnership].label : null,
  };
}

/** The step's fields plus the rule the form adds: a trust needs its name. */
export const ownershipFormSchema = v.pipe(
  v.object({
    ownership: v.picklist(['SOLE', 'JOINT', 'TRUST'], 'Required'),
    trustName: v.pipe(v.string(), v.maxLength(200, 'Must be at most 200 characters')),
  }),
  v.forward(
    v.check(
      (values) => values.ownership !== 'TRUST' || values.trustName.trim().length > 0,
      OWNERSHIP_TEXT.trustNameRequired,
    ),
    ['trustName'],
  ),
);

/** The delinquency and ownership steps take 0–3 documents (steps.ts). */
const OPTIONAL_FILES_MAX = 3;

/** Optional documents (delinquency, ownership): none is fine; any chosen must all be sendable, at most 3. */
export function optionalFilesProblem(
  chosen: readonly { readonly checking: boolean; readonly problem: string | null }[],
): string | null {
  return chosen.length === 0 ? null : selectionProblem(chosen, 1, OPTIONAL_FILES_MAX);
}

/** What the valuation facts add to a hold: when it was ordered, and what it found once done. */
export function valuationDetails(
  valuation: ValuationFacts | null | undefined,
): readonly { label: string; value: string }[] {
  if (!valuation) return [];
  return [
    ...(valuation.orderedAt ? [{ label: 'Ordered', value: formatDate(valuation.orderedAt) }] : []),
    ...(valuation.completedAt ? [{ label: 'Completed', value: formatDate(valuation.completedAt) }] : []),
    ...(valuation.value !== null ? [{ label: 'Value found', value: formatCurrency(valuation.value) }] : []),
    ...(valuation.propertyCondition ? [{ label: 'Condition reported', value: valuation.propertyCondition }] : []),
  ];
}

/**
 * How often a hold screen reads the status again. Holds are not §4.1's pending states (no
 * processing modal, no count that runs out — a valuation takes days), but a borrower who keeps
 * the screen open is moved on when the hold ends; a reload does the same at once.
 */
export const HOLD_WATCH_MS = 20_000;
