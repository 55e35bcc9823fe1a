/**
 * The closing reads and the insurance step: the flood zone determination, the proofs a flood zone
 * owes (both policies before the application moves on), the reviewer's note, and the funding facts
 * the complete screen dates the funding from.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundingPath, INSURANCE_REQUIREMENTS, insurancePath } from '@heloc/core';
import { INSURANCE_EXPIRED_NOTE } from '../pipeline/scenarios.js';
import {
  form,
  notarise,
  PDF,
  registerBorrower,
  startSandbox,
  STATUS,
  step,
  walk,
  type Borrower,
  type Sandbox,
} from '../testing/harness.js';

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());

const get = (b: Borrower, path: string) => sb.call('GET', path, { token: b.token, headers: b.headers });
const state = async (b: Borrower) => (await get(b, STATUS(b.uuid))).body.state as string;
const proofOf = (body: { proofs: { type: string }[] }, type: string) => body.proofs.find((p) => p.type === type);
const upload = (b: Borrower, type: string, name: string) =>
  step(sb, b, 'insuranceUploaded', form({ type }, [{ name, blob: PDF() }]));

describe('"Flood": the flood zone determination, then both policies', () => {
  it('reports the certificate as ordered while GEN_CLOSING_DISCLOSURE waits on it', async () => {
    const b = await registerBorrower(sb, { street1: '8 Flood Plain Drive' });
    await walk(sb, b, { until: 'GEN_CLOSING_DISCLOSURE' });
    expect((await get(b, STATUS(b.uuid))).body).toMatchObject({
      state: 'GEN_CLOSING_DISCLOSURE',
      waitingOnFloodCert: true,
    });
    const r = await get(b, insurancePath(b.uuid));
    expect(r.status).toBe(200);
    expect(r.body.flood).toMatchObject({ status: 'ORDERED', zone: null, specialFloodHazardArea: false });
  });

  it('can be held by the sandbox control for as long as a test needs to look at it (dueInMs), then moves on', async () => {
    const b = await registerBorrower(sb, { street1: '10 Flood Plain Drive' });
    const jumped = await sb.call('PUT', `/sandbox/applications/${b.uuid}/state`, {
      token: b.token,
      headers: b.headers,
      body: { state: 'GEN_CLOSING_DISCLOSURE', status: { waitingOnFloodCert: true }, dueInMs: 60_000 },
    });
    expect(jumped.status).toBe(200);
    sb.clock.t += sb.deps.env.PIPELINE_DELAY_MS * 5;
    expect((await get(b, STATUS(b.uuid))).body).toMatchObject({
      state: 'GEN_CLOSING_DISCLOSURE',
      waitingOnFloodCert: true,
    });
    sb.clock.t += 60_000;
    // Once due, the certificate is in and the next step follows it (the store chains due steps).
    expect((await get(b, STATUS(b.uuid))).body).toMatchObject({ state: 'FINAL_OFFER', waitingOnFloodCert: false });
  });

  it('needs hazard and flood before moving on, says which is missing, and takes a page sent back again', async () => {
    const b = await registerBorrower(sb, { street1: '9 Flood Plain Drive' });
    await walk(sb, b, { until: 'TRUST_AND_INSURANCE' });
    expect(await state(b)).toBe('TRUST_AND_INSURANCE');
    let owed = (await get(b, insurancePath(b.uuid))).body;
    expect(owed.flood).toMatchObject({ status: 'DETERMINED', zone: 'AE', specialFloodHazardArea: true });
    expect(owed.proofs.map((p: { type: string; status: string }) => [p.type, p.status])).toEqual([
      ['PROOFOFHAZARDINSURANCE', 'NOT_UPLOADED'],
      ['PROOFOFFLOODINSURANCE', 'NOT_UPLOADED'],
    ]);
    expect(owed).toMatchObject({ uploadRequired: true, complete: false });

    // The flood policy alone does not move the application on (before: it went straight to GEN_RESCISSION).
    const flood = await upload(b, 'PROOFOFFLOODINSURANCE', 'flood-declarations.pdf');
    expect(flood.status, JSON.stringify(flood.body)).toBe(200);
    expect(flood.body.status.state).toBe('TRUST_AND_INSURANCE');
    owed = (await get(b, insurancePath(b.uuid))).body;
    expect(proofOf(owed, 'PROOFOFFLOODINSURANCE')).toMatchObject({
      status: 'UNDER_REVIEW',
      fileNames: ['flood-declarations.pdf'],
      uploadedAt: expect.any(String) as string,
    });
    expect(proofOf(owed, 'PROOFOFHAZARDINSURANCE')).toMatchObject({ status: 'NOT_UPLOADED' });

    // An expired page is sent back with the reviewer's note and does not count.
    const expired = await upload(b, 'PROOFOFHAZARDINSURANCE', 'hazard-expired.pdf');
    expect(expired.body.status.state).toBe('TRUST_AND_INSURANCE');
    expect(proofOf((await get(b, insurancePath(b.uuid))).body, 'PROOFOFHAZARDINSURANCE')).toMatchObject({
      status: 'NEEDS_ATTENTION',
      note: INSURANCE_EXPIRED_NOTE,
    });

    const hazard = await upload(b, 'PROOFOFHAZARDINSURANCE', 'hazard-declarations.pdf');
    expect(hazard.body.status).toMatchObject({ state: 'GEN_RESCISSION', checklistStatus: 'GEN_RESCISSION' });
    expect(hazard.body.insurance.complete).toBe(true);
    owed = (await get(b, insurancePath(b.uuid))).body;
    expect(owed.proofs.map((p: { status: string }) => p.status)).toEqual(['ACCEPTED', 'ACCEPTED']);
    expect(owed.complete).toBe(true);
    // Both declarations pages are kept, each under its own type.
    const types = hazard.body.documents.map((d: { type: string }) => d.type);
    expect(types).toEqual(expect.arrayContaining(['PROOFOFFLOODINSURANCE', 'PROOFOFHAZARDINSURANCE']));
  });
});

describe('"Insure": homeowners insurance only', () => {
  it('moves on with the hazard policy; flood is not asked for outside a flood zone', async () => {
    const b = await registerBorrower(sb, { street1: '9 Insure Lane' });
    await walk(sb, b, { until: 'TRUST_AND_INSURANCE' });
    const owed = (await get(b, insurancePath(b.uuid))).body;
    expect(owed.flood).toMatchObject({ status: 'DETERMINED', zone: 'X', specialFloodHazardArea: false });
    expect(owed.proofs.map((p: { type: string }) => p.type)).toEqual(['PROOFOFHAZARDINSURANCE']);
    expect(
      (await upload(b, 'PROOFOFHAZARDINSURANCE', INSURANCE_REQUIREMENTS.PROOFOFHAZARDINSURANCE.uploadLabel + '.pdf'))
        .body.status.state,
    ).toBe('GEN_RESCISSION');
  });

  // Issue 25, item 9: right after the notary session the state (DEED_SIGNING, accepted) shows
  // complete, which now says the homeowners policy is still owed and links to insurance/upload.
  it('takes the policy from the complete screen right after the notary session, and funding starts', async () => {
    const b = await registerBorrower(sb, { street1: '742 Insure Avenue' });
    await walk(sb, b, { until: 'DEED_SIGNING' });
    // Before the deed is notarised nothing is owed yet.
    expect((await upload(b, 'PROOFOFHAZARDINSURANCE', 'hazard.pdf')).status).toBe(409);
    await notarise(sb, b);
    expect((await step(sb, b, 'notarySessionComplete', {})).body.status).toMatchObject({
      state: 'DEED_SIGNING',
      primaryParticipantAcceptComplete: true,
    });
    const owed = (await get(b, insurancePath(b.uuid))).body;
    expect(owed).toMatchObject({ uploadRequired: true, complete: false });
    const done = await upload(b, 'PROOFOFHAZARDINSURANCE', 'hazard.pdf');
    expect(done.status).toBe(200);
    expect(done.body.status.state).toBe('GEN_RESCISSION');
    expect(done.body.insurance.complete).toBe(true);
  });

  it('answers a step out of order, or without a file, with JSON errors', async () => {
    const b = await registerBorrower(sb, { street1: '10 Insure Lane' });
    const early = await upload(b, 'PROOFOFHAZARDINSURANCE', 'hazard.pdf');
    expect(early.status).toBe(409);
    expect(early.body.errors[0]).toMatch(/not available/);
    await walk(sb, b, { until: 'TRUST_AND_INSURANCE' });
    const none = await step(sb, b, 'insuranceUploaded', form({ type: 'PROOFOFHAZARDINSURANCE' }, []));
    expect(none.status).toBe(400);
    expect(none.body.errors).toHaveLength(1);
  });
});

describe('the funding facts', () => {
  it('give the note’s and the notary session’s times and the property’s time zone', async () => {
    const b = await registerBorrower(sb, {});
    await walk(sb, b, { until: 'GEN_RESCISSION' });
    const r = await get(b, fundingPath(b.uuid));
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      state: 'GEN_RESCISSION',
      propertyTimeZone: 'America/Los_Angeles',
      directPayoffs: null,
    });
    expect(Date.parse(r.body.noteSignedAt)).toBeLessThanOrEqual(Date.parse(r.body.notarySessionCompletedAt));
  });

  it('"Directpay": lists the creditors paid from the draw', async () => {
    const b = await registerBorrower(sb, { street1: '8 Directpay Avenue', state: 'TX', zip: '75001' });
    await walk(sb, b, { until: 'GEN_RESCISSION' });
    const app = (await get(b, `${insurancePath(b.uuid).replace(/\/insurance$/, '')}`)).body;
    const r = await get(b, fundingPath(b.uuid));
    expect(r.body.propertyTimeZone).toBe('America/Chicago');
    expect(r.body.directPayoffs).toEqual([
      { creditor: 'Cardinal Bank Visa', accountMask: '4417', amount: Math.round(app.uwCalculatedDrawAmount * 0.3) },
      {
        creditor: 'Northgate Auto Finance',
        accountMask: '0923',
        amount: Math.round(app.uwCalculatedDrawAmount * 0.15),
      },
    ]);
  });

  it('are the owner’s only', async () => {
    const owner = await registerBorrower(sb, {});
    const other = await registerBorrower(sb, {});
    for (const path of [fundingPath(owner.uuid), insurancePath(owner.uuid)]) {
      const r = await get(other, path);
      expect(r.status).toBe(404);
      expect(r.body.errors).toEqual(['Application not found.']);
    }
  });
});
