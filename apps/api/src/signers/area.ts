/**
 * The additional signer's own records (heloc-signer/identity, /documents, /conditions/identity): the
 * signer uploads THEIR ID and reads THEIR copy of the documents they are given. Each route is for a
 * signed-in signer of the application and about that signer only: the owner is refused (403: the
 * borrower cannot act for a signer), anyone else gets the same 404 as for an application that does
 * not exist, and a condition is found only if it was opened for this signer.
 */
import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import {
  closingDocument,
  isSignerIdCondition,
  SIGNER_AREA_MESSAGES,
  SIGNER_DOCUMENT_KINDS,
  SIGNER_MESSAGES,
  type SignerDocumentEntry,
} from '@heloc/core';
import type { ConditionRow } from '../db/rows.js';
import { conditionOnFor, markConditionAnswered } from '../conditions/repo.js';
import { storeDocument } from '../uploads/repo.js';
import { eventsOf, recordEvent } from '../documents/repo.js';
import { recordGiven, unsignedPdf } from '../documents/vault.js';
import { trailOf } from '../documents/signing.js';
import { downloadHeaders } from '../http/download.js';
import type { AppEnv } from '../http/context.js';
import { apiError } from '../http/errors.js';
import { onEndpoint } from '../http/endpoint.js';
import { uuidParam, validate } from '../http/validate.js';
import { readUpload } from '../uploads/files.js';
import { idUpload } from '../uploads/id-upload.js';
import { visibleApplication } from '../applications/access.js';

const AppParam = v.object({ uuid: uuidParam });
const KindParam = v.object({
  uuid: uuidParam,
  kind: v.picklist(SIGNER_DOCUMENT_KINDS, SIGNER_AREA_MESSAGES.notSignerDocument),
});
const docs = (summary: string) => describeRoute({ tags: ['signers'], summary });

/** The application, for its signer only (403 for its owner, 404 for anyone else). */
export async function signerOnly(c: Context<AppEnv>, uuid: string) {
  const seen = await visibleApplication(c, uuid);
  if (seen.role !== 'signer') throw apiError(403, SIGNER_MESSAGES.notSigner);
  return seen.row;
}

export function signerAreaRoutes() {
  const app = new Hono<AppEnv>();
  onEndpoint(
    app,
    'signerIdentity',
    [
      docs(
        'heloc-signer/identity: the signer uploads their own ID (multipart: file ×1–2, type; conditionUuid clears that ID condition of theirs). The owner sees “ID uploaded” on signing/additional.',
      ),
      validate('param', AppParam),
    ],
    async (c) => {
      const { db, now } = c.get('deps');
      const row = await signerOnly(c, c.req.valid('param').uuid);
      const { files, fields } = await readUpload(c, { max: 2 });
      // Same rule as the borrower's ID: a kind with a back (a driver's licence) sends both sides.
      const { conditionUuid, sides } = idUpload(files, fields);
      const userUuid = c.get('user').uuid;
      let condition: ConditionRow | undefined;
      if (conditionUuid) {
        // Only a condition opened for THIS signer: another signer's, or the borrower's, is "not found".
        condition = await conditionOnFor(db, row.uuid, conditionUuid, userUuid);
        if (!condition) throw apiError(404, SIGNER_AREA_MESSAGES.notYourCondition);
        if (!isSignerIdCondition(condition.categoryEnum)) throw apiError(409, SIGNER_AREA_MESSAGES.notIdCondition);
      }
      for (const { file: f, type } of sides) {
        await storeDocument(db, {
          applicationUuid: row.uuid,
          uploadedBy: userUuid,
          conditionUuid: condition?.uuid ?? null,
          type,
          name: f.name,
          mime: f.mime,
          size: f.size,
          sha256: f.sha256,
          content: f.content,
          createdAt: now(),
        });
      }
      // Answered like any condition: submitted now, accepted by the sandbox's reviewer later.
      if (condition) await markConditionAnswered(db, condition, now());
      return c.json({ applicationUuid: row.uuid, uploaded: files.length, conditionUuid: condition?.uuid ?? null }, 201);
    },
  );

  onEndpoint(
    app,
    'signerDocuments',
    [
      docs(
        'heloc-signer/documents: the documents the signer is given (notice of right to cancel, closing summary), each with when THIS signer first opened it.',
      ),
      validate('param', AppParam),
    ],
    async (c) => {
      const { db, now } = c.get('deps');
      const row = await signerOnly(c, c.req.valid('param').uuid);
      await recordGiven(db, row, now());
      const events = await eventsOf(db, row.uuid);
      const me = c.get('user').uuid;
      const list: SignerDocumentEntry[] = SIGNER_DOCUMENT_KINDS.map((kind) => {
        const d = closingDocument(kind);
        const viewed = events.find((e) => e.kind === kind && e.event === 'viewed' && e.userUuid === me);
        return { kind, title: d.title, regulation: d.regulation, viewedAt: viewed ? viewed.at.toISOString() : null };
      });
      return c.json({ documents: list });
    },
  );

  onEndpoint(
    app,
    'signerDocumentPdf',
    [
      docs(
        'heloc-signer/documents: one of the signer’s documents as a PDF; the first opening is recorded as this signer’s view.',
      ),
      validate('param', KindParam),
    ],
    async (c) => {
      const { db, now } = c.get('deps');
      const { uuid, kind } = c.req.valid('param');
      const row = await signerOnly(c, uuid);
      await recordGiven(db, row, now());
      const rendered = await unsignedPdf(db, row, kind);
      if (!rendered) throw apiError(404, 'This document is not available yet.');
      await recordEvent(db, row.uuid, kind, 'viewed', c.get('user').uuid, now(), trailOf(c));
      const name = `${closingDocument(kind)
        .title.replace(/[^A-Za-z0-9 ]+/g, ' ')
        .replace(/\s+/g, '-')}-${row.loanNumber}.pdf`;
      return c.body(
        new Uint8Array(rendered.bytes),
        200,
        downloadHeaders({ name, mime: 'application/pdf', size: rendered.bytes.length }, { inline: true }),
      );
    },
  );
  return app;
}
