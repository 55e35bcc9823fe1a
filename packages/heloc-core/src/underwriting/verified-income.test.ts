import { fc, test as fcTest } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { LOAN_AMOUNT_MIN } from '../constants.js';
import {
  lineQualifyingPayment,
  MAX_DTI_PERCENT,
  maxLineForIncome,
  qualifyingDtiPercent,
  reunderwriteOnVerifiedIncome,
} from './verified-income.js';

/** The sandbox's first mortgage on a $663,000 home (45%, 30 years at 6.5%): about $1,884 a month. */
const MORTGAGE = 1_884;

describe('re-underwriting on verified income', () => {
  // Issue 25, item 11: $96,000 verified against $150,000 stated, and the $232,000 line went through unchanged.
  it('shrinks the $232,000 line when the payroll link verifies $96,000 against $150,000 stated', () => {
    const outcome = reunderwriteOnVerifiedIncome({
      statedIncome: 150_000,
      verifiedIncome: 96_000,
      monthlyDebts: MORTGAGE,
      lineAmount: 232_000,
      aprPercent: 8.9,
    });
    expect(outcome.kind).toBe('revised');
    if (outcome.kind !== 'revised') return;
    expect(outcome.incomeUsed).toBe(96_000);
    expect(outcome.dtiPercent).toBe(45.1);
    expect(outcome.maxLineAmount).toBe(209_000);
    expect(
      qualifyingDtiPercent({
        annualIncome: 96_000,
        monthlyDebts: MORTGAGE,
        lineAmount: outcome.maxLineAmount,
        aprPercent: 8.9,
      }),
    ).toBeLessThanOrEqual(MAX_DTI_PERCENT);
    // The next $1,000 would take the ratio (unrounded) over the maximum.
    expect(((MORTGAGE + lineQualifyingPayment(outcome.maxLineAmount + 1_000, 8.9)) / 8_000) * 100).toBeGreaterThan(
      MAX_DTI_PERCENT,
    );
  });

  it('lets the offer stand when the verified income is the stated one, within 5% of it, or higher', () => {
    for (const verifiedIncome of [150_000, 143_000, 180_000, null]) {
      expect(
        reunderwriteOnVerifiedIncome({
          statedIncome: 150_000,
          verifiedIncome,
          monthlyDebts: MORTGAGE,
          lineAmount: 232_000,
          aprPercent: 8.9,
        }).kind,
        String(verifiedIncome),
      ).toBe('matched');
    }
  });

  it('lets the offer stand on a lower verified income that still carries the line', () => {
    expect(
      reunderwriteOnVerifiedIncome({
        statedIncome: 150_000,
        verifiedIncome: 120_000,
        monthlyDebts: MORTGAGE,
        lineAmount: 232_000,
        aprPercent: 8.9,
      }),
    ).toMatchObject({ kind: 'matched', incomeUsed: 120_000 });
  });

  it('declines when not even the smallest line fits the verified income', () => {
    expect(
      reunderwriteOnVerifiedIncome({
        statedIncome: 150_000,
        verifiedIncome: 50_000,
        monthlyDebts: MORTGAGE,
        lineAmount: 232_000,
        aprPercent: 8.9,
      }).kind,
    ).toBe('declined');
  });

  fcTest.prop([
    fc.integer({ min: 20_000, max: 400_000 }),
    fc.integer({ min: 10_000, max: 400_000 }),
    fc.integer({ min: 0, max: 6_000 }),
    fc.integer({ min: 15, max: 500 }),
    fc.integer({ min: 300, max: 1_800 }),
  ])(
    'a revised line fits the maximum, is smaller than the chosen one and at least the minimum; a matched one fits or was not re-underwritten',
    (statedIncome, verifiedIncome, monthlyDebts, thousands, aprBasis) => {
      const lineAmount = thousands * 1_000;
      const aprPercent = aprBasis / 100;
      const outcome = reunderwriteOnVerifiedIncome({
        statedIncome,
        verifiedIncome,
        monthlyDebts,
        lineAmount,
        aprPercent,
      });
      if (outcome.kind === 'revised') {
        expect(outcome.maxLineAmount).toBeLessThan(lineAmount);
        expect(outcome.maxLineAmount).toBeGreaterThanOrEqual(LOAN_AMOUNT_MIN);
        expect(outcome.maxLineAmount % 1_000).toBe(0);
        expect(
          qualifyingDtiPercent({
            annualIncome: verifiedIncome,
            monthlyDebts,
            lineAmount: outcome.maxLineAmount,
            aprPercent,
          }),
        ).toBeLessThanOrEqual(MAX_DTI_PERCENT);
      }
      if (outcome.kind === 'matched' && outcome.incomeUsed === verifiedIncome && verifiedIncome < statedIncome)
        expect(outcome.dtiPercent).toBeLessThanOrEqual(MAX_DTI_PERCENT);
      if (outcome.kind === 'declined')
        expect(maxLineForIncome({ annualIncome: verifiedIncome, monthlyDebts, aprPercent })).toBeLessThan(
          LOAN_AMOUNT_MIN,
        );
    },
  );

  fcTest.prop([
    fc.integer({ min: 20_000, max: 400_000 }),
    fc.integer({ min: 1, max: 50_000 }),
    fc.integer({ min: 0, max: 6_000 }),
    fc.integer({ min: 300, max: 1_800 }),
  ])('more verified income never allows a smaller line', (income, more, monthlyDebts, aprBasis) => {
    const aprPercent = aprBasis / 100;
    expect(maxLineForIncome({ annualIncome: income + more, monthlyDebts, aprPercent })).toBeGreaterThanOrEqual(
      maxLineForIncome({ annualIncome: income, monthlyDebts, aprPercent }),
    );
  });
});
