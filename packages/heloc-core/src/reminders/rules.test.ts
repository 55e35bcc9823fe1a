import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbReminderChoices, arbReminderFacts, arbReminderTicks } from '../testing/arbitraries.js';
import {
  dueReminders,
  isUnfinished,
  REMINDER_CAPS,
  REMINDER_TIMING,
  textsAllowed,
  type ReminderChoices,
  type ReminderFacts,
  type SentReminder,
} from './rules.js';
import { isQuietHour } from './texts.js';

const T0 = new Date('2026-11-23T18:00:00Z'); // 10 am in California
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const HOURS = 60;
const facts = (over: Partial<ReminderFacts> = {}): ReminderFacts => ({
  state: 'COLLECT_PROFILE_INFO',
  lastChangeAt: T0,
  openConditions: [],
  unopenedDocuments: [],
  moments: [],
  sent: [],
  ...over,
});
const BOTH: ReminderChoices = { email: true, sms: true, frequency: 'all', timeZone: 'America/Los_Angeles' };

/** Runs the scheduler over `ticks`, recording what each sends, as the server does. */
function simulate(start: ReminderFacts, choices: ReminderChoices, ticks: readonly Date[]): SentReminder[] {
  let sent: SentReminder[] = [];
  for (const now of ticks)
    sent = [...sent, ...dueReminders({ ...start, sent }, choices, now).map((d) => ({ ...d, at: now }))];
  return sent;
}

describe('dueReminders', () => {
  it('reminds of an unfinished application 30 minutes after the borrower left, once, by email and text', () => {
    expect(dueReminders(facts(), BOTH, at(29))).toEqual([]);
    const due = dueReminders(facts(), BOTH, at(31));
    expect(due.map((d) => [d.kind, d.channel])).toEqual([
      ['unfinished', 'email'],
      ['unfinished', 'sms'],
    ]);
    const sent = due.map((d) => ({ ...d, at: at(31) }));
    expect(dueReminders(facts({ sent }), BOTH, at(90))).toEqual([]);
  });

  it('a resumed application is a new leaving: one more reminder 30 minutes after the next change', () => {
    const first = simulate(facts(), BOTH, [at(31)]);
    const resumed = facts({ lastChangeAt: at(40), sent: first });
    expect(dueReminders(resumed, BOTH, at(60))).toEqual([]);
    expect(dueReminders(resumed, BOTH, at(71))).toHaveLength(2);
  });

  it('does not remind of an application that is waiting on us or finished', () => {
    expect(isUnfinished('WAITING_FOR_SOFT_CREDIT')).toBe(false);
    expect(isUnfinished('COMPLETE')).toBe(false);
    expect(isUnfinished('DECLINED')).toBe(false);
    expect(isUnfinished('RESCISSION')).toBe(false);
    expect(isUnfinished('OFFER_SELECTION')).toBe(true);
    expect(dueReminders(facts({ state: 'WAITING_FOR_SOFT_CREDIT' }), BOTH, at(31))).toEqual([]);
  });

  it('reminds of an open condition every 48 hours, at most 3 times', () => {
    const open = facts({ state: 'WAITING_FOR_SOFT_CREDIT', openConditions: [{ id: 'c1', openedAt: T0 }] });
    const hourly = Array.from({ length: 10 * 24 }, (_, h) => at(h * HOURS + 1));
    const sent = simulate(open, { ...BOTH, sms: false }, hourly);
    expect(sent.map((s) => [s.sequence, Math.floor((s.at.getTime() - T0.getTime()) / 3_600_000)])).toEqual([
      [1, 48],
      [2, 96],
      [3, 144],
    ]);
  });

  it('"fewer" sends one condition reminder; "statusOnly" only status changes', () => {
    const open = facts({
      openConditions: [{ id: 'c1', openedAt: T0 }],
      moments: [{ id: 'offers', at: at(60) }],
    });
    const hourly = Array.from({ length: 10 * 24 }, (_, h) => at(h * HOURS + 1));
    const fewer = simulate(open, { ...BOTH, sms: false, frequency: 'fewer' }, hourly);
    expect(fewer.filter((s) => s.kind === 'condition')).toHaveLength(1);
    const statusOnly = simulate(open, { ...BOTH, sms: false, frequency: 'statusOnly' }, hourly);
    expect(statusOnly.map((s) => s.kind)).toEqual(['status']);
  });

  it('reminds of a document not opened 24 hours after it was given', () => {
    const given = facts({ state: 'COMPLETE', unopenedDocuments: [{ id: 'HELOC_AGREEMENT', givenAt: T0 }] });
    expect(dueReminders(given, BOTH, at(23 * HOURS))).toEqual([]);
    expect(dueReminders(given, BOTH, at(24 * HOURS)).map((d) => d.kind)).toEqual(['document', 'document']);
  });

  it('holds texts in the property’s quiet hours and sends the email now', () => {
    // 9:30 pm in New York; the text waits for 8 am.
    const evening = new Date('2026-11-24T02:30:00Z');
    const left = facts({ lastChangeAt: new Date(evening.getTime() - 31 * 60_000) });
    const ny = { ...BOTH, timeZone: 'America/New_York' };
    expect(dueReminders(left, ny, evening).map((d) => d.channel)).toEqual(['email']);
    const sent = [{ ...dueReminders(left, ny, evening)[0]!, at: evening }];
    expect(dueReminders({ ...left, sent }, ny, new Date('2026-11-24T12:59:00Z'))).toEqual([]);
    expect(dueReminders({ ...left, sent }, ny, new Date('2026-11-24T13:00:00Z')).map((d) => d.channel)).toEqual([
      'sms',
    ]);
  });

  it('drops a reminder a day overdue rather than sending it late', () => {
    expect(dueReminders(facts(), BOTH, at(30 + 24 * HOURS))).toEqual([]);
  });

  it('sends no text without consent, or after STOP', () => {
    const given = { givenAt: T0, revokedAt: null };
    expect(textsAllowed(true, given)).toBe(true);
    expect(textsAllowed(true, null)).toBe(false);
    expect(textsAllowed(false, given)).toBe(false);
    expect(textsAllowed(true, { givenAt: T0, revokedAt: at(5) })).toBe(false);
  });
});

describe('dueReminders, for any facts, choices and ticks', () => {
  it('never sends the same reminder twice, keeps the caps, the 48-hour interval and quiet hours', () => {
    fc.assert(
      fc.property(arbReminderFacts, arbReminderChoices, arbReminderTicks, (start, choices, ticks) => {
        const sent = simulate(start, choices, ticks);
        const keys = sent.map((s) => `${s.kind}|${s.subject}|${s.sequence}|${s.channel}`);
        expect(new Set(keys).size).toBe(keys.length);
        const caps = REMINDER_CAPS[choices.frequency];
        const groups = new Map<string, SentReminder[]>();
        for (const s of sent) {
          const key = `${s.kind}|${s.subject}|${s.channel}`;
          groups.set(key, [...(groups.get(key) ?? []), s]);
        }
        for (const group of groups.values()) {
          expect(group.length).toBeLessThanOrEqual(caps[group[0]!.kind]);
          for (let i = 1; i < group.length; i++)
            expect(group[i]!.at.getTime() - group[i - 1]!.at.getTime()).toBeGreaterThanOrEqual(
              REMINDER_TIMING.conditionEveryMs,
            );
        }
        for (const s of sent) {
          if (s.channel === 'sms') {
            expect(choices.sms).toBe(true);
            expect(isQuietHour(s.at, choices.timeZone)).toBe(false);
          } else expect(choices.email).toBe(true);
          if (s.kind === 'unfinished')
            expect(s.at.getTime()).toBeGreaterThanOrEqual(
              start.lastChangeAt.getTime() + REMINDER_TIMING.unfinishedAfterMs,
            );
        }
      }),
    );
  });

  it('is the same answer however often the scheduler ticks (a tick in between sends nothing extra)', () => {
    fc.assert(
      fc.property(arbReminderFacts, arbReminderChoices, arbReminderTicks, (start, choices, ticks) => {
        const once = simulate(start, choices, ticks);
        const twice = simulate(
          start,
          choices,
          ticks.flatMap((t) => [t, t]),
        );
        expect(twice).toEqual(once);
      }),
    );
  });
});
