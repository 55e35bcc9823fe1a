/**
 * The notice of adverse action a declined borrower is owed (error/decline, error/income, error/credit):
 * a pure function of the server's DecisionFacts and the lender's name, address and phone. The app
 * renders the notice as given; every sentence a regulation requires is built here, with its section.
 *
 * What the notice holds, and why (docs/decisions — uw-credit adverse action):
 * - ECOA / Regulation B 12 CFR §1002.9(a)(2): a statement of the action taken, the creditor's name and
 *   address, and the specific principal reasons (§1002.9(b)(2)); Appendix C form C-1 gives the wording,
 *   and comment 9(b)(2)-1 says more than four reasons is unlikely to help.
 * - §1002.9(b)(1): the ECOA anti-discrimination notice, naming the federal agency for this creditor
 *   (Appendix A of Regulation B).
 * - FCRA §615(a), 15 U.S.C. §1681m(a): the score used (a)(2) with §609(f)(1) content; the bureau's
 *   name, address and toll-free number (a)(3)(A); that the bureau did not make the decision (a)(3)(B);
 *   the free report within 60 days (a)(4)(A, §612) and the right to dispute (a)(4)(B, §611).
 */
import type {
  CounterofferFacts,
  CreditBureau,
  DeclineKind,
  DeclineReason,
  DecisionFacts,
  EcoaAgency,
  OfferBasis,
} from './underwriting.js';
import { formatCurrency, formatDate, formatPercent } from '../format.js';

/** The lender as the notice names it (the organisation record's company name, address and phone). */
export interface LenderContact {
  readonly name: string;
  readonly address: string;
  readonly phone: string;
}

export interface BureauContact {
  readonly name: string;
  /** The address and toll-free number each bureau publishes for consumer report requests (FCRA §615(a)(3)(A)). */
  readonly address: string;
  readonly phone: string;
  readonly website: string;
}

/** The nationwide bureaus' published consumer-report contacts (the ones printed on adverse-action notices). */
export const CREDIT_BUREAU_CONTACTS: Readonly<Record<CreditBureau, BureauContact>> = {
  EQUIFAX: {
    name: 'Equifax Information Services LLC',
    address: 'P.O. Box 740241, Atlanta, GA 30374-0241',
    phone: '1-800-685-1111',
    website: 'https://www.equifax.com',
  },
  EXPERIAN: {
    name: 'Experian',
    address: 'P.O. Box 2002, Allen, TX 75013',
    phone: '1-888-397-3742',
    website: 'https://www.experian.com',
  },
  TRANSUNION: {
    name: 'TransUnion LLC',
    address: 'P.O. Box 1000, Chester, PA 19016',
    phone: '1-800-888-4213',
    website: 'https://www.transunion.com',
  },
};

/** Short names for sentences ("your Equifax credit file"). */
export const CREDIT_BUREAU_NAMES: Readonly<Record<CreditBureau, string>> = {
  EQUIFAX: 'Equifax',
  EXPERIAN: 'Experian',
  TRANSUNION: 'TransUnion',
};

/** Regulation B Appendix A: the agency and address the ECOA notice names, by kind of creditor. */
export const ECOA_AGENCY_CONTACTS: Readonly<Record<EcoaAgency, { name: string; address: string }>> = {
  // Appendix A, "Creditors subject to the Federal Trade Commission" (e.g. non-bank mortgage lenders).
  FTC: { name: 'Federal Trade Commission, Consumer Response Center', address: 'Washington, DC 20580' },
  // Appendix A, "Federal credit unions".
  NCUA: {
    name: 'National Credit Union Administration, Office of Consumer Financial Protection',
    address: '1775 Duke Street, Alexandria, VA 22314',
  },
  // Appendix A, banks and credit unions with over $10 billion in assets (CFPB supervision).
  CFPB: { name: 'Bureau of Consumer Financial Protection', address: '1700 G Street NW, Washington, DC 20552' },
};

/**
 * Each reason's text: Regulation B Appendix C, sample form C-1, word for word where the form has the
 * line; "Other" lines (the form's own catch-all) where it does not. Comment 9(b)(2)-4: "failed to
 * achieve a qualifying score" alone is not a specific reason, so the score line points at the key
 * factors the score disclosure lists.
 */
export const DECLINE_REASON_TEXT: Readonly<Record<DeclineReason, string>> = {
  INCOME_INSUFFICIENT: 'Income insufficient for amount of credit requested',
  EXCESSIVE_OBLIGATIONS: 'Excessive obligations in relation to income',
  CREDIT_SCORE:
    'Credit score below our minimum for this line of credit, because of the key factors listed with your score below',
  DELINQUENT_OBLIGATIONS: 'Delinquent past or present credit obligations with others',
  RECENT_INQUIRIES: 'Number of recent inquiries on credit bureau report',
  LIMITED_CREDIT_EXPERIENCE: 'Limited credit experience',
  COLLATERAL_INSUFFICIENT: 'Value or type of collateral not sufficient',
  COLLATERAL_CONDITION: 'Other: the condition of the property offered as collateral is not acceptable',
  UNABLE_TO_VERIFY_INCOME: 'Unable to verify income',
};

/** Comment 9(b)(2)-1: disclosing more than four principal reasons is not likely to be helpful. */
export const MAX_PRINCIPAL_REASONS = 4;

const TITLES: Readonly<Record<DeclineKind, string>> = {
  UNDERWRITING: 'We’re unable to offer you a line of credit right now',
  DTI: 'We’re unable to offer a line of credit with your current debts and income',
  CREDIT_SCORE: 'We’re unable to offer a line of credit based on your credit score',
  PROPERTY_CONDITION: 'We’re unable to offer a line of credit on this property',
};

interface ScoreDisclosure {
  readonly intro: string;
  readonly score: number;
  readonly range: string;
  readonly keyFactors: readonly string[];
  readonly createdOn: string;
  /** Who provided the score (§609(f)(1)(E)): the bureau, and the model. */
  readonly source: string;
  readonly model: string;
}

export interface AdverseActionNotice {
  readonly kind: DeclineKind;
  readonly title: string;
  /** The notice's date: the day of the decision (MM/dd/yyyy). */
  readonly noticeDate: string;
  readonly lender: LenderContact;
  /** §1002.9(a)(2)(i): the statement of the action taken. */
  readonly actionTaken: string;
  /** Figures behind the decision the borrower can check (DTI, stated income); may be empty. */
  readonly facts: readonly string[];
  readonly reasonsIntro: string;
  /** §1002.9(b)(2): the principal reasons, at most four, in the order the server ranked them. */
  readonly reasons: readonly string[];
  /** FCRA §615(a)(2): given whenever a score was used in the decision. */
  readonly scoreDisclosure: ScoreDisclosure | null;
  /** FCRA §615(a)(3)–(4). */
  readonly bureauNotice: { readonly bureau: BureauContact; readonly paragraphs: readonly string[] };
  /** §1002.9(b)(1), with the Appendix A agency. */
  readonly ecoaNotice: { readonly text: string; readonly agency: { readonly name: string; readonly address: string } };
  /** What the borrower can do now: never a dead end. */
  readonly nextSteps: readonly string[];
  readonly reapplyAfter: string | null;
}

function nextSteps(facts: DecisionFacts, bureauName: string): string[] {
  const steps: string[] = [];
  if (facts.reapplyAfter) steps.push(`You can apply again on or after ${formatDate(facts.reapplyAfter)}.`);
  const reasons = new Set(facts.reasons);
  if (facts.kind === 'DTI' || reasons.has('EXCESSIVE_OBLIGATIONS')) {
    steps.push(
      'Pay down the balances on your loans and credit cards: lower monthly payments lower your debt-to-income ratio.',
    );
    steps.push(
      'Add any income you did not list — a second job, a pension, rental income or a co-applicant’s income — when you apply again.',
    );
  } else if (reasons.has('INCOME_INSUFFICIENT') || reasons.has('UNABLE_TO_VERIFY_INCOME')) {
    steps.push(
      'When you apply again, include all of your income, and link your payroll or bank account so we can verify it.',
    );
  }
  if (
    facts.kind === 'CREDIT_SCORE' ||
    reasons.has('DELINQUENT_OBLIGATIONS') ||
    reasons.has('RECENT_INQUIRIES') ||
    reasons.has('LIMITED_CREDIT_EXPERIENCE')
  ) {
    steps.push(`Get your free credit report from ${bureauName} and check it for mistakes.`);
    steps.push(
      'If anything is wrong, dispute it with the bureau: it must look into it and correct or remove what it cannot verify.',
    );
    steps.push('Paying every bill on time and keeping card balances low raise a score over time.');
  }
  if (
    facts.kind === 'PROPERTY_CONDITION' ||
    reasons.has('COLLATERAL_CONDITION') ||
    reasons.has('COLLATERAL_INSUFFICIENT')
  ) {
    steps.push('Once the property is repaired, you can apply again: a new valuation will be ordered then.');
  }
  return steps;
}

function scoreDisclosure(facts: DecisionFacts): ScoreDisclosure | null {
  const s = facts.creditScore;
  if (!s) return null;
  const bureau = CREDIT_BUREAU_NAMES[s.bureau];
  return {
    // FCRA §615(a)(2) with §609(f)(1)(A)–(E): the score, its range, the key factors (up to four, a fifth
    // when inquiries are a factor), the date it was created and who provided it.
    intro:
      'We also obtained your credit score from this consumer reporting agency and used it in making our credit decision. Your credit score is a number that reflects the information in your credit report. Your credit score can change, depending on how the information in your credit report changes.',
    score: s.score,
    range: `Scores range from a low of ${s.rangeMin} to a high of ${s.rangeMax}.`,
    keyFactors: s.keyFactors,
    createdOn: formatDate(s.createdAt),
    source: bureau,
    model: s.model,
  };
}

/** §1002.9(b)(1), word for word; the Appendix A agency follows it. */
export const ECOA_NOTICE_TEXT =
  'The Federal Equal Credit Opportunity Act prohibits creditors from discriminating against credit applicants on the basis of race, color, religion, national origin, sex, marital status, age (provided the applicant has the capacity to enter into a binding contract); because all or part of the applicant’s income derives from any public assistance program; or because the applicant has in good faith exercised any right under the Consumer Credit Protection Act. The Federal agency that administers compliance with this law concerning this creditor is:';

/** FCRA §615(a)(3)–(4): the bureau's notice, `why` naming what the bureau cannot explain. */
function bureauNotice(bureau: BureauContact, why: string): AdverseActionNotice['bureauNotice'] {
  return {
    bureau,
    paragraphs: [
      // FCRA §615(a)(3)(A): name, address and toll-free number of the agency.
      `Our credit decision was based in whole or in part on information obtained in a report from the consumer reporting agency listed below. You have a right under the Fair Credit Reporting Act to know the information contained in your credit file at the consumer reporting agency.`,
      // §615(a)(3)(B).
      `The reporting agency played no part in our decision and is unable to supply specific reasons ${why}.`,
      // §615(a)(4)(A) with §612: a free copy within 60 days.
      `You also have a right to a free copy of your report from the reporting agency, if you request it no later than 60 days after you receive this notice.`,
      // §615(a)(4)(B) with §611: the right to dispute.
      `In addition, if you find that any information contained in the report you receive is inaccurate or incomplete, you have the right to dispute the matter with the reporting agency.`,
    ],
  };
}

/** Builds the whole notice. Reasons are deduplicated and capped at four (comment 9(b)(2)-1). */
export function adverseActionNotice(facts: DecisionFacts, lender: LenderContact): AdverseActionNotice {
  const bureau = CREDIT_BUREAU_CONTACTS[facts.bureau];
  const bureauName = CREDIT_BUREAU_NAMES[facts.bureau];
  const agency = ECOA_AGENCY_CONTACTS[facts.ecoaAgency];
  const factLines: string[] = [];
  if (facts.dti)
    factLines.push(
      `Your debt-to-income ratio: ${formatPercent(facts.dti.percent)}. The most this line of credit allows: ${formatPercent(facts.dti.maxPercent)}.`,
    );
  if (facts.statedIncome !== null)
    factLines.push(`The annual income on your application: ${formatCurrency(facts.statedIncome)}.`);
  return {
    kind: facts.kind,
    title: TITLES[facts.kind],
    noticeDate: formatDate(facts.decidedAt),
    lender,
    // §1002.9(a)(2)(i): a statement of the action taken.
    actionTaken: `Thank you for applying to ${lender.name} for a home equity line of credit. After carefully reviewing your application, we are sorry to tell you that we cannot approve it at this time.`,
    facts: factLines,
    reasonsIntro: 'Principal reason(s) for our decision:',
    reasons: [...new Set(facts.reasons)].slice(0, MAX_PRINCIPAL_REASONS).map((r) => DECLINE_REASON_TEXT[r]),
    scoreDisclosure: scoreDisclosure(facts),
    bureauNotice: bureauNotice(bureau, 'why we have denied credit to you'),
    ecoaNotice: { text: ECOA_NOTICE_TEXT, agency },
    nextSteps: nextSteps(facts, bureauName),
    reapplyAfter: facts.reapplyAfter ? formatDate(facts.reapplyAfter) : null,
  };
}

/* ---------- the counteroffer: Reg B form C-4 ---------- */

/** The terms of one offer as the counteroffer states them. */
interface CounterofferTerms {
  readonly lineAmount: number;
  readonly aprPercent: number;
  readonly termYears: number;
}

interface CounterofferNoticeInput {
  /** The offer change the server reported, with its counteroffer facts (reasons, bureau, agency). */
  readonly change: {
    readonly changedAt: string;
    readonly before: OfferBasis;
    readonly counteroffer: CounterofferFacts;
  };
  /** The offers now on the table: the terms the lender can offer. */
  readonly offers: readonly CounterofferTerms[];
  readonly lender: LenderContact;
}

export interface CounterofferNotice {
  readonly kind: 'COUNTEROFFER';
  readonly title: string;
  /** The day the offer was revised (MM/dd/yyyy). */
  readonly noticeDate: string;
  readonly lender: LenderContact;
  /** What the borrower asked for: the offer chosen before the change. */
  readonly requested: string;
  /** Form C-4's statement of the action taken: the terms requested cannot be offered, these can. */
  readonly actionTaken: string;
  /** One line per offer that can be made. */
  readonly terms: readonly string[];
  /** How to accept: choosing one of the offers below. */
  readonly acceptance: string;
  readonly reasonsIntro: string;
  /** §1002.9(b)(2): the principal reasons, at most four, in the order the server gave them. */
  readonly reasons: readonly string[];
  readonly bureauNotice: AdverseActionNotice['bureauNotice'];
  readonly ecoaNotice: AdverseActionNotice['ecoaNotice'];
}

const COUNTEROFFER_TITLE = 'Notice of action taken on your request';
/** Appendix C form C-4, in the wording decision 054 chose. */
export const COUNTEROFFER_ACTION_TAKEN =
  'We are unable to offer you credit on the terms you requested, but can offer you credit on the following terms:';

const termsLine = (t: CounterofferTerms) =>
  `A ${formatCurrency(t.lineAmount)} line of credit at ${formatPercent(t.aprPercent, 2)} APR, with a ${t.termYears}-year term.`;

/**
 * The combined counteroffer and adverse action notice (12 CFR §1002.9(a)(1)(iv), comment 9(a)(1)-6,
 * Appendix C form C-4): given with the counteroffer, so no second notice is owed if it is not
 * accepted. It holds the action taken with the terms that can be offered, the principal reasons,
 * the FCRA §615(a) bureau notice (the debts came from the credit report) and the ECOA notice.
 */
export function counterofferNotice({ change, offers, lender }: CounterofferNoticeInput): CounterofferNotice {
  const { counteroffer } = change;
  return {
    kind: 'COUNTEROFFER',
    title: COUNTEROFFER_TITLE,
    noticeDate: formatDate(change.changedAt),
    lender,
    requested: `You applied to ${lender.name} for a ${formatCurrency(change.before.lineAmount)} line of credit at ${formatPercent(change.before.aprPercent, 2)} APR.`,
    actionTaken: COUNTEROFFER_ACTION_TAKEN,
    terms: [...new Set(offers.map(termsLine))],
    acceptance:
      'If one of these offers is acceptable to you, choose it below and continue. If none is, you do not need to do anything, and you can ask us about your application at any time.',
    reasonsIntro: 'Principal reason(s) we could not offer the terms you requested:',
    reasons: [...new Set(counteroffer.reasons)].slice(0, MAX_PRINCIPAL_REASONS).map((r) => DECLINE_REASON_TEXT[r]),
    bureauNotice: bureauNotice(
      CREDIT_BUREAU_CONTACTS[counteroffer.bureau],
      'why we could not offer you credit on the terms you requested',
    ),
    ecoaNotice: { text: ECOA_NOTICE_TEXT, agency: ECOA_AGENCY_CONTACTS[counteroffer.ecoaAgency] },
  };
}
