/**
 * The disclosure vault and the closing documents' PDFs, for the application's owner only (404 for
 * anyone else, as every owned route answers). Opening a PDF is recorded as this user's first view:
 * signing a document checks it was opened.
 */
import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import {
  APPLICATION_SCREEN_DISCLOSURES,
  CLOSING_DOCUMENT_KINDS,
  closingDocument,
  ESIGN_CODE_WRONG_MESSAGE,
  type ClosingDocumentKind,
} from '@heloc/core';
import { VAULT_ENDPOINTS } from '@heloc/core/contract';
import { requireUser } from '../auth/middleware.js';
import { trailOf } from './signing.js';
import type { AppEnv } from '../http/context.js';
import { downloadHeaders } from '../http/download.js';
import { apiError } from '../http/errors.js';
import { jsonSuccess } from '../http/openapi.js';
import { onEndpoint } from '../http/endpoint.js';
import { uuidParam, validate } from '../http/validate.js';
import { ownedApplication } from '../applications/access.js';
import { eventsOf, recordEvent, signedCopy } from './repo.js';
import {
  esignDemonstratedAt,
  esignSampleCode,
  esignSamplePdf,
  isGenerated,
  recordApplicationDisclosures,
  recordGiven,
  timingsOf,
  unsignedPdf,
  vaultEntries,
} from './vault.js';

/** The vault's rows (VAULT_ENDPOINTS), registered by name; every one of them is for a signed-in user. */
const VAULT = VAULT_ENDPOINTS.disclosures.path;
export const DOCUMENT_NOT_GIVEN = 'This document is not available yet.';
export const NO_SIGNED_COPY = 'This document has not been signed yet.';

const pdfResponse = (description: string) => ({
  description,
  content: { 'application/pdf': { schema: { type: 'string' as const, format: 'binary' } } },
});

const kindParam = v.object({
  uuid: uuidParam,
  kind: v.picklist(CLOSING_DOCUMENT_KINDS, 'Must be a closing document kind'),
});
const downloadQuery = v.object({ download: v.optional(v.picklist(['0', '1'], 'Must be 0 or 1')) });

const fileName = (kind: ClosingDocumentKind, loanNumber: string, signed: boolean) =>
  `${closingDocument(kind)
    .title.replace(/[^A-Za-z0-9 ]+/g, ' ')
    .replace(/\s+/g, '-')}-${loanNumber}${signed ? '-signed' : ''}.pdf`;

function pdf(c: Context<AppEnv>, bytes: Uint8Array, name: string, download: boolean) {
  return c.body(
    new Uint8Array(bytes),
    200,
    downloadHeaders({ name, mime: 'application/pdf', size: bytes.length }, { inline: !download }),
  );
}

/** The OpenAPI shape of an answer that lists vault rows. */
const DOCUMENTS_ANSWER: Parameters<typeof jsonSuccess>[1] = {
  type: 'object',
  required: ['documents'],
  properties: { documents: { type: 'array', items: { type: 'object' } } },
};

export function disclosureRoutes() {
  const app = new Hono<AppEnv>();
  app.use(VAULT, requireUser());
  app.use(`${VAULT}/*`, requireUser());
  app.use(VAULT_ENDPOINTS.esignSample.path, requireUser());
  app.use(VAULT_ENDPOINTS.esignDemonstration.path, requireUser());

  onEndpoint(
    app,
    'disclosures',
    [
      describeRoute({
        tags: ['documents'],
        summary:
          'The disclosure vault: every closing document, when it was given, first opened by you and signed (owner only).',
        responses: {
          200: jsonSuccess('The documents, in the table’s order.', DOCUMENTS_ANSWER),
        },
      }),
      validate('param', v.object({ uuid: uuidParam })),
    ],
    async (c) => {
      const { db, now } = c.get('deps');
      const row = await ownedApplication(c, c.req.valid('param').uuid);
      // A record moved by the sandbox's state jump was never saved through the pipeline's hook.
      await recordGiven(db, row, now());
      const events = await eventsOf(db, row.uuid);
      const timings = await timingsOf(db, row, events, now());
      return c.json({ documents: vaultEntries(row, events, c.get('user').uuid, timings) });
    },
  );

  onEndpoint(
    app,
    'applicationDisclosures',
    [
      describeRoute({
        tags: ['documents'],
        summary:
          'Gives the HELOC program disclosures and the CFPB booklet on the application screen, before submission (Reg Z §1026.40(b)); records when (first time only) and answers their vault rows.',
        responses: {
          200: jsonSuccess('The two documents, given.', DOCUMENTS_ANSWER),
        },
      }),
      validate('param', v.object({ uuid: uuidParam })),
    ],
    async (c) => {
      const { db, now } = c.get('deps');
      const row = await ownedApplication(c, c.req.valid('param').uuid);
      // Given once, by the first showing; a submitted application was given them already (or with it).
      if (!(row.data as { consents?: unknown[] }).consents?.length)
        await recordApplicationDisclosures(db, row, row.ownerUuid, now(), trailOf(c));
      const events = await eventsOf(db, row.uuid);
      const documents = vaultEntries(row, events, c.get('user').uuid).filter((d) =>
        APPLICATION_SCREEN_DISCLOSURES.includes(d.kind),
      );
      return c.json({ documents });
    },
  );

  onEndpoint(
    app,
    'esignSample',
    [
      describeRoute({
        tags: ['documents'],
        summary: 'The E-SIGN sample PDF with the code the borrower types back (15 U.S.C. §7001(c)(1)(C)(ii)).',
        responses: { 200: pdfResponse('The sample.') },
      }),
      validate('param', v.object({ uuid: uuidParam })),
      validate('query', downloadQuery),
    ],
    async (c) => {
      const { db, jwt } = c.get('deps');
      const row = await ownedApplication(c, c.req.valid('param').uuid);
      const rendered = await esignSamplePdf(db, row, esignSampleCode(jwt.mac, row.uuid));
      return pdf(c, rendered.bytes, `E-SIGN-sample-${row.loanNumber}.pdf`, c.req.valid('query').download === '1');
    },
  );

  onEndpoint(
    app,
    'esignDemonstration',
    [
      describeRoute({
        tags: ['documents'],
        summary:
          'The code typed from the E-SIGN sample: shows the borrower can open PDFs before the consent is relied on; recorded with its time.',
        responses: {
          200: jsonSuccess('Shown.', {
            type: 'object',
            required: ['demonstratedAt'],
            properties: { demonstratedAt: { type: 'string', format: 'date-time' } },
          }),
        },
      }),
      validate('param', v.object({ uuid: uuidParam })),
    ],
    async (c) => {
      const { db, now, jwt } = c.get('deps');
      const row = await ownedApplication(c, c.req.valid('param').uuid);
      if (c.req.valid('json').code !== esignSampleCode(jwt.mac, row.uuid))
        throw apiError(400, ESIGN_CODE_WRONG_MESSAGE);
      await recordEvent(db, row.uuid, 'ESIGN_CONSENT', 'demonstrated', row.ownerUuid, now(), trailOf(c));
      const at = esignDemonstratedAt(row, await eventsOf(db, row.uuid)) ?? now();
      return c.json({ demonstratedAt: at.toISOString() });
    },
  );

  onEndpoint(
    app,
    'disclosurePdf',
    [
      describeRoute({
        tags: ['documents'],
        summary:
          'One closing document as a PDF: inline for the viewer, `?download=1` as an attachment. The first opening is recorded.',
        responses: { 200: pdfResponse('The document.') },
      }),
      validate('param', kindParam),
      validate('query', downloadQuery),
    ],
    async (c) => {
      const { db, now } = c.get('deps');
      const { uuid, kind } = c.req.valid('param');
      const row = await ownedApplication(c, uuid);
      if (!isGenerated(kind)) throw apiError(404, DOCUMENT_NOT_GIVEN);
      await recordGiven(db, row, now());
      const rendered = await unsignedPdf(db, row, kind);
      if (!rendered) throw apiError(404, DOCUMENT_NOT_GIVEN);
      await recordEvent(db, row.uuid, kind, 'viewed', c.get('user').uuid, now(), trailOf(c));
      return pdf(c, rendered.bytes, fileName(kind, row.loanNumber, false), c.req.valid('query').download === '1');
    },
  );

  onEndpoint(
    app,
    'signedDisclosurePdf',
    [
      describeRoute({
        tags: ['documents'],
        summary: 'The signed copy of a closing document, with its audit completion page.',
        responses: { 200: pdfResponse('The signed copy.') },
      }),
      validate('param', kindParam),
      validate('query', downloadQuery),
    ],
    async (c) => {
      const { db } = c.get('deps');
      const { uuid, kind } = c.req.valid('param');
      const row = await ownedApplication(c, uuid);
      const copy = await signedCopy(db, row.uuid, kind, row.ownerUuid);
      if (!copy) throw apiError(404, NO_SIGNED_COPY);
      return pdf(c, copy.content, fileName(kind, row.loanNumber, true), c.req.valid('query').download === '1');
    },
  );
  return app;
}
