/**
 * The additional signer's own notary visit through real HTTP and a real database (PGlite): booked,
 * moved and given up by the signer after signing, under the borrower's rules (the notary's hours, a
 * free slot, and in Texas an office, never the home — Tex. Const. art. XVI §50(a)(6)(N)); refused
 * to the owner (403), to a stranger (404), before the signer signed, on a fully online path and once
 * the signing is over (409); and shown to the borrower on the application and to the signer on
 * their co-deed status.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closingOffices,
  NOTARY_APPOINTMENT_MINUTES,
  NOTARY_TIME_MESSAGES,
  OFFICE_ONLY_MESSAGE,
  officeSigningAddress,
  SIGNER_NOTARY_MESSAGES,
  signersPath,
  signerSignPath,
  zonedIso,
} from '@heloc/core';
import { endpointPath, SIGNER_ENDPOINTS } from '@heloc/core/contract';
import {
  APP,
  linkParam,
  signBackIn,
  openSignerDocuments,
  registerBorrower,
  SIGNED_BY_SAM,
  startSandbox,
  type Borrower,
  type Sandbox,
} from '../testing/harness.js';

const REGISTER = '/identity/api/v1/registration/register';
const TEXAS = { street1: '8 Codeed Lane', city: 'Austin', state: 'TX', zip: '78701' };
const CHICAGO = 'America/Chicago';
const visitPath = (uuid: string) => endpointPath(SIGNER_ENDPOINTS.signerNotary, { uuid });

type Slots = { days: { date: string; slots: { start: string; time: string; available: boolean }[] }[] };

let sb: Sandbox;
let owner: Borrower;
let stranger: Borrower;
let signer: { jwt: string; email: string };
let unsigned: { jwt: string };

/** The owner's application put at the co-deed step (the screens before are other tests'). */
async function atCoDeed(b: Borrower) {
  const jumped = await sb.call('PUT', `/sandbox/applications/${b.uuid}/state`, {
    operator: true,
    body: { state: 'CO_DEED_REQ' },
  });
  expect(jumped.status, JSON.stringify(jumped.body)).toBe(200);
}

/** A person on the title, invited by the owner, who creates their password from the invitation. */
async function invited(b: Borrower, first: string) {
  const email = `${first}-${randomUUID()}@example.com`;
  const invite = await sb.call('POST', signersPath(b.uuid), {
    token: b.token,
    body: { email, firstName: first, lastName: 'Ray' },
  });
  expect(invite.status, JSON.stringify(invite.body)).toBe(201);
  const inviteToken = await linkParam(sb, email, 'signer-invitation', 'invite');
  const reg = await sb.call('POST', REGISTER, { body: { email, password: 'another long password', inviteToken } });
  expect(reg.status, JSON.stringify(reg.body)).toBe(201);
  return { jwt: reg.body.jwt as string, email };
}

/** The signer reads their documents and signs the deed of trust (heloc-signer/documents, /sign). */
async function signs(b: Borrower, who: { jwt: string }) {
  await openSignerDocuments(sb, b.uuid, who.jwt);
  const signed = await sb.call('POST', signerSignPath(b.uuid), { token: who.jwt, body: SIGNED_BY_SAM });
  expect(signed.status, JSON.stringify(signed.body)).toBe(200);
}

/** The free slots the signer is offered now (the first day's, then the next days'). */
async function freeSlots(b: Borrower, who: { jwt: string }): Promise<string[]> {
  const read = await sb.call<Slots>('GET', visitPath(b.uuid), { token: who.jwt });
  expect(read.status, JSON.stringify(read.body)).toBe(200);
  return read.body.days.flatMap((d) => d.slots.filter((s) => s.available).map((s) => s.start));
}

const office = () => officeSigningAddress(closingOffices('TX', 'Austin')[0]!);
const book = (b: Borrower, token: string, body: unknown) => sb.call('PUT', visitPath(b.uuid), { token, body });
/** The titles of the owner's notifications, newest first. */
const notificationTitles = async (): Promise<string[]> =>
  (
    await sb.call<{ notifications: { title: string }[] }>('GET', '/service-notifications/api/v1/notifications', {
      token: owner.token,
    })
  ).body.notifications.map((n) => n.title);

beforeAll(async () => {
  sb = await startSandbox();
  owner = await registerBorrower(sb, TEXAS);
  stranger = await registerBorrower(sb);
  await atCoDeed(owner);
  signer = await invited(owner, 'pat');
  // A second person on the title who has not signed: the application stays at the co-deed step.
  unsigned = await invited(owner, 'kim');
});
afterAll(async () => {
  await sb.close();
});

describe('before the signer signs', () => {
  it('offers nothing to book and refuses a booking (409 with the core’s sentence)', async () => {
    const read = await sb.call('GET', visitPath(owner.uuid), { token: signer.jwt });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ problem: SIGNER_NOTARY_MESSAGES.notSigned, days: [], booking: null });
    const refused = await book(owner, signer.jwt, { slot: zonedIso('2026-12-01', '10:00', CHICAGO) });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ errors: [SIGNER_NOTARY_MESSAGES.notSigned] });
  });
});

describe('the signer’s own visit, in Texas', () => {
  beforeAll(async () => {
    await signs(owner, signer);
  });

  it('offers the sandbox notary’s days and the Texas offices, the property’s city first', async () => {
    const read = await sb.call('GET', visitPath(owner.uuid), { token: signer.jwt });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ zone: CHICAGO, inPersonAt: 'office', problem: null, booking: null });
    expect(read.body.offices.map((o: { city: string }) => o.city)[0]).toBe('Austin');
    // Monday the 23rd: two business days' notice, so the first day offered is Wednesday the 25th.
    expect(read.body.range.earliest).toBe('2026-11-25');
    expect(read.body.days).toHaveLength(3);
    expect(read.body.days.map((d: { date: string }) => d.date)).not.toContain('2026-11-26'); // Thanksgiving
  });

  it('refuses the property itself, and no place at all (400 on signingAddress)', async () => {
    const [slot] = await freeSlots(owner, signer);
    const atHome = await book(owner, signer.jwt, { slot, signingAddress: TEXAS });
    expect(atHome.status).toBe(400);
    expect(atHome.body).toEqual({ errors: [`signingAddress: ${OFFICE_ONLY_MESSAGE}`] });
    const nowhere = await book(owner, signer.jwt, { slot });
    expect(nowhere.status).toBe(400);
    expect(nowhere.body).toEqual({ errors: [`signingAddress: ${OFFICE_ONLY_MESSAGE}`] });
  });

  it('refuses a time outside the notary’s hours, too soon, or not a time at all (400 on slot)', async () => {
    const early = await book(owner, signer.jwt, {
      slot: zonedIso('2026-12-01', '07:00', CHICAGO),
      signingAddress: office(),
    });
    expect(early.status).toBe(400);
    expect(early.body).toEqual({ errors: [`slot: ${NOTARY_TIME_MESSAGES.hours}`] });
    const tomorrow = await book(owner, signer.jwt, {
      slot: zonedIso('2026-11-24', '10:00', CHICAGO),
      signingAddress: office(),
    });
    expect(tomorrow.body).toEqual({ errors: [`slot: ${NOTARY_TIME_MESSAGES.tooSoon}`] });
    const garbled = await book(owner, signer.jwt, { slot: 'next Tuesday', signingAddress: office() });
    expect(garbled.status).toBe(400);
    expect(garbled.body.errors[0]).toMatch(/^slot: /);
  });

  it('refuses a slot the sandbox notary has already given away (409)', async () => {
    const read = await sb.call<Slots>('GET', visitPath(owner.uuid), { token: signer.jwt });
    const taken = read.body.days.flatMap((d) => d.slots).find((s) => !s.available);
    expect(taken, 'the sandbox takes about one slot in four').toBeDefined();
    const refused = await book(owner, signer.jwt, { slot: taken?.start, signingAddress: office() });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ errors: [NOTARY_TIME_MESSAGES.slotTaken] });
  });

  it('is refused to the owner (403), a stranger (404) and a signer who has not signed (409)', async () => {
    const [slot] = await freeSlots(owner, signer);
    const body = { slot, signingAddress: office() };
    const byOwner = await book(owner, owner.token, body);
    expect(byOwner.status).toBe(403);
    expect(byOwner.body.errors).toHaveLength(1);
    expect((await sb.call('GET', visitPath(owner.uuid), { token: owner.token })).status).toBe(403);
    expect((await sb.call('DELETE', visitPath(owner.uuid), { token: owner.token })).status).toBe(403);
    const byStranger = await book(owner, stranger.token, body);
    expect(byStranger.status).toBe(404);
    expect(byStranger.body.errors).toHaveLength(1);
    expect((await sb.call('GET', visitPath(owner.uuid), { token: stranger.token })).status).toBe(404);
    expect((await sb.call('DELETE', visitPath(owner.uuid), { token: stranger.token })).status).toBe(404);
    // Another signer of the same application books only their own visit, and only once they signed.
    const byOther = await book(owner, unsigned.jwt, body);
    expect(byOther.status).toBe(409);
    expect(byOther.body).toEqual({ errors: [SIGNER_NOTARY_MESSAGES.notSigned] });
    // None of them booked anything for the signer.
    expect((await sb.call('GET', visitPath(owner.uuid), { token: signer.jwt })).body.booking).toBeNull();
  });

  it('books a free slot at an office; the signer and the borrower both see it', async () => {
    const [slot] = await freeSlots(owner, signer);
    const booked = await book(owner, signer.jwt, { slot, signingAddress: office() });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    // The slot as it was offered: the property zone's wall clock and offset.
    expect(booked.body).toEqual({ slot, signingAddress: expect.objectContaining(office()) });
    expect((await sb.call('GET', visitPath(owner.uuid), { token: signer.jwt })).body.booking).toEqual(booked.body);
    const status = await sb.call('GET', `${APP}/co-deed/status?applicationUuid=${owner.uuid}`, { token: signer.jwt });
    expect(status.body).toMatchObject({ propertyState: 'TX', notarySlot: slot });
    const application = await sb.call('GET', `${APP}/${owner.uuid}`, { token: owner.token });
    expect(application.body.helocSigners).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'pat Ray',
          signed: true,
          notarySlot: slot,
          notaryAddress: expect.objectContaining({ street2: office().street2 }),
        }),
        expect.objectContaining({ name: 'kim Ray', signed: false, notarySlot: null }),
      ]),
    );
    // The borrower is told, in the same transaction as the booking (decision 089, amendment 6).
    expect(await notificationTitles()).toContain('A co-signer booked their notary visit');
  });

  it('moves to another slot, then is given up once (a second cancel: 409)', async () => {
    const before = (await sb.call('GET', visitPath(owner.uuid), { token: signer.jwt })).body.booking.slot as string;
    const other = (await freeSlots(owner, signer)).find((s) => s !== before);
    const moved = await book(owner, signer.jwt, { slot: other, signingAddress: office() });
    expect(moved.status).toBe(200);
    expect(moved.body.slot).toBe(other);
    const cancelled = await sb.call('DELETE', visitPath(owner.uuid), { token: signer.jwt });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toEqual({ booking: null });
    expect((await sb.call('GET', visitPath(owner.uuid), { token: signer.jwt })).body.booking).toBeNull();
    const again = await sb.call('DELETE', visitPath(owner.uuid), { token: signer.jwt });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ errors: [SIGNER_NOTARY_MESSAGES.nothingBooked] });
    // Booked, moved (a new booking), cancelled: each told once; the refused second cancel tells nothing.
    const titles = await notificationTitles();
    expect(titles.filter((t) => t === 'A co-signer booked their notary visit')).toHaveLength(2);
    expect(titles.filter((t) => t === 'A co-signer cancelled their notary visit')).toHaveLength(1);
  });

  it('is done once its appointment has ended: the borrower sees it signed, the signer can neither move nor cancel it (409)', async () => {
    const [slot] = await freeSlots(owner, signer);
    expect((await book(owner, signer.jwt, { slot, signingAddress: office() })).status).toBe(200);
    const before = sb.clock.t;
    try {
      // The appointment's hour passes: the sandbox notary reports the visit done. Days later both
      // come back and sign in again.
      sb.clock.t = Date.parse(slot as string) + NOTARY_APPOINTMENT_MINUTES * 60_000;
      const ownerToken = await signBackIn(sb, owner);
      const signerToken = (
        await sb.call('POST', '/identity/api/v1/login', {
          body: { email: signer.email, password: 'another long password' },
        })
      ).body.jwt as string;
      const application = await sb.call('GET', `${APP}/${owner.uuid}`, { token: ownerToken });
      expect(application.body.helocSigners).toEqual(
        expect.arrayContaining([expect.objectContaining({ name: 'pat Ray', notarySlot: slot, notaryVisited: true })]),
      );
      const read = await sb.call('GET', visitPath(owner.uuid), { token: signerToken });
      expect(read.body).toMatchObject({
        problem: SIGNER_NOTARY_MESSAGES.done,
        visitDone: true,
        days: [],
        booking: { slot },
      });
      const cancel = await sb.call('DELETE', visitPath(owner.uuid), { token: signerToken });
      expect(cancel.status).toBe(409);
      expect(cancel.body).toEqual({ errors: [SIGNER_NOTARY_MESSAGES.done] });
      // A minute before the end it was still theirs to move.
      sb.clock.t -= 60_000;
      expect((await sb.call('GET', visitPath(owner.uuid), { token: signerToken })).body).toMatchObject({
        problem: null,
        visitDone: false,
      });
    } finally {
      sb.clock.t = before;
    }
  });

  it('is closed once the signing is over (the lifecycle past the deed’s signing: 409)', async () => {
    const [slot] = await freeSlots(owner, signer);
    const jumped = await sb.call('PUT', `/sandbox/applications/${owner.uuid}/state`, {
      operator: true,
      body: { state: 'RESCISSION' },
    });
    expect(jumped.status).toBe(200);
    const read = await sb.call('GET', visitPath(owner.uuid), { token: signer.jwt });
    expect(read.body).toMatchObject({ problem: SIGNER_NOTARY_MESSAGES.closed, days: [] });
    const late = await book(owner, signer.jwt, { slot, signingAddress: office() });
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ errors: [SIGNER_NOTARY_MESSAGES.closed] });
  });
});

describe('on a fully online path', () => {
  it('has nothing to book: the co-signer’s signature is taken as before (409)', async () => {
    const online = await registerBorrower(sb, { street1: '9 Codeed Way' });
    await atCoDeed(online);
    const cosigner = await invited(online, 'lou');
    await signs(online, cosigner);
    const read = await sb.call('GET', visitPath(online.uuid), { token: cosigner.jwt });
    expect(read.body).toMatchObject({ problem: SIGNER_NOTARY_MESSAGES.online, days: [], offices: [] });
    const refused = await book(online, cosigner.jwt, { slot: zonedIso('2026-12-01', '10:00', 'America/Los_Angeles') });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ errors: [SIGNER_NOTARY_MESSAGES.online] });
  });
});
