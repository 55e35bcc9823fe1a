/**
 * The additional signer's own records through real HTTP and a real database (PGlite): their ID
 * (shown to the owner as "ID uploaded"), their documents (opening recorded as their view), their ID
 * condition cleared — and never anyone else's: the owner cannot act for them, a stranger gets 404,
 * a condition of the borrower's or of another signer is "not found".
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signerDocumentPdfPath, signerDocumentsPath, signerIdentityPath, signersPath } from '@heloc/core';
import {
  form,
  linkParam,
  PNG,
  registerBorrower,
  startSandbox,
  walk,
  type Borrower,
  type Sandbox,
} from '../testing/harness.js';

const REGISTER = '/identity/api/v1/registration/register';
const CONDITIONS = (uuid: string) =>
  `/service-conditions/external/api/v1/applications/${uuid}/conditions/external-applicants`;

let sb: Sandbox;
let owner: Borrower;
let stranger: Borrower;
let signer: { jwt: string; identityUuid: string };
let other: { jwt: string; identityUuid: string };

async function invited(first: string) {
  const email = `${first}-${randomUUID()}@example.com`;
  expect(
    (
      await sb.call('POST', signersPath(owner.uuid), {
        token: owner.token,
        body: { email, firstName: first, lastName: 'Ray' },
      })
    ).status,
  ).toBe(201);
  const inviteToken = await linkParam(sb, email, 'signer-invitation', 'invite');
  const reg = await sb.call('POST', REGISTER, { body: { email, password: 'another long password', inviteToken } });
  expect(reg.status, JSON.stringify(reg.body)).toBe(201);
  return reg.body as { jwt: string; identityUuid: string };
}
const passport = () => form({ type: 'PASSPORTFRONT' }, [{ name: 'passport.png', blob: PNG() }]);
const openCondition = async (categoryEnum: string, forUserUuid?: string) =>
  (
    await sb.call('POST', `/sandbox/applications/${owner.uuid}/conditions`, {
      token: owner.token,
      body: { categoryEnum, ...(forUserUuid ? { forUserUuid } : {}) },
    })
  ).body.uuid as string;

beforeAll(async () => {
  sb = await startSandbox();
  owner = await registerBorrower(sb, { street1: '8 Codeed Lane' });
  stranger = await registerBorrower(sb);
  await walk(sb, owner, { until: 'CO_DEED_REQ' });
  signer = await invited('pat');
  other = await invited('kim');
});
afterAll(async () => {
  await sb.close();
});

describe("the signer's ID", () => {
  it('is stored for the signer and shows as “ID uploaded” on the owner’s list', async () => {
    const up = await sb.call('POST', signerIdentityPath(owner.uuid), { token: signer.jwt, form: passport() });
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    const list = (await sb.call('GET', signersPath(owner.uuid), { token: owner.token })).body.signers as {
      firstName: string;
      identityAt: string | null;
    }[];
    expect(list.find((s) => s.firstName === 'pat')?.identityAt).toEqual(expect.any(String));
    expect(list.find((s) => s.firstName === 'kim')?.identityAt).toBeNull();
  });

  it('asks both sides of a driver’s license, as for the borrower (400 JSON)', async () => {
    const one = await sb.call('POST', signerIdentityPath(owner.uuid), {
      token: other.jwt,
      form: form({ type: 'DRIVERSLICENSEFRONT' }, [{ name: 'front.png', blob: PNG() }]),
    });
    expect(one.status).toBe(400);
    expect(one.body.errors[0]).toMatch(/^file: /);
  });

  it('cannot be uploaded by the owner for a signer (403) nor by a stranger (404)', async () => {
    const byOwner = await sb.call('POST', signerIdentityPath(owner.uuid), { token: owner.token, form: passport() });
    expect(byOwner.status).toBe(403);
    expect(byOwner.body.errors).toHaveLength(1);
    const byStranger = await sb.call('POST', signerIdentityPath(owner.uuid), {
      token: stranger.token,
      form: passport(),
    });
    expect(byStranger.status).toBe(404);
  });
});

describe("the signer's documents", () => {
  it('lists the notice of right to cancel and the closing summary, and records the signer’s own opening', async () => {
    const before = await sb.call('GET', signerDocumentsPath(owner.uuid), { token: other.jwt });
    expect(before.status).toBe(200);
    expect(before.body.documents.map((d: { kind: string }) => d.kind)).toEqual([
      'CLOSING_SUMMARY',
      'NOTICE_OF_RIGHT_TO_CANCEL',
    ]);
    expect(before.body.documents.every((d: { viewedAt: unknown }) => d.viewedAt === null)).toBe(true);

    const pdf = await sb.call('GET', signerDocumentPdfPath(owner.uuid, 'NOTICE_OF_RIGHT_TO_CANCEL'), {
      token: other.jwt,
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');

    const after = (await sb.call('GET', signerDocumentsPath(owner.uuid), { token: other.jwt })).body.documents as {
      kind: string;
      viewedAt: string | null;
    }[];
    expect(after.find((d) => d.kind === 'NOTICE_OF_RIGHT_TO_CANCEL')?.viewedAt).toEqual(expect.any(String));
    expect(after.find((d) => d.kind === 'CLOSING_SUMMARY')?.viewedAt).toBeNull();
    // Kim's opening is Kim's: Pat has still opened nothing.
    const pats = (await sb.call('GET', signerDocumentsPath(owner.uuid), { token: signer.jwt })).body.documents as {
      viewedAt: string | null;
    }[];
    expect(pats.every((d) => d.viewedAt === null)).toBe(true);
  });

  it('refuses a document a signer is not given (400), the owner (403) and a stranger (404)', async () => {
    expect((await sb.call('GET', `${signerDocumentsPath(owner.uuid)}/NOTE`, { token: signer.jwt })).status).toBe(400);
    expect((await sb.call('GET', signerDocumentsPath(owner.uuid), { token: owner.token })).status).toBe(403);
    const foreign = await sb.call('GET', signerDocumentPdfPath(owner.uuid, 'NOTICE_OF_RIGHT_TO_CANCEL'), {
      token: stranger.token,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.errors).toHaveLength(1);
  });
});

describe("the signer's ID condition", () => {
  it('is cleared by the signer’s ID upload and disappears from what is owed', async () => {
    const mine = await openCondition('ID_VERIFICATION_FAILURE', other.identityUuid);
    const cleared = await sb.call('POST', signerIdentityPath(owner.uuid), {
      token: other.jwt,
      form: form({ type: 'PASSPORTFRONT', conditionUuid: mine }, [{ name: 'passport.png', blob: PNG() }]),
    });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(201);
    const list = (await sb.call('GET', CONDITIONS(owner.uuid), { token: other.jwt })).body as {
      uuid: string;
      actionNeeded: boolean;
    }[];
    expect(list.find((c) => c.uuid === mine)?.actionNeeded).toBe(false);
  });

  it('finds no condition of the borrower’s or of another signer (404), and no document condition (409)', async () => {
    const borrowers = await openCondition('ID_VERIFICATION_FAILURE');
    const pats = await openCondition('ID_VERIFICATION_FAILURE', signer.identityUuid);
    const docsOnly = await openCondition('GENERIC_DOCUMENT_REQUEST', other.identityUuid);
    const send = (conditionUuid: string) =>
      sb.call('POST', signerIdentityPath(owner.uuid), {
        token: other.jwt,
        form: form({ type: 'PASSPORTFRONT', conditionUuid }, [{ name: 'p.png', blob: PNG() }]),
      });
    expect((await send(borrowers)).status).toBe(404);
    expect((await send(pats)).status).toBe(404);
    expect((await send(docsOnly)).status).toBe(409);
    // Nothing was cleared by the refused attempts.
    const patList = (await sb.call('GET', CONDITIONS(owner.uuid), { token: signer.jwt })).body as {
      uuid: string;
      actionNeeded: boolean;
    }[];
    expect(patList.find((c) => c.uuid === pats)?.actionNeeded).toBe(true);
  });
});
