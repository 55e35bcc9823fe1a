/**
 * Reminders, the server's part (issue 28, item 4): the scheduler's tick, texts' consent and the
 * replies that stop them. The rules — what is due when, the caps, quiet hours, the keywords — are
 * the core's (`@heloc/core` reminders); this file gathers the facts and performs what they decide.
 *
 * A tick is safe with several servers on one PostgreSQL: each application is claimed in its own
 * transaction with FOR UPDATE SKIP LOCKED (another server's tick passes over it), and each reminder
 * is a row under the key (application, kind, subject, sequence, channel) inserted with its outbox
 * message in that transaction — a second insert is a conflict and sends nothing, so no reminder
 * goes twice even if the lock were lost. A tick that fails (the database restarting) is logged and
 * the next one starts over from the rows: nothing is kept in memory between ticks.
 */
import {
  DEFAULT_COMMUNICATION_PREFERENCES,
  DEFAULT_REMINDER_FREQUENCY,
  dueReminders,
  normalisePhone,
  reminderMessage,
  reminderPath,
  smsKeyword,
  smsKeywordReply,
  smsUnknownReply,
  TEXT_CONSENT_MESSAGES,
  textConsentText,
  textsAllowed,
  propertyTimeZone,
  type CommunicationSettings,
  type DueReminder,
  type ReminderFrequency,
  type SmsKeyword,
} from '@heloc/core';
import type { RequestBody } from '@heloc/core/contract';
import type { Deps } from '../http/context.js';
import { apiError } from '../http/errors.js';
import { storeMessage } from '../outbox/repo.js';
import { sweepIncompleteNotices } from '../documents/vault.js';
import { saveProfile } from '../identity/repo.js';
import {
  claimApplication,
  claimReminder,
  consentsOfPhone,
  latestTextConsent,
  momentsOf,
  openConditionsOf,
  orgNameOf,
  ownerOf,
  recordTextConsent,
  reminderCandidates,
  remindersSentFor,
  revokeTextConsentsOfPhone,
  revokeTextConsentsOfUser,
  unopenedDocumentsOf,
} from './repo.js';
import type { Handle } from '../db/transaction.js';

type StoredPreferences = Partial<Omit<CommunicationSettings, 'textConsent'>>;
const storedPreferences = (profile: Record<string, unknown>): StoredPreferences =>
  (profile.communicationPreferences as StoredPreferences | undefined) ?? {};

/** How many applications one tick looks at. */
const TICK_BATCH = 1000;
/** An application unchanged for longer has nothing due (the last condition reminder, 144 h, plus its day). */
const LOOK_BACK_MS = 8 * 24 * 3_600_000;

export interface TickResult {
  readonly at: string;
  readonly sent: readonly (DueReminder & { readonly applicationUuid: string; readonly to: string })[];
}

/** One tick of the scheduler at `at` (the injected clock's now, or the sandbox operator's instant). */
export async function runReminders(deps: Pick<Deps, 'db' | 'log'>, at: Date): Promise<TickResult> {
  const sent: TickResult['sent'][number][] = [];
  for (const uuid of await reminderCandidates(deps.db, new Date(at.getTime() - LOOK_BACK_MS), TICK_BATCH)) {
    const done = await deps.db.transaction((tx) => remindApplication(tx, uuid, at, deps.log));
    sent.push(...done);
  }
  // What falls due with no request to carry it: the notice of incomplete application (Reg B
  // §1002.9(c)), given before the reminders of the next tick can point at it.
  await sweepIncompleteNotices(deps.db, at);
  return { at: at.toISOString(), sent };
}

async function remindApplication(tx: Handle, uuid: string, at: Date, log?: (line: string) => void) {
  const app = await claimApplication(tx, uuid);
  if (!app) return [];
  const owner = await ownerOf(tx, app.ownerUuid);
  if (!owner) return [];
  const prefs = { ...DEFAULT_COMMUNICATION_PREFERENCES, ...storedPreferences(owner.profile) };
  // Shared lock: a STOP waits for this tick to commit, so its confirmation is the last text.
  const consent = await latestTextConsent(tx, owner.uuid, true);
  const sms = textsAllowed(prefs.smsUpdates, consent) && consent ? consent.phone : null;
  if (!prefs.emailUpdates && !sms) return [];
  const moments = await momentsOf(tx, uuid, owner.uuid);
  const facts = {
    state: app.state,
    lastChangeAt: app.updatedAt,
    openConditions: await openConditionsOf(tx, uuid),
    unopenedDocuments: await unopenedDocumentsOf(tx, uuid, owner.uuid),
    moments: moments.flatMap((m) => (m.id ? [{ id: m.id, at: m.at }] : [])),
    sent: await remindersSentFor(tx, uuid),
  };
  const property = (app.data as { property?: { state?: string; timeZone?: string | null } }).property;
  const due = dueReminders(
    facts,
    {
      email: prefs.emailUpdates,
      sms: sms !== null,
      frequency: prefs.reminderFrequency ?? DEFAULT_REMINDER_FREQUENCY,
      timeZone: propertyTimeZone(property),
    },
    at,
  );
  if (!due.length) return [];
  const orgName = await orgNameOf(tx, app.orgCode);
  const done = [];
  for (const d of due) {
    if (!(await claimReminder(tx, { applicationUuid: uuid, ...d, sentAt: at }))) continue;
    const moment = d.kind === 'status' ? moments.find((m) => m.id === d.subject) : undefined;
    const path = moment
      ? (moment.ctas[0]?.redirectPath ?? reminderPath('unfinished', uuid))
      : reminderPath(d.kind as 'unfinished', uuid);
    const message = reminderMessage(d.kind, d.channel, {
      orgName,
      path,
      title: moment?.title,
      description: moment?.description,
    });
    const to = d.channel === 'sms' ? (sms as string) : owner.email;
    await storeMessage(
      tx,
      { channel: d.channel, to, orgCode: app.orgCode, kind: `reminder-${d.kind}`, ...message, link: path },
      at,
      log,
    );
    done.push({ ...d, applicationUuid: uuid, to });
  }
  return done;
}

/**
 * Runs a tick every `everyMs` on the injected clock. A failed tick (the database away) is logged,
 * never thrown; the next one runs as usual. Ticks never overlap in one process.
 */
export function startReminderScheduler(
  deps: Pick<Deps, 'db' | 'log' | 'now'>,
  everyMs: number,
  onError: (e: unknown) => void,
) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runReminders(deps, deps.now())
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** The communication preferences' answer: stored choices, texts on only with a consent in force. */
export async function communicationSettings(
  db: Handle,
  user: { uuid: string; profile: Record<string, unknown> },
): Promise<CommunicationSettings> {
  const stored = storedPreferences(user.profile);
  const consent = await latestTextConsent(db, user.uuid);
  return {
    ...DEFAULT_COMMUNICATION_PREFERENCES,
    reminderFrequency: DEFAULT_REMINDER_FREQUENCY,
    ...stored,
    smsUpdates: textsAllowed(stored.smsUpdates ?? false, consent),
    textConsent: consent
      ? {
          phone: consent.phone,
          givenAt: consent.givenAt.toISOString(),
          stoppedAt: consent.revokedAt?.toISOString() ?? null,
          stoppedBy: consent.revokedBy,
        }
      : null,
  };
}

/**
 * Saves the preferences; one transaction. Texts on without a consent in force records the consent
 * sent — the text exactly as this server shows it for that number, the number, the time and how;
 * texts off ends the consent in force at once ("settings").
 */
export async function saveCommunicationSettings(
  deps: Pick<Deps, 'db' | 'now'>,
  user: { uuid: string; orgCode: string; profile: Record<string, unknown> },
  body: RequestBody<'savePreferences'>,
  client: { ip: string | null; userAgent: string | null },
): Promise<CommunicationSettings> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const consent = await latestTextConsent(tx, user.uuid);
    const inForce = textsAllowed(true, consent);
    if (body.smsUpdates && !inForce) {
      if (!body.textConsent) throw apiError(400, TEXT_CONSENT_MESSAGES.needed);
      const orgName = await orgNameOf(tx, user.orgCode);
      const shown = textConsentText(orgName, body.textConsent.phone);
      if (body.textConsent.text !== shown) throw apiError(400, TEXT_CONSENT_MESSAGES.textChanged);
      await recordTextConsent(tx, {
        userUuid: user.uuid,
        phone: normalisePhone(body.textConsent.phone),
        text: shown,
        method: 'web-settings-checkbox',
        ip: client.ip,
        userAgent: client.userAgent,
        givenAt: now,
      });
    }
    if (!body.smsUpdates && inForce) await revokeTextConsentsOfUser(tx, user.uuid, now, 'settings');
    const { textConsent: _shown, ...choices } = body;
    const reminderFrequency: ReminderFrequency = body.reminderFrequency ?? DEFAULT_REMINDER_FREQUENCY;
    const profile = { ...user.profile, communicationPreferences: { ...choices, reminderFrequency } };
    await saveProfile(tx, user.uuid, profile);
    return communicationSettings(tx, { uuid: user.uuid, profile });
  });
}

/**
 * A reply from a phone, as a provider's webhook delivers it. STOP (and its family) ends every
 * consent in force for that number at once and is confirmed; HELP and START are answered; any
 * other reply is told how to stop. Each answer is also a text in the outbox. Null: no consent was
 * ever given for the number (nothing is sent to a stranger).
 */
export async function receiveText(
  deps: Pick<Deps, 'db' | 'now' | 'log'>,
  from: string,
  body: string,
): Promise<{ keyword: SmsKeyword | null; reply: string; stopped: number } | null> {
  const phone = normalisePhone(from);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const consents = await consentsOfPhone(tx, phone);
    const newest = consents[0];
    if (!newest) return null;
    const keyword = smsKeyword(body);
    const stopped = keyword === 'stop' ? (await revokeTextConsentsOfPhone(tx, phone, now, 'sms-STOP')).length : 0;
    const orgName = await orgNameOf(tx, newest.orgCode);
    const reply = keyword ? smsKeywordReply(keyword, orgName) : smsUnknownReply(orgName);
    await storeMessage(
      tx,
      {
        channel: 'sms',
        to: phone,
        orgCode: newest.orgCode,
        kind: 'sms-reply',
        subject: keyword ?? 'reply',
        text: reply,
      },
      now,
      deps.log,
    );
    return { keyword, reply, stopped };
  });
}
