/**
 * The sandbox outbox, read by the operator only (X-Operator-Token): the messages the server "sent"
 * — invitations, reset links, reminders by email and text, the replies to STOP — so a tester can
 * open them as the recipient would. Newest first. Nothing in it left the machine: each answer says
 * so (`X-Sandbox-Outbox`).
 */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { requireOperator } from '../auth/operator.js';
import { CHANNELS, MESSAGE_KINDS, sentMessages } from './repo.js';
import type { AppEnv } from '../http/context.js';
import { validate } from '../http/validate.js';

const Query = v.object({
  to: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254))),
  kind: v.optional(v.picklist(MESSAGE_KINDS)),
  channel: v.optional(v.picklist(CHANNELS)),
});

/** Said on every answer: an operator reading it must not mistake it for a delivery log. */
export const SANDBOX_OUTBOX_LABEL = 'sandbox: nothing here was sent; messages are kept for testers to read';

export function outboxRoutes() {
  const app = new Hono<AppEnv>();
  app.get(
    '/sandbox/outbox',
    describeRoute({
      tags: ['sandbox'],
      summary:
        'SANDBOX ONLY: the emails and texts the sandbox would have sent (nothing leaves the machine; operator token required), newest first; filter with ?to= (an email or a ten-digit number), ?kind= and ?channel=email|sms.',
    }),
    requireOperator(),
    validate('query', Query),
    async (c) => {
      const { to, kind, channel } = c.req.valid('query');
      const rows = await sentMessages(c.get('deps').db, { to, kind, channel });
      c.header('X-Sandbox-Outbox', SANDBOX_OUTBOX_LABEL);
      return c.json(
        rows.map((r) => ({
          uuid: r.uuid,
          channel: r.channel,
          to: r.to,
          orgCode: r.orgCode,
          kind: r.kind,
          subject: r.subject,
          text: r.text,
          link: r.link,
          createdAt: r.createdAt.toISOString(),
        })),
      );
    },
  );
  return app;
}
