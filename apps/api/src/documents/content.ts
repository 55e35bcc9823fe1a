/**
 * What each generated closing document says, as blocks of text (render.ts lays them out). Pure:
 * facts in, blocks out — no clock, no database. The regulatory wording is content and names its
 * source beside it; the figures come from @heloc/core's rules (offerDetails, monthlyPayment,
 * originationFee, fundingDates), never computed again here.
 */
import {
  APR_MAX_PERCENT,
  APR_MIN_PERCENT,
  closingDocument,
  EMPLOYMENT_TYPE_LABELS,
  formatCurrency,
  formatDate,
  formatPercent,
  LOAN_AMOUNT_MAX,
  LOAN_AMOUNT_MIN,
  MANUAL_NOTARIZATION_FEE,
  monthlyPayment,
  ORIGINATION_FEE_MAX_PERCENT,
  RECORDING_FEES_MAX,
  RECORDING_FEES_MIN,
  RECORDING_TAX_MAX_PER_100K,
  RECORDING_TAX_MIN_PER_100K,
  type ClosingDocumentKind,
} from '@heloc/core';
import type { DocumentFacts } from './facts.js';
import { SANDBOX_COUNSELORS, SANDBOX_COUNSELORS_NOTICE } from './counselors.js';

export type Block =
  | { readonly t: 'h2'; readonly text: string }
  | { readonly t: 'p'; readonly text: string; readonly small?: boolean; readonly bold?: boolean }
  | { readonly t: 'list'; readonly items: readonly string[] }
  | { readonly t: 'rows'; readonly rows: readonly (readonly [string, string])[] }
  /** A box the signer's signature is stamped into (render.ts reports where it landed). */
  | { readonly t: 'signature'; readonly role: 'borrower' | 'notary'; readonly label: string };

/** The kinds this server generates: every row of the table but the CFPB's booklet (linked). */
export type GeneratedKind = Exclude<ClosingDocumentKind, 'CFPB_HELOC_BOOKLET'>;
export const isGenerated = (kind: ClosingDocumentKind): kind is GeneratedKind => !closingDocument(kind).externalUrl;

/** Facts only a later moment knows: the rescission deadline exists once the notice is signed. */
export interface Moments {
  /** The last day to cancel (yyyy-MM-dd), once the notice has been signed (§1026.15(b), H-8's date). */
  readonly rescissionEnds?: string;
  /** The date of the transaction as the notice names it (yyyy-MM-dd). */
  readonly transactionDate?: string;
  /** The notice of incomplete application: what is missing, and the date to send it by (yyyy-MM-dd). */
  readonly missing?: readonly string[];
  readonly respondBy?: string;
}

/** The draw period of the sandbox's product; repayment of each draw follows the offer's fixed term. */
export const DRAW_PERIOD_YEARS = 5;
/** The trustee named on the deed of trust (the sandbox's title company stand-in). */
export const DEED_TRUSTEE = 'Sandbox Title & Escrow Company, as trustee';

const money = (n: number) => formatCurrency(n, 2);
const whole = (n: number) => formatCurrency(n);
const onDate = (iso: string | undefined, zone: string) => (iso ? formatDate(iso, zone) : 'not recorded');
const orBlank = (s: string, blank = 'not provided') => (s.trim() ? s : blank);

function parties(f: DocumentFacts): Block {
  return {
    t: 'rows',
    rows: [
      ['Borrower', orBlank(f.borrowerName)],
      ['Property', orBlank(f.propertyAddress)],
      ['Credit line', f.offer ? whole(f.offer.lineAmount) : 'not chosen yet'],
      ['Lender', `${f.lender.name}, NMLS #${f.lender.nmls}`],
      ['Lender address', f.lender.address],
      ['Loan number', f.loanNumber],
    ],
  };
}

/** The offer's figures, or a plain statement that none has been chosen (documents given at submission before an offer exists never reach here). */
function offerRows(f: DocumentFacts): (readonly [string, string])[] {
  const o = f.offer;
  if (!o) return [['Offer', 'not chosen yet']];
  return [
    ['Credit line', whole(o.lineAmount)],
    ['Initial draw', whole(o.initialDraw)],
    ['Fixed rate and APR', formatPercent(o.aprPercent, 2)],
    ['Repayment term of the draw', `${o.termYears} years (${o.termYears * 12} monthly payments)`],
    ['Monthly payment on the initial draw', money(o.monthlyPayment)],
  ];
}

const recordingTax = (f: DocumentFacts) => {
  const line = f.offer?.lineAmount ?? 0;
  return [
    Math.round((line / 100_000) * RECORDING_TAX_MIN_PER_100K),
    Math.round((line / 100_000) * RECORDING_TAX_MAX_PER_100K),
  ] as const;
};

function esignConsent(f: DocumentFacts): Block[] {
  // E-SIGN Act, 15 U.S.C. §7001(c)(1): before electronic records replace paper the consumer is told
  // of the right to paper, to withdraw, the scope, how to update contact information, and the
  // hardware and software needed, and consents electronically in a way that shows they can access them.
  return [
    {
      t: 'p',
      text: `This consent applies to your application for a ${f.lender.product} with ${f.lender.name} and to every disclosure, notice, agreement and statement about it.`,
    },
    { t: 'h2', text: 'What you agree to' },
    {
      t: 'p',
      text: `I agree to receive disclosures and documents from ${f.lender.name} electronically (E-SIGN consent), and to sign them electronically.`,
    },
    { t: 'h2', text: 'Your rights' },
    {
      t: 'list',
      items: [
        `You may ask for a paper copy of any record at no charge: write to ${f.lender.address} or email ${f.lender.email}.`,
        'You may withdraw this consent at any time, at no charge, in the same ways. Withdrawing it does not affect records already given; it ends electronic delivery from then on and may slow your application.',
        `Keep your email address current: you can change it in your profile or by calling ${f.lender.phone}.`,
      ],
    },
    { t: 'h2', text: 'What you need' },
    {
      t: 'p',
      text: 'A device with a current web browser (the last two versions of Chrome, Edge, Firefox or Safari), an email account, and software that opens PDF files; a printer or storage to keep copies.',
    },
    { t: 'h2', text: 'Consent given' },
    {
      t: 'rows',
      rows: [
        ['Consumer', orBlank(f.borrowerName)],
        ['Email', orBlank(f.borrowerEmail)],
        ['Consent given on', onDate(f.consents.ESIGN, f.timeZone)],
      ],
    },
  ];
}

function creditConsent(f: DocumentFacts): Block[] {
  // FCRA §604(a)(2) (written instructions of the consumer) and §604(a)(3)(A) (a credit transaction
  // the consumer initiated); the hard inquiry is authorised at submission.
  return [
    {
      t: 'p',
      text: `You authorise ${f.lender.name} and its service providers to obtain consumer reports about you from one or more consumer reporting agencies, to verify your application for a home equity line of credit and, if it is approved, to review, service and collect the account.`,
    },
    {
      t: 'list',
      items: [
        'A soft inquiry, which does not affect your credit score, was made when you asked for offers.',
        'A hard inquiry, which other lenders can see, is made when you submit your application.',
        'You may ask which agency supplied a report and get a free copy from it within 60 days of an adverse action.',
      ],
    },
    { t: 'p', text: 'I authorise a hard credit check to verify my application.' },
    {
      t: 'rows',
      rows: [
        ['Consumer', orBlank(f.borrowerName)],
        ['Soft inquiry authorised on', onDate(f.consents.SOFT_CREDIT, f.timeZone)],
        ['Hard inquiry authorised on', onDate(f.consents.HARD_CREDIT, f.timeZone)],
      ],
    },
  ];
}

function applicationSummary(f: DocumentFacts): Block[] {
  // Regulation B, 12 CFR §1002.13: the government monitoring information is asked for and may be
  // declined; a refusal is recorded as such, never guessed.
  const hmda = f.hmda;
  return [
    { t: 'p', text: 'This is the application as you submitted it. Tell us within 30 days if anything in it is wrong.' },
    { t: 'h2', text: 'Contact' },
    {
      t: 'rows',
      rows: [
        ['Email', orBlank(f.borrowerEmail)],
        ['Phone', orBlank(f.borrowerPhone)],
      ],
    },
    { t: 'h2', text: 'Income' },
    {
      t: 'rows',
      rows: [
        ['Stated annual income', f.statedIncome === null ? 'not provided' : whole(f.statedIncome)],
        [
          'Employment',
          f.employmentType ? (EMPLOYMENT_TYPE_LABELS[f.employmentType] ?? f.employmentType) : 'not provided',
        ],
      ],
    },
    { t: 'h2', text: 'The offer you chose' },
    { t: 'rows', rows: offerRows(f) },
    { t: 'h2', text: 'Government monitoring information (HMDA)' },
    {
      t: 'p',
      small: true,
      text: 'The federal government asks for this information to monitor compliance with fair lending laws. You were not required to provide it, and no decision is based on it.',
    },
    {
      t: 'rows',
      rows: hmda
        ? [
            ['Ethnicity', hmda.ethnicity],
            ['Race', hmda.race],
            ['Sex', hmda.sex],
          ]
        : [['Answers', 'declined to provide']],
    },
    { t: 'h2', text: 'Submitted' },
    {
      t: 'rows',
      rows: [
        ['Application started on', onDate(f.appliedAt, f.timeZone)],
        ['Submitted on', onDate(f.consents.APPLICATION_DISCLOSURES ?? f.consents.ESIGN, f.timeZone)],
      ],
    },
  ];
}

function programDisclosure(f: DocumentFacts): Block[] {
  // Regulation Z, 12 CFR §1026.40(d): (d)(1) retain the disclosure; (d)(2) terms may change before
  // the plan is opened and fees are refundable then; (d)(3) the security interest and the possible
  // loss of the dwelling; (d)(4) when the creditor may terminate, refuse credit or reduce the limit.
  const example = monthlyPayment(10_000, APR_MAX_PERCENT, 30);
  return [
    {
      t: 'p',
      bold: true,
      text: 'This disclosure contains important information about our Home Equity Line of Credit. You should read it carefully and keep a copy for your records.',
    },
    { t: 'h2', text: 'Availability of terms' },
    {
      t: 'p',
      text: 'All of the terms described below are subject to change. You are not obligated to accept these terms. If these terms change (other than the annual percentage rate) and you decide, as a result, not to enter into an agreement with us, you are entitled to a refund of any fees that you paid to us or anyone else in connection with your application.',
    },
    { t: 'h2', text: 'Security interest' },
    {
      t: 'p',
      text: 'We will take a security interest in your home. You could lose your home if you do not meet the obligations in your agreement with us: the loss of your dwelling in the event of default.',
    },
    { t: 'h2', text: 'Possible actions' },
    {
      t: 'p',
      text: 'Under certain circumstances, we can (1) terminate your line, require you to pay us the entire outstanding balance in one payment, and charge you certain fees; (2) refuse to make additional extensions of credit; and (3) reduce your credit limit. We can terminate the line if you engage in fraud or material misrepresentation, you do not meet the repayment terms, or your action or inaction adversely affects our security for the line.',
    },
    { t: 'h2', text: 'Terms of the plan' },
    {
      t: 'rows',
      rows: [
        ['Credit limits', `${whole(LOAN_AMOUNT_MIN)} to ${whole(LOAN_AMOUNT_MAX)}`],
        ['Draw period', `${DRAW_PERIOD_YEARS} years from opening: you may draw up to the limit`],
        [
          'Rate of each draw',
          'Fixed: each draw keeps the annual percentage rate it was made at for its whole term (the rate is not variable)',
        ],
        [
          'Annual percentage rate',
          `${formatPercent(APR_MIN_PERCENT, 2)} to ${formatPercent(APR_MAX_PERCENT, 2)}, depending on credit, income, property value and lien position`,
        ],
        [
          'Repayment',
          'Each draw is repaid in equal monthly payments of principal and interest over its fixed term (5, 10, 15 or 30 years)',
        ],
        ['Origination fee', `Up to ${formatPercent(ORIGINATION_FEE_MAX_PERCENT, 2)} of each draw, deducted from it`],
        [
          'Third-party fees',
          `Recording fees ${whole(RECORDING_FEES_MIN)} to ${whole(RECORDING_FEES_MAX)}; recording tax ${whole(RECORDING_TAX_MIN_PER_100K)} to ${whole(RECORDING_TAX_MAX_PER_100K)} per ${whole(100_000)} of the line; an in-person notary ${whole(MANUAL_NOTARIZATION_FEE)} if you choose one`,
        ],
      ],
    },
    { t: 'h2', text: 'Minimum payment example' },
    {
      t: 'p',
      text: `If you drew ${whole(10_000)} at the highest annual percentage rate of ${formatPercent(APR_MAX_PERCENT, 2)} with a 30-year term, you would make 360 monthly payments of ${money(example)}.`,
    },
    { t: 'h2', text: 'Tax deductibility' },
    {
      t: 'p',
      text: 'You should consult a tax advisor regarding the deductibility of interest and charges for the plan.',
    },
    { t: 'h2', text: 'Refundability of fees' },
    {
      t: 'p',
      text: 'If you decide not to enter into the plan within three business days of receiving this disclosure and the CFPB’s booklet, you are entitled to a refund of any fee you have already paid.',
    },
    {
      t: 'p',
      small: true,
      text: `Given to ${orBlank(f.borrowerName, 'the applicant')} for the property at ${orBlank(f.propertyAddress, 'the property applied for')}.`,
    },
  ];
}

function closingSummary(f: DocumentFacts): Block[] {
  // Regulation Z §1026.6(a): the account-opening disclosures — rates, fees, and the figures of the draw.
  const o = f.offer;
  const [taxMin, taxMax] = recordingTax(f);
  const cash = o ? Math.max(0, o.initialDraw - f.originationFee) : 0;
  return [
    {
      t: 'p',
      text: 'Your account, its fees and what you will receive. Compare it with your offer; call us before signing if anything differs.',
    },
    { t: 'h2', text: 'Your line' },
    { t: 'rows', rows: offerRows(f) },
    { t: 'h2', text: 'Fees and costs' },
    {
      t: 'rows',
      rows: [
        [
          'Origination fee',
          `${money(f.originationFee)} (${formatPercent(f.originationFeePercent, 2)} of the initial draw, deducted from it)`,
        ],
        ['Cash to you after the fee', money(cash)],
        ['Recording fees (county)', `${whole(RECORDING_FEES_MIN)} to ${whole(RECORDING_FEES_MAX)}`],
        [
          'Recording tax (county)',
          `${whole(taxMin)} to ${whole(taxMax)} (${whole(RECORDING_TAX_MIN_PER_100K)} to ${whole(RECORDING_TAX_MAX_PER_100K)} per ${whole(100_000)} of the line)`,
        ],
      ],
    },
    { t: 'h2', text: 'Payments and funding' },
    {
      t: 'rows',
      rows: [
        [
          'Payment type',
          f.payType === 'AUTOPAY'
            ? 'Automatic payments (ACH debit)'
            : f.payType === 'MANUAL'
              ? 'Manual payments'
              : 'not chosen yet',
        ],
        ['Autopay account', f.autopayEnding ? `ending in ${f.autopayEnding}` : 'none'],
        ['Funds sent to', f.disbursementEnding ? `the account ending in ${f.disbursementEnding}` : 'not chosen yet'],
      ],
    },
    { t: 'signature', role: 'borrower', label: 'Borrower: I have received this closing summary' },
  ];
}

function note(f: DocumentFacts): Block[] {
  const o = f.offer;
  return [
    {
      t: 'p',
      text: `In this agreement "I", "me" and "my" mean ${orBlank(f.borrowerName, 'the borrower')}; "you" and "your" mean ${f.lender.name} (NMLS #${f.lender.nmls}) and anyone to whom this agreement is transferred.`,
    },
    { t: 'h2', text: '1. The line of credit' },
    {
      t: 'p',
      text: `You open a home equity line of credit for me with a credit limit of ${whole(o?.lineAmount ?? 0)}. I may draw on it during the draw period of ${DRAW_PERIOD_YEARS} years. At opening I draw ${whole(o?.initialDraw ?? 0)}.`,
    },
    { t: 'h2', text: '2. Interest' },
    {
      t: 'p',
      text: `Each draw bears interest at a fixed annual percentage rate. The initial draw bears ${formatPercent(o?.aprPercent ?? 0, 2)}. The rate of a draw never changes during its term.`,
    },
    { t: 'h2', text: '3. Payments' },
    {
      t: 'p',
      text: `I will repay the initial draw in ${(o?.termYears ?? 0) * 12} equal monthly payments of ${money(o?.monthlyPayment ?? 0)}, principal and interest, beginning one month after the draw is funded. I may prepay any amount at any time without penalty.`,
    },
    { t: 'h2', text: '4. Fees' },
    {
      t: 'p',
      text: `An origination fee of ${money(f.originationFee)} (${formatPercent(f.originationFeePercent, 2)} of the initial draw) is deducted from it. Third-party recording fees and taxes are charged as the county sets them.`,
    },
    { t: 'h2', text: '5. Security' },
    {
      t: 'p',
      text: `This agreement is secured by a deed of trust on the property at ${orBlank(f.propertyAddress, 'the property')}. I could lose my home if I do not meet my obligations under this agreement.`,
    },
    { t: 'h2', text: '6. Default' },
    {
      t: 'p',
      text: 'I am in default if I commit fraud or material misrepresentation in connection with the line, do not meet the repayment terms, or my action or inaction adversely affects your security for the line (for example, I sell the property, let taxes or insurance lapse, or let a prior lien go into default). On default you may terminate the line, require the whole balance at once, refuse further draws, or reduce the limit, as Regulation Z §1026.40(f) allows.',
    },
    { t: 'h2', text: '7. Right to cancel' },
    {
      t: 'p',
      text: 'I may cancel this agreement within three business days as the Notice of right to cancel given to me explains.',
    },
    { t: 'h2', text: '8. Electronic signature' },
    {
      t: 'p',
      text: 'I agree that my electronic signature and initials on this agreement have the same effect as my handwritten ones (E-SIGN Act, 15 U.S.C. §7001).',
    },
    { t: 'signature', role: 'borrower', label: 'Borrower' },
  ];
}

function noticeOfRightToCancel(f: DocumentFacts, m: Moments): Block[] {
  // Regulation Z, 12 CFR §1026.15(b), in the words of model form H-8 (Appendix H), with the
  // transaction's date and the deadline filled in once the notice is signed.
  const deadline = m.rescissionEnds
    ? `midnight of ${formatDate(m.rescissionEnds)}`
    : 'midnight of the date filled in when you sign';
  return [
    { t: 'h2', text: 'Your right to cancel' },
    {
      t: 'p',
      text: `You are entering into a transaction that will result in a security interest in your home at ${orBlank(f.propertyAddress, 'the property')}. You have a legal right under federal law to cancel this transaction, without cost, within three business days from whichever of the following events occurs last:`,
    },
    {
      t: 'list',
      items: [
        `the date of the transaction, which is ${m.transactionDate ? formatDate(m.transactionDate) : 'the date you sign'}; or`,
        'the date you received your Truth in Lending disclosures; or',
        'the date you received this notice of your right to cancel.',
      ],
    },
    {
      t: 'p',
      text: 'If you cancel the transaction, the security interest is also cancelled. Within 20 calendar days after we receive your notice, we must take the steps necessary to reflect the fact that the security interest in your home has been cancelled, and we must return to you any money or property you have given to us or to anyone else in connection with this transaction.',
    },
    {
      t: 'p',
      text: 'You may keep any money or property we have given you until we have done the things mentioned above, but you must then offer to return the money or property. If it is impractical or unfair for you to return the property, you must offer its reasonable value. You may offer to return the property at your home or at the location of the property. Money must be returned to the address below. If we do not take possession of the money or property within 20 calendar days of your offer, you may keep it without further obligation.',
    },
    { t: 'h2', text: 'How to cancel' },
    {
      t: 'p',
      text: `If you decide to cancel this transaction, you may do so by notifying us in writing, at ${f.lender.name}, ${f.lender.address}. You may use any written statement that is signed and dated by you and states your intention to cancel, or you may use this notice by dating and signing below. Keep one copy of this notice because it contains important information about your rights.`,
    },
    {
      t: 'p',
      bold: true,
      text: `If you cancel by mail or telegram, you must send the notice no later than ${deadline} (or midnight of the third business day following the latest of the three events listed above). If you send or deliver your written notice to cancel some other way, it must be delivered to the above address no later than that time.`,
    },
    { t: 'h2', text: 'I wish to cancel' },
    { t: 'p', text: 'Consumer’s signature: ______________________________    Date: ______________' },
    { t: 'h2', text: 'Acknowledgement of receipt' },
    {
      t: 'p',
      text: `The undersigned, ${orBlank(f.borrowerName, 'the borrower')}, acknowledges receiving this notice of the right to cancel.`,
    },
    { t: 'signature', role: 'borrower', label: 'Borrower' },
  ];
}

function deedOfTrust(f: DocumentFacts): Block[] {
  return [
    {
      t: 'p',
      text: `This deed of trust secures a home equity line of credit agreement of ${whole(f.offer?.lineAmount ?? 0)}, loan number ${f.loanNumber}.`,
    },
    {
      t: 'rows',
      rows: [
        ['Trustor (borrower)', orBlank(f.borrowerName)],
        ['Beneficiary (lender)', `${f.lender.name}, NMLS #${f.lender.nmls}, ${f.lender.address}`],
        ['Trustee', DEED_TRUSTEE],
        ['Property', orBlank(f.propertyAddress)],
        ['Maximum principal secured', whole(f.offer?.lineAmount ?? 0)],
      ],
    },
    { t: 'h2', text: 'Grant' },
    {
      t: 'p',
      text: `The trustor irrevocably grants and conveys to the trustee, in trust, with power of sale, the property at ${orBlank(f.propertyAddress, 'the property')}, with all improvements and fixtures, to secure repayment of every draw under the agreement, up to the maximum principal, with interest, fees and costs.`,
    },
    { t: 'h2', text: 'Covenants' },
    {
      t: 'list',
      items: [
        'The trustor will pay the agreement when due, keep the property insured (with flood insurance where the property lies in a special flood hazard area) and pay its taxes.',
        'The trustor will keep prior liens current and will not sell or transfer the property without paying the line.',
        'On default the beneficiary may accelerate the balance and the trustee may sell the property as state law allows.',
        'When the line is paid and closed, the beneficiary will ask the trustee to reconvey the property.',
      ],
    },
    { t: 'signature', role: 'borrower', label: 'Trustor (borrower)' },
    { t: 'h2', text: 'Acknowledgement before a notary' },
    {
      t: 'p',
      text: `State of ${f.propertyState || '________'}, ${f.propertyCounty || 'County of ________'}. The trustor named above appeared before the notary below, proved their identity, and acknowledged signing this deed of trust freely.`,
    },
    { t: 'signature', role: 'notary', label: 'Notary public' },
  ];
}

function counselingList(f: DocumentFacts): Block[] {
  // Regulation X, 12 CFR §1024.20(a): a list of homeownership counseling organizations, within three
  // business days of the application, with the statement the rule requires (HUD's wording).
  return [
    { t: 'p', bold: true, text: SANDBOX_COUNSELORS_NOTICE },
    {
      t: 'p',
      text: 'The counseling agencies on this list are approved by the U.S. Department of Housing and Urban Development (HUD), and they can offer independent advice about whether a particular set of mortgage loan terms is a good fit based on your objectives and circumstances, often at little or no cost to you. This list shows several approved agencies in your area. You can find other approved counseling agencies at the Consumer Financial Protection Bureau’s (CFPB) website, consumerfinance.gov/mortgagehelp, or by calling 1-855-411-CFPB (2372). You can also access a list of nationwide HUD-approved counseling intermediaries at hud.gov/offices/hsg/sfh/hcc/hcs.cfm.',
    },
    {
      t: 'rows',
      rows: SANDBOX_COUNSELORS.map((c) => [c.name, `${c.address} · ${c.phone} · ${c.services}`] as const),
    },
    { t: 'p', small: true, text: `Given for the application received ${onDate(f.appliedAt, f.timeZone)}.` },
  ];
}

function incompleteNotice(f: DocumentFacts, m: Moments): Block[] {
  // Regulation B, 12 CFR §1002.9(c)(2): written notice specifying the information needed, a
  // reasonable period to provide it, and that otherwise the application will not be considered further.
  const missing = m.missing?.length ? m.missing : ['The information your open conditions ask for'];
  return [
    { t: 'p', text: 'Thank you for your application. We cannot finish reviewing it until we receive the following:' },
    { t: 'list', items: missing },
    {
      t: 'p',
      bold: true,
      text: `Please provide it by ${m.respondBy ? formatDate(m.respondBy) : 'the date we told you'}. You can send it from your application's conditions page. If we do not receive it by then, we will not be able to give your application further consideration.`,
    },
    { t: 'p', text: `Questions: call ${f.lender.phone} or email ${f.lender.email}.` },
  ];
}

export interface DocumentContent {
  readonly title: string;
  readonly regulation: string;
  readonly blocks: readonly Block[];
}

export function documentContent(kind: GeneratedKind, facts: DocumentFacts, moments: Moments = {}): DocumentContent {
  const row = closingDocument(kind);
  const blocks: Record<GeneratedKind, () => Block[]> = {
    ESIGN_CONSENT: () => esignConsent(facts),
    CREDIT_CONSENT: () => creditConsent(facts),
    APPLICATION_SUMMARY: () => applicationSummary(facts),
    HELOC_PROGRAM_DISCLOSURE: () => programDisclosure(facts),
    HOMEOWNERSHIP_COUNSELING_LIST: () => counselingList(facts),
    INCOMPLETE_APPLICATION_NOTICE: () => incompleteNotice(facts, moments),
    CLOSING_SUMMARY: () => closingSummary(facts),
    NOTE: () => note(facts),
    NOTICE_OF_RIGHT_TO_CANCEL: () => noticeOfRightToCancel(facts, moments),
    DEED_OF_TRUST: () => deedOfTrust(facts),
  };
  // Every document opens with whom and what it is about: borrower, property, line, lender.
  return { title: row.title, regulation: row.regulation, blocks: [parties(facts), ...blocks[kind]()] };
}

/** The E-SIGN sample: a one-page PDF with the code the borrower types back (15 U.S.C. §7001(c)(1)(C)(ii)). */
export function esignSampleContent(f: DocumentFacts, code: string): DocumentContent {
  return {
    title: 'Sample document: can you open PDF files?',
    regulation: 'E-SIGN Act, 15 U.S.C. §7001(c)(1)(C)(ii)',
    blocks: [
      {
        t: 'p',
        text: `${f.lender.name} will give you your disclosures and documents as PDF files. This sample shows you can open them. Type the code below on the application screen.`,
      },
      { t: 'h2', text: `Your code: ${code}` },
      {
        t: 'p',
        small: true,
        text: 'If you cannot open this file, do not consent to electronic documents: ask us for paper copies instead, at no charge.',
      },
    ],
  };
}
