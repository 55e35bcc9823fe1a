import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  formatSigningLocation,
  LOCATION_TEXTS,
  signingLocationFrom,
  signingLocationSchema,
} from './signing-location.js';
import { MESSAGES } from '../messages.js';

describe('the signing location (shared-surfaces §8 Geolocation)', () => {
  it('keeps a browser position to about 11 m and writes it for the audit page', () => {
    const l = signingLocationFrom({ latitude: 37.562993, longitude: -122.325525, accuracy: 19.6 });
    expect(l).toEqual({ latitude: 37.563, longitude: -122.3255, accuracy: 20 });
    expect(formatSigningLocation(l)).toBe('37.5630, -122.3255 (within 20 m)');
    expect(v.safeParse(signingLocationSchema, l).success).toBe(true);
    expect(v.safeParse(signingLocationSchema, { latitude: 91, longitude: 0, accuracy: 1 }).success).toBe(false);
  });
  it('explains with the spec’s words', () => {
    expect(LOCATION_TEXTS.title).toBe(MESSAGES.geolocationTitle);
    expect(LOCATION_TEXTS.body).toBe(MESSAGES.geolocationBody);
  });
});
