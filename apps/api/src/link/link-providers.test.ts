/**
 * The sandbox link providers, over real HTTP handling and a real database: starting a link, the
 * provider's pages as a browser walks them (every test user and every failure ending as the
 * README says), the public token's exchange by the journey steps (once, in time, by its owner, for
 * its purpose), what each exchange records, escaping and the pages' headers.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_ERROR_CODES, linkInFlightPath, linkSessionsPath } from '@heloc/core';
import { linkSessions } from '../db/schema.js';
import { LINK_PAGES_STYLE_HASH } from './pages.js';
import { APP, registerBorrower, startSandbox, step, walk, type Borrower, type Sandbox } from '../testing/harness.js';
import {
  completeLink,
  formFor,
  formsOf,
  linkedToken,
  open,
  startLinkSession,
  submit,
  textOf,
  type LinkOutcome,
} from '../testing/link-browser.js';

let sb: Sandbox;
/** At DISBURSEMENT_ACCOUNT. */
let bank: Borrower;
/** Another borrower at DISBURSEMENT_ACCOUNT. */
let other: Borrower;
/** At INCOME_VERIFICATION. */
let income: Borrower;

beforeAll(async () => {
  sb = await startSandbox();
  bank = await registerBorrower(sb, {});
  other = await registerBorrower(sb, {});
  income = await registerBorrower(sb, {});
  await walk(sb, bank, { until: 'DISBURSEMENT_ACCOUNT' });
  await walk(sb, other, { until: 'DISBURSEMENT_ACCOUNT' });
  await walk(sb, income, { until: 'INCOME_VERIFICATION' });
});
afterAll(async () => {
  await sb.close();
});

const PLAID_RETURN = '/account/heloc/plaid-oauth-success';

describe('starting a link', () => {
  it('answers a same-origin page with a long random token, stored only as its hash, for 30 minutes', async () => {
    const s = await startLinkSession(sb, bank, { purpose: 'bank' });
    const token = s.linkUrl.split('/').at(-1) as string;
    expect(s.linkUrl).toMatch(/^\/sandbox-link\/[A-Za-z0-9_-]+$/);
    expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    expect(Date.parse(s.expiresAt) - sb.clock.t).toBe(30 * 60_000);
    const rows = await sb.deps.db.select().from(linkSessions).where(eq(linkSessions.applicationUuid, bank.uuid));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('409 with a clear message when the purpose makes no sense in the application’s state', async () => {
    const r = await sb.call('POST', linkSessionsPath(bank.uuid), {
      token: bank.token,
      body: { purpose: 'income', sourceType: 'TRUV_PAYROLL' },
    });
    expect(r.status).toBe(409);
    expect(r.body).toEqual({
      errors: ['Linking income is not open at this point of the application (DISBURSEMENT_ACCOUNT).'],
    });
    const assets = await sb.call('POST', linkSessionsPath(income.uuid), {
      token: income.token,
      body: { purpose: 'assets' },
    });
    expect(assets.status).toBe(409);
  });

  it('only the owner starts one (another borrower: 404; nobody: 401); the body is checked', async () => {
    expect(
      (await sb.call('POST', linkSessionsPath(bank.uuid), { token: other.token, body: { purpose: 'bank' } })).status,
    ).toBe(404);
    expect((await sb.call('POST', linkSessionsPath(bank.uuid), { body: { purpose: 'bank' } })).status).toBe(401);
    const bad = await sb.call('POST', linkSessionsPath(income.uuid), {
      token: income.token,
      body: { purpose: 'income' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toMatch(/^sourceType: /);
  });
});

describe('the provider’s pages', () => {
  const run = async (
    who: Borrower,
    choices: Parameters<typeof completeLink>[2],
    body: Parameters<typeof startLinkSession>[2] = { purpose: 'bank' },
  ) => completeLink(sb, await startLinkSession(sb, who, body), choices);
  const returnsWith = (o: LinkOutcome, code: string) => {
    expect(o.returnUrl).toBe(`${PLAID_RETURN}?error_code=${code}`);
    expect(LINK_ERROR_CODES).toContain(code);
  };

  it('user_good: back to the app with a public token', async () => {
    const o = await run(bank, {});
    expect(o.returnUrl).toMatch(new RegExp(`^${PLAID_RETURN}\\?public_token=public-sandbox-[A-Za-z0-9_-]{40,}$`));
  });

  it('user_mfa: asks for the code; a wrong one is retried on the page, 1234 goes on', async () => {
    const s = await startLinkSession(sb, bank, { purpose: 'bank' });
    let page = await open(sb, s.linkUrl);
    await submit(sb, formFor(page, '/institution'), {}, formFor(page, '/institution').controls[0]);
    page = await open(sb, s.linkUrl);
    await submit(sb, formFor(page, '/consent'), { agree: 'yes' });
    page = await open(sb, s.linkUrl);
    const signedIn = await submit(sb, formFor(page, '/login'), { username: 'user_mfa', password: 'pass_good' });
    expect(signedIn.location).toBe(s.linkUrl);
    page = await open(sb, s.linkUrl);
    expect(textOf(page.html)).toContain('Enter the code First Platypus Bank sent you');
    const wrong = await submit(sb, formFor(page, '/mfa'), { code: '9999' });
    expect(wrong.location).toBe(s.linkUrl);
    page = await open(sb, s.linkUrl);
    expect(textOf(page.html)).toContain('That code is not correct. Check it and try again.');
    expect(page.html).toContain('aria-describedby="code-error"');
    await submit(sb, formFor(page, '/mfa'), { code: '1234' });
    page = await open(sb, s.linkUrl);
    expect(textOf(page.html)).toContain('Choose an account');
    const back = await submit(sb, formFor(page, '/accounts'));
    expect(back.location).toMatch(/public_token=/);
  });

  it('user_locked: ITEM_LOCKED back to the app', async () => {
    returnsWith(await run(bank, { username: 'user_locked' }), 'ITEM_LOCKED');
  });

  it('a wrong password is retried on the page; the third wrong try is INVALID_CREDENTIALS', async () => {
    const s = await startLinkSession(sb, bank, { purpose: 'bank' });
    let page = await open(sb, s.linkUrl);
    await submit(sb, formFor(page, '/institution'), {}, formFor(page, '/institution').controls[0]);
    page = await open(sb, s.linkUrl);
    await submit(sb, formFor(page, '/consent'), { agree: 'yes' });
    for (const left of [2, 1]) {
      page = await open(sb, s.linkUrl);
      const r = await submit(sb, formFor(page, '/login'), { username: 'user_good', password: 'wrong' });
      expect(r.location).toBe(s.linkUrl);
      page = await open(sb, s.linkUrl);
      expect(textOf(page.html)).toContain(
        `The username or password is incorrect. ${left === 1 ? '1 try' : `${left} tries`} left.`,
      );
    }
    const third = await submit(sb, formFor(page, '/login'), { username: 'someone', password: 'pass_good' });
    expect(third.location).toBe(`${PLAID_RETURN}?error_code=INVALID_CREDENTIALS`);
  });

  it('an institution that is "Down" answers INSTITUTION_DOWN when picked', async () => {
    returnsWith(await run(bank, { institution: 'Down' }), 'INSTITUTION_DOWN');
  });

  it('no account chosen: NO_ACCOUNTS', async () => {
    returnsWith(await run(bank, { accounts: 'none' }), 'NO_ACCOUNTS');
  });

  it('every page has Exit, which is USER_CANCELLED', async () => {
    const s = await startLinkSession(sb, bank, { purpose: 'bank' });
    const pages: string[] = [];
    let page = await open(sb, s.linkUrl);
    pages.push(formsOf(page.html).some((f) => f.action === `${s.linkUrl}/exit`) ? 'pick' : '');
    await submit(sb, formFor(page, '/institution'), {}, formFor(page, '/institution').controls[0]);
    page = await open(sb, s.linkUrl);
    pages.push(formsOf(page.html).some((f) => f.action === `${s.linkUrl}/exit`) ? 'consent' : '');
    await submit(sb, formFor(page, '/consent'), { agree: 'yes' });
    page = await open(sb, s.linkUrl);
    pages.push(formsOf(page.html).some((f) => f.action === `${s.linkUrl}/exit`) ? 'login' : '');
    expect(pages).toEqual(['pick', 'consent', 'login']);
    const exit = await submit(sb, formFor(page, '/exit'));
    expect(exit.location).toBe(`${PLAID_RETURN}?error_code=USER_CANCELLED`);
  });

  it('a used or expired session sends the borrower back with SESSION_EXPIRED; an unknown one is a clear page', async () => {
    const used = await startLinkSession(sb, bank, { purpose: 'bank' });
    await completeLink(sb, used, {});
    const again = await open(sb, used.linkUrl);
    expect(again.location).toBe(`${PLAID_RETURN}?error_code=SESSION_EXPIRED`);

    const late = await startLinkSession(sb, bank, { purpose: 'bank' });
    sb.clock.t += 30 * 60_000 + 1;
    const expired = await open(sb, late.linkUrl);
    expect(expired.location).toBe(`${PLAID_RETURN}?error_code=SESSION_EXPIRED`);

    const unknown = await open(sb, '/sandbox-link/not-a-real-token-at-all-0123456789');
    expect(unknown.status).toBe(404);
    expect(textOf(unknown.html)).toContain('This link is no longer valid');
  });

  it('Pointserv returns into the application with code and the session’s state', async () => {
    const o = await run(income, {}, { purpose: 'income', sourceType: 'POINTSERV_TAX' });
    expect(o.returnUrl).toMatch(
      new RegExp(`^/account/heloc/${income.uuid}/income/pointserv-callback\\?code=[^&]+&state=`),
    );
    expect(o.state).toBe(o.session.state);
    // The tax source lists transcripts, not banks.
    const s = await startLinkSession(sb, income, { purpose: 'income', sourceType: 'POINTSERV_TAX' });
    expect(textOf((await open(sb, s.linkUrl)).html)).toContain('IRS transcript (sandbox)');
  });

  it('a search shows what was typed as text, never as markup', async () => {
    const s = await startLinkSession(sb, bank, { purpose: 'bank' });
    const page = await open(sb, `${s.linkUrl}?q=${encodeURIComponent('<script>alert(1)</script>')}`);
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('<script>');
    expect(page.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(textOf(page.html)).toContain('No banks match “<script>alert(1)</script>”');
  });

  it('the pages allow no script, no frame and only their own style; the app keeps its own policy', async () => {
    const s = await startLinkSession(sb, bank, { purpose: 'bank' });
    const page = await open(sb, s.linkUrl);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'none'");
    expect(csp).toContain(`style-src ${LINK_PAGES_STYLE_HASH}`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.html).not.toMatch(/<script|\son[a-z]+=/i);
    const app = await sb.call('GET', '/healthz');
    expect(app.headers.get('content-security-policy')).toContain("script-src 'self'");
  });
});

describe('the link in flight (a provider return in another tab, decision 058)', () => {
  it('answers what the newest unspent link is for and its bank step, never a token; gone once spent or expired', async () => {
    const b = await registerBorrower(sb, {});
    await walk(sb, b, { until: 'DISBURSEMENT_ACCOUNT' });
    expect(await sb.call('GET', linkInFlightPath(b.uuid), { token: b.token })).toMatchObject({
      status: 404,
      body: { errors: ['No link is waiting to be finished on this application.'] },
    });
    const session = await startLinkSession(sb, b, { purpose: 'bank', step: 'disbursement' });
    const open = await sb.call('GET', linkInFlightPath(b.uuid), { token: b.token });
    expect(open.status).toBe(200);
    expect(open.body).toEqual({
      purpose: 'bank',
      sourceType: null,
      step: 'disbursement',
      state: session.state,
      expiresAt: session.expiresAt,
    });
    const { publicToken } = await completeLink(sb, session, {});
    const ended = await sb.call('GET', linkInFlightPath(b.uuid), { token: b.token });
    expect(ended.body).toMatchObject({ purpose: 'bank', step: 'disbursement' });
    expect(JSON.stringify(ended.body)).not.toContain(publicToken as string);
    // Only the owner asks; nobody signed in is a 401.
    expect((await sb.call('GET', linkInFlightPath(b.uuid), { token: other.token })).status).toBe(404);
    expect((await sb.call('GET', linkInFlightPath(b.uuid), {})).status).toBe(401);
    expect((await step(sb, b, 'disbursement', { mode: 'linked', publicToken: publicToken as string })).status).toBe(
      200,
    );
    expect((await sb.call('GET', linkInFlightPath(b.uuid), { token: b.token })).status).toBe(404);
    // An autopay link, left unfinished past its 30 minutes, is not in flight any more.
    await startLinkSession(sb, b, { purpose: 'bank', step: 'autopay' });
    expect((await sb.call('GET', linkInFlightPath(b.uuid), { token: b.token })).body).toMatchObject({
      step: 'autopay',
    });
    // (Aged in the database, not by the shared clock: the other tests' sessions must stay signed in.)
    await sb.deps.db
      .update(linkSessions)
      .set({ expiresAt: new Date(sb.clock.t) })
      .where(eq(linkSessions.applicationUuid, b.uuid));
    expect((await sb.call('GET', linkInFlightPath(b.uuid), { token: b.token })).status).toBe(404);
  });
});

describe('exchanging the public token through the steps', () => {
  it('bank: the linked account with its routing number; only the last four digits reach the browser', async () => {
    const b = await registerBorrower(sb, {});
    await walk(sb, b, { until: 'DISBURSEMENT_ACCOUNT' });
    const publicToken = await linkedToken(sb, b, { purpose: 'bank' }, { institution: 'Paisley' });
    const r = await step(sb, b, 'disbursement', { mode: 'linked', publicToken });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({
      status: { state: 'AUTOPAY_ACCOUNT', giactAccountStatus: 'VERIFIED' },
      disburseAccount: {
        mode: 'linked',
        institution: 'Paisley National Bank',
        routingNumber: '071000013',
        accountType: 'CHECKING',
      },
    });
    const [row] = await sb.deps.db
      .select()
      .from(linkSessions)
      .where(eq(linkSessions.publicTokenHash, (await import('../auth/secrets.js')).hashSecret(publicToken)));
    const full = (row?.result as { accounts: { accountNumber: string }[] }).accounts[0]?.accountNumber as string;
    expect(full).toMatch(/^\d{12}$/);
    expect(r.body.disburseAccount.accountNumber).toBe(full.slice(-4));
    expect(r.body.disburseAccount.mask).toBe(full.slice(-4));
    expect(JSON.stringify((await sb.call('GET', `${APP}/${b.uuid}`, { token: b.token })).body)).not.toContain(full);
    // A routing number can be typed only for a linked account that came without one.
    const routing = await step(sb, b, 'disbursement', { mode: 'routing', routingNumber: '021000021' });
    expect(routing.status).toBe(409);
    expect(routing.body).toEqual({
      errors: ['A routing number can be added only to a linked account that came without one.'],
    });
  });

  it('a token is single use', async () => {
    const b = await registerBorrower(sb, {});
    await walk(sb, b, { until: 'DISBURSEMENT_ACCOUNT' });
    const publicToken = await linkedToken(sb, b, { purpose: 'bank' });
    expect((await step(sb, b, 'disbursement', { mode: 'linked', publicToken })).status).toBe(200);
    const again = await step(sb, b, 'autopay', {
      payType: 'AUTOPAY',
      useDisbursementAccount: false,
      account: { mode: 'linked', publicToken },
      achAuthorization: true,
    });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ errors: ['publicToken: This link was already used. Start the connection again.'] });
  });

  it('two exchanges of one token at once: exactly one links the account', async () => {
    const b = await registerBorrower(sb, {});
    await walk(sb, b, { until: 'DISBURSEMENT_ACCOUNT' });
    const publicToken = await linkedToken(sb, b, { purpose: 'bank' });
    const both = await Promise.all([
      step(sb, b, 'disbursement', { mode: 'linked', publicToken }),
      step(sb, b, 'disbursement', { mode: 'linked', publicToken }),
    ]);
    // Which one loses depends on timing: refused as used (400) or as out of order once the other moved the state (409).
    const [won, lost] = both.map((r) => r.status).sort();
    expect(won).toBe(200);
    expect([400, 409]).toContain(lost);
    // …and the token is spent either way.
    expect(
      (
        await step(sb, b, 'autopay', {
          payType: 'AUTOPAY',
          useDisbursementAccount: false,
          account: { mode: 'linked', publicToken },
          achAuthorization: true,
        })
      ).status,
    ).toBe(400);
  });

  it('a step out of order is refused (409) before its token is spent', async () => {
    const b = await registerBorrower(sb, {});
    await walk(sb, b, { until: 'DISBURSEMENT_ACCOUNT' });
    const publicToken = await linkedToken(sb, b, { purpose: 'bank' });
    const early = await step(sb, b, 'autopay', {
      payType: 'AUTOPAY',
      useDisbursementAccount: false,
      account: { mode: 'linked', publicToken },
      achAuthorization: true,
    });
    expect(early.status).toBe(409);
    expect((await step(sb, b, 'disbursement', { mode: 'linked', publicToken })).status).toBe(200);
  });

  it('a token expires after 15 minutes', async () => {
    const b = await registerBorrower(sb, {});
    await walk(sb, b, { until: 'DISBURSEMENT_ACCOUNT' });
    const publicToken = await linkedToken(sb, b, { purpose: 'bank' });
    sb.clock.t += 15 * 60_000 + 1;
    const r = await step(sb, b, 'disbursement', { mode: 'linked', publicToken });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ errors: ['publicToken: This link has expired. Start the connection again.'] });
  });

  it('another borrower’s token, an unknown one, and one made for another purpose are refused with a 400', async () => {
    const mine = await linkedToken(sb, other, { purpose: 'bank' });
    const stolen = await step(sb, bank, 'disbursement', { mode: 'linked', publicToken: mine });
    expect(stolen.status).toBe(400);
    expect(stolen.body).toEqual({ errors: ['publicToken: This link is not valid. Start the connection again.'] });
    // On the owner's application but with another borrower's session: 404, whose it is not revealed.
    expect(
      (await step(sb, { token: bank.token, uuid: other.uuid }, 'disbursement', { mode: 'linked', publicToken: mine }))
        .status,
    ).toBe(404);
    const unknown = await step(sb, bank, 'disbursement', { mode: 'linked', publicToken: 'public-sandbox-nope' });
    expect(unknown.status).toBe(400);
    // A bank link's token, then the application is put where income is linked (the owner's sandbox control).
    const x = await registerBorrower(sb, {});
    await walk(sb, x, { until: 'DISBURSEMENT_ACCOUNT' });
    const bankToken = await linkedToken(sb, x, { purpose: 'bank' });
    expect(
      (
        await sb.call('PUT', `/sandbox/applications/${x.uuid}/state`, {
          token: x.token,
          body: { state: 'INCOME_VERIFICATION' },
        })
      ).status,
    ).toBe(200);
    const wrong = await step(sb, x, 'incomeLink', { publicToken: bankToken });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      errors: ['publicToken: This link was made for a bank account, not for this step. Start the connection again.'],
    });
    const incomeToken = await linkedToken(sb, income, { purpose: 'income', sourceType: 'TRUV_PAYROLL' });
    // …and it still works for its own step.
    const ok = await step(sb, income, 'incomeLink', { publicToken: incomeToken });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.incomeSources).toEqual([
      expect.objectContaining({
        type: 'TRUV_PAYROLL',
        provider: 'TRUV',
        institution: 'Quokka Payroll',
        status: 'LINKED',
        annualIncome: 96_000,
      }),
    ]);
  });

  it('assets: the accounts with their balances, and which count toward asset depletion', async () => {
    const b = await registerBorrower(sb, { annualIncome: 77_777 });
    await walk(sb, b, { until: 'ASSETS_PREQUAL' });
    const publicToken = await linkedToken(sb, b, { purpose: 'assets' }, { institution: 'Corduroy', accounts: 'all' });
    const r = await step(sb, b, 'assets', { publicToken });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.assetDepletion).toMatchObject({ complete: true, countedBalance: 8_250 + 42_300 + 186_000 });
    expect(r.body.assetDepletion.accounts).toEqual([
      expect.objectContaining({ institution: 'Corduroy Investments', kind: 'CHECKING', balance: 8_250, counts: true }),
      expect.objectContaining({ kind: 'SAVINGS', counts: true }),
      expect.objectContaining({ kind: 'BROKERAGE', counts: true }),
      expect.objectContaining({ kind: 'RETIREMENT', balance: 240_000, counts: false }),
    ]);
    expect(r.body.status.state).toBe('WAITING_FOR_INITIAL_OFFERS');
  });
});
