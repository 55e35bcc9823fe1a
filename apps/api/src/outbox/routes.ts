/**
 * The sandbox outbox, read by the operator only (X-Operator-Token): the messages the server "sent"
 * — invitations and reset links — so a tester can open them as the recipient would. Newest first.
 */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { requireOperator } from '../auth/operator.js';
import { sentMessages } from './repo.js';
import type { AppEnv } from '../http/context.js';
import { validate } from '../http/validate.js';

const Query = v.object({
  to: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254))),
  kind: v.optional(v.picklist(['signer-invitation', 'signer-added', 'password-reset'])),
});

export function outboxRoutes() {
  const app = new Hono<AppEnv>();
  app.get(
    '/sandbox/outbox',
    describeRoute({
      tags: ['sandbox'],
      summary:
        'The messages the sandbox sent (operator token required), newest first; filter with ?to=email and ?kind=.',
    }),
    requireOperator(),
    validate('query', Query),
    async (c) => {
      const { to, kind } = c.req.valid('query');
      const rows = await sentMessages(c.get('deps').db, { to, kind });
      return c.json(
        rows.map((r) => ({
          uuid: r.uuid,
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
