/**
 * review-app/uw: a person (an underwriter) is reviewing the application. What they check, how long it
 * usually takes and what the borrower can do meanwhile are domain facts, kept here so the screen only
 * renders them; the promise to email is the "never stranded" rule of issue 12.
 */
import { formatDate } from '../format.js';

const MANUAL_REVIEW_TYPICAL_TIME = '1–2 business days';

const MANUAL_REVIEW_CHECKS = [
  'Your income and employment, against the documents and accounts you shared',
  'Your credit report: balances, payment history and recent inquiries',
  'Your home: its value, the liens on it and who is on the title',
] as const;

const MANUAL_REVIEW_MEANWHILE = [
  'Keep an eye on your email: if the underwriter needs a document, we will ask there and on your dashboard.',
  'Avoid opening new credit or taking on new debt until the review is done: it can change the decision.',
  'You can close this page; your application is saved.',
] as const;

export interface ManualReviewView {
  readonly title: string;
  readonly intro: string;
  readonly since: string | null;
  readonly typicalTime: string;
  readonly checks: readonly string[];
  readonly meanwhile: readonly string[];
  readonly emailPromise: string;
}

export function manualReviewView({ since, email }: { since: string | null; email: string | null }): ManualReviewView {
  return {
    title: 'A member of our team is reviewing your application',
    intro:
      'Some applications need a person to take a closer look before we can make an offer. Nothing is wrong, and there is nothing you need to do right now.',
    since: since ? `Review started ${formatDate(since)}.` : null,
    typicalTime: `Reviews usually take ${MANUAL_REVIEW_TYPICAL_TIME}.`,
    checks: MANUAL_REVIEW_CHECKS,
    meanwhile: MANUAL_REVIEW_MEANWHILE,
    emailPromise: `We will email you${email ? ` at ${email}` : ''} as soon as the review is done, usually within ${MANUAL_REVIEW_TYPICAL_TIME}.`,
  };
}
