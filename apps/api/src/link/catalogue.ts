/**
 * What the sandbox link providers offer: fictional banks, employers and payroll providers, tax
 * transcripts, and the accounts each one "holds". Deterministic, so a test (or a person following
 * the README) always meets the same names and masks. The sandbox's magic words come from
 * @heloc/core linking.ts: a name with "Down" answers INSTITUTION_DOWN, a "Tokenized" bank shares no
 * routing number.
 */
import { createHash } from 'node:crypto';
import {
  SANDBOX_DOWN_INSTITUTION,
  SANDBOX_TOKENIZED_INSTITUTION,
  type LinkProvider,
  type LinkPurpose,
} from '@heloc/core';

export interface Institution {
  readonly id: string;
  readonly name: string;
  /** A bank holds deposit and investment accounts; a payroll source holds an employment record; a tax source holds transcripts. */
  readonly kind: 'bank' | 'payroll' | 'tax';
  /** The ABA routing number the bank shares (null: a tokenized bank shares none). */
  readonly routingNumber: string | null;
}

// Real routing numbers with valid ABA checksums (the core's routingNumberSchema checks them);
// the sandbox never moves money, so they only need to look right.
const ROUTING = [
  '021000021',
  '011000015',
  '121000358',
  '026009593',
  '071000013',
  '111000025',
  '122000247',
  '031100209',
  '044000037',
];

const bank = (id: string, name: string, i: number): Institution => ({
  id,
  name,
  kind: 'bank',
  routingNumber: name.includes(SANDBOX_TOKENIZED_INSTITUTION) ? null : (ROUTING[i % ROUTING.length] as string),
});

export const BANKS: readonly Institution[] = [
  bank('first-platypus', 'First Platypus Bank', 0),
  bank('tartan-fcu', 'Tartan Federal Credit Union', 1),
  bank('gingham-savings', 'Gingham Savings Bank', 2),
  bank('houndstooth', 'Houndstooth Trust Company', 3),
  bank('paisley-national', 'Paisley National Bank', 4),
  bank('tokenized-argyle', 'Tokenized Bank of Argyle', 5),
  bank('chambray', 'Chambray Community Bank', 6),
  bank('seersucker', 'Seersucker Savings & Loan', 7),
  bank('corduroy', 'Corduroy Investments', 8),
  bank('down-valley', 'Down Valley Bank (always down)', 0),
];

const payroll = (id: string, name: string): Institution => ({ id, name, kind: 'payroll', routingNumber: null });
export const PAYROLL: readonly Institution[] = [
  payroll('quokka-payroll', 'Quokka Payroll'),
  payroll('heron-hr', 'Blue Heron HR & Payroll'),
  payroll('kestrel-works', 'Kestrel Works, Inc. (employer)'),
  payroll('marmot-logistics', 'Marmot Logistics (employer)'),
  payroll('ibex-health', 'Ibex Health System (employer)'),
  payroll('down-payroll', 'Down Payroll Services (always down)'),
];

export const TAX: readonly Institution[] = [
  { id: 'irs-transcript', name: 'IRS transcript (sandbox)', kind: 'tax', routingNumber: null },
  { id: 'state-transcript', name: 'State tax transcript (sandbox)', kind: 'tax', routingNumber: null },
  { id: 'down-tax', name: 'Tax transcript service (Down)', kind: 'tax', routingNumber: null },
];

/** The institutions a link can pick from: payroll for payroll sources, transcripts for tax, banks otherwise. */
export function institutionsFor(purpose: LinkPurpose, sourceType: string | null): readonly Institution[] {
  if (purpose !== 'income') return BANKS;
  if (sourceType === 'TRUV_PAYROLL' || sourceType === 'POINTSERV_PAYROLL') return PAYROLL;
  if (sourceType === 'POINTSERV_TAX' || sourceType === 'POINTSERV_1099_MISC') return TAX;
  return BANKS;
}

export const isDown = (institution: Institution) => institution.name.includes(SANDBOX_DOWN_INSTITUTION);

/** Case-insensitive search on the name; an empty query lists everything. */
export const searchInstitutions = (list: readonly Institution[], query: string) => {
  const q = query.trim().toLowerCase();
  return q ? list.filter((i) => i.name.toLowerCase().includes(q)) : list;
};

export type AccountKind = 'CHECKING' | 'SAVINGS' | 'BROKERAGE' | 'RETIREMENT' | 'PAYROLL' | 'TAX_TRANSCRIPT';

/** An account as the provider holds it. `accountNumber` is server-only: the browser sees `mask`. */
export interface ProviderAccount {
  readonly id: string;
  readonly name: string;
  readonly kind: AccountKind;
  readonly mask: string;
  readonly accountNumber: string;
  /** Current balance in dollars (deposit and investment accounts). */
  readonly balance: number | null;
  /** Yearly income the record shows (payroll, deposits, transcripts). */
  readonly annualIncome: number | null;
}

/** Digits that stay the same for one institution and account (so masks are stable). */
const digits = (seed: string, n: number) => {
  const hex = createHash('sha256').update(seed).digest('hex');
  return BigInt(`0x${hex.slice(0, 15)}`)
    .toString()
    .padStart(n, '0')
    .slice(-n);
};

function account(
  institution: Institution,
  id: string,
  name: string,
  kind: AccountKind,
  balance: number | null,
  annualIncome: number | null,
): ProviderAccount {
  const number = digits(`${institution.id}:${id}`, 12);
  // A tokenized bank hands out a processor token in place of the account number.
  const accountNumber = institution.routingNumber === null && institution.kind === 'bank' ? `tok_${number}` : number;
  return { id, name, kind, mask: number.slice(-4), accountNumber, balance, annualIncome };
}

/**
 * The accounts a link of this purpose offers at an institution: a bank link offers the deposit
 * accounts (the draw and the payments need checking or savings), an assets link the deposit and
 * investment accounts with balances, an income link the payroll record, the account the pay is
 * deposited to, or the transcripts.
 */
export function accountsFor(institution: Institution, purpose: LinkPurpose): ProviderAccount[] {
  if (institution.kind === 'payroll')
    return [account(institution, 'payroll', `Payroll record at ${institution.name}`, 'PAYROLL', null, 96_000)];
  if (institution.kind === 'tax')
    return [
      account(institution, 'transcripts', 'Tax return transcripts, last two years', 'TAX_TRANSCRIPT', null, 94_500),
    ];
  const deposits = [
    account(institution, 'checking', 'Everyday Checking', 'CHECKING', 8_250, null),
    account(institution, 'savings', 'High-Yield Savings', 'SAVINGS', 42_300, null),
  ];
  if (purpose === 'bank') return deposits;
  if (purpose === 'income') return [{ ...deposits[0]!, annualIncome: 95_200 }];
  return [
    ...deposits,
    account(institution, 'brokerage', 'Individual Brokerage', 'BROKERAGE', 186_000, null),
    account(institution, 'ira', 'Traditional IRA', 'RETIREMENT', 240_000, null),
  ];
}

/**
 * Which assets count toward asset depletion: deposits and taxable investments the borrower can
 * reach; retirement accounts do not (withdrawing early costs penalties the sandbox does not model).
 */
export const countsTowardAssets = (a: ProviderAccount) => a.kind !== 'RETIREMENT' && a.balance !== null;

export const PROVIDER_NAMES: Record<LinkProvider, string> = { PLAID: 'Plaid', TRUV: 'Truv', POINTSERV: 'Pointserv' };
