import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OFFER_CHANGE_FIELDS, OFFER_CHANGE_HEADLINES, offerChangeView, offerSelectionContext } from './offer-change.js';
import { arbOfferChangeFacts } from '../testing/arbitraries.js';
import { OFFER_CHANGE_REASONS, offerChangeFactsSchema, type OfferBasis } from './underwriting.js';
import * as v from 'valibot';

const BEFORE: OfferBasis = {
  homeValue: 500_000,
  existingLiens: 250_000,
  cltvPercent: 74,
  dtiPercent: 32,
  lineAmount: 120_000,
  aprPercent: 8.9,
  annualIncome: 120_000,
  lienPosition: 2,
};
// The sandbox's "Winback" street: title found a second mortgage, so this line moves to third position.
const AFTER: OfferBasis = {
  ...BEFORE,
  existingLiens: 310_000,
  cltvPercent: 80,
  lineAmount: 90_000,
  aprPercent: 9.45,
  lienPosition: 3,
};

describe('offerChangeView', () => {
  it('compares every figure in reading order and explains each one that moved', () => {
    const view = offerChangeView({ reason: 'LIEN_POSITION_CLTV', before: BEFORE, after: AFTER });
    expect(view.headline).toBe('Your offer changed because of the loans already on your home');
    expect(view.caption).toBe('Your offer before and after');
    expect(view.rows.map((r) => [r.label, r.before, r.after, r.direction])).toEqual([
      ['Home value', '$500,000', '$500,000', 'same'],
      ['Loans ahead of this line', '$250,000', '$310,000', 'up'],
      ['Lien position of this line', 'Second lien', 'Third lien', 'up'],
      ['Combined loan-to-value (CLTV)', '74.0%', '80.0%', 'up'],
      ['Debt-to-income (DTI)', '32.0%', '32.0%', 'same'],
      ['Annual income', '$120,000', '$120,000', 'same'],
      ['Line amount', '$120,000', '$90,000', 'down'],
      ['APR', '8.90%', '9.45%', 'up'],
    ]);
    expect(view.changes).toEqual([
      'More is owed on the loans ahead of this line: $310,000 instead of $250,000.',
      'This line would be a third lien instead of a second lien: a lien further back is repaid later if the home is sold, so lenders lend less on it.',
      'Together your loans would use more of your home’s value: 80.0% instead of 74.0%.',
      'Your line is smaller: $90,000 instead of $120,000.',
      'Your rate is higher: 9.45% instead of 8.90%.',
    ]);
  });

  it('says the verified income was lower for a revised offer', () => {
    const view = offerChangeView({
      reason: 'VERIFIED_INCOME',
      before: BEFORE,
      after: { ...BEFORE, annualIncome: 80_000, dtiPercent: 45, lineAmount: 60_000 },
    });
    expect(view.headline).toBe('Your offer changed because your verified income is lower');
    expect(view.changes).toContain('The income we used is lower: $80,000 a year instead of $120,000.');
    expect(view.changes).toContain('More of your income would go to debt payments: 45.0% instead of 32.0%.');
  });

  it('compares at the precision shown: 74.01% and 74.04% are the same figure on screen, so not a change', () => {
    const view = offerChangeView({
      reason: 'REVALUATION',
      before: { ...BEFORE, cltvPercent: 74.01 },
      after: { ...BEFORE, cltvPercent: 74.04 },
    });
    expect(view.rows.find((r) => r.field === 'cltvPercent')).toMatchObject({
      before: '74.0%',
      after: '74.0%',
      changed: false,
      sentence: null,
    });
    expect(view.changes).toEqual([]);
  });

  it('has a headline and an explanation for every reason', () => {
    for (const reason of OFFER_CHANGE_REASONS)
      expect(OFFER_CHANGE_HEADLINES[reason].explanation.length).toBeGreaterThan(20);
  });

  it('property: one row per figure, marked changed exactly when the figures shown differ, with a sentence exactly then', () => {
    fc.assert(
      fc.property(arbOfferChangeFacts, (facts) => {
        expect(v.is(offerChangeFactsSchema, facts)).toBe(true);
        const view = offerChangeView(facts);
        expect(view.rows.map((r) => r.field)).toEqual([...OFFER_CHANGE_FIELDS]);
        for (const row of view.rows) {
          expect(row.changed).toBe(row.before !== row.after);
          expect(row.changed).toBe(row.direction !== 'same');
          expect(row.sentence === null).toBe(!row.changed);
          if (row.sentence) expect(row.sentence.toLowerCase()).toContain(row.after.toLowerCase());
        }
        expect(view.changes).toEqual(view.rows.flatMap((r) => (r.sentence ? [r.sentence] : [])));
      }),
    );
  });

  it('property: swapping before and after flips every direction and keeps what changed', () => {
    fc.assert(
      fc.property(arbOfferChangeFacts, (facts) => {
        const there = offerChangeView(facts).rows;
        const back = offerChangeView({ ...facts, before: facts.after, after: facts.before }).rows;
        const flip = { up: 'down', down: 'up', same: 'same' } as const;
        expect(back.map((r) => r.direction)).toEqual(there.map((r) => flip[r.direction]));
        expect(back.map((r) => r.changed)).toEqual(there.map((r) => r.changed));
      }),
    );
  });
});

describe('offerSelectionContext', () => {
  it('REVISED_OFFER_SELECTION: the verified income was lower', () => {
    expect(offerSelectionContext({ state: 'REVISED_OFFER_SELECTION' })).toMatchObject({
      kind: 'revised',
      title: 'Choose your revised offer',
      explainsChange: true,
    });
  });
  it('OFFER_SELECTION from signing/intro: the final choice', () => {
    expect(offerSelectionContext({ state: 'OFFER_SELECTION', from: 'signing/intro' })).toMatchObject({
      kind: 'final',
      title: 'Choose your final offer',
      explainsChange: true,
    });
  });
  it('OFFER_SELECTION otherwise: the first choice, nothing to compare', () => {
    expect(offerSelectionContext({ state: 'OFFER_SELECTION' })).toMatchObject({
      kind: 'first',
      title: 'Choose your offer',
      explainsChange: false,
    });
  });
});
