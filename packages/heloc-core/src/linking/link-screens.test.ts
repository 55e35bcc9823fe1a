import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ASSET_COUNT_SHARE,
  countAsset,
  countAssets,
  incomeLinkScreen,
  LINK_NOT_IN_THIS_TAB_MESSAGE,
  linkReturnOutcome,
  linkOriginScreen,
  linkStep,
  pendingFromServer,
  retryLinkBody,
  type PendingLinkFacts,
} from './link-screens.js';
import { LINK_ERROR_MESSAGES, LINKABLE_INCOME_SOURCES } from './linking.js';
import { stepSchema } from '../contract/steps.js';

const query = (q: string) => new URLSearchParams(q);
const income: PendingLinkFacts = {
  helocUuid: 'u1',
  purpose: 'income',
  sourceType: 'TRUV_PAYROLL',
  returnTo: '/account/heloc/u1/income/review',
};
const bank: PendingLinkFacts = {
  helocUuid: 'u1',
  purpose: 'bank',
  step: 'autopay',
  returnTo: '/account/heloc/u1/bank/autopay',
};

describe('income/link/{type}', () => {
  it('shows the provider, what is shared and what is needed for every linkable type', () => {
    for (const type of LINKABLE_INCOME_SOURCES) {
      const screen = incomeLinkScreen(type);
      expect(screen.kind).toBe('link');
      if (screen.kind === 'link') {
        expect(screen.view.shares.length).toBeGreaterThan(0);
        expect(screen.view.needs).toMatch(/username and password/);
      }
    }
    expect(incomeLinkScreen('POINTSERV_TAX')).toMatchObject({
      kind: 'link',
      view: { providerName: 'Pointserv', sourceLabel: 'Tax returns' },
    });
  });

  it('sends the paystub upload to its own screen and anything else back to the review', () => {
    expect(incomeLinkScreen('MANUAL_PAYSTUB')).toEqual({ kind: 'redirect', to: 'income/upload/MANUAL_PAYSTUB' });
    expect(incomeLinkScreen('EMPINFO')).toEqual({ kind: 'redirect', to: 'income/review' });
    expect(incomeLinkScreen('<script>')).toEqual({ kind: 'redirect', to: 'income/review' });
  });
});

describe('a link return', () => {
  it('spends the token on the step the link was for, with a body the step accepts', () => {
    const cases: [PendingLinkFacts, string, unknown][] = [
      [income, 'incomeLink', { publicToken: 'tok' }],
      [{ ...income, purpose: 'assets' }, 'assets', { publicToken: 'tok' }],
      [{ ...bank, step: 'disbursement' }, 'disbursement', { mode: 'linked', publicToken: 'tok' }],
      [
        bank,
        'autopay',
        {
          payType: 'AUTOPAY',
          useDisbursementAccount: false,
          account: { mode: 'linked', publicToken: 'tok' },
          achAuthorization: true,
        },
      ],
    ];
    for (const [pending, name, body] of cases) {
      const step = linkStep(pending, 'tok');
      expect(step).toEqual({ name, body });
      expect(v.safeParse(stepSchema(step.name), step.body).success).toBe(true);
    }
  });

  it('finishes with the public token, or with the code Pointserv sends', () => {
    expect(linkReturnOutcome({ query: query('public_token=tok'), pending: income })).toMatchObject({
      kind: 'finish',
      uuid: 'u1',
      step: { name: 'incomeLink', body: { publicToken: 'tok' } },
    });
    expect(linkReturnOutcome({ query: query('code=pc'), pending: income, pathUuid: 'u1' })).toMatchObject({
      kind: 'finish',
      step: { body: { publicToken: 'pc' } },
    });
  });

  it('shows each error code by its fixed message, and an unknown code or no token as a failed link', () => {
    expect(linkReturnOutcome({ query: query('error_code=ITEM_LOCKED'), pending: income })).toMatchObject({
      kind: 'failed',
      code: 'ITEM_LOCKED',
      message: LINK_ERROR_MESSAGES.ITEM_LOCKED,
    });
    expect(linkReturnOutcome({ query: query('error_code=%3Cb%3Ehi'), pending: income })).toMatchObject({
      kind: 'failed',
      code: 'INVALID_TOKEN',
      message: LINK_ERROR_MESSAGES.INVALID_TOKEN,
    });
    expect(linkReturnOutcome({ query: query(''), pending: income })).toMatchObject({
      kind: 'failed',
      code: 'INVALID_TOKEN',
    });
  });

  it('has nothing to finish without a link in flight in this tab, or for another application', () => {
    expect(linkReturnOutcome({ query: query('public_token=tok'), pending: null })).toEqual({
      kind: 'orphan',
      message: LINK_NOT_IN_THIS_TAB_MESSAGE,
    });
    expect(linkReturnOutcome({ query: query('code=tok'), pending: income, pathUuid: 'u2' })).toEqual({
      kind: 'orphan',
      message: LINK_NOT_IN_THIS_TAB_MESSAGE,
    });
    expect(linkReturnOutcome({ query: query('error_code=USER_CANCELLED'), pending: null })).toEqual({
      kind: 'orphan',
      message: LINK_ERROR_MESSAGES.USER_CANCELLED,
    });
  });

  it('spends a Pointserv code only when it carries back the state this tab left with', () => {
    const pointserv = { ...income, sourceType: 'POINTSERV_PAYROLL', state: 's1' };
    expect(linkReturnOutcome({ query: query('code=pc&state=s1'), pending: pointserv, pathUuid: 'u1' })).toMatchObject({
      kind: 'finish',
    });
    expect(linkReturnOutcome({ query: query('code=pc&state=evil'), pending: pointserv, pathUuid: 'u1' })).toMatchObject(
      { kind: 'failed', code: 'INVALID_TOKEN' },
    );
    expect(linkReturnOutcome({ query: query('code=pc'), pending: pointserv, pathUuid: 'u1' })).toMatchObject({
      kind: 'failed',
      code: 'INVALID_TOKEN',
    });
    expect(linkReturnOutcome({ query: query('public_token=t'), pending: { ...bank, state: 's2' } })).toMatchObject({
      kind: 'finish',
    });
  });

  it('starts the same link again', () => {
    expect(retryLinkBody(income)).toEqual({ purpose: 'income', sourceType: 'TRUV_PAYROLL' });
    expect(retryLinkBody(bank)).toEqual({ purpose: 'bank', step: 'autopay' });
    expect(retryLinkBody({ ...bank, step: undefined })).toEqual({ purpose: 'bank' });
    expect(retryLinkBody({ ...income, sourceType: 'MANUAL_PAYSTUB' })).toBeNull();
  });

  it('rebuilds the link in flight from heloc_uuid and the server’s record when the return opened in another tab', () => {
    const record = {
      purpose: 'bank',
      sourceType: null,
      step: 'autopay',
      state: 's9',
      expiresAt: '2026-11-22T16:00:00Z',
    } as const;
    const pending = pendingFromServer('u1', record);
    expect(pending).toEqual({
      helocUuid: 'u1',
      purpose: 'bank',
      step: 'autopay',
      returnTo: '/account/heloc/u1/bank/autopay',
      state: 's9',
    });
    expect(linkReturnOutcome({ query: query('public_token=tok'), pending, pathUuid: 'u1' })).toMatchObject({
      kind: 'finish',
      step: { name: 'autopay' },
    });
    // A return carrying another state was not started by this session: never spent.
    expect(linkReturnOutcome({ query: query('public_token=tok&state=evil'), pending, pathUuid: 'u1' })).toMatchObject({
      kind: 'failed',
    });
    const pointserv = pendingFromServer('u1', {
      ...record,
      purpose: 'income',
      sourceType: 'POINTSERV_TAX',
      step: null,
    });
    expect(pointserv.returnTo).toBe('/account/heloc/u1/income/review');
    expect(linkReturnOutcome({ query: query('code=c&state=s9'), pending: pointserv, pathUuid: 'u1' })).toMatchObject({
      kind: 'finish',
      step: { name: 'incomeLink' },
    });
    expect(linkReturnOutcome({ query: query('code=c'), pending: pointserv, pathUuid: 'u1' })).toMatchObject({
      kind: 'failed',
    });
  });

  it('knows the screen each link starts from', () => {
    expect(linkOriginScreen('income')).toBe('income/review');
    expect(linkOriginScreen('assets')).toBe('product/assets');
    expect(linkOriginScreen('bank', 'disbursement')).toBe('bank/disburse');
    expect(linkOriginScreen('bank')).toBe('bank/disburse');
    expect(linkOriginScreen('bank', 'autopay')).toBe('bank/autopay');
  });
});

describe('asset depletion', () => {
  it('counts deposit and investment accounts in full, and retirement accounts, credit and loans not at all', () => {
    const a = (kind: string, balance: number) => ({ institution: 'Bank', kind, mask: '1234', balance });
    expect(countAsset(a('SAVINGS', 1000.9))).toMatchObject({
      counted: 1000,
      counts: 'Counts in full',
      typeLabel: 'Savings',
    });
    expect(countAsset(a('brokerage', 10_000))).toMatchObject({
      counted: 10_000,
      counts: 'Counts in full',
      typeLabel: 'Brokerage',
    });
    expect(countAsset(a('RETIREMENT', 10_000))).toMatchObject({
      counted: 0,
      counts: 'Does not count',
      typeLabel: 'Retirement',
    });
    expect(countAsset(a('CREDIT', 5000))).toMatchObject({
      counted: 0,
      counts: 'Does not count',
      typeLabel: 'Other account',
    });
    expect(countAsset(a('CHECKING', -50)).counted).toBe(0);
    expect(countAssets([a('CHECKING', 100), a('RETIREMENT', 100), a('LOAN', 100), a('CD', 50)]).total).toBe(150);
  });

  it('words a discount from the share', () => {
    const before = ASSET_COUNT_SHARE.RETIREMENT;
    ASSET_COUNT_SHARE.RETIREMENT = 0.6;
    try {
      expect(countAsset({ institution: 'Bank', kind: 'RETIREMENT', mask: '1', balance: 1000 })).toMatchObject({
        counted: 600,
        counts: 'Counts at 60%',
      });
    } finally {
      ASSET_COUNT_SHARE.RETIREMENT = before as number;
    }
  });
});
