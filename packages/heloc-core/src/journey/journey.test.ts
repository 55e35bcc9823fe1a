import { describe, expect, it } from 'vitest';
import { decideScreen } from './journey.js';

describe('decideScreen', () => {
  it('a declined decision during a wait leads to the decline notice, whichever wait it is', () => {
    const declined = (extra = {}) => ({ uuid: 'a', status: { uwDecision: 'DECLINE', ...extra } });
    expect(decideScreen({ state: 'GEN_NOTE_SIGNING', heloc: declined(), machineState: 'waitSign' })).toMatchObject({
      path: 'error/decline',
      source: 'server',
    });
    expect(
      decideScreen({ state: 'WAITING_FOR_ID_VERIFICATION', heloc: declined({ dtiDecline: true }), machineState: 'ach' })
        .path,
    ).toBe('error/income');
    // Not pending: the state's own row (the server has settled).
    expect(decideScreen({ state: 'HMDA', heloc: declined(), machineState: 'profile' }).path).toBe('start/hmda');
  });

  it('follows the server table when it has a row, carrying the offer-selection extras', () => {
    expect(decideScreen({ state: 'HMDA', machineState: 'profile' })).toMatchObject({
      path: 'start/hmda',
      source: 'server',
      reason: 'server state HMDA → rule "hmda" (always)',
    });
    const offer = decideScreen({
      state: 'OFFER_SELECTION',
      heloc: { uuid: 'a', status: { uwSubDecision: 'VERIFIED_OFFER', uwDecision: 'SELECT' } },
      machineState: 'profile',
    });
    expect(offer).toMatchObject({ path: 'product/select', from: 'signing/intro', uwDecision: 'SELECT' });
  });
  it('falls back to the machine with a warning value', () => {
    const d = decideScreen({ state: 'COLLECT_PROFILE_INFO', machineState: 'profile' });
    expect(d).toMatchObject({ path: 'start/profile', source: 'machine', machineState: 'profile' });
    expect(d.warning).toContain('COLLECT_PROFILE_INFO');
    expect(d.error).toBeUndefined();
  });
  it('sends an unscreened machine state to the site root with an error value', () => {
    const d = decideScreen({ state: 'IN_PROGRESS', machineState: 'complete' });
    expect(d).toMatchObject({ path: '/', source: 'machine' });
    expect(d.error).toContain('complete');
  });
});
