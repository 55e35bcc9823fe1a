/**
 * Lien attestation (liens, merchant/lien-attestation): the liens the title search found, which the
 * borrower confirms or corrects (a different balance, or paid off with a note), the liens it missed,
 * and — when inquiryAttestNeeded — whether each recent hard inquiry opened new debt. The lender's
 * lien position and CLTV rest on these answers, which is why the borrower attests to them.
 *
 * Pure rules: the view (order, labels, total), the form's schema and messages, and the `liens`
 * step's body (steps.ts bodies.liens) built from the form.
 */
import * as v from 'valibot';
import { formatCurrency, formatDate } from '../format.js';
import { lienPositionLabel, ordinalPosition } from './offer-change.js';
import type { CreditInquiry, Lien, LienFacts, LienKind } from './underwriting.js';

const LIEN_KIND_LABELS: Readonly<Record<LienKind, string>> = {
  FIRST_MORTGAGE: 'First mortgage',
  SECOND_MORTGAGE: 'Second mortgage',
  HELOC: 'Home equity line of credit',
  JUDGMENT: 'Judgment lien',
  TAX_LIEN: 'Tax lien',
};

/** The answer for a lien title found. */
export const LIEN_ANSWERS = [
  { code: 'CORRECT', label: 'This is correct' },
  { code: 'DIFFERENT_BALANCE', label: 'The balance is different' },
  { code: 'PAID_OFF', label: 'This is paid off' },
] as const;
type LienAnswer = (typeof LIEN_ANSWERS)[number]['code'];
const LIEN_ANSWER_CODES = LIEN_ANSWERS.map((a) => a.code) as unknown as readonly [LienAnswer, ...LienAnswer[]];

export const LIEN_MAX_ADDED = 10;
const LIEN_NOTE_MAX = 500;
const LIEN_BALANCE_MAX = 20_000_000;

export const LIEN_ATTESTATION_MESSAGES = {
  answer: 'Tell us whether this is correct',
  balance: 'Enter the balance you owe today',
  balanceRange: 'Must be between $0 and $20,000,000',
  paidOffNote: 'Tell us when and how it was paid off',
  lender: 'Enter the lender’s name',
  newDebt: 'Tell us whether this opened new debt',
  explanation: 'Tell us the creditor and the amount you borrowed',
  tooLong: `Must be at most ${LIEN_NOTE_MAX} characters`,
  attest: 'You must confirm the liens on your property',
} as const;

export const LIEN_ATTESTATION_TEXT = {
  title: 'Confirm the loans on your home',
  intro:
    'The title search found these loans and liens secured by your home. Check each one: your line’s position and amount depend on them.',
  caption: 'Liens found on your property',
  total: 'Total owed on these liens',
  addHeading: 'A loan we did not find',
  addIntro:
    'Add any loan secured by your home that is missing above, such as a second mortgage or another home equity line.',
  add: 'Add a loan',
  remove: 'Remove',
  inquiriesHeading: 'Recent credit inquiries',
  inquiriesIntro:
    'Your credit report shows these recent applications for credit. Tell us whether each one opened a new loan or card.',
  attest: 'I confirm that the information above about the loans and liens on my home is true and complete.',
  submit: 'Confirm and continue',
  none: 'The title search found no loans or liens on your home.',
} as const;

/* ---------- the view ---------- */

interface LienRowView {
  readonly uuid: string;
  readonly lender: string;
  readonly kind: string;
  /** "First", "Second" … */
  readonly position: string;
  readonly balance: string;
  readonly recorded: string;
  readonly account: string | null;
}

interface LienAttestationView {
  readonly rows: readonly LienRowView[];
  readonly total: string;
  /** Where this line would sit: behind every lien found. */
  readonly newLinePosition: string;
  readonly inquiries: readonly {
    readonly uuid: string;
    readonly creditor: string;
    readonly date: string;
    readonly bureau: string;
  }[];
  readonly attested: boolean;
}

const capitalised = (s: string) => s.replace(/^./, (c) => c.toUpperCase());
const BUREAU_NAMES: Record<CreditInquiry['bureau'], string> = {
  EQUIFAX: 'Equifax',
  EXPERIAN: 'Experian',
  TRANSUNION: 'TransUnion',
};

export function lienAttestationView(facts: LienFacts): LienAttestationView {
  const liens = [...facts.liens].sort((a, b) => a.position - b.position);
  const last = liens.reduce((max, l) => Math.max(max, l.position), 0);
  return {
    rows: liens.map((l) => ({
      uuid: l.uuid,
      lender: l.lender,
      kind: LIEN_KIND_LABELS[l.kind],
      position: capitalised(ordinalPosition(l.position)),
      balance: formatCurrency(l.balance),
      recorded: l.recordedOn ? formatDate(l.recordedOn) : 'Not recorded',
      account: l.accountMask ? `ending ${l.accountMask}` : null,
    })),
    total: formatCurrency(liens.reduce((sum, l) => sum + l.balance, 0)),
    newLinePosition: lienPositionLabel(last + 1),
    inquiries: facts.inquiries.map((i) => ({
      uuid: i.uuid,
      creditor: i.creditor,
      date: formatDate(i.inquiredOn),
      bureau: BUREAU_NAMES[i.bureau],
    })),
    attested: facts.attestedAt !== null,
  };
}

/* ---------- the form ---------- */

export interface LienAttestationForm {
  liens: { lienUuid: string; answer: LienAnswer | ''; balance: number | ''; note: string }[];
  added: { lender: string; balance: number | '' }[];
  inquiries: { inquiryUuid: string; newDebt: 'YES' | 'NO' | ''; explanation: string }[];
  attest: boolean;
}

/** The form's first values: every lien and inquiry unanswered, nothing added, not attested. */
export function lienAttestationInitial(facts: LienFacts): LienAttestationForm {
  return {
    liens: [...facts.liens]
      .sort((a, b) => a.position - b.position)
      .map((l: Lien) => ({ lienUuid: l.uuid, answer: '', balance: '', note: '' })),
    added: [],
    inquiries: facts.inquiries.map((i) => ({ inquiryUuid: i.uuid, newDebt: '', explanation: '' })),
    attest: false,
  };
}

const note = v.pipe(v.string(), v.maxLength(LIEN_NOTE_MAX, LIEN_ATTESTATION_MESSAGES.tooLong));
const balance = (required: string) =>
  v.union(
    [
      v.literal(''),
      v.pipe(
        v.number(required),
        v.minValue(0, LIEN_ATTESTATION_MESSAGES.balanceRange),
        v.maxValue(LIEN_BALANCE_MAX, LIEN_ATTESTATION_MESSAGES.balanceRange),
      ),
    ],
    required,
  );
const filled = (s: string) => s.trim().length > 0;

const lienRowSchema = v.pipe(
  v.object({
    lienUuid: v.string(),
    answer: v.picklist(LIEN_ANSWER_CODES, LIEN_ATTESTATION_MESSAGES.answer),
    balance: balance(LIEN_ATTESTATION_MESSAGES.balance),
    note,
  }),
  // A different balance needs the balance; a paid-off lien needs the note the title company checks.
  v.forward(
    v.partialCheck(
      [['answer'], ['balance']],
      (r) => r.answer !== 'DIFFERENT_BALANCE' || r.balance !== '',
      LIEN_ATTESTATION_MESSAGES.balance,
    ),
    ['balance'],
  ),
  v.forward(
    v.partialCheck(
      [['answer'], ['note']],
      (r) => r.answer !== 'PAID_OFF' || filled(r.note),
      LIEN_ATTESTATION_MESSAGES.paidOffNote,
    ),
    ['note'],
  ),
);

const addedRowSchema = v.pipe(
  v.object({
    lender: v.pipe(
      v.string(),
      v.check(filled, LIEN_ATTESTATION_MESSAGES.lender),
      v.maxLength(100, 'Must be at most 100 characters'),
    ),
    balance: balance(LIEN_ATTESTATION_MESSAGES.balance),
  }),
  v.forward(
    v.partialCheck([['balance']], (r) => r.balance !== '', LIEN_ATTESTATION_MESSAGES.balance),
    ['balance'],
  ),
);

const inquiryRowSchema = v.pipe(
  v.object({
    inquiryUuid: v.string(),
    newDebt: v.picklist(['YES', 'NO'], LIEN_ATTESTATION_MESSAGES.newDebt),
    explanation: note,
  }),
  // New debt changes the debt-to-income the offer used: the underwriter needs whose and how much.
  v.forward(
    v.partialCheck(
      [['newDebt'], ['explanation']],
      (r) => r.newDebt !== 'YES' || filled(r.explanation),
      LIEN_ATTESTATION_MESSAGES.explanation,
    ),
    ['explanation'],
  ),
);

export const lienAttestationFormSchema = v.object({
  liens: v.array(lienRowSchema),
  added: v.pipe(v.array(addedRowSchema), v.maxLength(LIEN_MAX_ADDED)),
  inquiries: v.array(inquiryRowSchema),
  attest: v.literal(true, LIEN_ATTESTATION_MESSAGES.attest),
});

export interface LienAttestationBody {
  attest: true;
  corrections: { lienUuid: string; balance?: number; paidOff?: boolean; note?: string }[];
  liens: { lender: string; balance: number }[];
  inquiries: { inquiryUuid: string; newDebt: boolean; explanation?: string }[];
}

/**
 * The `liens` step's body for valid form values: only the liens the borrower corrected travel as
 * corrections (a lien confirmed as found needs no row), every added lien, every inquiry answered.
 */
export function lienAttestationBody(values: LienAttestationForm): LienAttestationBody {
  const trimmed = (s: string) => (filled(s) ? { note: s.trim() } : {});
  return {
    attest: true,
    corrections: values.liens.flatMap((l) => {
      if (l.answer === 'DIFFERENT_BALANCE' && l.balance !== '')
        return [{ lienUuid: l.lienUuid, balance: l.balance, ...trimmed(l.note) }];
      if (l.answer === 'PAID_OFF') return [{ lienUuid: l.lienUuid, paidOff: true, balance: 0, ...trimmed(l.note) }];
      return [];
    }),
    liens: values.added.flatMap((a) => (a.balance === '' ? [] : [{ lender: a.lender.trim(), balance: a.balance }])),
    inquiries: values.inquiries.map((i) => ({
      inquiryUuid: i.inquiryUuid,
      newDebt: i.newDebt === 'YES',
      ...(i.newDebt === 'YES' && filled(i.explanation) ? { explanation: i.explanation.trim() } : {}),
    })),
  };
}
