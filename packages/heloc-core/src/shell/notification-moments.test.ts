import { describe, expect, it } from 'vitest';
import { matchRoute } from '../journey/routes.js';
import { isAllowedRedirectUrl } from '../journey/redirects.js';
import { SERVER_STATES } from '../journey/server-states.js';
import { momentNotification, momentOfTransition, NOTIFICATION_MOMENTS } from './notification-moments.js';

const UUID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

describe('momentOfTransition', () => {
  it('names the moments by the state reached', () => {
    expect(momentOfTransition('WAITING_FOR_INITIAL_OFFERS', 'OFFER_SELECTION')).toEqual({ moment: 'offersReady' });
    expect(momentOfTransition('INCOME_VERIFICATION', 'REVISED_OFFER_SELECTION')).toEqual({
      moment: 'offersReady',
      subject: 'revised',
    });
    expect(momentOfTransition('GEN_NOTE_SIGNING', 'NOTE_SIGNING')).toEqual({ moment: 'documentsReadyToSign' });
    expect(momentOfTransition('GEN_RESCISSION', 'RESCISSION')).toEqual({ moment: 'fundingScheduled' });
    expect(momentOfTransition('FUNDING_DECISION', 'COMPLETE')).toEqual({ moment: 'funded' });
  });
  it('staying in a state, or reaching a state nobody acts on, is no moment', () => {
    expect(momentOfTransition('OFFER_SELECTION', 'OFFER_SELECTION')).toBeUndefined();
    expect(momentOfTransition('IN_PROGRESS', 'HMDA')).toBeUndefined();
  });
  it('every moment state is a real server state', () => {
    for (const s of ['OFFER_SELECTION', 'REVISED_OFFER_SELECTION', 'NOTE_SIGNING', 'RESCISSION', 'COMPLETE'])
      expect(SERVER_STATES).toContain(s);
  });
});

describe('momentNotification', () => {
  it.each(NOTIFICATION_MOMENTS)('%s: one CTA to a catalogued in-site path', (moment) => {
    const n = momentNotification(moment, UUID);
    expect(n.title).not.toBe('');
    expect(n.ctas).toHaveLength(1);
    const path = n.ctas[0]?.redirectPath ?? '';
    expect(isAllowedRedirectUrl(path)).toBe(true);
    if (moment !== 'funded') expect(matchRoute(path)).toMatchObject({ area: 'app', uuid: UUID });
  });
  it('CTAs go to the screen where the borrower acts', () => {
    expect(momentNotification('offersReady', UUID).ctas[0]?.redirectPath).toBe(`/account/heloc/${UUID}/product/select`);
    expect(momentNotification('documentsReadyToSign', UUID).ctas[0]?.redirectPath).toBe(
      `/account/heloc/${UUID}/signing/intro`,
    );
    expect(momentNotification('newCondition', UUID).ctas[0]?.redirectPath).toBe(`/account/heloc/${UUID}/conditions`);
    expect(momentNotification('funded', UUID).ctas[0]?.redirectPath).toBe('/dashboard');
    // A co-signer's visit: notary/intro lists each co-signer's visit beside the borrower's.
    expect(momentNotification('coSignerBookedNotary', UUID).ctas[0]?.redirectPath).toBe(
      `/account/heloc/${UUID}/notary/intro`,
    );
    expect(momentNotification('coSignerCancelledNotary', UUID, 'u1@2026-12-01T16:00:00.000Z').key).toBe(
      `${UUID}:coSignerCancelledNotary:u1@2026-12-01T16:00:00.000Z`,
    );
  });
  it('the key is one per application, moment and subject', () => {
    expect(momentNotification('newCondition', UUID, 'PAYSTUB').key).toBe(`${UUID}:newCondition:PAYSTUB`);
    expect(momentNotification('newCondition', UUID, 'PAYSTUB').key).not.toBe(
      momentNotification('newCondition', UUID, 'W2').key,
    );
    expect(momentNotification('offersReady', UUID).key).toBe(`${UUID}:offersReady`);
  });
});
