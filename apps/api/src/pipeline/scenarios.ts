/**
 * Sandbox scenarios: chosen inputs lead to each branch of the journey, in the spirit of payment
 * sandboxes' magic values. The table in apps/api/README.md lists every one; keep them in step.
 */
import { isAttorneyState } from '@heloc/core';
import type { AppData } from './types.js';

export interface Scenario {
  readonly ssn: 'ok' | 'no-match' | 'no-match-ssn' | 'soft-locked' | 'hard-locked' | 'frozen-pin' | 'facta' | 'credit-error' | 'minor' | 'timeout' | 'score-decline';
  readonly property: 'ok' | 'not-found' | 'multiple' | 'delinquent' | 'no-avm';
  readonly income: 'ok' | 'decline' | 'dti-decline' | 'assets' | 'lower-than-stated' | 'manual-paystub';
  readonly selfEmployed: boolean;
  readonly winback: boolean;
  readonly lien: 'none' | 'liens' | 'inquiry' | 'payoff';
  readonly bpo: 'none' | 'bpo-required' | 'resi-eval';
  readonly texas: boolean;
  readonly flood: boolean;
  readonly revalue: boolean;
  readonly coDeed: boolean;
  readonly condemned: boolean;
  readonly attorneyState: boolean;
  readonly slowSigning: boolean;
  readonly directPayoff: boolean;
  readonly insurance: boolean;
  readonly trustReview: boolean;
}

const SSN_ENDINGS: Record<string, Scenario['ssn']> = {
  '0001': 'no-match',
  '0002': 'no-match-ssn',
  '0003': 'soft-locked',
  '0004': 'hard-locked',
  '0005': 'frozen-pin',
  '0006': 'facta',
  '0007': 'credit-error',
  '0008': 'minor',
  '0009': 'timeout',
  '0010': 'score-decline',
};

export const CORRECT_FREEZE_PIN = '1234';

const has = (street: string, word: string) => new RegExp(`\\b${word}\\b`, 'i').test(street);

export function scenarioOf(data: AppData): Scenario {
  const street = `${data.property?.street1 ?? ''} ${data.property?.street2 ?? ''}`;
  const state = (data.property?.state ?? '').toUpperCase();
  const income = data.statedIncome?.annualIncome ?? 0;
  const incomeText = String(Math.round(income));
  return {
    ssn: SSN_ENDINGS[data.ssnLast4 ?? ''] ?? 'ok',
    property: has(street, 'nowhere') ? 'not-found' : has(street, 'twin') ? 'multiple' : has(street, 'late') ? 'delinquent' : has(street, 'noavm') ? 'no-avm' : 'ok',
    income:
      income < 20_000 ? 'decline'
      : income < 30_000 ? 'dti-decline'
      : income === 77_777 ? 'assets'
      : incomeText.endsWith('111') ? 'lower-than-stated'
      : incomeText.endsWith('222') ? 'manual-paystub'
      : 'ok',
    selfEmployed: data.statedIncome?.employmentType === 'SELF_EMPLOYED',
    winback: has(street, 'winback'),
    lien: has(street, 'lien') ? 'liens' : has(street, 'inquiry') ? 'inquiry' : has(street, 'payoff') ? 'payoff' : 'none',
    bpo: state === 'TX' || has(street, 'bpo') ? 'bpo-required' : has(street, 'resi') ? 'resi-eval' : 'none',
    texas: state === 'TX',
    flood: has(street, 'flood'),
    revalue: has(street, 'revalue'),
    coDeed: has(street, 'codeed'),
    condemned: has(street, 'condemned'),
    // Attorney-closing states (the core's notary.ts, which the notary screen reads too).
    attorneyState: isAttorneyState(state),
    slowSigning: has(street, 'slowsign'),
    directPayoff: has(street, 'directpay'),
    insurance: has(street, 'flood') || has(street, 'insure'),
    trustReview: has(street, 'trust'),
  };
}
