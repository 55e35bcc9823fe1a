/**
 * What each reminder says, by channel. A text names the sender and how to stop (CTIA); an email
 * says why it came and where to change that. The server fills the link (an in-site path) and, for
 * a status change, the moment's own title and description (notification-moments.ts).
 */
import { appScreenUrl } from '../journey/routes.js';
import type { ReminderChannel, ReminderKind } from './rules.js';

export interface ReminderContext {
  readonly orgName: string;
  /** Where the borrower picks up: an in-site path. */
  readonly path: string;
  /** A status change's own words (the moment's notification). */
  readonly title?: string;
  readonly description?: string;
}

const HEADLINES: Readonly<Record<Exclude<ReminderKind, 'status'>, { subject: string; line: string }>> = {
  unfinished: {
    subject: 'Finish your HELOC application',
    line: 'Your HELOC application is waiting for you. Pick up where you left off:',
  },
  condition: {
    subject: 'We still need something from you',
    line: 'An item on your application checklist is still open. See what we need:',
  },
  document: {
    subject: 'You have a document to open',
    line: 'A document for your HELOC is waiting and has not been opened yet. Open it:',
  },
};

export function reminderMessage(
  kind: ReminderKind,
  channel: ReminderChannel,
  ctx: ReminderContext,
): { subject: string; text: string } {
  const head =
    kind === 'status'
      ? { subject: ctx.title ?? 'Your application changed', line: `${ctx.title ?? ''}. ${ctx.description ?? ''}` }
      : HEADLINES[kind];
  if (channel === 'sms')
    return { subject: head.subject, text: `${ctx.orgName}: ${head.line.trim()} ${ctx.path} Reply STOP to end texts.` };
  return {
    subject: head.subject,
    text:
      `${head.line.trim()} ${ctx.path}\n\n` +
      `You get this because reminders are on in your settings; change how often, or turn them off, ` +
      `under Settings → Communication preferences. — ${ctx.orgName}`,
  };
}

/**
 * Where a reminder sends the borrower: the application (the journey decides the screen), or its
 * checklist for a condition. A status change links where its notification's CTA does.
 */
export const reminderPath = (kind: Exclude<ReminderKind, 'status'>, applicationUuid: string): string =>
  appScreenUrl(applicationUuid, kind === 'condition' ? 'conditions' : '');
