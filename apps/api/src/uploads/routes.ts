/**
 * The application's uploaded documents: listed (owner only) and downloaded (the owner, or the signer
 * who uploaded one). What uploads them is the step or the condition that asks for them.
 */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { ownedApplication, visibleApplication } from '../applications/access.js';
import { APP_BASE } from '../applications/routes.js';
import { requireUser } from '../auth/middleware.js';
import type { AppEnv } from '../http/context.js';
import { downloadHeaders } from '../http/download.js';
import { apiError } from '../http/errors.js';
import { jsonSuccess } from '../http/openapi.js';
import { uuidParam, validate } from '../http/validate.js';
import { ACCEPTED_UPLOAD_TYPES } from './files.js';
import { findDocument, uploadedDocuments } from './repo.js';

export function uploadRoutes() {
  const app = new Hono<AppEnv>();
  app.use(`${APP_BASE}/:uuid/documents`, requireUser());
  app.use(`${APP_BASE}/:uuid/documents/*`, requireUser());

  app.get(
    `${APP_BASE}/:uuid/documents`,
    describeRoute({
      tags: ['documents'],
      summary: 'The application’s documents with their types (owner only).',
      responses: {
        200: jsonSuccess('The documents, oldest first.', {
          type: 'array',
          items: {
            type: 'object',
            required: ['uuid', 'type', 'name', 'mime', 'size', 'createdAt'],
            properties: {
              uuid: { type: 'string', format: 'uuid' },
              type: { type: 'string' },
              name: { type: 'string' },
              mime: { enum: Object.values(ACCEPTED_UPLOAD_TYPES) },
              size: { type: 'integer' },
              conditionUuid: { type: ['string', 'null'] },
              createdAt: { type: 'string', format: 'date-time' },
            },
          },
        }),
      },
    }),
    validate('param', v.object({ uuid: uuidParam })),
    async (c) => {
      const { db } = c.get('deps');
      const row = await ownedApplication(c, c.req.valid('param').uuid);
      const rows = await uploadedDocuments(db, row.uuid);
      return c.json(rows.map((d) => ({ ...d, createdAt: d.createdAt.toISOString() })));
    },
  );

  app.get(
    `${APP_BASE}/:uuid/documents/:documentUuid`,
    describeRoute({
      tags: ['documents'],
      summary: 'Download one document (owner, or the signer who uploaded it).',
      responses: {
        200: {
          description: 'The file, as an attachment.',
          content: Object.fromEntries(
            Object.values(ACCEPTED_UPLOAD_TYPES).map((type) => [
              type,
              { schema: { type: 'string', format: 'binary' } },
            ]),
          ),
        },
      },
    }),
    validate('param', v.object({ uuid: uuidParam, documentUuid: uuidParam })),
    async (c) => {
      const { db } = c.get('deps');
      const { uuid, documentUuid } = c.req.valid('param');
      const { row, role } = await visibleApplication(c, uuid);
      const doc = await findDocument(db, row.uuid, documentUuid, role === 'owner' ? undefined : c.get('user').uuid);
      if (!doc) throw apiError(404, 'Document not found.');
      return c.body(new Uint8Array(doc.content), 200, downloadHeaders(doc));
    },
  );

  return app;
}
