/**
 * A frozen or locked credit file (credit/error, review-app/incorrect-pin): how each bureau lifts a
 * freeze, in words, and what the screens say for a soft or a hard pull, with or without a PIN.
 *
 * The law behind the words: FCRA §605A(i), 15 U.S.C. §1681c-1(i) (as amended in 2018 by the Economic
 * Growth, Regulatory Relief, and Consumer Protection Act §301): placing, lifting and removing a freeze
 * is free; a bureau must lift it within one hour of a request made online or by phone, and within three
 * business days of a request by mail. A temporary lift ("thaw") for a set period is allowed, which is
 * what we suggest: the file re-freezes by itself.
 */
import * as v from 'valibot';
import { CREDIT_BUREAU_NAMES } from './adverse-action.js';
import { CREDIT_BUREAUS, type CreditBureau, type CreditFreezeFacts } from './underwriting.js';

export interface FreezeLiftWay {
  readonly bureau: string;
  /** The bureau's published freeze page, phone line and mailing address. */
  readonly website: { readonly label: string; readonly url: string };
  readonly phone: string;
  readonly mail: string;
  /** The steps, in words, for this bureau. */
  readonly steps: readonly string[];
}

/** The published ways each nationwide bureau lifts a freeze (their own freeze pages, lines and addresses). */
export const FREEZE_LIFT_WAYS: Readonly<Record<CreditBureau, FreezeLiftWay>> = {
  EQUIFAX: {
    bureau: 'Equifax',
    website: {
      label: 'equifax.com/personal/credit-report-services',
      url: 'https://www.equifax.com/personal/credit-report-services/',
    },
    phone: '1-888-298-0045',
    mail: 'Equifax Information Services LLC, P.O. Box 105788, Atlanta, GA 30348-5788',
    steps: [
      'Sign in to your myEquifax account (or create one) on Equifax’s credit freeze page.',
      'Choose “Manage a freeze”, then “Temporarily lift” and pick the dates — a week is enough for us.',
      'Or call Equifax and ask for a temporary lift; have your Social Security number and address ready.',
    ],
  },
  EXPERIAN: {
    bureau: 'Experian',
    website: { label: 'experian.com/freeze', url: 'https://www.experian.com/freeze/center.html' },
    phone: '1-888-397-3742',
    mail: 'Experian, P.O. Box 9554, Allen, TX 75013',
    steps: [
      'Go to Experian’s Freeze Center and sign in to your Experian account (or create one).',
      'Choose “Temporarily lift” (Experian calls it a thaw) and pick the dates — a week is enough for us.',
      'Or call Experian and ask for a temporary lift; Experian may ask for the PIN it gave you when you froze the file.',
    ],
  },
  TRANSUNION: {
    bureau: 'TransUnion',
    website: { label: 'transunion.com/credit-freeze', url: 'https://www.transunion.com/credit-freeze' },
    phone: '1-888-909-8872',
    mail: 'TransUnion, P.O. Box 160, Woodlyn, PA 19094',
    steps: [
      'Sign in to your TransUnion account (or create one) on TransUnion’s credit freeze page.',
      'Choose to temporarily lift your freeze and pick the dates — a week is enough for us.',
      'Or call TransUnion and ask for a temporary lift; have your Social Security number and address ready.',
    ],
  },
};

/** FCRA §605A(i)(2): how fast the bureau must act, by the way the borrower asks. */
const FREEZE_LIFT_TIMING =
  'Lifting a freeze is free. Online or by phone, the bureau must lift it within one hour; by mail it takes up to three business days.';

/**
 * The PIN rules. Some freezes (older Equifax and Experian ones especially) were set up with a PIN the
 * bureau gave the borrower: with it, the bureau lets us read the file once, without a lift. The step
 * (creditRetry) takes 4 to 10 digits.
 */
const FREEZE_PIN_RULES = {
  minDigits: 4,
  maxDigits: 10,
  text: [
    'Use the PIN the bureau gave you when you froze your file — not your bank card PIN.',
    'It is 4 to 10 digits. We use it once, for this credit check only, and do not keep it.',
    'Lost it? The bureau can send a new one after checking your identity, or you can lift the freeze instead.',
  ],
} as const;

export const PIN_MESSAGES = { required: 'Required', digits: 'Must be 4 to 10 digits' } as const;

/** The PIN field of credit/error and review-app/incorrect-pin; the same rule as the creditRetry step. */
export const creditPinFormSchema = v.object({
  pin: v.pipe(v.string(), v.trim(), v.nonEmpty(PIN_MESSAGES.required), v.regex(/^\d{4,10}$/, PIN_MESSAGES.digits)),
});
/** After this many wrong PINs, the incorrect-pin screen puts lifting the freeze first. */
const PIN_ATTEMPTS_BEFORE_LIFT_FIRST = 3;

export interface CreditFreezeView {
  readonly title: string;
  readonly intro: string;
  /** What the pull does to the borrower's score (soft: nothing; hard: one inquiry they agreed to). */
  readonly pullNote: string;
  /** The bureau's name, or null when the server has not said which (then every bureau's way is listed). */
  readonly bureau: string | null;
  /** How to lift the freeze: the one bureau's way, or all three when the bureau is not known. */
  readonly lifts: readonly FreezeLiftWay[];
  readonly timing: string;
  readonly retryLabel: string;
  /** Present when the file was frozen with a PIN. */
  readonly pin: null | {
    readonly heading: string;
    readonly label: string;
    readonly rules: readonly string[];
    readonly submitLabel: string;
  };
  /** Present once a wrong PIN was entered (review-app/incorrect-pin). */
  readonly wrongPin: null | { readonly message: string; readonly liftFirst: boolean };
}

export const RETRY_AFTER_LIFT_LABEL = 'I’ve lifted the freeze — try again';
const PIN_SUBMIT_LABEL = 'Unlock with my PIN';

/**
 * What credit/error and review-app/incorrect-pin know without the underwriting facts: the server
 * state says soft or hard, the status says whether a PIN applies; the bureau stays unknown. Used when
 * the facts cannot be read, so that a frozen borrower always has the way out.
 */
interface FreezeFallback {
  readonly state: string;
  readonly creditFrozenWithPin?: boolean | null | undefined;
}

/** What credit/error and review-app/incorrect-pin show, from the freeze facts (or, without them, the status). */
export function creditFreezeView(
  facts: CreditFreezeFacts | null,
  { wrongPin = false, fallback }: { wrongPin?: boolean; fallback?: FreezeFallback } = {},
): CreditFreezeView {
  const bureau = facts ? CREDIT_BUREAU_NAMES[facts.bureau] : null;
  const soft = facts ? facts.pull === 'SOFT' : fallback?.state !== 'HARD_CREDIT_LOCKED_OR_FROZEN';
  const withPin = facts ? facts.withPin : Boolean(fallback?.creditFrozenWithPin);
  const attempts = facts?.incorrectPinAttempts ?? 0;
  const file = bureau ? `your ${bureau} credit file` : 'your credit file';
  const who = bureau ?? 'the credit bureau';
  return {
    title: wrongPin
      ? 'That PIN didn’t unlock your credit file'
      : bureau
        ? `Your ${bureau} credit file is frozen`
        : 'Your credit file is frozen',
    intro: soft
      ? `To show you offers we need to check your credit, but ${file} is frozen (or locked), so ${who} could not share it with us.`
      : `To finish your application we need the full credit check you agreed to when you submitted it, but ${file} is frozen (or locked), so ${who} could not share it with us.`,
    pullNote: soft
      ? 'This is a soft credit check: it does not affect your credit score.'
      : 'This is a hard credit check: it appears on your credit report as an inquiry, as explained when you submitted your application.',
    bureau,
    lifts: facts ? [FREEZE_LIFT_WAYS[facts.bureau]] : CREDIT_BUREAUS.map((b) => FREEZE_LIFT_WAYS[b]),
    timing: FREEZE_LIFT_TIMING,
    retryLabel: RETRY_AFTER_LIFT_LABEL,
    pin: withPin
      ? {
          heading: 'Have your freeze PIN?',
          label: bureau ? `${bureau} freeze PIN` : 'Freeze PIN',
          rules: FREEZE_PIN_RULES.text,
          submitLabel: PIN_SUBMIT_LABEL,
        }
      : null,
    wrongPin: wrongPin
      ? {
          message: `${bureau ?? 'The bureau'} did not accept the PIN you entered${attempts > 1 ? ` (${attempts} wrong attempts so far)` : ''}. Check it and try again, or lift the freeze instead.`,
          liftFirst: attempts >= PIN_ATTEMPTS_BEFORE_LIFT_FIRST,
        }
      : null,
  };
}
