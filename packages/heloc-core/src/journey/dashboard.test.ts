import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_TEXT, dashboardEntries, dashboardEntry, type DashboardApplication } from './dashboard.js';
import { arbServerState } from '../testing/arbitraries.js';

const app = (state: string, over: Partial<DashboardApplication> = {}): DashboardApplication => ({
  uuid: `u-${state}`,
  active: true,
  loanNumber: 'HL-1001',
  state,
  createdDate: '2026-11-02T15:00:00Z',
  ...over,
});

describe('dashboardEntry', () => {
  it('names the step of an application waiting on the borrower, as the stepper does, and offers Resume', () => {
    expect(dashboardEntry(app('INCOME_VERIFICATION'))).toMatchObject({
      tone: 'your-turn',
      status: 'Your turn',
      detail: 'Step 4 of 7: Link Income Sources',
      action: 'Resume',
    });
    expect(dashboardEntry(app('IDENTITY_VERIFICATION')).detail).toBe('Step 5 of 7: Verify Identity');
    expect(dashboardEntry(app('OFFER_SELECTION')).detail).toBe('Step 2 of 7: Select Offer');
    expect(dashboardEntry(app('INCOME_VERIFICATION')).meta).toBe('Application ID HL-1001 · started 11/02/2026');
  });

  it('says nothing is asked while the lender works (a hold, a review, a pending state)', () => {
    for (const state of ['PAYOFF_REQUEST_PENDING', 'GEN_NOTE_SIGNING', 'WAITING_FOR_INITIAL_OFFERS'])
      expect(dashboardEntry(app(state)), state).toMatchObject({
        tone: 'waiting',
        status: DASHBOARD_TEXT.waiting.status,
        action: 'View',
      });
  });

  it('keeps the decision readable when declined, and nothing to open when withdrawn', () => {
    expect(dashboardEntry(app('DECLINED', { active: false }))).toMatchObject({
      tone: 'closed',
      status: 'Not approved',
      action: 'View the decision',
    });
    expect(dashboardEntry(app('CANCELLED', { active: false }))).toMatchObject({
      tone: 'closed',
      status: 'Withdrawn',
      action: null,
    });
    expect(dashboardEntry(app('COMPLETE'))).toMatchObject({ tone: 'done', status: 'Complete' });
  });

  it('gives every server state a status and, unless withdrawn, a way in', () => {
    fc.assert(
      fc.property(arbServerState, fc.boolean(), (state, active) => {
        const e = dashboardEntry(app(state, { active }));
        expect(e.status.length).toBeGreaterThan(0);
        expect(e.detail.length).toBeGreaterThan(0);
        if (e.action === null) expect(e.status).toBe('Withdrawn');
        if (e.tone === 'your-turn') expect(e.detail).toMatch(/^Step [1-7] of 7: /);
      }),
    );
  });

  it('lists the applications waiting on the borrower first, otherwise in the server’s order', () => {
    const list = dashboardEntries([
      app('CANCELLED', { active: false }),
      app('PAYOFF_REQUEST_PENDING'),
      app('IDENTITY_VERIFICATION'),
    ]);
    expect(list.map((e) => e.uuid)).toEqual(['u-IDENTITY_VERIFICATION', 'u-CANCELLED', 'u-PAYOFF_REQUEST_PENDING']);
  });
});
