/**
 * Additional (co-deed) signers end to end through real HTTP and a real database: the owner invites
 * people on title, follows their progress, resends and corrects invitations; each signer accepts
 * through the link in their own mailbox (the sandbox outbox) and signs; when all signed, the
 * application moves on. And what must never happen: a token or an account's existence in an
 * answer, a corrected invitation's old link still working, anyone but the owner reading the list.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closingDocument,
  disclosurePdfPath,
  SIGNER_AREA_MESSAGES,
  signerDocumentPdfPath,
  SIGNER_ESIGN_CONSENT_TEXT,
  SIGNER_MESSAGES,
  SIGNER_RESEND_LIMIT,
  SIGN_ESIGN_MESSAGE,
  signerPath,
  signerResendPath,
  signersPath,
  signerSignPath,
} from '@heloc/core';
import { documents } from '../db/schema.js';
import {
  APP,
  lastMessage,
  linkParam,
  openSignerDocuments,
  registerBorrower,
  SIGNED_BY_SAM,
  startSandbox,
  STATUS,
  walk,
  type Borrower,
  type Sandbox,
} from '../testing/harness.js';

const REGISTER = '/identity/api/v1/registration/register';
const PASSWORD = 'another long password';

let sb: Sandbox;
let owner: Borrower;
let stranger: Borrower;

const list = (b: Borrower = owner) => sb.call('GET', signersPath(owner.uuid), { token: b.token });
const invite = (email: string, name = { firstName: 'Sam', lastName: 'Lee' }, b: Borrower = owner) =>
  sb.call('POST', signersPath(b.uuid), { token: b.token, body: { email, ...name } });
const entryFor = async (email: string) =>
  ((await list()).body.signers as { email: string; uuid: string }[]).find((s) => s.email === email);
const accept = async (email: string) => {
  const inviteToken = await linkParam(sb, email, 'signer-invitation', 'invite');
  const reg = await sb.call('POST', REGISTER, { body: { email, password: PASSWORD, inviteToken } });
  expect(reg.status, JSON.stringify(reg.body)).toBe(201);
  return reg.body as { jwt: string; identityUuid: string };
};
const newEmail = (who: string) => `${who}-${randomUUID()}@example.com`;

beforeAll(async () => {
  // Tokens outlive the hour the resend limit's window is waited out in.
  sb = await startSandbox({ JWT_TTL_SECONDS: String(24 * 3600) });
  owner = await registerBorrower(sb, { street1: '8 Codeed Lane' });
  stranger = await registerBorrower(sb);
  await walk(sb, owner, { until: 'CO_DEED_REQ' });
});
afterAll(async () => {
  await sb.close();
});

describe('the owner follows each signer from invitation to signature', () => {
  it('invited → account created → ID uploaded → signed, then the application moves on', async () => {
    // The street says a co-deed signer is needed; nobody is invited yet. The person on title:
    const email = newEmail('pat');
    sb.clock.t += 60_000;
    expect((await invite(email, { firstName: 'Pat', lastName: 'Ray' })).status).toBe(201);
    let entry = await entryFor(email);
    expect(entry).toMatchObject({
      firstName: 'Pat',
      lastName: 'Ray',
      email,
      invitedAt: new Date(sb.clock.t).toISOString(),
      accountCreatedAt: null,
      identityAt: null,
      signedAt: null,
    });
    expect((await sb.call('GET', STATUS(owner.uuid), { token: owner.token })).body.state).toBe('CO_DEED_REQ');

    sb.clock.t += 60_000;
    const signer = await accept(email);
    entry = await entryFor(email);
    expect(entry).toMatchObject({
      accountCreatedAt: new Date(sb.clock.t).toISOString(),
      identityAt: null,
      signedAt: null,
    });

    // The signer-side identity screen is a later issue; its upload is a document of an ID type by that signer.
    // The borrower's own ID does not count for the signer.
    sb.clock.t += 60_000;
    const row = {
      applicationUuid: owner.uuid,
      mime: 'image/png',
      size: 1,
      sha256: 'x',
      content: Buffer.from('x'),
      name: 'id.png',
    };
    await sb.deps.db
      .insert(documents)
      .values({ ...row, uploadedBy: owner.identityUuid, type: 'DRIVERSLICENSEFRONT', createdAt: new Date(sb.clock.t) });
    expect(await entryFor(email)).toMatchObject({ identityAt: null });
    await sb.deps.db
      .insert(documents)
      .values({ ...row, uploadedBy: signer.identityUuid, type: 'PASSPORTFRONT', createdAt: new Date(sb.clock.t) });
    expect(await entryFor(email)).toMatchObject({ identityAt: new Date(sb.clock.t).toISOString() });

    sb.clock.t += 60_000;
    await openSignerDocuments(sb, owner.uuid, signer.jwt);
    const signed = await sb.call('POST', signerSignPath(owner.uuid), {
      token: signer.jwt,
      body: SIGNED_BY_SAM,
      headers: { 'user-agent': 'SignerBrowser/1.0' },
    });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body).toMatchObject({ signed: true, coDeedStatus: 'COMPLETE' });
    expect(await entryFor(email)).toMatchObject({ signedAt: new Date(sb.clock.t).toISOString() });
    // Every signer signed: coDeedComplete ran (owner's status left CO_DEED_REQ).
    const status = await sb.call('GET', STATUS(owner.uuid), { token: owner.token });
    expect(status.body.state).not.toBe('CO_DEED_REQ');
    expect((await sb.call('GET', `${APP}/${owner.uuid}`, { token: owner.token })).body.coDeedStatus).toBe('COMPLETE');

    // The evidence of the signature is kept: the consent's words, when, from which address and browser.
    const stored = (await sb.deps.db.query.invitations.findMany()).find((i) => i.email === email);
    expect(stored?.profile).toMatchObject({
      signature: {
        signature: { type: 'typed', name: 'Sam Lee' },
        signedAt: new Date(sb.clock.t).toISOString(),
        userAgent: 'SignerBrowser/1.0',
        ip: expect.any(String),
        esignConsent: { given: true, text: SIGNER_ESIGN_CONSENT_TEXT },
      },
    });
  });
});

describe('the signer signs, and only the signer', () => {
  let b: Borrower;
  let signer: { jwt: string };
  beforeAll(async () => {
    b = await registerBorrower(sb, { street1: '9 Codeed Way' });
    await walk(sb, b, { until: 'NOTE_SIGNING' });
    const email = newEmail('kim');
    // Invited before the borrower signs (from signing/intro): signNote then waits for them.
    expect(
      (
        await sb.call('POST', signersPath(b.uuid), {
          token: b.token,
          body: { email, firstName: 'Kim', lastName: 'Cho' },
        })
      ).status,
    ).toBe(201);
    signer = await accept(email);
    const early = await sb.call('POST', signerSignPath(b.uuid), { token: signer.jwt, body: SIGNED_BY_SAM });
    expect(early.status).toBe(409);
    expect(early.body).toEqual({ errors: [SIGNER_MESSAGES.notOpen] });
    await walk(sb, b, { until: 'CO_DEED_REQ', maxSteps: 3 });
  });

  it('the owner cannot sign for the signer', async () => {
    const r = await sb.call('POST', signerSignPath(b.uuid), { token: b.token, body: SIGNED_BY_SAM });
    expect(r.status).toBe(403);
    expect(r.body).toEqual({ errors: [SIGNER_MESSAGES.ownerCannotSign] });
  });
  it('someone else gets 404', async () => {
    expect((await sb.call('POST', signerSignPath(b.uuid), { token: stranger.token, body: SIGNED_BY_SAM })).status).toBe(
      404,
    );
  });
  it('without the E-SIGN consent or a signature: 400 with the message', async () => {
    const r = await sb.call('POST', signerSignPath(b.uuid), {
      token: signer.jwt,
      body: { esignConsent: false, signature: { type: 'typed', name: '' } },
    });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([`esignConsent: ${SIGN_ESIGN_MESSAGE}`, 'signature.name: Required']);
  });
  it('before opening each document they are given: 409 naming the unopened ones, and nothing signed', async () => {
    const closingSummary = closingDocument('CLOSING_SUMMARY').title;
    const notice = closingDocument('NOTICE_OF_RIGHT_TO_CANCEL').title;
    const none = await sb.call('POST', signerSignPath(b.uuid), { token: signer.jwt, body: SIGNED_BY_SAM });
    expect(none.status).toBe(409);
    expect(none.body).toEqual({ errors: [SIGNER_AREA_MESSAGES.openEachFirst, closingSummary, notice] });
    // One opened is not enough; the borrower opening theirs does not count for the signer.
    expect((await sb.call('GET', signerDocumentPdfPath(b.uuid, 'CLOSING_SUMMARY'), { token: signer.jwt })).status).toBe(
      200,
    );
    expect(
      (await sb.call('GET', disclosurePdfPath(b.uuid, 'NOTICE_OF_RIGHT_TO_CANCEL'), { token: b.token })).status,
    ).toBe(200);
    const one = await sb.call('POST', signerSignPath(b.uuid), { token: signer.jwt, body: SIGNED_BY_SAM });
    expect(one.body).toEqual({ errors: [SIGNER_AREA_MESSAGES.openEachFirst, notice] });
    const mine = await sb.call('GET', `${APP}/co-deed/status?applicationUuid=${b.uuid}`, { token: signer.jwt });
    expect(mine.body).toMatchObject({ signed: false });
    await openSignerDocuments(sb, b.uuid, signer.jwt);
  });
  it('signs once; a second time is refused and the first time stands', async () => {
    const first = await sb.call('POST', signerSignPath(b.uuid), { token: signer.jwt, body: SIGNED_BY_SAM });
    expect(first.status).toBe(200);
    sb.clock.t += 60_000;
    const again = await sb.call('POST', signerSignPath(b.uuid), { token: signer.jwt, body: SIGNED_BY_SAM });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ errors: [SIGNER_MESSAGES.youAlreadySigned] });
    const mine = await sb.call('GET', `${APP}/co-deed/status?applicationUuid=${b.uuid}`, { token: signer.jwt });
    expect(mine.body).toMatchObject({
      signed: true,
      signedAt: first.body.signedAt,
      borrowerName: 'Ann Lee',
      propertyAddress: expect.stringContaining('9 Codeed Way'),
    });
  });
});

describe('resend and correct', () => {
  let b: Borrower;
  beforeAll(async () => {
    b = await registerBorrower(sb, { street1: '10 Codeed Court' });
    await walk(sb, b, { until: 'NOTE_SIGNING' });
  });
  const call = (method: string, path: string, body?: unknown) => sb.call(method, path, { token: b.token, body });
  const entries = async () =>
    (await call('GET', signersPath(b.uuid))).body.signers as {
      uuid: string;
      email: string;
      lastSentAt: string;
      accountCreatedAt: string | null;
    }[];

  it('resend mails a fresh link that works; the other invitations are untouched', async () => {
    const a = newEmail('a');
    const other = newEmail('other');
    await call('POST', signersPath(b.uuid), { email: a, firstName: 'Al', lastName: 'One' });
    await call('POST', signersPath(b.uuid), { email: other, firstName: 'Ot', lastName: 'Her' });
    const otherToken = await linkParam(sb, other, 'signer-invitation', 'invite');
    const old = await linkParam(sb, a, 'signer-invitation', 'invite');
    const id = (await entries()).find((e) => e.email === a)!.uuid;
    sb.clock.t += 60_000;
    const r = await call('POST', signerResendPath(b.uuid, id));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ uuid: id, email: a, lastSentAt: new Date(sb.clock.t).toISOString() });
    const fresh = await linkParam(sb, a, 'signer-invitation', 'invite');
    expect(fresh).not.toBe(old);
    // The older link of the same mailbox is replaced (only hashes are kept); the newest one works.
    expect((await sb.call('POST', REGISTER, { body: { email: a, password: PASSWORD, inviteToken: old } })).status).toBe(
      400,
    );
    expect(
      (await sb.call('POST', REGISTER, { body: { email: a, password: PASSWORD, inviteToken: fresh } })).status,
    ).toBe(201);
    // The other person's link still works.
    expect(
      (await sb.call('POST', REGISTER, { body: { email: other, password: PASSWORD, inviteToken: otherToken } })).status,
    ).toBe(201);
    // Accepted: a resend is a reminder to sign in, with no secret in it.
    sb.clock.t += 1000;
    const again = await call('POST', signerResendPath(b.uuid, id));
    expect(again.status).toBe(200);
    expect(await lastMessage(sb, a)).toMatchObject({
      kind: 'signer-added',
      link: '/account/heloc/heloc-signer/login',
      subject: 'Reminder: your signature is needed',
    });
  });

  it(`is limited to ${SIGNER_RESEND_LIMIT} messages an hour per invitation, with Retry-After and the message`, async () => {
    const email = newEmail('spam');
    await call('POST', signersPath(b.uuid), { email, firstName: 'Sp', lastName: 'Am' });
    const id = (await entries()).find((e) => e.email === email)!.uuid;
    for (let i = 0; i < SIGNER_RESEND_LIMIT; i++)
      expect((await call('POST', signerResendPath(b.uuid, id))).status).toBe(200);
    const limited = await call('POST', signerResendPath(b.uuid, id));
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ errors: [SIGNER_MESSAGES.resendLimited] });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Correcting counts as well: it mails too.
    expect(
      (await call('PUT', signerPath(b.uuid, id), { email: newEmail('spam2'), firstName: 'Sp', lastName: 'Am' })).status,
    ).toBe(429);
    sb.clock.t += 61 * 60_000;
    expect((await call('POST', signerResendPath(b.uuid, id))).status).toBe(200);
  });

  it('correcting the email: the old link no longer works, at the old address or the new one; the new address gets its own', async () => {
    const wrong = newEmail('wrong');
    const right = newEmail('right');
    await call('POST', signersPath(b.uuid), { email: wrong, firstName: 'Jo', lastName: 'Doe' });
    const oldToken = await linkParam(sb, wrong, 'signer-invitation', 'invite');
    const id = (await entries()).find((e) => e.email === wrong)!.uuid;
    const r = await call('PUT', signerPath(b.uuid, id), { email: right, firstName: 'Joe', lastName: 'Doe' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ uuid: id, email: right, firstName: 'Joe', accountCreatedAt: null });
    expect((await entries()).map((e) => e.email)).not.toContain(wrong);
    for (const email of [wrong, right]) {
      const attempt = await sb.call('POST', REGISTER, { body: { email, password: PASSWORD, inviteToken: oldToken } });
      expect(attempt.status).toBe(400);
      expect(attempt.body).toEqual({ errors: ['This invitation is not valid for that email.'] });
    }
    // An account made later at the old address does not inherit the invitation either.
    const later = await sb.call('POST', REGISTER, { body: { email: wrong, password: PASSWORD } });
    expect((await sb.call('GET', `${APP}/co-deed/status`, { token: later.body.jwt })).status).toBe(403);
    const joe = await accept(right);
    expect((await sb.call('GET', `${APP}/co-deed/status?applicationUuid=${b.uuid}`, { token: joe.jwt })).status).toBe(
      200,
    );
    // Accepted: no more corrections.
    const late = await call('PUT', signerPath(b.uuid, id), {
      email: newEmail('late'),
      firstName: 'Joe',
      lastName: 'Doe',
    });
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ errors: [SIGNER_MESSAGES.alreadyAccepted] });
  });

  it('refuses the owner’s own email and someone already on the list', async () => {
    const all = await entries();
    const first = all.find((e) => e.accountCreatedAt !== null);
    const pending = all.find((e) => e.accountCreatedAt === null);
    expect(
      (await call('PUT', signerPath(b.uuid, pending!.uuid), { email: b.email, firstName: 'X', lastName: 'Y' })).body,
    ).toEqual({ errors: [`email: ${SIGNER_MESSAGES.ownEmail}`] });
    // Inviting someone already signed up here again is a reminder, not a second entry (and the usual answer).
    const count = all.length;
    expect(
      (await call('POST', signersPath(b.uuid), { email: first!.email, firstName: 'X', lastName: 'Y' })).status,
    ).toBe(201);
    expect(await entries()).toHaveLength(count);
    expect(
      (await call('PUT', signerPath(b.uuid, pending!.uuid), { email: first!.email, firstName: 'X', lastName: 'Y' }))
        .status,
    ).toBe(409);
  });
});

describe('nobody but the owner reads or changes the list', () => {
  it('another borrower gets 404 on list, resend and correct; a signer cannot list', async () => {
    const id = ((await list()).body.signers as { uuid: string }[])[0]!.uuid;
    for (const [method, path, body] of [
      ['GET', signersPath(owner.uuid)],
      ['POST', signerResendPath(owner.uuid, id)],
      ['PUT', signerPath(owner.uuid, id), { email: newEmail('x'), firstName: 'X', lastName: 'Y' }],
      ['POST', signersPath(owner.uuid), { email: newEmail('x'), firstName: 'X', lastName: 'Y' }],
    ] as const) {
      const r = await sb.call(method, path, { token: stranger.token, body });
      expect(r.status, `${method} ${path}`).toBe(404);
      expect(r.body).toEqual({ errors: ['Application not found.'] });
    }
    // An invitation of another application is not found under this one.
    const theirs = await registerBorrower(sb, { street1: '11 Codeed Row' });
    await walk(sb, theirs, { until: 'NOTE_SIGNING' });
    await invite(newEmail('t'), undefined, theirs);
    const theirId = (
      (await sb.call('GET', signersPath(theirs.uuid), { token: theirs.token })).body.signers as { uuid: string }[]
    )[0]!.uuid;
    expect((await sb.call('POST', signerResendPath(owner.uuid, theirId), { token: owner.token })).status).toBe(404);

    const email = newEmail('lister');
    await invite(email, undefined, theirs);
    const signer = await accept(email);
    expect((await sb.call('GET', signersPath(theirs.uuid), { token: signer.jwt })).status).toBe(404);
  });

  it('no token and no account existence in any answer', async () => {
    const b = await registerBorrower(sb, { street1: '12 Codeed Path' });
    await walk(sb, b, { until: 'NOTE_SIGNING' });
    const fresh = newEmail('fresh');
    const answers = [
      await sb.call('POST', signersPath(b.uuid), {
        token: b.token,
        body: { email: fresh, firstName: 'F', lastName: 'R' },
      }),
      await sb.call('POST', signersPath(b.uuid), {
        token: b.token,
        body: { email: stranger.email, firstName: 'S', lastName: 'T' },
      }),
    ];
    expect(answers.map((a) => a.body)).toEqual([
      { email: fresh, invited: true, signerLoginPath: '/account/heloc/heloc-signer/login' },
      { email: stranger.email, invited: true, signerLoginPath: '/account/heloc/heloc-signer/login' },
    ]);
    const entries = (await sb.call('GET', signersPath(b.uuid), { token: b.token })).body.signers as Record<
      string,
      unknown
    >[];
    // The same fields and the same stage for a new email and an existing account's.
    expect(entries.map((e) => Object.keys(e).sort())).toEqual([
      Object.keys(entries[0]!).sort(),
      Object.keys(entries[0]!).sort(),
    ]);
    expect(entries.map((e) => e.accountCreatedAt)).toEqual([null, null]);
    const resent = [];
    for (const e of entries)
      resent.push(await sb.call('POST', signerResendPath(b.uuid, e.uuid as string), { token: b.token }));
    expect(resent.map((r) => Object.keys(r.body).sort())).toEqual([
      Object.keys(entries[0]!).sort(),
      Object.keys(entries[0]!).sort(),
    ]);
    const token = await linkParam(sb, fresh, 'signer-invitation', 'invite');
    const everything = JSON.stringify(
      [answers, entries, resent].flat().map((x) => ('body' in (x as object) ? (x as { body: unknown }).body : x)),
    );
    expect(everything).not.toContain(token);
    expect(everything).not.toMatch(/token|hash|invite=/i);
  });
});
