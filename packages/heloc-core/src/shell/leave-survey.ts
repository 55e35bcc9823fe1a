/**
 * The leave-survey (shared-surfaces §2, §8, §9): when a borrower leaves the application from one of
 * the screens where people most often stop (liens, product/select, identity, signing/sign), ask once
 * why — so the lender learns what made them go.
 *
 * Pure rules: which screens arm it, the question and its answers, the answer's schema, what counts as
 * leaving, when it may be shown and how long after the intent. The app listens for the intent,
 * keeps the "already asked" marks in session storage and runs the timer; the server records answers.
 */
import * as v from 'valibot';
import { BASE_PATH, SURVEY_CALLBACK_DELAY_MS } from '../constants.js';
import { LEAVE_SURVEY_SCREENS } from '../journey/routes.js';
import { endpointPath } from '../contract/endpoints.js';
import { LEAVE_SURVEY_ENDPOINTS } from '../contract/leave-survey-endpoints.js';

export type LeaveSurveyScreen = (typeof LEAVE_SURVEY_SCREENS)[number];

/** The survey appears this long after the leave intent, and not at all if the intent ends first (§9). */
export const LEAVE_SURVEY_DELAY_MS = SURVEY_CALLBACK_DELAY_MS;
export const LEAVE_SURVEY_DETAIL_MAX = 500;

export const LEAVE_SURVEY_TEXT = {
  title: 'Before you go',
  question: 'What is making you leave your application?',
  detailLabel: 'Anything else you want to tell us? (optional)',
  send: 'Send',
  dismiss: 'No thanks',
  thanks: 'Thank you — your application is saved, and you can come back to it any time.',
  tooLong: `Please keep it under ${LEAVE_SURVEY_DETAIL_MAX} characters`,
  chooseOne: 'Please choose an answer',
} as const;

/** The answers, in the order shown. Codes are what the server stores; labels are what the borrower reads. */
export const LEAVE_SURVEY_REASONS = [
  { code: 'NEED_TIME', label: 'I need more time to decide' },
  { code: 'RATE_OR_TERMS', label: "The rate or terms aren't right for me" },
  { code: 'TROUBLE_WITH_STEP', label: "I'm having trouble with this step" },
  { code: 'PRIVACY_CONCERN', label: "I'm concerned about sharing my information" },
  { code: 'OTHER', label: 'Something else' },
] as const;
type LeaveSurveyReason = (typeof LEAVE_SURVEY_REASONS)[number]['code'];
const REASON_CODES = LEAVE_SURVEY_REASONS.map((r) => r.code) as unknown as readonly [
  LeaveSurveyReason,
  ...LeaveSurveyReason[],
];

/** The answer, as the app sends it and the server checks it. */
export const leaveSurveyAnswerSchema = v.object({
  screen: v.picklist(LEAVE_SURVEY_SCREENS, 'Unknown screen'),
  reason: v.picklist(REASON_CODES, LEAVE_SURVEY_TEXT.chooseOne),
  detail: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(LEAVE_SURVEY_DETAIL_MAX, LEAVE_SURVEY_TEXT.tooLong))),
});
export type LeaveSurveyAnswer = v.InferOutput<typeof leaveSurveyAnswerSchema>;

/** Where answers are recorded (owner only). */
export const leaveSurveyPath = (uuid: string) => endpointPath(LEAVE_SURVEY_ENDPOINTS.leaveSurvey, { uuid });

/** The armed screen for the current screen, or null when this screen does not arm the survey. */
export function leaveSurveyScreen(currentScreen: string | null | undefined): LeaveSurveyScreen | null {
  return (LEAVE_SURVEY_SCREENS as readonly string[]).includes(currentScreen ?? '')
    ? (currentScreen as LeaveSurveyScreen)
    : null;
}

/**
 * Ways a borrower may be going. Only the first three leave the application; `forward` is the
 * journey moving on (a step's answer, a link to another screen of this application) and never asks.
 */
export type LeaveIntent =
  | { readonly kind: 'sign-out' }
  | { readonly kind: 'link-out'; readonly href: string }
  | { readonly kind: 'exit-intent' }
  | { readonly kind: 'forward' };

/**
 * What following `href` (a resolved path or URL, relative to `origin`) from application `uuid` is:
 * another screen of the same application is `forward`; anything else — the dashboard, the
 * marketplace, another site — is leaving.
 */
export function intentOfLink(href: string, uuid: string, origin: string): LeaveIntent {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return { kind: 'forward' }; // not a place one can go
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'forward' }; // mailto:, tel:, blob: (downloads) keep the borrower here
  const inApplication =
    url.origin === new URL(origin).origin &&
    (url.pathname === `${BASE_PATH}/${uuid}` || url.pathname.startsWith(`${BASE_PATH}/${uuid}/`));
  return inApplication ? { kind: 'forward' } : { kind: 'link-out', href: url.href };
}

/**
 * Desktop exit intent: the pointer left the document (no element it moved into) through the top
 * edge — towards the tab bar, the address bar or the close button.
 */
export function isExitIntent(pointer: { readonly clientY: number; readonly leftDocument: boolean }): boolean {
  return pointer.leftDocument && pointer.clientY <= 0;
}

/** The session-storage mark of "already answered or dismissed": one per application and screen. */
export const leaveSurveySeenKey = (uuid: string, screen: LeaveSurveyScreen) => `${uuid}:${screen}`;

/**
 * Whether to show the survey now: on an armed screen, for a real leave, and only if the borrower has
 * not already been asked on this screen of this application in this browser session (answering,
 * dismissing or the survey having appeared all count as asked).
 */
export function shouldShowLeaveSurvey(input: {
  readonly uuid: string;
  readonly currentScreen: string | null | undefined;
  readonly intent: LeaveIntent;
  readonly seen: ReadonlySet<string>;
}): boolean {
  const screen = leaveSurveyScreen(input.currentScreen);
  if (!screen || input.intent.kind === 'forward') return false;
  return !input.seen.has(leaveSurveySeenKey(input.uuid, screen));
}
