/**
 * "Why my offer changed" (issue 12: product/prequal-winback, product/select after REVISED_OFFER_SELECTION
 * or OFFER_SELECTION from signing): the before and after an offer rests on, row by row, with a plain
 * sentence for each figure that moved and a headline for the reason. The server supplies the figures
 * (underwriting.ts offerChangeFactsSchema); this module decides what the borrower reads.
 *
 * Why a comparison at all: a counteroffer on different terms is an adverse action unless the borrower
 * accepts it (Regulation B, 12 CFR §1002.2(c)(1)(i)); showing what changed and why is what lets them
 * decide, and is what peers do not show.
 */
import { formatCurrency, formatPercent } from '../format.js';
import type { OfferBasis, OfferChangeFacts, OfferChangeReason } from './underwriting.js';

/** The rows, in the order a borrower reads the story: the home, what is owed on it, the ratios, then the result. */
export const OFFER_CHANGE_FIELDS = [
  'homeValue',
  'existingLiens',
  'lienPosition',
  'cltvPercent',
  'dtiPercent',
  'annualIncome',
  'lineAmount',
  'aprPercent',
] as const;
type OfferChangeField = (typeof OFFER_CHANGE_FIELDS)[number];

type OfferChangeDirection = 'up' | 'down' | 'same';

interface OfferChangeRow {
  readonly field: OfferChangeField;
  readonly label: string;
  /** The figures as shown. */
  readonly before: string;
  readonly after: string;
  /** Compared at the precision shown, so a row never says "changed" beside two identical figures. */
  readonly changed: boolean;
  readonly direction: OfferChangeDirection;
  /** What the change means, in words; null when the row did not change. */
  readonly sentence: string | null;
}

export interface OfferChangeView {
  readonly reason: OfferChangeReason;
  readonly headline: string;
  readonly explanation: string;
  /** The table's caption (a table needs one to be announced as what it is). */
  readonly caption: string;
  readonly rows: readonly OfferChangeRow[];
  /** The sentences of the rows that changed, in row order. */
  readonly changes: readonly string[];
}

export const OFFER_CHANGE_HEADLINES: Readonly<Record<OfferChangeReason, { headline: string; explanation: string }>> = {
  LIEN_POSITION_CLTV: {
    headline: 'Your offer changed because of the loans already on your home',
    explanation:
      'The title search found the loans secured by your home differ from what your first offer assumed. All the loans on a home together may use only part of its value (the combined loan-to-value, or CLTV), so the line we can offer changed.',
  },
  VERIFIED_INCOME: {
    headline: 'Your offer changed because your verified income is lower',
    explanation:
      'Your first offer used the income you told us. The income we verified is lower, so more of it would go to debt payments (your debt-to-income ratio), and the line we can offer changed.',
  },
  REVALUATION: {
    headline: 'Your offer changed because of your home’s final value',
    explanation:
      'Your first offer used an estimate of your home’s value. The final valuation differs, which changes how much of its value the loans on it would use, so the line we can offer changed.',
  },
};

const OFFER_CHANGE_CAPTION = 'Your offer before and after';

const LABELS: Record<OfferChangeField, string> = {
  homeValue: 'Home value',
  existingLiens: 'Loans ahead of this line',
  lienPosition: 'Lien position of this line',
  cltvPercent: 'Combined loan-to-value (CLTV)',
  dtiPercent: 'Debt-to-income (DTI)',
  annualIncome: 'Annual income',
  lineAmount: 'Line amount',
  aprPercent: 'APR',
};

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth'];
/** 1 → 'first'; beyond fifth, '6th' (a home with five liens ahead is already out of the program). */
export const ordinalPosition = (n: number) => ORDINALS[n - 1] ?? `${n}th`;
/** 3 → 'Third lien' (sentence case: CSS capitalize would give "Third Lien"). */
export const lienPositionLabel = (n: number) => `${ordinalPosition(n).replace(/^./, (c) => c.toUpperCase())} lien`;

/** How each figure is shown; the comparison uses the same precision. */
const SHOWN: Record<OfferChangeField, (n: number) => string> = {
  homeValue: (n) => formatCurrency(n),
  existingLiens: (n) => formatCurrency(n),
  lineAmount: (n) => formatCurrency(n),
  annualIncome: (n) => formatCurrency(n),
  cltvPercent: (n) => formatPercent(n, 1),
  dtiPercent: (n) => formatPercent(n, 1),
  aprPercent: (n) => formatPercent(n, 2),
  lienPosition: lienPositionLabel,
};
const DECIMALS: Record<OfferChangeField, number> = {
  homeValue: 0,
  existingLiens: 0,
  lineAmount: 0,
  annualIncome: 0,
  cltvPercent: 1,
  dtiPercent: 1,
  aprPercent: 2,
  lienPosition: 0,
};
const rounded = (field: OfferChangeField, n: number) => Math.round(n * 10 ** DECIMALS[field]);

type Sentence = (before: string, after: string, direction: 'up' | 'down') => string;
const SENTENCES: Record<OfferChangeField, Sentence> = {
  homeValue: (b, a, d) => `Your home’s value came in ${d === 'down' ? 'lower' : 'higher'}: ${a} instead of ${b}.`,
  existingLiens: (b, a, d) =>
    d === 'up'
      ? `More is owed on the loans ahead of this line: ${a} instead of ${b}.`
      : `Less is owed on the loans ahead of this line: ${a} instead of ${b}.`,
  lienPosition: (b, a, d) =>
    d === 'up'
      ? `This line would be a ${a.toLowerCase()} instead of a ${b.toLowerCase()}: a lien further back is repaid later if the home is sold, so lenders lend less on it.`
      : `This line would be a ${a.toLowerCase()} instead of a ${b.toLowerCase()}: a lien further forward is repaid sooner if the home is sold.`,
  cltvPercent: (b, a, d) =>
    `Together your loans would use ${d === 'up' ? 'more' : 'less'} of your home’s value: ${a} instead of ${b}.`,
  dtiPercent: (b, a, d) =>
    `${d === 'up' ? 'More' : 'Less'} of your income would go to debt payments: ${a} instead of ${b}.`,
  annualIncome: (b, a, d) => `The income we used is ${d === 'down' ? 'lower' : 'higher'}: ${a} a year instead of ${b}.`,
  lineAmount: (b, a, d) => `Your line is ${d === 'down' ? 'smaller' : 'larger'}: ${a} instead of ${b}.`,
  aprPercent: (b, a, d) => `Your rate is ${d === 'up' ? 'higher' : 'lower'}: ${a} instead of ${b}.`,
};

/** One row of the comparison. */
function offerChangeRow(field: OfferChangeField, before: OfferBasis, after: OfferBasis): OfferChangeRow {
  const b = rounded(field, before[field]);
  const a = rounded(field, after[field]);
  const direction: OfferChangeDirection = a > b ? 'up' : a < b ? 'down' : 'same';
  const shownBefore = SHOWN[field](before[field]);
  const shownAfter = SHOWN[field](after[field]);
  return {
    field,
    label: LABELS[field],
    before: shownBefore,
    after: shownAfter,
    changed: direction !== 'same',
    direction,
    sentence: direction === 'same' ? null : SENTENCES[field](shownBefore, shownAfter, direction),
  };
}

/** The whole comparison for the facts the server reported. */
export function offerChangeView(facts: Pick<OfferChangeFacts, 'reason' | 'before' | 'after'>): OfferChangeView {
  const rows = OFFER_CHANGE_FIELDS.map((field) => offerChangeRow(field, facts.before, facts.after));
  return {
    reason: facts.reason,
    ...OFFER_CHANGE_HEADLINES[facts.reason],
    caption: OFFER_CHANGE_CAPTION,
    rows,
    changes: rows.flatMap((r) => (r.sentence ? [r.sentence] : [])),
  };
}

/* ---------- product/prequal-winback ---------- */

export const WINBACK_TEXT = {
  title: 'We have a different offer for you',
  offerHeading: 'Your new offer',
  accept: 'Accept this offer',
  // Short enough for one line on a 390 px phone; the confirmation says what declining does.
  decline: 'Decline this offer',
  confirmTitle: 'Withdraw your application?',
  confirmBody:
    'If you decline this offer, your application will be withdrawn and you will not get a line of credit from it. You can apply again later.',
  confirmWithdraw: 'Yes, withdraw my application',
  confirmKeep: 'Keep my application',
  notReady: 'Your new offer is not ready yet. We will email you as soon as it is, and this page will show it.',
} as const;

/* ---------- product/select: where the borrower came from ---------- */

type OfferSelectionKind = 'first' | 'revised' | 'final';

export interface OfferSelectionContext {
  readonly kind: OfferSelectionKind;
  readonly title: string;
  readonly intro: string;
  /** Whether a "why my offer changed" comparison belongs on the screen (when the server has one). */
  readonly explainsChange: boolean;
}

/**
 * What product/select says, from the journey's decision: REVISED_OFFER_SELECTION means the verified
 * income was lower than stated; OFFER_SELECTION reached from signing/intro (screen-map.ts `from`,
 * sub-decision VERIFIED_OFFER) means the final figures changed the offer after it was accepted;
 * any other OFFER_SELECTION is the first choice.
 */
export function offerSelectionContext(decision: {
  readonly state?: string | null;
  readonly from?: string | null;
}): OfferSelectionContext {
  if (decision.state === 'REVISED_OFFER_SELECTION') {
    return {
      kind: 'revised',
      title: 'Choose your revised offer',
      intro:
        'The income we verified is lower than the income you told us, so your offers changed. Choose again to continue.',
      explainsChange: true,
    };
  }
  if (decision.from === 'signing/intro') {
    return {
      kind: 'final',
      title: 'Choose your final offer',
      intro: 'Your home’s final value changed what we can offer. Choose again to continue to signing.',
      explainsChange: true,
    };
  }
  return {
    kind: 'first',
    title: 'Choose your offer',
    intro: 'These offers are based on a soft credit check. Choosing one does not commit you.',
    explainsChange: false,
  };
}
