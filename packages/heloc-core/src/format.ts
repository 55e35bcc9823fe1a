/** Formatters (shared-surfaces §3, §5, §9). Pure: callers pass `now` and the time zone. */
import {
  CURRENCY,
  CURRENCY_DECIMALS,
  INVALID_DATE_LABEL,
  LOCALE,
  PERCENT_DECIMALS,
  RELATIVE_TIME_MAX_WEEKS,
  WALLET_ADDRESS_HEAD,
  WALLET_ADDRESS_SHORTEN_ABOVE,
  WALLET_ADDRESS_TAIL,
} from './constants.js';
import type { Address } from './entities.js';
import { MESSAGES } from './messages.js';

const capitaliseWords = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/(^|[\s-])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase());

/** 'Street City, ST ZIP', street and city capitalised per word. */
export function formatAddress(address: Partial<Address> | null | undefined): string {
  if (!address) return '';
  const street = [address.street1, address.street2]
    .filter((s): s is string => Boolean(s?.trim()))
    .map(capitaliseWords)
    .join(' ');
  const city = address.city ? capitaliseWords(address.city) : '';
  const stateZip = [address.state?.trim().toUpperCase(), address.zip?.trim()].filter(Boolean).join(' ');
  const head = [street, city].filter(Boolean).join(' ');
  return [head, stateZip].filter(Boolean).join(', ');
}

const PHONE_FORMS = [/^\+1(\d{10})$/, /^1(\d{10})$/, /^(\d{3}-\d{3}-\d{4})$/, /^(\d{10})$/];

/**
 * '(xxx) xxx-xxxx' for +1 with 10 digits, 11 digits starting with 1, dashed 3-part numbers or
 * plain 10 digits; anything else is returned trimmed, as given.
 */
export function formatPhone(input: string | null | undefined): string {
  const value = (input ?? '').trim();
  for (const form of PHONE_FORMS) {
    const m = form.exec(value);
    if (m?.[1]) {
      const d = m[1].replace(/-/g, '');
      return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
    }
  }
  return value;
}

/** Digits for a tel: link, or undefined when the phone is not one of the accepted forms. */
export function phoneDigits(input: string | null | undefined): string | undefined {
  const formatted = formatPhone(input);
  return formatted.startsWith('(') ? `+1${formatted.replace(/\D/g, '')}` : undefined;
}

/** Longer than 11 characters: the first 6, an ellipsis, the last 5. */
export function shortenWalletAddress(address: string | null | undefined): string {
  const a = address ?? '';
  return a.length > WALLET_ADDRESS_SHORTEN_ABOVE
    ? `${a.slice(0, WALLET_ADDRESS_HEAD)}...${a.slice(-WALLET_ADDRESS_TAIL)}`
    : a;
}

const currencyFormats = new Map<number, Intl.NumberFormat>();
/** USD, en-US, 0 decimals by default. */
export function formatCurrency(amount: number | null | undefined, decimals: number = CURRENCY_DECIMALS): string {
  let f = currencyFormats.get(decimals);
  if (!f) {
    f = new Intl.NumberFormat(LOCALE, {
      style: 'currency',
      currency: CURRENCY,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    currencyFormats.set(decimals, f);
  }
  return f.format(Number.isFinite(amount) ? (amount as number) : 0);
}

/** 7.6 → '7.6%' (1 decimal by default). */
export function formatPercent(percent: number | null | undefined, decimals: number = PERCENT_DECIMALS): string {
  const value = Number.isFinite(percent) ? (percent as number) : 0;
  return `${value.toFixed(decimals)}%`;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

function toDate(input: Date | string | number | null | undefined): { date: Date; dateOnly: boolean } | undefined {
  if (input === null || input === undefined || input === '') return undefined;
  if (typeof input === 'string') {
    const m = DATE_ONLY.exec(input.trim());
    if (m) {
      const [, y, mo, d] = m.map(Number) as [number, number, number, number];
      const date = new Date(Date.UTC(y, mo - 1, d));
      // Reject roll-overs such as 2026-02-31.
      if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return undefined;
      return { date, dateOnly: true };
    }
  }
  const date = input instanceof Date ? input : new Date(input);
  return Number.isNaN(date.getTime()) ? undefined : { date, dateOnly: false };
}

function dateParts(input: Date | string | number | null | undefined, timeZone: string) {
  const parsed = toDate(input);
  if (!parsed) return undefined;
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: parsed.dateOnly ? 'UTC' : timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(parsed.date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { y: get('year'), m: get('month'), d: get('day') };
}

/** MM/dd/yyyy, or 'Invalid Date'. Date-only strings are calendar dates; instants use `timeZone`. */
export function formatDate(input: Date | string | number | null | undefined, timeZone = 'UTC'): string {
  const p = dateParts(input, timeZone);
  return p ? `${p.m}/${p.d}/${p.y}` : INVALID_DATE_LABEL;
}

/** yyyy-MM-dd, or 'Invalid Date'. */
export function formatIsoDate(input: Date | string | number | null | undefined, timeZone = 'UTC'): string {
  const p = dateParts(input, timeZone);
  return p ? `${p.y}-${p.m}-${p.d}` : INVALID_DATE_LABEL;
}

/** Parses MM/dd/yyyy (as typed in forms) to yyyy-MM-dd, or undefined. */
export function parseDisplayDate(input: string): string | undefined {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(input.trim());
  if (!m) return undefined;
  const iso = `${m[3]}-${m[1]}-${m[2]}`;
  return toDate(iso) ? iso : undefined;
}

/** Whole years between a yyyy-MM-dd birthdate and `now` (a yyyy-MM-dd date). */
export function ageOn(birthdate: string, today: string): number | undefined {
  const b = DATE_ONLY.exec(birthdate);
  const t = DATE_ONLY.exec(today);
  if (!b || !t || !toDate(birthdate) || !toDate(today)) return undefined;
  const [by, bm, bd] = [Number(b[1]), Number(b[2]), Number(b[3])];
  const [ty, tm, td] = [Number(t[1]), Number(t[2]), Number(t[3])];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/**
 * Notification time relative to `now`: 'now', minutes ('5m'), hours ('3h'), days ('2d'), weeks
 * ('1w' … '4w'); older than 4 weeks (28 days), month and day ('Oct 3') in the borrower's own time
 * zone — the zone is required: a default (UTC) put a late-evening notification on the next day.
 */
export function formatRelativeTime(date: Date | string | number, now: Date | number, timeZone: string): string {
  const parsed = toDate(date);
  if (!parsed) return INVALID_DATE_LABEL;
  const elapsed = (typeof now === 'number' ? now : now.getTime()) - parsed.date.getTime();
  if (elapsed < MINUTE) return 'now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h`;
  if (elapsed < WEEK) return `${Math.floor(elapsed / DAY)}d`;
  // BAD: `Math.floor(elapsed / WEEK) <= 4` — '4w' up to 34 days. GOOD: weeks only up to 4 weeks.
  if (elapsed <= RELATIVE_TIME_MAX_WEEKS * WEEK) return `${Math.floor(elapsed / WEEK)}w`;
  return new Intl.DateTimeFormat('en-US', {
    timeZone: parsed.dateOnly ? 'UTC' : timeZone,
    month: 'short',
    day: 'numeric',
  }).format(parsed.date);
}

/** De-duplicated, joined with ', ', ended with a period; none → 'Something unexpected happened'. */
export function joinErrorMessages(messages: readonly unknown[] | null | undefined): string {
  const seen = new Set<string>();
  for (const m of messages ?? []) {
    const text = (
      typeof m === 'string'
        ? m
        : typeof (m as { message?: unknown })?.message === 'string'
          ? (m as { message: string }).message
          : ''
    )
      .trim()
      .replace(/\.+$/, '');
    if (text) seen.add(text);
  }
  return seen.size === 0 ? MESSAGES.somethingUnexpected : `${[...seen].join(', ')}.`;
}

/** The one sentence for an error response body: its errors array, else its message, else the fallback. */
export function errorMessageFromBody(body: unknown): string {
  if (body && typeof body === 'object') {
    const b = body as { errors?: unknown; message?: unknown };
    if (Array.isArray(b.errors) && b.errors.length > 0) return joinErrorMessages(b.errors);
    if (typeof b.message === 'string' && b.message.trim()) return b.message.trim();
  }
  if (typeof body === 'string' && body.trim()) return body.trim();
  return MESSAGES.somethingUnexpected;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** 8-4-4-4-12 hexadecimal. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** Bytes, KB or MB, as attachment sizes are displayed. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024)
    return `${Math.max(0, Math.floor(Number.isFinite(bytes) ? bytes : 0))} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Operating hours in Pacific time, e.g. '6:00 AM – 5:00 PM PT' from '06:00'/'17:00'. */
export function formatHoursRange(start: string | null | undefined, end: string | null | undefined): string | undefined {
  const fmt = (t: string | null | undefined) => {
    const m = /^(\d{1,2}):(\d{2})/.exec(t ?? '');
    if (!m) return undefined;
    const h = Number(m[1]);
    if (h > 23) return undefined;
    return `${h % 12 === 0 ? 12 : h % 12}:${m[2]} ${h < 12 ? 'AM' : 'PM'}`;
  };
  const s = fmt(start);
  const e = fmt(end);
  return s && e ? `${s} – ${e} PT` : undefined;
}

/** One line of the operating hours: the days it covers and their hours, e.g. 'Monday–Friday', '6:00 AM – 6:00 PM PT'. */
interface HoursLine {
  readonly days: string;
  readonly hours: string;
}

const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/**
 * The open days of an operating-hours answer as lines (shared-surfaces §2): consecutive days with
 * the same hours share a line, named by their real first and last day ('Monday–Friday',
 * 'Tuesday–Thursday', 'Saturday'); weekdays and the weekend (entries 6 and 7) never share one; every
 * open day is shown, Sunday (7) included. Closed days and entries without hours are left out.
 */
export function operatingHoursLines(
  entries: readonly { weekdayValue: number; isOpen: boolean; startTime?: string | null; endTime?: string | null }[],
): HoursLine[] {
  const open = entries
    .filter((e) => e.isOpen && Number.isInteger(e.weekdayValue) && e.weekdayValue >= 1 && e.weekdayValue <= 7)
    .map((e) => ({ day: e.weekdayValue, hours: formatHoursRange(e.startTime, e.endTime) }))
    .filter((e): e is { day: number; hours: string } => e.hours !== undefined)
    .sort((a, b) => a.day - b.day);
  const groups: { first: number; last: number; hours: string }[] = [];
  for (const e of open) {
    const prev = groups.at(-1);
    if (
      prev &&
      prev.last === e.day - 1 &&
      prev.hours === e.hours &&
      isWeekendEntry(prev.last) === isWeekendEntry(e.day)
    )
      prev.last = e.day;
    else if (!prev || prev.last !== e.day) groups.push({ first: e.day, last: e.day, hours: e.hours });
  }
  const name = (d: number) => DAY_NAMES[d - 1] as string;
  return groups.map((g) => ({
    days: g.first === g.last ? name(g.first) : `${name(g.first)}–${name(g.last)}`,
    hours: g.hours,
  }));
}

/** Weekday entries 6 and 7 are the weekend (shared-surfaces §2). */
export function isWeekendEntry(weekdayValue: number): boolean {
  return weekdayValue === 6 || weekdayValue === 7;
}

/**
 * (Beside errorMessageFromBody, not in password-rule.ts: the browser's first screen needs this and
 * must not pull in the rule module, which the lazy estimator chunk owns.)
 * The server answers a weak password with a 400 `password: …` (the field-error shape); this is the
 * message for the field, or null when the error is about something else.
 */
export function passwordFieldError(message: string): string | null {
  return message.startsWith('password: ') ? message.slice('password: '.length) : null;
}
