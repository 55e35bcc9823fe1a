/**
 * Text messages' rules (TCPA, 47 U.S.C. §227; 47 CFR §64.1200; CTIA messaging principles): the
 * consent text a borrower agrees to (recorded word for word with the number, the time and how),
 * the reply keywords that stop and restart texts and their confirmations, and the quiet hours
 * (no texts before 8 am or from 9 pm where the home is, §64.1200(c)(1)).
 */
import { formatPhone } from '../format.js';

/** The keywords that end texts: CTIA's STOP family and the words §64.1200(a)(10) names. */
export const SMS_STOP_WORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'REVOKE', 'OPTOUT'] as const;
export const SMS_START_WORDS = ['START', 'UNSTOP'] as const;
export const SMS_HELP_WORDS = ['HELP', 'INFO'] as const;
export type SmsKeyword = 'stop' | 'start' | 'help';

const KEYWORDS: ReadonlyMap<string, SmsKeyword> = new Map([
  ...SMS_STOP_WORDS.map((w) => [w, 'stop'] as const),
  ...SMS_START_WORDS.map((w) => [w, 'start'] as const),
  ...SMS_HELP_WORDS.map((w) => [w, 'help'] as const),
]);

/**
 * The keyword a reply is, or null. A reply is a keyword when it is one, alone: any case, spaces
 * and punctuation around it ignored, "opt out" and "opt-out" as OPTOUT. "Please stop" is not (CTIA
 * treats it as a conversation; the sandbox says how to stop).
 */
export function smsKeyword(body: string): SmsKeyword | null {
  const word = body
    .normalize('NFKC')
    .trim()
    .replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '')
    .replace(/^opt[\s_-]*out$/iu, 'OPTOUT')
    .toUpperCase();
  return KEYWORDS.get(word) ?? null;
}

/** The one reply each keyword gets (the STOP confirmation is the last text sent until START). */
export function smsKeywordReply(keyword: SmsKeyword, orgName: string): string {
  switch (keyword) {
    case 'stop':
      return `${orgName}: You are unsubscribed and will get no more texts from us. To get them again, turn texts on in Settings.`;
    case 'start':
      return `${orgName}: To get texts again, turn them on under Settings, Communication preferences, where the terms are shown.`;
    case 'help':
      return `${orgName}: Texts about your HELOC application. Reply STOP to end. Msg & data rates may apply.`;
  }
}

/** Said to a reply that is no keyword. */
export const smsUnknownReply = (orgName: string): string =>
  `${orgName}: This number does not read replies. Reply STOP to end texts, HELP for help.`;

/** How a consent was given, recorded with it. */
export const TEXT_CONSENT_METHODS = ['web-settings-checkbox'] as const;
export type TextConsentMethod = (typeof TEXT_CONSENT_METHODS)[number];

/** The consent text shown beside the checkbox, recorded word for word when it is given. */
export const textConsentText = (orgName: string, phone: string): string =>
  `I agree that ${orgName} may send text messages about my application to ${formatPhone(normalisePhone(phone))}: ` +
  'a reminder when I leave it unfinished, reminders about open conditions and documents I have not ' +
  'opened, and news when its status changes. Up to 3 reminders per item; message and data rates may ' +
  'apply. Reply STOP at any time to end them, HELP for help. Agreeing is not a condition of the loan.';

/** The last 10 digits of a US number (what the settings form and a provider's "+1…" both reduce to). */
export const normalisePhone = (phone: string): string => phone.replace(/\D/g, '').slice(-10);

export const QUIET_HOURS = { endsAtHour: 8, startsAtHour: 21 } as const;

function minutesInZone(now: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return get('hour') * 60 + get('minute');
}

/** Before 8 am or from 9 pm in `timeZone` (the property's): no texts. */
export function isQuietHour(now: Date, timeZone: string): boolean {
  const m = minutesInZone(now, timeZone);
  return m < QUIET_HOURS.endsAtHour * 60 || m >= QUIET_HOURS.startsAtHour * 60;
}

/** The first instant at or after `now` a text may go (now itself outside quiet hours). */
export function nextTextWindow(now: Date, timeZone: string): Date {
  if (!isQuietHour(now, timeZone)) return now;
  const m = minutesInZone(now, timeZone);
  const wait = m < QUIET_HOURS.endsAtHour * 60 ? QUIET_HOURS.endsAtHour * 60 - m : 24 * 60 - m + 8 * 60;
  const minuteStart = now.getTime() - (now.getTime() % 60_000);
  let at = new Date(minuteStart + wait * 60_000);
  // A daylight-saving change in the night moves 8 am by an hour either way.
  if (isQuietHour(at, timeZone)) at = new Date(at.getTime() + 3_600_000);
  else if (!isQuietHour(new Date(at.getTime() - 3_600_000), timeZone) && at.getTime() - 3_600_000 >= now.getTime())
    at = new Date(at.getTime() - 3_600_000);
  return at;
}
