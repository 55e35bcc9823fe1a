/**
 * What the sandbox's bureaus and title company report about an application: the credit bureau,
 * the liens on title, recent inquiries, the lien to pay off, the late payment, the vesting. The
 * sandbox has no credit report or title search, so each is a pure function of the record (its
 * uuid, SSN ending, address and figures): the same application always gets the same facts, and
 * the lifecycle (payoff lien) and GET …/underwriting read them from here (decision uw-server).
 */
import { createHash } from 'node:crypto';
import type {
  CreditBureau,
  CreditInquiry,
  Lien,
  OfferBasis,
  OfferChangeReason,
  ReunderwriteOutcome,
} from '@heloc/core';
import {
  CREDIT_BUREAUS,
  LOAN_AMOUNT_MIN,
  maxLineForIncome,
  qualifyingDtiPercent,
  reunderwriteOnVerifiedIncome,
  VERIFIED_INCOME_COUNTEROFFER_REASONS,
} from '@heloc/core';
import { homeValueOf, offersFor } from './offers.js';
import { scenarioOf } from './scenarios.js';
import type { Offer } from '@heloc/core/contract';
import type { AppData, AppRecord, StoredOfferChange } from './types.js';

const roundTo = (n: number, step: number) => Math.round(n / step) * step;
const round1 = (n: number) => Math.round(n * 10) / 10;

/** A uuid-shaped id derived from a seed: the same application always names the same lien. */
export function stableUuid(seed: string): string {
  const h = createHash('sha256').update(seed).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The day `days` before an ISO time, as YYYY-MM-DD. */
const daysBefore = (iso: string, days: number) =>
  new Date(Date.parse(iso) - days * 86_400_000).toISOString().slice(0, 10);

/**
 * The sandbox's bureau for an application's decisions (the decline and counteroffer notices): fixed
 * by its uuid, so a lifted freeze (SSN cleared) keeps it.
 */
export function applicationBureau(uuid: string): CreditBureau {
  const n = Number.parseInt(stableUuid(`${uuid}:bureau`).slice(0, 6), 16);
  return CREDIT_BUREAUS[n % CREDIT_BUREAUS.length] as CreditBureau;
}

/** The bureau the sandbox pulls from, by the SSN's last digit (0, 3, 6, 9 → Equifax …). */
export function bureauOf(data: AppData): CreditBureau {
  const digit = Number((data.ssnLast4 ?? '0').slice(-1)) || 0;
  return CREDIT_BUREAUS[digit % CREDIT_BUREAUS.length] as CreditBureau;
}

/** The first mortgage's balance the offers assume (offers.ts: 45% of the home value). */
export const existingMortgageOf = (data: AppData): number => roundTo(homeValueOf(data) * 0.45, 1000);

/**
 * The liens title found. Their balances add up to the existing mortgage the offers assume, so the
 * CLTV a borrower reads matches the offer: "Lien" splits it into a first mortgage and a HELOC, "Payoff"
 * into a first mortgage and a second mortgage to be paid off from the draw, others have one mortgage.
 */
export function liensOf(app: Pick<AppRecord, 'uuid' | 'data'>): Lien[] {
  const total = existingMortgageOf(app.data);
  const lien = scenarioOf(app.data).lien;
  const first = (balance: number): Lien => ({
    uuid: stableUuid(`${app.uuid}:lien:1`),
    lender: 'Harbor Point Mortgage',
    kind: 'FIRST_MORTGAGE',
    position: 1,
    balance,
    recordedOn: '2019-06-14',
    accountMask: '3381',
  });
  if (lien === 'liens') {
    const heloc = roundTo(total * 0.15, 1000);
    return [
      first(total - heloc),
      {
        uuid: stableUuid(`${app.uuid}:lien:2`),
        lender: 'Cedar Valley Credit Union',
        kind: 'HELOC',
        position: 2,
        balance: heloc,
        recordedOn: '2022-03-02',
        accountMask: '7712',
      },
    ];
  }
  if (lien === 'payoff') {
    const second = roundTo(total * 0.1, 1000);
    return [first(total - second), payoffLienOf(app, second)];
  }
  return [first(total)];
}

/** The lien the "Payoff" borrower authorizes to pay off from the draw (the second mortgage). */
export function payoffLienOf(
  app: Pick<AppRecord, 'uuid' | 'data'>,
  balance = roundTo(existingMortgageOf(app.data) * 0.1, 1000),
): Lien {
  return {
    uuid: stableUuid(`${app.uuid}:lien:payoff`),
    lender: 'Northgate Home Loans',
    kind: 'SECOND_MORTGAGE',
    position: 2,
    balance,
    recordedOn: '2021-09-20',
    accountMask: '5540',
  };
}

/** Two recent hard inquiries the "Inquiry" borrower explains (dated before the soft pull). */
export function inquiriesOf(app: Pick<AppRecord, 'uuid' | 'data'>, pulledAt: string): CreditInquiry[] {
  const bureau = bureauOf(app.data);
  return [
    {
      uuid: stableUuid(`${app.uuid}:inquiry:1`),
      creditor: 'Summit Auto Finance',
      inquiredOn: daysBefore(pulledAt, 24),
      bureau,
    },
    {
      uuid: stableUuid(`${app.uuid}:inquiry:2`),
      creditor: 'Brightline Card Services',
      inquiredOn: daysBefore(pulledAt, 51),
      bureau,
    },
  ];
}

/** The late payment on the "Late" street: a 30-day late on the first mortgage. */
export function delinquencyOf(pulledAt: string) {
  return { creditor: 'Harbor Point Mortgage', accountMask: '3381', daysLate: 30, reportedOn: daysBefore(pulledAt, 75) };
}

/** The owners on title for the "Vesting" street: two names, vested jointly, while the borrower applies alone. */
export function vestingOf(data: AppData) {
  const borrower = [data.name?.firstName, data.name?.lastName].filter(Boolean).join(' ') || 'The borrower';
  return {
    namesOnTitle: [borrower, `Jordan ${data.name?.lastName ?? 'Lee'}`],
    vestingOnTitle: 'JOINT' as const,
    statedOwnership: 'SOLE' as const,
  };
}

/** The credit score the sandbox's bureau reports: 588 for the score decline (SSN 0010), else a fair score from the SSN. */
export function creditScoreOf(data: AppData): number {
  if (scenarioOf(data).ssn === 'score-decline') return 588;
  const digits = Number((data.ssnLast4 ?? '0000').replace(/\D/g, '')) || 0;
  return 660 + (digits % 140);
}

/** Key factors in the bureau's wording (FCRA §609(f)(1)(C)), most important first. */
export const SCORE_DECLINE_KEY_FACTORS = [
  'Serious delinquency',
  'Proportion of balances to credit limits is too high on revolving accounts',
  'Length of time accounts have been established',
  'Too many inquiries last 12 months',
] as const;
/** A score that was used but did not decline the application still has its factors. */
export const KEY_FACTORS = [
  'Proportion of balances to credit limits is too high on revolving accounts',
  'Length of time accounts have been established',
  'Too few accounts currently paid as agreed',
  'Number of accounts with balances',
] as const;

/**
 * The borrower's debt-to-income with a line drawn in full: the existing mortgage's payment (30
 * years at 6.5%) and the line's interest-only payment over monthly income.
 */
export function dtiPercentOf(
  existingLiens: number,
  lineAmount: number,
  aprPercent: number,
  annualIncome: number,
): number {
  if (annualIncome <= 0) return 0;
  // The core's rule (verified-income.ts), so the "why my offer changed" figures and the re-underwriting agree.
  return qualifyingDtiPercent({ annualIncome, monthlyDebts: mortgagePaymentOf(existingLiens), lineAmount, aprPercent });
}

/** The monthly payment on the liens ahead of the line: the sandbox has no credit report, so 30 years at 6.5%. */
export function mortgagePaymentOf(existingLiens: number): number {
  const r = 0.065 / 12;
  return existingLiens > 0 ? (existingLiens * r) / (1 - (1 + r) ** -360) : 0;
}

/** The figures an offer rests on (the before or after of "why my offer changed"). */
export function basisOf(input: {
  homeValue: number;
  existingLiens: number;
  offer: Pick<Offer, 'lineAmount' | 'aprPercent'>;
  annualIncome: number;
  lienPosition: number;
}): OfferBasis {
  const { homeValue, existingLiens, offer, annualIncome, lienPosition } = input;
  return {
    homeValue,
    existingLiens,
    cltvPercent: homeValue > 0 ? round1(((existingLiens + offer.lineAmount) / homeValue) * 100) : 0,
    dtiPercent: dtiPercentOf(existingLiens, offer.lineAmount, offer.aprPercent, annualIncome),
    lineAmount: offer.lineAmount,
    aprPercent: offer.aprPercent,
    annualIncome,
    lienPosition,
  };
}

/** The offer the borrower had before a change: the one chosen, else the first prequalified. */
function offerBefore(data: AppData): Pick<Offer, 'lineAmount' | 'aprPercent'> {
  if (data.amount && data.rate) return { lineAmount: data.amount, aprPercent: data.rate };
  return offersFor(data, 1)[0] as Offer;
}

/**
 * Why the offer changed, with the figures before and after, as underwriting saw them when it
 * changed them (the lifecycle stores this in the record at that moment):
 * - LIEN_POSITION_CLTV ("Winback"): title shows a second lien ahead of the line, so the line is
 *   third and the CLTV room is smaller (offers at 60%);
 * - VERIFIED_INCOME (income ending 111): the verified income is lower than stated (offers at 70%);
 * - REVALUATION ("Revalue"): the final valuation came in lower (offers at 85%).
 * A VERIFIED_INCOME change is a counteroffer (Reg B §1002.9(a)(1)(iv), decision 054): it keeps the
 * principal reasons and the bureau whose report gave the debts, for the notice product/select shows.
 */
export function offerChangeOf(
  reason: OfferChangeReason,
  app: Pick<AppRecord, 'uuid' | 'data'>,
  changedAt: string,
): StoredOfferChange {
  const { data } = app;
  const homeValue = homeValueOf(data);
  const existing = existingMortgageOf(data);
  const stated = data.statedIncome?.annualIncome ?? 0;
  const before = basisOf({
    homeValue,
    existingLiens: existing,
    offer: offerBefore(data),
    annualIncome: stated,
    lienPosition: 2,
  });
  const after =
    reason === 'LIEN_POSITION_CLTV'
      ? basisOf({
          homeValue,
          existingLiens: existing + roundTo(homeValue * 0.1, 1000),
          offer: offersFor(data, 0.6)[0] as Offer,
          annualIncome: stated,
          lienPosition: 3,
        })
      : reason === 'VERIFIED_INCOME'
        ? basisOf({
            homeValue,
            existingLiens: existing,
            offer: revisedOffersFor(data)[0] ?? offerBefore(data),
            annualIncome: verifiedIncomeOf(data) ?? stated,
            lienPosition: 2,
          })
        : basisOf({
            homeValue: roundTo(homeValue * 0.9, 1000),
            existingLiens: existing,
            offer: offersFor(data, 0.85)[0] as Offer,
            annualIncome: stated,
            lienPosition: 2,
          });
  const counteroffer =
    reason === 'VERIFIED_INCOME'
      ? { reasons: [...VERIFIED_INCOME_COUNTEROFFER_REASONS], bureau: applicationBureau(app.uuid) }
      : null;
  return { reason, changedAt, before, after, counteroffer };
}

/**
 * The income the last link verified, a year: what the linked source reported (the sandbox's payroll
 * record says $96,000), or null when no figure was verified (documents go to a person). "Income
 * ending 111" is the sandbox's lower verified income: the linked figure when lower, else 70% of the
 * stated, whatever was linked.
 */
export function verifiedIncomeOf(data: AppData): number | null {
  const stated = data.statedIncome?.annualIncome ?? 0;
  const linked = data.incomeSources?.at(-1)?.annualIncome ?? null;
  if (scenarioOf(data).income === 'lower-than-stated')
    return linked && linked < stated ? linked : roundTo(stated * 0.7, 1000);
  return linked;
}

/** Underwriting's second look, once income is verified: does the chosen line stand on the verified income (core rule)? */
export function reunderwriteOf(data: AppData): ReunderwriteOutcome {
  const chosen = offerBefore(data);
  return reunderwriteOnVerifiedIncome({
    statedIncome: data.statedIncome?.annualIncome ?? 0,
    verifiedIncome: verifiedIncomeOf(data),
    monthlyDebts: mortgagePaymentOf(existingMortgageOf(data)),
    lineAmount: chosen.lineAmount,
    aprPercent: chosen.aprPercent,
  });
}

/**
 * The offers again on the verified income: each of the three, its line cut to what the verified
 * income carries at its own APR (never above the first offers), and dropped below the smallest line.
 */
export function revisedOffersFor(data: AppData): Offer[] {
  const income = verifiedIncomeOf(data) ?? data.statedIncome?.annualIncome ?? 0;
  const monthlyDebts = mortgagePaymentOf(existingMortgageOf(data));
  return offersFor(data, 1)
    .map((offer) => {
      const lineAmount = Math.min(
        offer.lineAmount,
        maxLineForIncome({ annualIncome: income, monthlyDebts, aprPercent: offer.aprPercent }),
      );
      return {
        ...offer,
        lineAmount,
        minDraw: Math.min(offer.minDraw, Math.max(LOAN_AMOUNT_MIN, roundTo(lineAmount * 0.5, 1000))),
      };
    })
    .filter((offer) => offer.lineAmount >= LOAN_AMOUNT_MIN);
}
