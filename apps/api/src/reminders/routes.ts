/**
 * The reminders' sandbox controls (operator token, sandbox control on), labelled SANDBOX in the
 * OpenAPI document: run the scheduler's tick at a given instant, and deliver a reply from a phone
 * as a text provider's inbound webhook would (form fields From, To, Body; TwiML answer). What
 * either sends is in the sandbox outbox (GET /sandbox/outbox?channel=sms). The borrower's side —
 * channels, how often, the consent to texts — is the communication preferences (shell/routes.ts).
 */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { requireOperator } from '../auth/operator.js';
import type { AppEnv } from '../http/context.js';
import { validate } from '../http/validate.js';
import { receiveText, runReminders } from './service.js';

export const REMINDERS_RUN_PATH = '/sandbox/reminders/run';
export const SMS_INBOUND_PATH = '/sandbox/sms/inbound';

const RunBody = v.object({
  /** The instant the tick runs at (default: the server's now). */
  at: v.optional(v.pipe(v.string(), v.isoTimestamp('Must be an ISO timestamp'))),
});

/** A provider's inbound-message webhook posts these form fields (Twilio's names). */
const InboundForm = v.object({
  From: v.pipe(v.string('Required'), v.regex(/^\+?\d[\d\s().-]{6,20}$/, 'Must be a phone number')),
  To: v.optional(v.string()),
  Body: v.pipe(v.string('Required'), v.maxLength(1600, 'At most 1600 characters')),
});

const xml = (s: string) => s.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function reminderRoutes() {
  const app = new Hono<AppEnv>();
  app.post(
    REMINDERS_RUN_PATH,
    describeRoute({
      tags: ['sandbox'],
      summary:
        'SANDBOX ONLY: runs the reminders’ tick at `at` (ISO; default now) and answers what it sent. The messages go to the sandbox outbox, never out.',
    }),
    requireOperator(),
    validate('json', RunBody),
    async (c) => {
      const deps = c.get('deps');
      const { at } = c.req.valid('json');
      return c.json(await runReminders(deps, at ? new Date(at) : deps.now()));
    },
  );
  app.post(
    SMS_INBOUND_PATH,
    describeRoute({
      tags: ['sandbox'],
      summary:
        'SANDBOX ONLY: a reply text from a phone, posted as a provider’s inbound webhook does (form: From, To, Body). STOP, STOPALL, UNSUBSCRIBE, CANCEL, END, QUIT, REVOKE or OPT OUT end every text consent of the number at once; the confirmation is answered as TwiML and kept in the sandbox outbox.',
    }),
    requireOperator(),
    validate('form', InboundForm),
    async (c) => {
      const { From, Body } = c.req.valid('form');
      const answer = await receiveText(c.get('deps'), From, Body);
      c.header('X-Sandbox', 'inbound SMS stand-in: nothing was sent');
      const message = answer ? `<Message>${xml(answer.reply)}</Message>` : '';
      return c.body(`<?xml version="1.0" encoding="UTF-8"?><Response>${message}</Response>`, 200, {
        'content-type': 'text/xml; charset=utf-8',
      });
    },
  );
  return app;
}
