import { test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { US_FEDERAL_CALENDAR as calendar } from '../calendar.js';
import { fundingDates } from '../closing/funding.js';
import { arbNextStepsFacts as arbFacts } from '../testing/arbitraries.js';
import { coSignerVisits } from '../closing/signer-notary.js';
import { COSIGNER_NOT_BOOKED, nextSteps, ON_THIS_STEP, onDecidedScreen } from './timeline.js';
import { timeToCash } from './time-to-cash.js';

const WED = '2026-11-25';
const ids = (state: string, more: object = {}) =>
  nextSteps({ state, today: WED, propertyState: 'CA', ...more }, calendar).map((i) => i.id);

describe('what happens next, on fixed dates', () => {
  it('our review before the offers, the borrower’s step when it is theirs', () => {
    expect(ids('WAITING_FOR_SOFT_CREDIT')).toEqual(['review']);
    expect(ids('COLLECT_PROFILE_INFO')).toEqual(['yourStep']);
  });

  it('at income verification: the borrower’s step, then the closing path to funding', () => {
    expect(ids('INCOME_VERIFICATION')).toEqual([
      'yourStep',
      'signDocuments',
      'notary',
      'rescission',
      'recording',
      'funding',
    ]);
    const [, , , , , funding] = nextSteps({ state: 'INCOME_VERIFICATION', today: WED, propertyState: 'CA' }, calendar);
    expect(funding?.who).toBe('us');
    expect(funding?.when).toMatch(/^Expected by /);
  });

  it('review in Thanksgiving week: three banking days skip the holiday', () => {
    const [review] = nextSteps({ state: 'IN_PROGRESS', today: WED, propertyState: 'CA' }, calendar);
    expect(review).toMatchObject({ id: 'review', who: 'us', date: '2026-12-01', status: 'now' });
    expect(review?.when).toBe('Usually by Tuesday, December 1, 2026');
  });

  it('a condition, the flood certificate and a co-signer each name who is on it', () => {
    const items = nextSteps(
      {
        state: 'CO_DEED_REQ',
        today: WED,
        propertyState: 'CA',
        conditions: { needed: 1, submitted: 1 },
        waitingOnFloodCert: true,
        coSignerPending: true,
      },
      calendar,
    );
    const by = Object.fromEntries(items.map((i) => [i.id, i]));
    expect(by.conditions).toMatchObject({ who: 'you', whoLabel: 'You', doNow: { action: 'conditions' } });
    expect(by.conditionReview).toMatchObject({ who: 'us', date: '2026-11-27' });
    expect(by.flood).toMatchObject({ who: 'us', date: '2026-11-27' });
    expect(by.coSigner).toMatchObject({ who: 'coSigner', whoLabel: 'Your co-signer', doNow: { action: 'coSigner' } });
  });

  it('a Texas property: the deed at a title company’s office, first bookable visit after two business days', () => {
    const items = nextSteps({ state: 'GEN_NOTARY_DISCLOSURE', today: WED, propertyState: 'TX' }, calendar);
    const notary = items.find((i) => i.id === 'notary');
    expect(notary).toMatchObject({
      title: 'Sign your deed at a title company’s office',
      when: 'The first visit you can book: Saturday, November 28, 2026',
      status: 'now',
      doNow: { action: 'notary' },
    });
  });

  it('an attorney state shows the attorney’s review', () => {
    const items = nextSteps({ state: 'ATTORNEY_REVIEW', today: WED, propertyState: 'GA' }, calendar);
    expect(items.find((i) => i.id === 'attorney')).toMatchObject({ who: 'us', status: 'now', date: '2026-11-30' });
  });

  it('in the right to cancel: the deadline and the funding date of the complete screen', () => {
    const items = nextSteps(
      { state: 'RESCISSION', today: '2026-11-27', propertyState: 'CA', rescissionStartsOn: WED },
      calendar,
    );
    expect(items.map((i) => i.id)).toEqual(['rescission', 'recording', 'funding']);
    const { rescissionEnds, fundingDate } = fundingDates(WED, calendar);
    expect(items[0]).toMatchObject({
      when: 'Ends at midnight on Monday, November 30, 2026',
      date: rescissionEnds,
      status: 'now',
    });
    expect(items[1]).toMatchObject({ who: 'county', whoLabel: 'The county', title: 'The county records your deed' });
    expect(items[2]?.date).toBe(fundingDate);
  });

  it('names the recorder where the server knows the county, and reads times in the zone of the home (decision 094)', () => {
    const elPaso = { state: 'RESCISSION', today: '2026-11-27', propertyState: 'TX', rescissionStartsOn: WED };
    const recording = nextSteps({ ...elPaso, propertyCounty: 'El Paso' }, calendar).find((i) => i.id === 'recording');
    expect(recording).toMatchObject({
      who: 'county',
      whoLabel: 'El Paso County',
      title: 'El Paso County records your deed',
    });
    // The booked visit of an El Paso home is read in Mountain Time, not the state's Central.
    const booked = (zone: string | null) =>
      nextSteps(
        {
          state: 'NOTARY_WAITING_PERIOD',
          today: WED,
          propertyState: 'TX',
          propertyZone: zone,
          manualNotary: true,
          notaryReservation: '2026-12-01T17:00:00Z',
        },
        calendar,
      ).find((i) => i.id === 'notary')?.when;
    expect(booked('America/Denver')).toBe('Booked for Tuesday, December 1, 2026 at 10:00 AM MST');
    expect(booked(null)).toBe('Booked for Tuesday, December 1, 2026 at 11:00 AM CST');
  });

  it('recording follows the right to cancel, by the funding day, and each step leaves the list once passed (decision 089, amendment 6)', () => {
    const at = (state: string) =>
      nextSteps({ state, today: '2026-11-27', propertyState: 'CA', rescissionStartsOn: WED }, calendar);
    const { rescissionEnds, fundingDate } = fundingDates(WED, calendar);
    const recording = at('RESCISSION').find((i) => i.id === 'recording');
    // Never dated before the right to cancel ends: the lifecycle records after it, as complete's progress shows.
    expect(recording).toMatchObject({
      when: 'After your right to cancel ends: usually by Tuesday, December 1, 2026',
      date: fundingDate,
      status: 'later',
    });
    expect((recording?.date ?? '') > rescissionEnds).toBe(true);
    expect(at('RECORDING').map((i) => [i.id, i.status])).toEqual([
      ['recording', 'now'],
      ['funding', 'later'],
    ]);
    expect(at('FUNDABLE').map((i) => [i.id, i.status])).toEqual([['funding', 'now']]);
    expect(at('FUNDING_DECISION').map((i) => i.id)).toEqual(['funding']);
  });

  it('once the eNotary session is sealed the notary is no longer offered: the right to cancel is next (decision 089, amendment 6)', () => {
    // Before the borrower signs before the notary: the eNotary is the step under way.
    expect(ids('DEED_SIGNING')).toEqual(['notary', 'rescission', 'recording', 'funding']);
    const sealed = nextSteps(
      { state: 'DEED_SIGNING', today: WED, propertyState: 'CA', deedSigned: true, rescissionStartsOn: WED },
      calendar,
    );
    expect(sealed.map((i) => i.id)).toEqual(['rescission', 'recording', 'funding']);
    // Thanksgiving Day does not count: Friday, Saturday, Monday.
    expect(sealed[0]).toMatchObject({ when: 'Ends at midnight on Monday, November 30, 2026' });
    expect(
      timeToCash(
        { state: 'DEED_SIGNING', today: WED, propertyState: 'CA', deedSigned: true, rescissionStartsOn: WED },
        calendar,
      ),
    ).toEqual(
      timeToCash({ state: 'GEN_RESCISSION', today: WED, propertyState: 'CA', rescissionStartsOn: WED }, calendar),
    );
  });

  it('each co-signer’s own notary visit: who, when they booked, or that they have not yet', () => {
    const items = nextSteps(
      {
        state: 'GEN_NOTARY_DISCLOSURE',
        today: WED,
        propertyState: 'TX',
        coSignerVisits: coSignerVisits(
          [
            { name: 'Sam Lee', signed: true, notarySlot: '2026-12-01T10:00:00-06:00' },
            { name: 'Kim Lee', signed: true, notarySlot: null },
          ],
          { state: 'TX' },
        ),
      },
      calendar,
    );
    const visits = items.filter((i) => i.id === 'coSignerNotary');
    expect(visits).toMatchObject([
      {
        title: 'Sam Lee signs the deed before a notary',
        who: 'coSigner',
        whoLabel: 'Your co-signer',
        when: 'Booked for Tuesday, December 1, 2026 at 10:00 AM CST, at the property',
        date: '2026-12-01',
        status: 'now',
        doNow: null,
      },
      { title: 'Kim Lee signs the deed before a notary', when: COSIGNER_NOT_BOOKED, date: null },
    ]);
    // Right after the borrower's own notary item.
    expect(items.map((i) => i.id).indexOf('coSignerNotary')).toBe(items.map((i) => i.id).indexOf('notary') + 1);
  });

  it('a co-signer’s visit the notary reported done leaves the list', () => {
    const visits = (visited: boolean) =>
      nextSteps(
        {
          state: 'GEN_NOTARY_DISCLOSURE',
          today: WED,
          propertyState: 'TX',
          coSignerVisits: coSignerVisits(
            [{ name: 'Sam Lee', signed: true, notarySlot: '2026-12-01T10:00:00-06:00', notaryVisited: visited }],
            { state: 'TX' },
          ),
        },
        calendar,
      ).filter((i) => i.id === 'coSignerNotary');
    expect(visits(false)).toHaveLength(1);
    expect(visits(true)).toEqual([]);
  });

  it('nothing once closed', () => {
    expect(ids('COMPLETE')).toEqual([]);
    expect(ids('DECLINED')).toEqual([]);
  });
});

describe('what happens next, properties', () => {
  test.prop([arbFacts])(
    'every item names who and when; no date before today; funding agrees with time to cash',
    (facts) => {
      const items = nextSteps(facts, calendar);
      for (const i of items) {
        expect(i.whoLabel.length).toBeGreaterThan(0);
        expect(i.when.length).toBeGreaterThan(0);
        if (i.date) expect(i.date >= facts.today).toBe(true);
      }
      const funding = items.find((i) => i.id === 'funding');
      const cash = timeToCash(facts, calendar);
      if (funding && cash) expect(funding.date).toBe(cash.expectedOn);
      expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    },
  );
});

describe('on the screen the journey chose', () => {
  test.prop([arbFacts])('no item links back to it; every other item, and every other link, is unchanged', (facts) => {
    const items = nextSteps(facts, calendar);
    const here = onDecidedScreen(items);
    expect(here.map((i) => i.id)).toEqual(items.map((i) => i.id));
    for (const [n, i] of here.entries()) {
      const before = items[n] as (typeof items)[number];
      expect(i.doNow?.action).not.toBe('continue');
      if (before.doNow?.action === 'continue') {
        expect(i.doNow).toEqual({ text: i.id === 'yourStep' ? ON_THIS_STEP : before.doNow.text, action: null });
        expect({ ...i, doNow: null }).toEqual({ ...before, doNow: null });
      } else expect(i).toBe(before);
    }
  });

  it('your next step says the borrower is on it', () => {
    const items = nextSteps({ state: 'INCOME_VERIFICATION', today: WED, propertyState: 'CA' }, calendar);
    const yours = onDecidedScreen(items).find((i) => i.id === 'yourStep');
    expect(yours?.doNow).toEqual({ text: ON_THIS_STEP, action: null });
  });
});

describe('where an action leads', () => {
  it('to a catalogued screen of the application', async () => {
    const { nextStepHref } = await import('./timeline.js');
    const uuid = '00000000-0000-4000-8000-000000000000';
    expect(nextStepHref(uuid, 'conditions')).toBe(`/account/heloc/${uuid}/conditions`);
    expect(nextStepHref(uuid, 'continue')).toBe(`/account/heloc/${uuid}`);
    expect(nextStepHref(uuid, 'coSigner')).toBe(`/account/heloc/${uuid}/signing/additional`);
  });
});
