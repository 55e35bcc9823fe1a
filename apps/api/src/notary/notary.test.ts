/**
 * The notary over HTTP: the sandbox notary's slots, booking, changing and cancelling an in-person
 * signing, the eNotary session's stages, and the deed refused as notarised before the seal.
 * The clock starts on Monday 2026-11-23 at 10:00 in California (the test property's zone).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closingOffices,
  NOTARY_TIME_MESSAGES,
  OFFICE_ONLY_MESSAGE,
  officeSigningAddress,
  RON_UNAVAILABLE_MESSAGE,
  sandboxSlotTaken,
  zonedIso,
  type ClosingOffice,
} from '@heloc/core';
import { APP, registerBorrower, startSandbox, STATUS, step, type Borrower, type Sandbox } from '../testing/harness.js';

let sb: Sandbox;
beforeAll(async () => {
  // Tokens outlive the session's hour, so its expiry can be seen.
  sb = await startSandbox({ PIPELINE_DELAY_MS: '0', JWT_TTL_SECONDS: '7200' });
});
afterAll(() => sb.close());

const LA = 'America/Los_Angeles';
const opts = (b: Borrower, body?: unknown) => ({
  token: b.token,
  headers: b.headers,
  ...(body === undefined ? {} : { body }),
});
const slots = (b: Borrower, around?: string) =>
  sb.call('GET', `${APP}/${b.uuid}/notary/slots${around ? `?around=${encodeURIComponent(around)}` : ''}`, opts(b));
const session = (b: Borrower) => `${APP}/${b.uuid}/notary/session`;
const state = async (b: Borrower) => (await sb.call('GET', STATUS(b.uuid), opts(b))).body.state as string;

/** A borrower whose deed is ready for the notary (the sandbox control jumps there). */
async function atNotary(input: Parameters<typeof registerBorrower>[1] = {}) {
  const b = await registerBorrower(sb, input);
  const r = await sb.call(
    'PUT',
    `/sandbox/applications/${b.uuid}/state`,
    opts(b, { state: 'GEN_NOTARY_DISCLOSURE', status: { notaryDisclosureReady: true } }),
  );
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return b;
}

/** A free and a taken slot on Friday 2026-11-27 (Thanksgiving, Thursday, cannot be booked). */
const FRIDAY = '2026-11-27';
const freeTime = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '13:00'].filter(
  (t) => !sandboxSlotTaken(FRIDAY, t),
);
const takenTime = [
  '08:00',
  '08:30',
  '09:00',
  '09:30',
  '10:00',
  '10:30',
  '11:00',
  '11:30',
  '12:00',
  '12:30',
  '13:00',
  '13:30',
  '14:00',
  '14:30',
  '15:00',
  '15:30',
  '16:00',
  '16:30',
  '17:00',
  '17:30',
  '18:00',
].find((t) => sandboxSlotTaken(FRIDAY, t));

describe('the in-person notary', () => {
  it('offers slots in the property’s zone from the requested day, the same every time, some taken', async () => {
    const b = await atNotary();
    const r = await slots(b, zonedIso(FRIDAY, '10:00', LA));
    expect(r.status).toBe(200);
    expect(r.body.zone).toBe(LA);
    expect(r.body.days.map((d: { date: string }) => d.date)).toEqual(['2026-11-27', '2026-11-28', '2026-11-30']);
    const friday = r.body.days[0].slots;
    expect(friday[0]).toEqual({
      start: '2026-11-27T08:00:00-08:00',
      time: '08:00',
      available: !sandboxSlotTaken(FRIDAY, '08:00'),
    });
    expect(friday.some((s: { available: boolean }) => !s.available)).toBe(true);
    expect((await slots(b, zonedIso(FRIDAY, '10:00', LA))).body).toEqual(r.body);
  });

  it('refuses a requested time outside the rules with the rule’s message, and takes a good one', async () => {
    const b = await atNotary();
    const sunday = await step(sb, b, 'manualNotary', { requestedTime: zonedIso('2026-11-29', '10:00', LA) });
    expect(sunday.status).toBe(400);
    expect(sunday.body.errors).toEqual([`requestedTime: ${NOTARY_TIME_MESSAGES.sunday}`]);
    const holiday = await step(sb, b, 'manualNotary', { requestedTime: zonedIso('2026-11-26', '10:00', LA) });
    expect(holiday.body.errors).toEqual([`requestedTime: ${NOTARY_TIME_MESSAGES.holiday}`]);
    const tomorrow = await step(sb, b, 'manualNotary', { requestedTime: zonedIso('2026-11-24', '10:00', LA) });
    expect(tomorrow.body.errors).toEqual([`requestedTime: ${NOTARY_TIME_MESSAGES.tooSoon}`]);
    const evening = await step(sb, b, 'manualNotary', { requestedTime: zonedIso(FRIDAY, '19:00', LA) });
    expect(evening.body.errors).toEqual([`requestedTime: ${NOTARY_TIME_MESSAGES.hours}`]);
    expect(await state(b)).toBe('GEN_NOTARY_DISCLOSURE');

    const ok = await step(sb, b, 'manualNotary', { requestedTime: zonedIso(FRIDAY, '10:00', LA) });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      status: { state: 'MANUAL_DEED_SIGNING', manualNotary: true },
      requestedManualNotaryTime: '2026-11-27T10:00:00-08:00',
    });
  });

  it('reserves a free slot, refuses a taken one (409), changes it, and cancels back to the choice', async () => {
    const b = await atNotary();
    await step(sb, b, 'manualNotary', { requestedTime: zonedIso(FRIDAY, '10:00', LA) });
    const taken = await step(sb, b, 'reserveNotary', { slot: zonedIso(FRIDAY, takenTime!, LA) });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual([NOTARY_TIME_MESSAGES.slotTaken]);

    const reserved = await step(sb, b, 'reserveNotary', { slot: zonedIso(FRIDAY, freeTime[0]!, LA) });
    expect(reserved.status).toBe(200);
    expect(reserved.body).toMatchObject({
      status: { state: 'DEED_SIGNING', manualNotary: true, primaryParticipantAcceptComplete: false },
      notaryReservation: zonedIso(FRIDAY, freeTime[0]!, LA),
    });

    const changed = await sb.call(
      'POST',
      `${APP}/${b.uuid}/notary/reservation/change`,
      opts(b, { slot: zonedIso(FRIDAY, freeTime[1]!, LA) }),
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({
      status: { state: 'DEED_SIGNING' },
      notaryReservation: zonedIso(FRIDAY, freeTime[1]!, LA),
    });
    const badChange = await sb.call(
      'POST',
      `${APP}/${b.uuid}/notary/reservation/change`,
      opts(b, { slot: zonedIso('2026-11-29', '10:00', LA) }),
    );
    expect(badChange.body.errors).toEqual([`slot: ${NOTARY_TIME_MESSAGES.sunday}`]);

    // eNotary cannot be started while an in-person signing is booked.
    const enotary = await sb.call('POST', session(b), opts(b));
    expect(enotary.status).toBe(409);
    expect(enotary.body.errors[0]).toMatch(/in-person notary/);

    const cancelled = await sb.call('POST', `${APP}/${b.uuid}/notary/reservation/cancel`, opts(b, {}));
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      status: { state: 'GEN_NOTARY_DISCLOSURE', manualNotary: false },
      requestedManualNotaryTime: null,
      notaryReservation: null,
    });
    const again = await sb.call('POST', `${APP}/${b.uuid}/notary/reservation/cancel`, opts(b, {}));
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual(['There is no in-person appointment to change.']);
  });

  it('marks the deed signed in person only once an appointment is booked', async () => {
    const b = await atNotary();
    await step(sb, b, 'manualNotary', { requestedTime: zonedIso(FRIDAY, '10:00', LA) });
    expect((await step(sb, b, 'notarySessionComplete', {})).status).toBe(409);
    await step(sb, b, 'reserveNotary', { slot: zonedIso(FRIDAY, freeTime[0]!, LA) });
    const done = await step(sb, b, 'notarySessionComplete', {});
    expect(done.status).toBe(200);
    expect(done.body.status).toMatchObject({ primaryParticipantAcceptComplete: true, manualDeedSigningComplete: true });
  });

  it('hides every notary route from another user (404) and answers 409 out of state', async () => {
    const b = await atNotary();
    const other = await registerBorrower(sb, {});
    for (const [method, path, body] of [
      ['GET', `${APP}/${b.uuid}/notary/slots`, undefined],
      ['POST', `${APP}/${b.uuid}/notary/reservation/change`, { slot: zonedIso(FRIDAY, '10:00', LA) }],
      ['POST', `${APP}/${b.uuid}/notary/reservation/cancel`, {}],
      ['POST', session(b), undefined],
      ['GET', session(b), undefined],
      ['POST', `${session(b)}/actions`, { action: 'deviceReady' }],
    ] as const) {
      const r = await sb.call(method, path, { token: other.token, headers: other.headers, ...(body ? { body } : {}) });
      expect(r.status, `${method} ${path}`).toBe(404);
      expect(r.body).toEqual({ errors: ['Application not found.'] });
    }
    // A new application (start/profile) has nothing to book and no session to start.
    expect((await slots(other)).status).toBe(409);
    expect((await sb.call('POST', session(other), opts(other))).status).toBe(409);
  });
});

describe('the eNotary session', () => {
  it('moves through its stages — the borrower’s and the provider’s — and completes only after the seal', async () => {
    const b = await atNotary();
    expect((await sb.call('POST', session(b), opts(b))).status).toBe(409); // eNotary not chosen yet
    expect((await step(sb, b, 'enotary', {})).body.status).toMatchObject({
      state: 'DEED_SIGNING',
      manualNotary: false,
    });
    expect((await sb.call('GET', session(b), opts(b))).status).toBe(404);

    const started = await sb.call('POST', session(b), opts(b));
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ stage: 'device', expired: false });
    // A reload resumes the same session at its stage.
    const resumed = await sb.call('POST', session(b), opts(b));
    expect(resumed.status).toBe(200);
    expect(resumed.body.id).toBe(started.body.id);

    const early = await step(sb, b, 'notarySessionComplete', {});
    expect(early.status).toBe(409);
    expect(early.body.errors).toEqual(['The notary has not sealed your deed yet.']);
    const outOfTurn = await sb.call('POST', `${session(b)}/actions`, opts(b, { action: 'signDeed' }));
    expect(outOfTurn.status).toBe(409);
    expect(outOfTurn.body.errors).toEqual(['That is not the current step of your eNotary session.']);
    const bad = await sb.call('POST', `${session(b)}/actions`, opts(b, { action: 'nap' }));
    expect(bad.status).toBe(400);

    expect((await sb.call('POST', `${session(b)}/actions`, opts(b, { action: 'deviceReady' }))).body.stage).toBe(
      'identity',
    );
    sb.clock.t += 3_000;
    expect((await sb.call('GET', session(b), opts(b))).body.stage).toBe('notary');
    sb.clock.t += 3_000;
    expect((await sb.call('GET', session(b), opts(b))).body.stage).toBe('signing');
    expect((await sb.call('POST', `${session(b)}/actions`, opts(b, { action: 'signDeed' }))).body.stage).toBe('seal');
    expect((await step(sb, b, 'notarySessionComplete', {})).status).toBe(409);
    sb.clock.t += 3_000;
    expect((await sb.call('GET', session(b), opts(b))).body.stage).toBe('sealed');

    const done = await step(sb, b, 'notarySessionComplete', {});
    expect(done.status).toBe(200);
    // The deed notarised, the pipeline moves on to rescission (no insurance on this street).
    expect(done.body.status.primaryParticipantAcceptComplete).toBe(true);
    expect(await state(b)).not.toBe('DEED_SIGNING');
  });

  it('expires after an hour: completing is refused and a new session starts from the beginning', async () => {
    const b = await atNotary();
    await step(sb, b, 'enotary', {});
    const first = await sb.call('POST', session(b), opts(b));
    sb.clock.t += 60 * 60_000;
    expect((await sb.call('GET', session(b), opts(b))).body.expired).toBe(true);
    const refused = await sb.call('POST', `${session(b)}/actions`, opts(b, { action: 'deviceReady' }));
    expect(refused.body.errors).toEqual(['Your eNotary session expired. Start a new session.']);
    const fresh = await sb.call('POST', session(b), opts(b));
    expect(fresh.status).toBe(201);
    expect(fresh.body).toMatchObject({ stage: 'device', expired: false });
    expect(fresh.body.id).not.toBe(first.body.id);
  });

  it('lets a borrower who chose eNotary switch to an in-person notary before the deed is signed', async () => {
    const b = await atNotary();
    await step(sb, b, 'enotary', {});
    const r = await step(sb, b, 'manualNotary', { requestedTime: zonedIso(FRIDAY, '10:00', LA) });
    expect(r.status).toBe(200);
    expect(r.body.status).toMatchObject({ state: 'MANUAL_DEED_SIGNING', manualNotary: true });
  });

  it('is not offered where the state has no remote online notarization (sandbox data: South Carolina)', async () => {
    const b = await atNotary({ state: 'SC' });
    const r = await step(sb, b, 'enotary', {});
    expect(r.status).toBe(409);
    expect(r.body.errors).toEqual([RON_UNAVAILABLE_MESSAGE]);
    // South Carolina books in Eastern time, and the in-person notary is open.
    expect((await slots(b)).body.zone).toBe('America/New_York');
    expect(
      (await step(sb, b, 'manualNotary', { requestedTime: zonedIso(FRIDAY, '10:00', 'America/New_York') })).status,
    ).toBe(200);
  });

  it('in Texas books an office, never the property (Tex. Const. art. XVI §50(a)(6)(N))', async () => {
    const b = await atNotary({ street1: '9 Lamar Lane', city: 'Austin', state: 'TX', zip: '78701' });
    const requestedTime = zonedIso(FRIDAY, '10:00', 'America/Chicago');
    const home = await step(sb, b, 'manualNotary', { requestedTime });
    expect(home.status).toBe(400);
    expect(home.body.errors).toEqual([`signingAddress: ${OFFICE_ONLY_MESSAGE}`]);
    const typedHome = await step(sb, b, 'manualNotary', {
      requestedTime,
      signingAddress: { street1: '9 LAMAR LANE', street2: '', city: 'Austin', state: 'TX', zip: '78701' },
    });
    expect(typedHome.status).toBe(400);
    expect(await state(b)).toBe('GEN_NOTARY_DISCLOSURE');
    const [office] = closingOffices('TX', 'Austin');
    const booked = await step(sb, b, 'manualNotary', {
      requestedTime,
      signingAddress: officeSigningAddress(office as ClosingOffice),
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    expect(booked.body.notaryAddress).toMatchObject({ street2: 'Capitol Title Company (sandbox)', city: 'Austin' });
  });
});

describe('the eNotary session’s page may use the camera and microphone', () => {
  const policy = (r: Response) =>
    Object.fromEntries(
      (r.headers.get('permissions-policy') ?? '').split(/,\s*/).map((d) => d.split('=') as [string, string]),
    );
  it('allows both, self only, on notary/session and nowhere else in the notary', async () => {
    const uuid = '0b7c2f8e-1d2a-4c3b-9e8f-7a6b5c4d3e2f';
    expect(policy(await sb.app.request(`/account/heloc/${uuid}/notary/session`))).toMatchObject({
      camera: '(self)',
      microphone: '(self)',
      geolocation: '(self)',
    });
    for (const path of [
      `/account/heloc/${uuid}/notary/intro`,
      `/account/heloc/${uuid}/notary/session/x`,
      '/account/heloc/not-a-uuid/notary/session',
    ]) {
      expect(policy(await sb.app.request(path)), path).toMatchObject({ camera: '()', microphone: '()' });
    }
  });
});
