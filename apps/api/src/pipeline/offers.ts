/**
 * The sandbox's offers: a simple function of a ZIP-derived home value and the stated income,
 * inside the spec's headline ranges (shared-surfaces §1). Not a model of real underwriting.
 */
import { LOAN_AMOUNT_MAX, LOAN_AMOUNT_MIN } from '@heloc/core';
import type { Offer } from '@heloc/core/contract';
import type { AppData } from './types.js';

const roundTo = (n: number, step: number) => Math.round(n / step) * step;

/** An estimated home value from the ZIP (stable per address) unless the borrower gave one. */
export function homeValueOf(data: AppData): number {
  if (data.estimatedValue) return data.estimatedValue;
  if (data.valuationValue) return data.valuationValue;
  const zip = Number((data.property?.zip ?? '00000').slice(0, 5)) || 0;
  return 350_000 + (zip % 500) * 1_000;
}

/** Three offers within the headline ranges (shared-surfaces §1): 80% CLTV, income-capped. */
export function offersFor(data: AppData, factor = 1): Offer[] {
  const value = homeValueOf(data);
  const existingMortgage = roundTo(value * 0.45, 1000);
  const income = data.statedIncome?.annualIncome ?? 0;
  const capacity = Math.min(value * 0.8 - existingMortgage, income * 2.5, LOAN_AMOUNT_MAX) * factor;
  const line = Math.max(LOAN_AMOUNT_MIN, roundTo(capacity, 1000));
  const make = (
    id: string,
    share: number,
    termYears: number,
    aprPercent: number,
    originationFeePercent: number,
  ): Offer => {
    const lineAmount = Math.max(LOAN_AMOUNT_MIN, roundTo(line * share, 1000));
    return {
      id,
      lineAmount,
      aprPercent,
      termYears,
      minDraw: Math.max(LOAN_AMOUNT_MIN, roundTo(lineAmount * 0.5, 1000)),
      originationFeePercent,
    };
  };
  return [
    make('offer-10', 1, 10, 8.9, 2.99),
    make('offer-15', 1, 15, 9.45, 1.99),
    make('offer-30', 0.75, 30, 10.35, 0.99),
  ];
}
