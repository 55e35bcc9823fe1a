/**
 * The OpenAPI document tells the truth: it is a valid OpenAPI 3.1 document, and every response a
 * walk through the API produces — the happy path to funding, uploads, downloads, and the error
 * answers of each kind — is described by it (status and body), checked by a kept response
 * validator, not by hand-written shape checks.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { resolver } from 'hono-openapi';
import type { OpenAPIV3_1 } from 'openapi-types';
import { linkSessionsPath } from '@heloc/core';
import * as contract from '@heloc/core/contract';
import { ENDPOINT_REQUESTS } from '@heloc/core/contract';
import { ROWS } from '../http/endpoint.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responseChecker } from '../../scripts/openapi-check.js';
import {
  APP,
  form,
  OPERATOR,
  PDF,
  PNG,
  registerBorrower,
  startSandbox,
  STATUS,
  walk,
  type Call,
  type Reply,
  type Sandbox,
} from '../testing/harness.js';

let sb: Sandbox;
let doc: OpenAPIV3_1.Document;
const seen: { method: string; path: string; reply: Reply }[] = [];

beforeAll(async () => {
  const real = await startSandbox();
  // Every call of the walk goes through the real app; this only keeps a copy of each answer.
  const call = async (method: string, path: string, opts: Call = {}) => {
    const reply = await real.call(method, path, opts);
    seen.push({ method, path, reply });
    return reply;
  };
  sb = { ...real, call } as Sandbox;
  doc = (await real.call('GET', '/openapi.json')).body;
});
afterAll(async () => {
  await sb.close();
});

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every row of the contract’s endpoint tables as an operation (decision 082)', () => {
    // Every table the contract exports (decision 088: one per area), whatever its name.
    const tables = Object.entries(contract).filter(([name]) => /(^|_)(ENDPOINTS|CALLS)$/.test(name));
    const rows = tables.flatMap(([, t]) => Object.values(t as Record<string, { method: string; path: string }>));
    // …and each is registered by name (onEndpoint knows only ROWS' names).
    const unregistered = tables.flatMap(([, t]) => Object.keys(t as object)).filter((name) => !(name in ROWS));
    expect(unregistered).toEqual([]);
    const missing = rows
      .map((r) => ({ method: r.method.toLowerCase(), path: r.path.replace(/:([A-Za-z]+)/g, '{$1}') }))
      .filter(({ method, path }) => !(doc.paths?.[path] as Record<string, unknown> | undefined)?.[method])
      .map(({ method, path }) => `${method} ${path}`);
    expect(missing).toEqual([]);
    expect(rows.length).toBeGreaterThan(80);
  });

  it('documents each row’s request body as the JSON schema of its request schema (decision 085)', async () => {
    const operation = (r: { method: string; path: string }) =>
      (doc.paths?.[r.path.replace(/:([A-Za-z]+)/g, '{$1}')] as Record<string, OpenAPIV3_1.OperationObject>)[
        r.method.toLowerCase()
      ];
    const differ: string[] = [];
    for (const [name, schema] of Object.entries(ENDPOINT_REQUESTS)) {
      const body = operation(ROWS[name as keyof typeof ROWS])?.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
      if (typeof schema === 'string') {
        // A form is documented by its route; a body the server does not read, not at all.
        if (body?.content?.['application/json']) differ.push(`${name}: a JSON body the server does not read`);
        continue;
      }
      const expected = (await resolver(schema as Parameters<typeof resolver>[0]).toOpenAPISchema()).schema;
      try {
        expect(body?.content?.['application/json']?.schema).toEqual(expected);
      } catch {
        differ.push(`${name}: not the contract's schema`);
      }
    }
    expect(differ).toEqual([]);
    expect(Object.keys(ENDPOINT_REQUESTS).length).toBeGreaterThan(20);
  });

  it('documents the error body on every operation and a multipart body on every upload', () => {
    const uploads: string[] = [];
    for (const item of Object.values(doc.paths ?? {})) {
      for (const op of Object.values(item ?? {}) as OpenAPIV3_1.OperationObject[]) {
        expect(op.responses?.['400']).toMatchObject({
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Errors' } } },
        });
        const body = op.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
        if (body?.content?.['multipart/form-data']) uploads.push(op.operationId ?? '');
      }
    }
    // Paystubs, identity, insurance, condition documents, (issue 12) the delinquency explanation and the ownership proofs, (issue 14) chat attachments from the borrower and the agent, and (issue 28) the sandbox's inbound-text webhook (form fields).
    expect(uploads).toHaveLength(9);
  });

  it('describes every response of a walk through the API, errors included', async () => {
    const a = await registerBorrower(sb, { annualIncome: 92_222, street1: '9 Flood Street' });
    await walk(sb, a);
    const b = await registerBorrower(sb, {});
    await walk(sb, b, { until: 'IDENTITY_VERIFICATION' });
    const docs = await sb.call('GET', `${APP}/${a.uuid}/documents`, { token: a.token });
    await sb.call('GET', `${APP}/${a.uuid}/documents/${docs.body[0].uuid}`, { token: a.token });
    const condition = await sb.call('POST', `/sandbox/applications/${b.uuid}/conditions`, {
      body: { categoryEnum: 'GENERIC_DOCUMENT_REQUEST' },
      headers: OPERATOR,
    });
    const upload = (files: { name: string; blob: Blob }[]) =>
      sb.call(
        'POST',
        `/service-conditions/external/api/v1/applications/${b.uuid}/conditions/${condition.body.uuid}/documents`,
        { token: b.token, form: form({}, files) },
      );
    await upload([{ name: 'ok.pdf', blob: PDF() }]);
    // Errors of each kind.
    await sb.call('GET', `${APP}/all`); // 401
    await sb.call('GET', `${APP}/${a.uuid}`, { token: b.token }); // 404
    await sb.call('GET', `${APP}/co-deed/status?applicationUuid=${a.uuid}`, { token: b.token }); // 403
    await sb.call('POST', `${APP}/${b.uuid}/submission`, {
      token: b.token,
      body: { esignConsent: true, disclosuresAcknowledged: true, hardCreditConsent: true },
    }); // 409
    await sb.call('POST', APP, { token: b.token, body: { property: { street1: 'x\u0000' } } }); // 400
    await sb.call('POST', '/ft/external/event', { body: { event: 'x'.repeat(2 * 1024 * 1024) } }); // 413
    await sb.call('POST', '/ft/external/session', { headers: { 'x-org': 'nobody' }, body: { platform: 'WEB' } }); // 404 organisation
    await upload([{ name: 'x.png', blob: new Blob(['MZ not an image']) }]); // 415
    await upload(Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.png`, blob: PNG() }))); // 400 too many
    for (let i = 0; i < 7; i++)
      await sb.call('POST', '/identity/api/v1/login', { body: { email: a.email, password: 'wrong password!' } }); // 401, 429
    await sb.call('GET', STATUS(b.uuid), { token: b.token });
    await sb.call('POST', linkSessionsPath(b.uuid), { token: b.token, body: { purpose: 'assets' } }); // 409: not in asset depletion

    const check = responseChecker(doc);
    const problems = seen.flatMap((s) =>
      check.check(
        s.method,
        s.path,
        s.reply.status,
        s.reply.headers.get('content-type') ?? '',
        s.reply.status === 204 ? null : s.reply.body,
      ),
    );
    expect([...new Set(problems)]).toEqual([]);
    const statuses = new Set(seen.map((s) => s.reply.status));
    for (const status of [200, 201, 400, 401, 403, 404, 409, 413, 415, 429])
      expect(statuses, `a ${status} was checked`).toContain(status);
    const covered = new Set(seen.map((s) => check.find(s.method, s.path)?.op.operationId));
    // Linking (the walk links income and a bank through the provider's pages) is documented: its 201 and its 409.
    const links = seen.filter((s) => s.method === 'POST' && s.path.endsWith('/link-sessions'));
    expect(new Set(links.map((s) => s.reply.status))).toEqual(new Set([201, 409]));
    expect(check.find('POST', linkSessionsPath(b.uuid))?.op.operationId).toBeTruthy();
    // The walk reaches most operations; the fuzz test (fuzz.test.ts) reaches every one.
    expect(covered.size).toBeGreaterThanOrEqual(28);
  });

  it('a response the document does not describe is caught (the check can fail)', () => {
    const check = responseChecker(doc);
    expect(check.check('GET', `${APP}/all`, 418, 'application/json', { errors: ['teapot'] })).toEqual([
      expect.stringMatching(/status not documented/),
    ]);
    expect(check.check('GET', `${APP}/all`, 401, 'application/json', { error: 'JWT error' }).length).toBeGreaterThan(0);
    expect(
      check.check('POST', '/ft/external/event', 202, 'application/json', { accepted: false }).length,
    ).toBeGreaterThan(0);
    expect(check.check('POST', '/ft/external/event', 202, 'application/json', { accepted: true })).toEqual([]);
  });
});
