/** Conditions for external applicants: listed and answered (documents, a phone number) by their owners only. */
import { conditionLocation } from '@heloc/core';
import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { requireUser } from '../auth/middleware.js';
import type { ConditionRow } from '../db/rows.js';
import { conditionOn, conditionsFor } from './repo.js';
import { answerWithDocuments, answerWithProfile } from './service.js';
import type { AppEnv } from '../http/context.js';
import { apiError } from '../http/errors.js';
import { jsonSuccess, multipartBody } from '../http/openapi.js';
import { uuidParam, validate } from '../http/validate.js';
import { ACCEPTED_UPLOAD_TYPES, readUpload } from '../uploads/files.js';
import { idUpload } from '../uploads/id-upload.js';
import { visibleApplication } from '../applications/access.js';
import { currentUser } from '../identity/routes.js';
import { onEndpoint } from '../http/endpoint.js';

/** One of the asker's own open conditions on the application: the owner's, or the signer's own; else 404/409. */
async function ownCondition(c: Context<AppEnv>, applicationUuid: string, role: string, conditionUuid: string) {
  const condition = await conditionOn(c.get('deps').db, applicationUuid, conditionUuid);
  const mine =
    condition && (role === 'owner' ? condition.forUserUuid === null : condition.forUserUuid === c.get('user').uuid);
  if (!condition || !mine) throw apiError(404, 'Condition not found.');
  // While in review the borrower may add to (or correct) the answer; once accepted it is closed.
  if (acceptedAt(c, condition)) throw apiError(409, 'This condition has already been accepted.');
  return condition;
}

/** The sandbox's reviewer: an answered condition is accepted CONDITION_REVIEW_MS after its last answer. */
function acceptedAt(c: Context<AppEnv>, condition: ConditionRow): Date | null {
  const { env, now } = c.get('deps');
  const submittedAt = (condition.xtraData as { submittedAt?: string } | null)?.submittedAt;
  if (condition.actionNeeded !== 0 || !submittedAt) return null;
  const at = new Date(Date.parse(submittedAt) + env.CONDITION_REVIEW_MS);
  return at.getTime() <= now().getTime() ? at : null;
}

export function conditionRoutes() {
  const app = new Hono<AppEnv>();
  app.use('/service-conditions/*', requireUser());

  onEndpoint(
    app,
    'conditions',
    [
      describeRoute({
        tags: ['conditions'],
        summary: 'Conditions for the primary applicant, or for the signer who asks.',
      }),
      validate('param', v.object({ uuid: uuidParam })),
    ],
    async (c) => {
      const { db } = c.get('deps');
      const { row, role } = await visibleApplication(c, c.req.valid('param').uuid);
      const rows = await conditionsFor(db, row.uuid, role === 'owner' ? null : c.get('user').uuid);
      return c.json(
        rows.map((r) => {
          const { submittedAt, ...xtraData } = (r.xtraData ?? {}) as { submittedAt?: string };
          const accepted = acceptedAt(c, r);
          return {
            uuid: r.uuid,
            created: r.createdAt.toISOString(),
            categoryEnum: r.categoryEnum,
            notes: r.notes,
            commentsToBorrower: r.commentsToBorrower,
            actionNeeded: r.actionNeeded === 1,
            requestDocuments: r.requestDocuments === 1,
            xtraData: Object.keys(xtraData).length > 0 ? xtraData : null,
            submittedAt: submittedAt ?? null,
            acceptedAt: accepted?.toISOString() ?? null,
          };
        }),
      );
    },
  );

  onEndpoint(
    app,
    'conditionDocuments',
    [
      describeRoute({
        tags: ['conditions'],
        summary:
          'Upload documents for a condition (multipart, field file, repeatable). An ID condition takes an ID: field type (the front’s kind) and one or two files, as the identity step.',
        requestBody: multipartBody(),
        responses: {
          201: jsonSuccess('Stored.', {
            type: 'object',
            required: ['conditionUuid', 'uploaded'],
            properties: {
              conditionUuid: { type: 'string', format: 'uuid' },
              uploaded: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['name', 'mime', 'size'],
                  properties: {
                    name: { type: 'string' },
                    mime: { enum: Object.values(ACCEPTED_UPLOAD_TYPES) },
                    size: { type: 'integer', minimum: 1 },
                  },
                },
              },
            },
          }),
        },
      }),
      validate('param', v.object({ uuid: uuidParam, conditionUuid: uuidParam })),
    ],
    async (c) => {
      const { db, now } = c.get('deps');
      const { uuid, conditionUuid } = c.req.valid('param');
      const { row, role } = await visibleApplication(c, uuid);
      const condition = await ownCondition(c, row.uuid, role, conditionUuid);
      if (condition.categoryEnum === 'MISSING_PHONE_NUMBER')
        throw apiError(409, 'This condition asks for a phone number, not documents.');
      if (conditionLocation(condition.categoryEnum) === 'identity') {
        // An ID condition is answered with an ID, by the rule of the identity step (identity?conditionUuid=).
        const { files, fields } = await readUpload(c, { max: 2 });
        const { sides } = idUpload(files, { type: fields.type ?? '' });
        await answerWithDocuments(
          db,
          condition,
          sides.map(({ file: f, type }) => ({
            applicationUuid: row.uuid,
            uploadedBy: c.get('user').uuid,
            conditionUuid,
            type,
            name: f.name,
            mime: f.mime,
            size: f.size,
            sha256: f.sha256,
            content: f.content,
            createdAt: now(),
          })),
          now(),
        );
        return c.json(
          { conditionUuid, uploaded: files.map((f) => ({ name: f.name, mime: f.mime, size: f.size })) },
          201,
        );
      }
      const required = Number((condition.xtraData as { numDocsRequired?: number } | null)?.numDocsRequired ?? 1);
      const { files } = await readUpload(c, { min: Math.max(1, required), max: 10 });
      const type = condition.categoryEnum === 'HELOC_MANUAL_PAYSTUB_UPLOAD' ? 'USER_UPLOADED_PAYSTUB' : 'SUPPORT';
      await answerWithDocuments(
        db,
        condition,
        files.map((f) => ({
          applicationUuid: row.uuid,
          uploadedBy: c.get('user').uuid,
          conditionUuid,
          type,
          name: f.name,
          mime: f.mime,
          size: f.size,
          sha256: f.sha256,
          content: f.content,
          createdAt: now(),
        })),
        now(),
      );
      return c.json({ conditionUuid, uploaded: files.map((f) => ({ name: f.name, mime: f.mime, size: f.size })) }, 201);
    },
  );

  onEndpoint(
    app,
    'conditionPhone',
    [
      describeRoute({
        tags: ['conditions'],
        summary: "Answers a MISSING_PHONE_NUMBER condition: the phone number joins the asker's profile.",
        responses: {
          200: jsonSuccess('Saved.', {
            type: 'object',
            required: ['conditionUuid'],
            properties: { conditionUuid: { type: 'string', format: 'uuid' } },
          }),
        },
      }),
      validate('param', v.object({ uuid: uuidParam, conditionUuid: uuidParam })),
    ],
    async (c) => {
      const { db, now } = c.get('deps');
      const { uuid, conditionUuid } = c.req.valid('param');
      const { row, role } = await visibleApplication(c, uuid);
      const condition = await ownCondition(c, row.uuid, role, conditionUuid);
      if (condition.categoryEnum !== 'MISSING_PHONE_NUMBER')
        throw apiError(409, 'This condition does not ask for a phone number.');
      const user = await currentUser(c);
      const profile = { ...user.profile, phoneNumbers: [c.req.valid('json').phone] };
      await answerWithProfile(db, condition, user.uuid, profile, now());
      return c.json({ conditionUuid });
    },
  );

  return app;
}
