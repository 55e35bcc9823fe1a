import { describe, expect, it } from 'vitest';
import { takeFeatureAttributes } from './feature-attributes.js';

describe('query parameters (shared-surfaces §2)', () => {
  it('DDP_Pilot is taken out of the URL as a feature attribute; the rest stays', () => {
    expect(takeFeatureAttributes('?DDP_Pilot=wave2&pop-webchat=true')).toEqual({
      attributes: { DDP_Pilot: 'wave2' },
      search: '?pop-webchat=true',
    });
    expect(takeFeatureAttributes('?DDP_Pilot=<b>x</b>')).toEqual({ attributes: {}, search: '' });
    expect(takeFeatureAttributes('?referrer=abc')).toBeNull();
  });
});
