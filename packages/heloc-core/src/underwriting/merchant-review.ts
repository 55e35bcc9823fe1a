/**
 * merchant/review (the fallback machine's waitMerchant): the partner the borrower applied through
 * reviews the application before it continues. The screen says what they check, how long it
 * usually takes and that we will email — a waiting borrower must never be left without a next step.
 */
import { formatDate } from '../format.js';

/** The partner's review usually takes this many business days (the sandbox's merchant answers at once). */
const MERCHANT_REVIEW_BUSINESS_DAYS = { min: 1, max: 2 } as const;

export interface MerchantReviewView {
  readonly title: string;
  readonly what: string;
  readonly checks: readonly string[];
  readonly typicalTime: string;
  readonly meanwhile: string;
  readonly since: string | null;
}

/** The page's words; `partner` is the organisation the borrower applied through. */
export function merchantReviewView(input: {
  partner: string;
  email: string | null;
  since: string | null;
}): MerchantReviewView {
  const { min, max } = MERCHANT_REVIEW_BUSINESS_DAYS;
  return {
    title: `${input.partner} is reviewing your application`,
    what: `You applied through ${input.partner}, so they review your application before it continues. You do not need to do anything now.`,
    checks: [
      'That your name and contact details match what they have on file',
      'That your property and the line you asked for fit their program',
      'The liens on your property, where they have their own records',
    ],
    typicalTime: `This usually takes ${min}–${max} business days.`,
    meanwhile: input.email
      ? `We will email you at ${input.email} as soon as the review is done, and this page will move on by itself. You can close it in the meantime.`
      : 'We will email you as soon as the review is done, and this page will move on by itself. You can close it in the meantime.',
    since: input.since ? `Review started ${formatDate(input.since)}` : null,
  };
}
