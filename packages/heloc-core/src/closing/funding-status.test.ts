import { describe, expect, it } from 'vitest';
import { US_FEDERAL_CALENDAR } from '../calendar.js';
import fc from 'fast-check';
import {
  closingHoldUntil,
  completeView,
  formatLongDate,
  fundingChecklist,
  rescissionStartDate,
  type CompleteInput,
} from './funding-status.js';
import { dateInZone, timeZoneForState } from '../time-zones.js';

const funding = (over: Partial<CompleteInput['funding']> = {}): CompleteInput['funding'] => ({
  state: 'GEN_RESCISSION',
  noteSignedAt: '2026-11-23T15:00:00.000Z',
  notarySessionCompletedAt: '2026-11-23T18:00:00.000Z',
  propertyTimeZone: 'America/Los_Angeles',
  directPayoffs: null,
  ...over,
});
const input = (over: Partial<CompleteInput> = {}): CompleteInput => ({
  funding: funding(),
  lineAmount: 100_000,
  initialDraw: 50_000,
  originationFeePercent: 2,
  disburseAccountMask: '6789',
  payType: 'AUTOPAY',
  autopayAccountMask: '6789',
  monthlyPayment: 412.5,
  ...over,
});

describe('the start of the right to rescind', () => {
  it('is the later of the note and the notary session, as a date where the home is', () => {
    // 03:30 UTC on the 24th is still the 23rd in California.
    expect(rescissionStartDate(funding({ notarySessionCompletedAt: '2026-11-24T03:30:00.000Z' }))).toBe('2026-11-23');
    expect(
      rescissionStartDate(
        funding({ notarySessionCompletedAt: '2026-11-24T03:30:00.000Z', propertyTimeZone: 'America/New_York' }),
      ),
    ).toBe('2026-11-23');
    expect(
      rescissionStartDate(
        funding({ notarySessionCompletedAt: '2026-11-24T05:30:00.000Z', propertyTimeZone: 'America/New_York' }),
      ),
    ).toBe('2026-11-24');
    // The note signed after the session: the note's date counts.
    expect(rescissionStartDate(funding({ noteSignedAt: '2026-11-25T16:00:00.000Z' }))).toBe('2026-11-25');
    expect(rescissionStartDate(funding({ notarySessionCompletedAt: null }))).toBe('2026-11-23');
    expect(rescissionStartDate(funding({ noteSignedAt: null, notarySessionCompletedAt: null }))).toBeNull();
  });
  it('knows each state’s zone', () => {
    expect(timeZoneForState('ca')).toBe('America/Los_Angeles');
    expect(timeZoneForState('TX')).toBe('America/Chicago');
    expect(dateInZone('2026-01-01T04:00:00Z', 'America/Chicago')).toBe('2025-12-31');
  });
});

describe('how long the right to cancel and recording hold the lifecycle (decision 095)', () => {
  const TUESDAY = {
    noteSignedAt: '2026-11-24T17:00:00Z',
    notarySessionCompletedAt: null,
    propertyTimeZone: 'America/Los_Angeles',
  };
  it('holds the right to cancel until midnight ending its last day, and recording until the funding day, where the home is', () => {
    // Signed on Tuesday of Thanksgiving week: Wednesday, Friday and Saturday are the three days
    // (Thanksgiving is not one); the money goes on Monday, the next banking day.
    expect(closingHoldUntil('RESCISSION', TUESDAY, US_FEDERAL_CALENDAR)).toBe('2026-11-29T00:00:00-08:00');
    expect(closingHoldUntil('RECORDING', TUESDAY, US_FEDERAL_CALENDAR)).toBe('2026-11-30T00:00:00-08:00');
    // The same signing, a home on Mountain Time: midnight there.
    expect(
      closingHoldUntil('RESCISSION', { ...TUESDAY, propertyTimeZone: 'America/Denver' }, US_FEDERAL_CALENDAR),
    ).toBe('2026-11-29T00:00:00-07:00');
  });
  it('holds nothing before the note is signed, nor in any other state', () => {
    expect(closingHoldUntil('RESCISSION', { ...TUESDAY, noteSignedAt: null }, US_FEDERAL_CALENDAR)).toBeNull();
    for (const state of ['GEN_RESCISSION', 'FUNDABLE', 'FUNDING_DECISION', 'DEED_SIGNING'])
      expect(closingHoldUntil(state, TUESDAY, US_FEDERAL_CALENDAR)).toBeNull();
  });
  it('never lets the money go inside the period: the right to cancel ends after three full days, recording no earlier', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.constantFrom(
          'America/Los_Angeles',
          'America/Denver',
          'America/Chicago',
          'America/New_York',
          'Pacific/Honolulu',
        ),
        (signed, zone) => {
          const facts = { noteSignedAt: signed.toISOString(), notarySessionCompletedAt: null, propertyTimeZone: zone };
          const rescission = Date.parse(closingHoldUntil('RESCISSION', facts, US_FEDERAL_CALENDAR) as string);
          const recording = Date.parse(closingHoldUntil('RECORDING', facts, US_FEDERAL_CALENDAR) as string);
          expect(rescission - signed.getTime()).toBeGreaterThanOrEqual(3 * 24 * 3600_000);
          expect(recording).toBeGreaterThanOrEqual(rescission);
          // Both at a midnight where the home is.
          expect(new Date(rescission).toLocaleTimeString('en-GB', { timeZone: zone })).toBe('00:00:00');
          expect(new Date(recording).toLocaleTimeString('en-GB', { timeZone: zone })).toBe('00:00:00');
        },
      ),
    );
  });
});

describe('the complete screen', () => {
  it('dates the cancel deadline and the funding over Thanksgiving (Reg Z §1026.15)', () => {
    // Signed Monday Nov 23 2026; Thanksgiving is Thursday Nov 26: Tue, Wed, Fri count → Fri Nov 27; funds Mon Nov 30.
    const view = completeView(input(), US_FEDERAL_CALENDAR);
    expect(view.rescissionEnds).toBe('Friday, November 27, 2026');
    expect(view.cancelUntil).toBe('You can cancel until midnight of Friday, November 27, 2026.');
    expect(view.fundingDate).toBe('Monday, November 30, 2026');
  });
  it('shows the amounts, the fee taken from the draw and where the money goes', () => {
    const view = completeView(input(), US_FEDERAL_CALENDAR);
    expect(view).toMatchObject({
      lineAmount: '$100,000',
      initialDraw: '$50,000',
      originationFee: '$1,000.00',
      toAccount: '$49,000.00',
      depositTo: 'your account ending 6789',
      payoffs: [],
      payoffTotal: null,
      funded: false,
    });
    expect(view.payments).toContain('taken automatically from your account ending 6789');
    expect(completeView(input({ payType: 'MANUAL' }), US_FEDERAL_CALENDAR).payments).not.toContain('automatically');
  });
  it('lists the creditors paid directly and sends the rest to the account', () => {
    const view = completeView(
      input({
        funding: funding({
          state: 'DIRECT_DEBT_PAYOFF',
          directPayoffs: [
            { creditor: 'Cardinal Bank Visa', accountMask: '4417', amount: 12_000 },
            { creditor: 'Northgate Auto', accountMask: null, amount: 8_000.5 },
          ],
        }),
      }),
      US_FEDERAL_CALENDAR,
    );
    expect(view.payoffs).toEqual([
      { creditor: 'Cardinal Bank Visa', accountMask: '4417', amount: '$12,000.00' },
      { creditor: 'Northgate Auto', accountMask: null, amount: '$8,000.50' },
    ]);
    expect(view.payoffTotal).toBe('$20,000.50');
    expect(view.toAccount).toBe('$28,999.50');
    expect(view.checklist.map((s) => [s.id, s.status])).toEqual([
      ['GEN_RESCISSION', 'done'],
      ['RESCISSION', 'done'],
      ['RECORDING', 'done'],
      ['FUNDABLE', 'done'],
      ['DIRECT_DEBT_PAYOFF', 'current'],
      ['FUNDING_DECISION', 'upcoming'],
      ['FUNDED', 'upcoming'],
    ]);
  });
  // Issue 25, item 9: "You’re all set" while the homeowners policy was still owed ("742 Insure Avenue").
  it('says what is still owed before funding, with where to give it, and promises no funding date meanwhile', () => {
    const hazardOwed = {
      uploadRequired: true,
      complete: false,
      proofs: [
        {
          type: 'PROOFOFHAZARDINSURANCE' as const,
          status: 'NOT_UPLOADED' as const,
          note: null,
          fileNames: [],
          uploadedAt: null,
        },
      ],
    };
    const view = completeView(
      input({ funding: funding({ state: 'DEED_SIGNING' }), insurance: hazardOwed }),
      US_FEDERAL_CALENDAR,
    );
    expect(view.title).toBe('One more thing before we can fund your line');
    expect(view.title).not.toContain('all set');
    expect(view.owed).toEqual([
      {
        title: 'Homeowners (hazard) insurance',
        text: 'Upload your homeowners insurance declarations page. Funding starts once we have accepted it.',
        actionLabel: 'Upload proof of insurance',
        screen: 'insurance/upload',
      },
    ]);
    expect(view.fundingDate).toBeNull();
    expect(view.fundingDatePending).toBe('Set once we accept your insurance');
    // The right to cancel runs from the signing whatever is owed.
    expect(view.cancelUntil).toBe('You can cancel until midnight of Friday, November 27, 2026.');
    // A proof sent back says why.
    const sentBack = {
      ...hazardOwed,
      proofs: [{ ...hazardOwed.proofs[0]!, status: 'NEEDS_ATTENTION' as const, note: 'The policy period has ended.' }],
    };
    expect(completeView(input({ insurance: sentBack }), US_FEDERAL_CALENDAR).owed[0]?.text).toBe(
      'The policy period has ended.',
    );
  });
  it('is all set once nothing is owed (accepted, under review, not asked for, or not known)', () => {
    const under = {
      uploadRequired: true,
      complete: false,
      proofs: [
        {
          type: 'PROOFOFHAZARDINSURANCE' as const,
          status: 'UNDER_REVIEW' as const,
          note: null,
          fileNames: ['h.pdf'],
          uploadedAt: null,
        },
      ],
    };
    for (const insurance of [under, { uploadRequired: false, complete: true, proofs: [] }, null, undefined]) {
      const view = completeView(input({ insurance }), US_FEDERAL_CALENDAR);
      expect(view.owed).toEqual([]);
      expect(view.title).toBe('You’re all set');
      expect(view.fundingDate).toBe('Monday, November 30, 2026');
    }
  });
  it('has no dates before the note is signed', () => {
    const view = completeView(
      input({ funding: funding({ noteSignedAt: null, notarySessionCompletedAt: null }) }),
      US_FEDERAL_CALENDAR,
    );
    expect(view.fundingDate).toBeNull();
    expect(view.cancelUntil).toBeNull();
  });
});

describe('the funding checklist', () => {
  it('walks GEN_RESCISSION → RESCISSION → RECORDING → FUNDABLE → FUNDING_DECISION → funded', () => {
    const current = (state: string) => fundingChecklist(state, false).find((s) => s.status === 'current')?.id;
    expect(current('DEED_SIGNING')).toBe('GEN_RESCISSION');
    expect(current('GEN_RESCISSION')).toBe('GEN_RESCISSION');
    expect(current('RESCISSION')).toBe('RESCISSION');
    expect(current('RECORDING')).toBe('RECORDING');
    expect(current('FUNDABLE')).toBe('FUNDABLE');
    expect(current('FUNDING_DECISION')).toBe('FUNDING_DECISION');
    expect(fundingChecklist('COMPLETE', false).every((s) => s.status === 'done')).toBe(true);
    expect(fundingChecklist('valueOf', false)[0]?.status).toBe('current');
  });
  it('formats a long date', () => expect(formatLongDate('2026-12-25')).toBe('Friday, December 25, 2026'));
});
