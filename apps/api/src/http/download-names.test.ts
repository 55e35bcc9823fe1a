/**
 * Every download names its file by RFC 6266 `filename*` through one helper (issue 23, item 8).
 * Before, the chat's attachment route built its Content-Disposition by hand, and a chat attachment
 * named `résumé😀.pdf` uploaded but every download of it was a 500 (a header value outside
 * Latin-1). The second part lists every download route of the API and checks the header's form
 * on each; the last makes sure no other module spells the header again.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_PATHS, CHAT_TOKEN_HEADER, disclosurePdfPath, signerDocumentPdfPath, signersPath } from '@heloc/core';
import { SANDBOX_AGENT } from '../seed/seed.js';
import {
  APP,
  form,
  linkParam,
  PDF,
  registerBorrower,
  startSandbox,
  walk,
  type Borrower,
  type Sandbox,
} from '../testing/harness.js';

const ORG = { 'x-org': 'homestead' };
const NAME = 'résumé😀.pdf';
const ENCODED = 'r%C3%A9sum%C3%A9%F0%9F%98%80.pdf';
/** RFC 6266 with an RFC 8187 extended value: a quoted printable-ASCII fallback, then the exact name. */
const FORM =
  /^(attachment|inline); filename="[\x20-\x21\x23-\x5b\x5d-\x7e]+"; filename\*=UTF-8''(?:[A-Za-z0-9!#$&+\-.^_`|~]|%[0-9A-F]{2})+$/;

let sb: Sandbox;
let agentJwt: string;

beforeAll(async () => {
  sb = await startSandbox();
  const login = await sb.call('POST', '/identity/api/v1/login', {
    headers: ORG,
    body: { email: SANDBOX_AGENT.email('homestead'), password: SANDBOX_AGENT.password },
  });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  agentJwt = login.body.jwt;
});
afterAll(async () => {
  await sb?.close();
});

async function chatWithAttachment(name: string) {
  const init = await sb.call('POST', CHAT_PATHS.init, {
    headers: ORG,
    body: { identity: 'Ann Lee', email: 'ann@example.com' },
  });
  expect(init.status, JSON.stringify(init.body)).toBe(201);
  const headers = { ...ORG, [CHAT_TOKEN_HEADER]: init.body.token as string };
  const up = await sb.call('POST', CHAT_PATHS.attachments, { headers, form: form({}, [{ name, blob: PDF() }]) });
  expect(up.status, JSON.stringify(up.body)).toBe(201);
  return {
    headers,
    conversation: init.body.conversationSid as string,
    id: up.body[0].id as string,
    stored: up.body[0].name as string,
  };
}

const get = (path: string, headers: Record<string, string>) => sb.app.request(path, { headers });

describe('a chat attachment named résumé😀.pdf', () => {
  it("uploads under its own name and downloads (200) on both sides with filename*=UTF-8''r%C3%A9sum%C3%A9%F0%9F%98%80.pdf", async () => {
    const chat = await chatWithAttachment(NAME);
    expect(chat.stored).toBe(NAME);
    const borrower = await get(`${CHAT_PATHS.attachments}/${chat.id}`, chat.headers);
    const agent = await get(`${CHAT_PATHS.agentConversations}/${chat.conversation}/attachments/${chat.id}`, {
      authorization: `Bearer ${agentJwt}`,
    });
    for (const r of [borrower, agent]) {
      expect(r.status).toBe(200);
      expect(r.headers.get('content-disposition')).toBe(
        `attachment; filename="resume.pdf"; filename*=UTF-8''${ENCODED}`,
      );
      expect(r.headers.get('content-type')).toBe('application/pdf');
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      expect(
        Buffer.from(await r.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    }
  });

  it('a name with quotes and semicolons cannot add a parameter', async () => {
    const chat = await chatWithAttachment('a";b=c;x.pdf');
    const r = await get(`${CHAT_PATHS.attachments}/${chat.id}`, chat.headers);
    expect(r.status).toBe(200);
    const disposition = r.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(FORM);
    expect(disposition.split('; ').map((p) => p.split('=')[0])).toEqual(['attachment', 'filename', 'filename*']);
  });
});

describe('every download route sends the one helper’s Content-Disposition', () => {
  let owner: Borrower;
  let signerJwt: string;
  let documentUuid: string;

  beforeAll(async () => {
    // A co-deed street: the walk signs the note on the way, and there is a signer to invite.
    owner = await registerBorrower(sb, { street1: '8 Codeed Lane' });
    expect((await walk(sb, owner, { until: 'CO_DEED_REQ' })).state).toBe('CO_DEED_REQ');
    const email = `pat-${Date.now()}@example.com`;
    expect(
      (
        await sb.call('POST', signersPath(owner.uuid), {
          token: owner.token,
          body: { email, firstName: 'Pat', lastName: 'Ray' },
        })
      ).status,
    ).toBe(201);
    const reg = await sb.call('POST', '/identity/api/v1/registration/register', {
      body: {
        email,
        password: 'another long password',
        inviteToken: await linkParam(sb, email, 'signer-invitation', 'invite'),
      },
    });
    expect(reg.status, JSON.stringify(reg.body)).toBe(201);
    signerJwt = reg.body.jwt;

    const condition = await sb.call('POST', `/sandbox/applications/${owner.uuid}/conditions`, {
      token: owner.token,
      body: { categoryEnum: 'GENERIC_DOCUMENT_REQUEST' },
    });
    expect(condition.status).toBe(201);
    const up = await sb.call(
      'POST',
      `/service-conditions/external/api/v1/applications/${owner.uuid}/conditions/${condition.body.uuid}/documents`,
      { token: owner.token, form: form({}, [{ name: NAME, blob: PDF() }]) },
    );
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    const list = (await sb.call('GET', `${APP}/${owner.uuid}/documents`, { token: owner.token })).body as {
      uuid: string;
      name: string;
    }[];
    documentUuid = list.find((d) => d.name === NAME)?.uuid ?? '';
  }, 120_000);

  it('each route: 200, the RFC 6266 form, nosniff, and the disposition its use needs', async () => {
    const chat = await chatWithAttachment(NAME);
    const asOwner = { authorization: `Bearer ${owner.token}` };
    const routes: {
      route: string;
      path: string;
      headers: Record<string, string>;
      disposition: 'attachment' | 'inline';
    }[] = [
      {
        route: 'GET /service-application/…/:uuid/documents/:documentUuid',
        path: `${APP}/${owner.uuid}/documents/${documentUuid}`,
        headers: asOwner,
        disposition: 'attachment',
      },
      {
        route: 'GET webchat/attachments/:id',
        path: `${CHAT_PATHS.attachments}/${chat.id}`,
        headers: chat.headers,
        disposition: 'attachment',
      },
      {
        route: 'GET agent conversations/:id/attachments/:file',
        path: `${CHAT_PATHS.agentConversations}/${chat.conversation}/attachments/${chat.id}`,
        headers: { authorization: `Bearer ${agentJwt}` },
        disposition: 'attachment',
      },
      {
        route: 'GET disclosures/:kind (viewer)',
        path: disclosurePdfPath(owner.uuid, 'NOTE'),
        headers: asOwner,
        disposition: 'inline',
      },
      {
        route: 'GET disclosures/:kind?download=1',
        path: `${disclosurePdfPath(owner.uuid, 'NOTE')}?download=1`,
        headers: asOwner,
        disposition: 'attachment',
      },
      {
        route: 'GET disclosures/:kind/signed (viewer)',
        path: disclosurePdfPath(owner.uuid, 'NOTE', 'signed'),
        headers: asOwner,
        disposition: 'inline',
      },
      {
        route: 'GET disclosures/:kind/signed?download=1',
        path: `${disclosurePdfPath(owner.uuid, 'NOTE', 'signed')}?download=1`,
        headers: asOwner,
        disposition: 'attachment',
      },
      {
        route: 'GET heloc-signer/documents/:kind',
        path: signerDocumentPdfPath(owner.uuid, 'NOTICE_OF_RIGHT_TO_CANCEL'),
        headers: { authorization: `Bearer ${signerJwt}` },
        disposition: 'inline',
      },
    ];
    for (const { route, path, headers, disposition } of routes) {
      const r = await get(path, headers);
      expect(r.status, `${route}: ${r.status === 200 ? '' : await r.text()}`).toBe(200);
      const value = r.headers.get('content-disposition') ?? '';
      expect(value, route).toMatch(FORM);
      expect(value.split(';')[0], route).toBe(disposition);
      expect(r.headers.get('x-content-type-options'), route).toBe('nosniff');
      expect(r.headers.get('content-type'), route).toBe('application/pdf');
    }
    // The two routes that send a stored name send it exactly.
    for (const { path, headers } of routes.slice(0, 3))
      expect((await get(path, headers)).headers.get('content-disposition')).toContain(`filename*=UTF-8''${ENCODED}`);
  });

  it('no module but http/download.ts writes a Content-Disposition header', () => {
    const src = fileURLToPath(new URL('..', import.meta.url));
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.startsWith(`testing${sep}`),
    );
    // Written as an object key or a header(name, value) call; reading one (uploads' multipart) is fine.
    const spelling = files.filter((f) =>
      /['"`]content-disposition['"`]\s*[:,]/i.test(readFileSync(join(src, f), 'utf8')),
    );
    expect(spelling).toEqual([join('http', 'download.ts')]);
  });
});
