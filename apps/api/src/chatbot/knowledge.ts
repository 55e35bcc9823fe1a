/**
 * What the sandbox's chatbot knows: short answers about this product, one per topic. Figures are
 * read from @heloc/core's constants (shared-surfaces §1 and §9), never typed here, so a changed fee
 * changes the answer too; `knowledge.test.ts` checks the answers quote them.
 *
 * `keywords` are the words people use for a topic that its question does not contain; the search
 * (./search.ts) reads the question and the keywords, never the answer (an answer mentions other
 * topics in passing and would pull the wrong one up).
 */
import {
  APPROVAL_MINUTES,
  APR_MAX_PERCENT,
  APR_MIN_PERCENT,
  ATTORNEY_STATES,
  FUNDING_BUSINESS_DAYS,
  IN_PERSON_ONLY_STATES,
  LOAN_AMOUNT_MAX,
  LOAN_AMOUNT_MIN,
  MANUAL_NOTARIZATION_FEE,
  MAX_UPLOAD_FILES,
  ORIGINATION_FEE_MAX_PERCENT,
  PROGRESS_LABELS,
  RECORDING_FEES_MAX,
  RECORDING_FEES_MIN,
  RECORDING_TAX_MAX_PER_100K,
  RECORDING_TAX_MIN_PER_100K,
  RESCISSION_BUSINESS_DAYS,
  VALUATION_FEE_NO_AVM,
  formatCurrency,
  type ChatbotFollowUp,
} from '@heloc/core';

export interface KnowledgeEntry {
  readonly id: string;
  readonly question: string;
  readonly keywords: string;
  readonly answer: string;
  readonly followUp?: ChatbotFollowUp;
}

/** The topic whose answer is the borrower's own status, worked out per caller (routes.ts). */
export const OWN_STATUS_TOPIC = 'own-status';

const usd = (n: number) => formatCurrency(n);
const pct = (n: number) => `${n.toFixed(2)}%`;
const list = (items: readonly string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
const ordinal = (n: number) =>
  `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`;
const steps = PROGRESS_LABELS.map((label, i) => `${i + 1}. ${label}`).join('; ');

export const KNOWLEDGE: readonly KnowledgeEntry[] = [
  {
    id: 'notary-fee',
    question: 'How much does the notary cost? Is there a notary fee?',
    keywords: 'notary fee cost price charge in-person notarization notarize manual notary pay $300',
    answer: `The in-person notary fee is ${usd(MANUAL_NOTARIZATION_FEE)}. It applies only if you choose to sign your deed with a notary in person; signing online with an eNotary does not carry that fee.`,
  },
  {
    id: 'notary-options',
    question: 'Can I sign with an eNotary online or do I need a notary in person?',
    keywords:
      'enotary remote online notarization ron video in person notary appointment schedule deed signing attorney',
    answer: `Most borrowers sign their deed online with an eNotary over video. You can instead schedule an in-person notary (fee ${usd(MANUAL_NOTARIZATION_FEE)}). For a property in ${list(Object.keys(IN_PERSON_ONLY_STATES))} the sandbox offers the in-person notary only, and in ${list(ATTORNEY_STATES)} an attorney reviews the closing before the notary.`,
  },
  {
    id: 'origination-fee',
    question: 'What is the origination fee?',
    keywords: 'origination fee closing cost lender fee points upfront percent draw deducted',
    answer: `The origination fee is up to ${pct(ORIGINATION_FEE_MAX_PERCENT)} of your initial draw. It is taken from the draw, so you pay nothing up front; your offer shows the exact amount before you accept it.`,
  },
  {
    id: 'recording-fees',
    question: 'What are the recording fees and recording taxes?',
    keywords: 'recording fee county record deed lien tax taxes government',
    answer: `Your county charges a fee to record the lien: from ${usd(RECORDING_FEES_MIN)} to ${usd(RECORDING_FEES_MAX)}. Some counties also charge a recording tax, from ${usd(RECORDING_TAX_MIN_PER_100K)} to ${usd(RECORDING_TAX_MAX_PER_100K)} per ${usd(100_000)} of the line. Both are shown in your closing disclosure.`,
  },
  {
    id: 'valuation-fee',
    question: 'Do I pay for an appraisal or home valuation?',
    keywords: 'appraisal valuation bpo broker price opinion home value avm automated fee',
    answer: `Usually not: we value your home with an automated valuation. When none is available you can give an estimate or order a broker price opinion, which costs ${usd(VALUATION_FEE_NO_AVM)}.`,
  },
  {
    id: 'all-fees',
    question: 'What fees will I pay? What does the HELOC cost?',
    keywords: 'fees costs charges closing costs total expensive',
    answer: `The fees are: an origination fee of up to ${pct(ORIGINATION_FEE_MAX_PERCENT)} of the initial draw; county recording fees (${usd(RECORDING_FEES_MIN)} to ${usd(RECORDING_FEES_MAX)}) and, in some counties, recording taxes; ${usd(VALUATION_FEE_NO_AVM)} for a broker price opinion only if your home cannot be valued automatically; and ${usd(MANUAL_NOTARIZATION_FEE)} only if you choose an in-person notary.`,
  },
  {
    id: 'rates',
    question: 'What are your interest rates and APR?',
    keywords: 'rate rates interest apr annual percentage fixed variable',
    answer: `APRs range from ${pct(APR_MIN_PERCENT)} to ${pct(APR_MAX_PERCENT)}. Your rate depends on your credit, income, home value and lien position; checking your offers is a soft credit pull and does not affect your score.`,
  },
  {
    id: 'amounts',
    question: 'How much can I borrow?',
    keywords: 'borrow amount maximum minimum limit line size credit line how much money',
    answer: `Lines are from ${usd(LOAN_AMOUNT_MIN)} to ${usd(LOAN_AMOUNT_MAX)}, depending on your home's value, what you still owe on it, your credit and your income.`,
  },
  {
    id: 'steps',
    question: 'What are the steps of the application?',
    keywords: 'steps process journey stages how does it work apply application order next',
    answer: `The application has seven steps: ${steps}; 7. Talk to eNotary (or schedule an in-person notary). Approval takes about ${APPROVAL_MINUTES} minutes and funding comes within ${FUNDING_BUSINESS_DAYS} business days.`,
  },
  {
    id: 'timing',
    question: 'How long does it take to get approved and funded?',
    keywords: 'how long time fast quick days approval approve weeks speed',
    answer: `Approval takes about ${APPROVAL_MINUTES} minutes. Once you have signed, the money is usually sent within ${FUNDING_BUSINESS_DAYS} business days, after the ${RESCISSION_BUSINESS_DAYS}-business-day right to cancel has passed.`,
  },
  {
    id: 'documents',
    question: 'What documents do I need?',
    keywords: 'documents paperwork upload paystub pay stub w2 id license passport proof file files pdf jpg png',
    answer: `Have a government photo ID (driver's license, ID card, passport or permanent resident card) and, if we ask, recent paystubs or a homeowners insurance declarations page. Most borrowers link their payroll or bank instead of uploading. Uploads may be PDF, JPG or PNG, up to ${MAX_UPLOAD_FILES} files at a time.`,
  },
  {
    id: 'income',
    question: 'How do you verify my income?',
    keywords: 'income verify verification employer payroll salary self employed paystubs tax transcripts',
    answer:
      'You link your payroll provider or bank, or share tax transcripts, so we can read your income directly. If that does not work we may ask for paystubs, and self-employed borrowers verify their business instead.',
  },
  {
    id: 'identity',
    question: 'How do you verify my identity?',
    keywords: 'identity verify id photo selfie license driver passport camera phone',
    answer:
      'You take photos of the front and back of your ID with your phone or computer. If your computer has no camera, you can continue on your phone with a link we show you.',
  },
  {
    id: 'rescission',
    question: 'Can I cancel after signing? What is the right to rescind?',
    keywords: 'cancel rescind rescission right to cancel change my mind three days after signing',
    answer: `Yes. Federal law (Regulation Z, 12 CFR 1026.15) gives you until midnight of the ${ordinal(RESCISSION_BUSINESS_DAYS)} business day after signing to cancel, for any reason. No money is sent before that period ends; Sundays and federal holidays do not count.`,
  },
  {
    id: 'funding',
    question: 'When will I get my money? What is the funding date?',
    keywords: 'funding funded money deposit disbursement when paid date transfer bank account receive draw',
    answer: `The initial draw is sent to the bank account you chose for disbursement on the next banking day after your right to cancel ends; your application shows the funding date once you have signed. Funding usually completes within ${FUNDING_BUSINESS_DAYS} business days of signing.`,
  },
  {
    id: 'bank-accounts',
    question: 'Which bank accounts do I need to link?',
    keywords: 'bank account link disbursement autopay ach payment routing checking savings',
    answer:
      'You choose the account that receives your draw and the account for automatic monthly payments (they can be the same). You can link them or type in the routing and account number; your payments are preauthorized ACH debits you can stop at any time.',
  },
  {
    id: 'conditions',
    question: 'What is a condition and how do I clear it?',
    keywords: 'condition conditions requested needs attention outstanding item clear task underwriting request',
    answer:
      'A condition is something underwriting still needs from you, such as a document or an explanation. Each one is listed on your conditions page with what to send; once you answer, a reviewer accepts it and your application moves on.',
  },
  {
    id: 'credit',
    question: 'Will applying affect my credit score?',
    keywords: 'credit score check pull soft hard inquiry bureau report freeze',
    answer:
      'Checking your offers is a soft credit pull and does not affect your score. A hard credit pull happens only after you submit your application. If your credit is frozen, lift the freeze and try again.',
  },
  {
    id: 'insurance',
    question: 'Do I need homeowners or flood insurance?',
    keywords: 'insurance homeowners hazard flood zone policy declarations mortgagee clause',
    answer:
      'Your home must be insured. If it is in a special flood hazard area (zones A or V), flood insurance is required as well, and we ask for the declarations page of each policy before funding.',
  },
  {
    id: 'signers',
    question: 'Does anyone else need to sign?',
    keywords: 'co-signer cosigner spouse additional signer co-deed owner joint invite sign',
    answer:
      'Everyone on the title of your home signs the deed. If someone else owns the home with you, you invite them from your application; they sign in their own area and you see when they have signed.',
  },
  {
    id: 'withdraw',
    question: 'How do I withdraw my application?',
    keywords: 'withdraw cancel stop quit delete close',
    answer:
      'You can withdraw from any screen of your application. Withdrawing ends it; you can start a new application later.',
  },
  {
    id: OWN_STATUS_TOPIC,
    question: 'What is the status of my application? Where am I?',
    keywords: 'status my application where am i progress step stage update next what now',
    answer: 'Sign in and ask again: I can then tell you which step your application is on.',
    followUp: 'sign-in',
  },
  {
    id: 'human',
    question: 'Can I talk to a person or an agent?',
    keywords: 'human person agent representative talk speak call phone support help contact customer service',
    answer:
      'Our support team is available by phone and live chat during business hours. The contact page has the number and the hours.',
    followUp: 'contact',
  },
];

/** Said when no topic matches well enough: never a guess. */
export const FALLBACK_ANSWER: Pick<KnowledgeEntry, 'answer' | 'followUp'> = {
  answer:
    "I don't know the answer to that one. A person can help: our contact page has the phone number and chat hours.",
  followUp: 'contact',
};
