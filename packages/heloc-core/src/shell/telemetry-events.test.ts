import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  experimentByKey,
  experimentVariant,
  EXPERIMENTS,
  telemetryDedupeKey,
  experimentProfileSync,
} from './telemetry-events.js';
import { parseTelemetrySessionKey, TELEMETRY_SESSION_IDLE_MS, usableTelemetrySession } from './telemetry-session.js';

describe('telemetryDedupeKey', () => {
  const base = {
    event: 'STEP_COMPLETED',
    sessionKey: 's1',
    applicationUuid: 'a1',
    eventProperties: { step: 'contact' },
    dedupeProperty: 'step',
  };
  it('the same key action in the same session is one event', () => {
    expect(telemetryDedupeKey(base)).toBe(telemetryDedupeKey({ ...base, eventProperties: { step: 'contact', at: 2 } }));
  });
  it('another value of the dedupe property, another application or session: another event', () => {
    const k = telemetryDedupeKey(base);
    expect(telemetryDedupeKey({ ...base, eventProperties: { step: 'hmda' } })).not.toBe(k);
    expect(telemetryDedupeKey({ ...base, applicationUuid: 'a2' })).not.toBe(k);
    expect(telemetryDedupeKey({ ...base, sessionKey: 's2' })).not.toBe(k);
  });
  it('dontDedupe, or no session: every occurrence counts', () => {
    expect(telemetryDedupeKey({ ...base, dontDedupe: true })).toBeUndefined();
    expect(telemetryDedupeKey({ ...base, sessionKey: undefined })).toBeUndefined();
  });
  it('without a dedupe property every occurrence counts (page views from any client)', () => {
    expect(telemetryDedupeKey({ event: 'PAGE_VIEW', sessionKey: 's1' })).toBeUndefined();
  });
});

describe('experimentVariant', () => {
  it('is stable: the same tracker always sees the same variant (any case of the uuid)', () => {
    fc.assert(
      fc.property(fc.uuid(), (tracker) => {
        const first = experimentVariant('contactReassurance', tracker);
        expect(experimentVariant('contactReassurance', tracker)).toBe(first);
        expect(experimentVariant('contactReassurance', tracker.toUpperCase())).toBe(first);
        expect(EXPERIMENTS.contactReassurance.variants).toContain(first);
      }),
    );
  });
  it('is roughly balanced: each of two variants gets 45–55% of 4000 random trackers', () => {
    fc.assert(
      fc.property(fc.array(fc.uuid(), { minLength: 4000, maxLength: 4000 }), (trackers) => {
        const reassurance = trackers.filter((t) => experimentVariant('contactReassurance', t) === 'reassurance').length;
        expect(reassurance / trackers.length).toBeGreaterThan(0.45);
        expect(reassurance / trackers.length).toBeLessThan(0.55);
      }),
      { numRuns: 20 },
    );
  });
  it('no tracker (opted out, storage blocked): control', () => {
    expect(experimentVariant('contactReassurance', null)).toBe('control');
    expect(experimentVariant('contactReassurance', '')).toBe('control');
  });
  it('finds an experiment by its decision key', () => {
    expect(experimentByKey('heloc-contact-reassurance')).toBe('contactReassurance');
    expect(experimentByKey('fe-heloc-maintenance')).toBeUndefined();
  });
});

describe('the telemetry session key (issue 26, item 9)', () => {
  const T = '5b8f1c2e-3d4a-4b5c-8d9e-0f1a2b3c4d5e';
  it('is {uuid, epoch, trackerUuid}: a bare string or junk is no key', () => {
    expect(parseTelemetrySessionKey({ uuid: 'k.1', epoch: 1000, trackerUuid: T })).toEqual({
      uuid: 'k.1',
      epoch: 1000,
      trackerUuid: T,
    });
    expect(parseTelemetrySessionKey({ uuid: 'k.1', epoch: 1000, trackerUuid: null })).toEqual({
      uuid: 'k.1',
      epoch: 1000,
      trackerUuid: null,
    });
    expect(parseTelemetrySessionKey('k.1')).toBeNull();
    expect(parseTelemetrySessionKey({ uuid: '', epoch: 1, trackerUuid: null })).toBeNull();
    expect(parseTelemetrySessionKey({ uuid: 'k', epoch: 'x', trackerUuid: null })).toBeNull();
    expect(parseTelemetrySessionKey({ uuid: 'k', epoch: 1, trackerUuid: 3 })).toBeNull();
    expect(parseTelemetrySessionKey(null)).toBeNull();
  });
  it('expires after 30 idle minutes, and with another tracker', () => {
    const key = { uuid: 'k.1', epoch: 1_000_000, trackerUuid: T };
    expect(usableTelemetrySession(key, key.epoch + TELEMETRY_SESSION_IDLE_MS, T)).toBe(key);
    expect(usableTelemetrySession(key, key.epoch + TELEMETRY_SESSION_IDLE_MS + 1, T)).toBeNull();
    expect(usableTelemetrySession(key, key.epoch - 1, T)).toBeNull();
    expect(usableTelemetrySession(key, key.epoch, null)).toBeNull();
    expect(usableTelemetrySession(null, key.epoch, T)).toBeNull();
  });
  it('never outlives its idle limit, whatever the times', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 40 }),
        fc.integer({ min: -(2 ** 32), max: 2 ** 32 }),
        (epoch, delta) => {
          const usable = usableTelemetrySession({ uuid: 'k', epoch, trackerUuid: null }, epoch + delta, null);
          expect(usable !== null).toBe(delta >= 0 && delta <= TELEMETRY_SESSION_IDLE_MS);
        },
      ),
    );
  });
});

describe('experimentProfileSync (issue 26, item 5)', () => {
  const A = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
  const B = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
  const C = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
  it('the profile’s saved tracker wins, and the browser takes it', () => {
    expect(experimentProfileSync({ profileTracker: C, profileSaved: A, browserTracker: B })).toEqual({
      tracker: A,
      storeInBrowser: true,
      saveOnProfile: false,
    });
  });
  it('a browser tracker the profile lacks is saved on the profile', () => {
    expect(experimentProfileSync({ profileTracker: C, profileSaved: null, browserTracker: B })).toEqual({
      tracker: B,
      storeInBrowser: false,
      saveOnProfile: true,
    });
  });
  it('neither: the profile’s own tracker, stored and saved', () => {
    expect(experimentProfileSync({ profileTracker: C, profileSaved: null, browserTracker: null })).toEqual({
      tracker: C,
      storeInBrowser: true,
      saveOnProfile: true,
    });
  });
  it('already the same: nothing to do', () => {
    expect(experimentProfileSync({ profileTracker: C, profileSaved: A, browserTracker: A })).toEqual({
      tracker: A,
      storeInBrowser: false,
      saveOnProfile: false,
    });
    expect(experimentProfileSync({ profileTracker: null, profileSaved: null, browserTracker: null })).toEqual({
      tracker: null,
      storeInBrowser: false,
      saveOnProfile: false,
    });
  });
});
