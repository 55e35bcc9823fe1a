/**
 * Reminders (issue 28, item 4): which reminder is due at `now`, on which channel, given the
 * application's facts, what was sent already and the borrower's choices. Pure and time-free: the
 * server's scheduler passes `now` and stores what it sent under (application, kind, subject,
 * sequence, channel), the key that makes a reminder go at most once however many servers tick.
 *
 * - unfinished: the borrower's turn and nothing changed for 30 minutes (left); one per leaving.
 * - condition: an open condition, every 48 h after it was opened, at most 3 (1 on "fewer").
 * - document: a document given and not opened 24 h later, once.
 * - status: each moment of the journey the borrower is notified of (notification-moments.ts), once.
 *
 * A reminder not sent within a day of falling due (the server was down, quiet hours ran long) is
 * dropped rather than sent late, so a restart or a first deploy never floods old applications.
 */
import { FUNDING_STATES, serverStateKind } from '../journey/server-states.js';
import { isQuietHour } from './texts.js';

export const REMINDER_KINDS = ['unfinished', 'condition', 'document', 'status'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];
export const REMINDER_CHANNELS = ['email', 'sms'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

/** How often a borrower hears from us (settings: "Reminders"). */
export const REMINDER_FREQUENCIES = [
  { key: 'all', label: 'Every reminder', description: 'Up to 3 reminders for each open condition' },
  { key: 'fewer', label: 'Fewer reminders', description: 'One reminder for each item' },
  { key: 'statusOnly', label: 'Only status changes', description: 'No reminders, only news about my application' },
] as const;
export type ReminderFrequency = (typeof REMINDER_FREQUENCIES)[number]['key'];
export const DEFAULT_REMINDER_FREQUENCY: ReminderFrequency = 'all';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const REMINDER_TIMING = {
  unfinishedAfterMs: 30 * MINUTE,
  conditionEveryMs: 48 * HOUR,
  documentAfterMs: 24 * HOUR,
  /** Not sent within this long of falling due: dropped, never sent late. */
  windowMs: 24 * HOUR,
} as const;

/** How many reminders of each kind one subject (a leaving, a condition, a document, a moment) may get. */
export const REMINDER_CAPS: Readonly<Record<ReminderFrequency, Readonly<Record<ReminderKind, number>>>> = {
  all: { unfinished: 1, condition: 3, document: 1, status: 1 },
  fewer: { unfinished: 1, condition: 1, document: 1, status: 1 },
  statusOnly: { unfinished: 0, condition: 0, document: 0, status: 1 },
};

export interface SentReminder {
  readonly kind: ReminderKind;
  readonly subject: string;
  readonly sequence: number;
  readonly channel: ReminderChannel;
  readonly at: Date;
}

export interface ReminderFacts {
  readonly state: string;
  /** When the application last changed (a step taken, or the pipeline moving it). */
  readonly lastChangeAt: Date;
  readonly openConditions: readonly { readonly id: string; readonly openedAt: Date }[];
  readonly unopenedDocuments: readonly { readonly id: string; readonly givenAt: Date }[];
  /** The journey's moments the borrower was notified of (status changes that matter). */
  readonly moments: readonly { readonly id: string; readonly at: Date }[];
  readonly sent: readonly SentReminder[];
}

export interface ReminderChoices {
  readonly email: boolean;
  /** Texts allowed: consent on record, not stopped, and texts chosen (`textsAllowed`). */
  readonly sms: boolean;
  readonly frequency: ReminderFrequency;
  /** The property's time zone: texts keep its quiet hours. */
  readonly timeZone: string;
}

export interface DueReminder {
  readonly kind: ReminderKind;
  readonly subject: string;
  readonly sequence: number;
  readonly channel: ReminderChannel;
}

/** A recorded consent to texts, as the rules need it. */
export interface TextConsentFacts {
  readonly givenAt: Date;
  readonly revokedAt: Date | null;
}

/** Texts go only with a consent on record that was not revoked (STOP or settings), and texts chosen. */
export const textsAllowed = (chosen: boolean, consent: TextConsentFacts | null | undefined): boolean =>
  chosen && consent != null && consent.revokedAt === null;

const NOT_BORROWERS_TURN: ReadonlySet<string> = new Set(['COMPLETE', ...FUNDING_STATES]);

/** The borrower has something to do to finish the application (not waiting on us, not ended). */
export const isUnfinished = (state: string): boolean =>
  serverStateKind(state) === 'settled' && !NOT_BORROWERS_TURN.has(state);

interface Candidate {
  readonly kind: ReminderKind;
  readonly subject: string;
  readonly sequence: number;
  readonly dueAt: number;
}

function candidates(facts: ReminderFacts, now: number): Candidate[] {
  const out: Candidate[] = [];
  if (isUnfinished(facts.state))
    out.push({
      kind: 'unfinished',
      subject: `${facts.state}@${facts.lastChangeAt.toISOString()}`,
      sequence: 1,
      dueAt: facts.lastChangeAt.getTime() + REMINDER_TIMING.unfinishedAfterMs,
    });
  for (const c of facts.openConditions) {
    // The slot now falls in: slot n opens n × 48 h after the condition did.
    const sequence = Math.floor((now - c.openedAt.getTime()) / REMINDER_TIMING.conditionEveryMs);
    if (sequence >= 1)
      out.push({
        kind: 'condition',
        subject: c.id,
        sequence,
        dueAt: c.openedAt.getTime() + sequence * REMINDER_TIMING.conditionEveryMs,
      });
  }
  for (const d of facts.unopenedDocuments)
    out.push({
      kind: 'document',
      subject: d.id,
      sequence: 1,
      dueAt: d.givenAt.getTime() + REMINDER_TIMING.documentAfterMs,
    });
  for (const m of facts.moments) out.push({ kind: 'status', subject: m.id, sequence: 1, dueAt: m.at.getTime() });
  return out;
}

/**
 * The reminders to send at `now`, one per channel. A text in the property's quiet hours (before
 * 8 am, from 9 pm) waits for the morning; the email goes now.
 */
export function dueReminders(facts: ReminderFacts, choices: ReminderChoices, now: Date): DueReminder[] {
  const t = now.getTime();
  const caps = REMINDER_CAPS[choices.frequency];
  const channels: ReminderChannel[] = [];
  if (choices.email) channels.push('email');
  if (choices.sms && !isQuietHour(now, choices.timeZone)) channels.push('sms');
  const due: DueReminder[] = [];
  for (const c of candidates(facts, t)) {
    if (c.sequence > caps[c.kind] || t < c.dueAt || t >= c.dueAt + REMINDER_TIMING.windowMs) continue;
    for (const channel of channels) {
      const earlier = facts.sent.filter((s) => s.kind === c.kind && s.subject === c.subject && s.channel === channel);
      if (earlier.some((s) => s.sequence >= c.sequence)) continue;
      if (earlier.length >= caps[c.kind]) continue;
      // Deferred sends never bunch up: the interval holds from the last one actually sent.
      const last = Math.max(-Infinity, ...earlier.map((s) => s.at.getTime()));
      if (c.kind === 'condition' && t - last < REMINDER_TIMING.conditionEveryMs) continue;
      due.push({ kind: c.kind, subject: c.subject, sequence: c.sequence, channel });
    }
  }
  return due;
}
