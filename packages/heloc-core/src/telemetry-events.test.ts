import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { experimentByKey, experimentVariant, EXPERIMENTS, telemetryDedupeKey } from './telemetry-events.js';

describe('telemetryDedupeKey', () => {
  const base = { event: 'STEP_COMPLETED', sessionKey: 's1', applicationUuid: 'a1', eventProperties: { step: 'contact' }, dedupeProperty: 'step' };
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
