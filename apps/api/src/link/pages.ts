/**
 * The sandbox link providers' pages, rendered on the server: plain HTML forms, no script at all
 * (the CSP forbids any), every value from data escaped by hono/html's `html` template (only the
 * stylesheet, a constant, goes in raw). Accessible without help: one h1, labels, landmarks, a
 * visible focus ring, usable with the keyboard alone and at 390 px wide.
 */
import { createHash } from 'node:crypto';
import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import {
  INCOME_SOURCE_LABELS,
  linkShares,
  SANDBOX_LINK_USERS,
  type IncomeSourceType,
  type LinkPurpose,
} from '@heloc/core';
import type { Institution, ProviderAccount } from './catalogue.js';

type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

const CSS = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1b1f;background:#f4f5f7}
.sandbox{background:#fff4ce;color:#3d2e00;border-bottom:2px solid #8a6d00;padding:.75rem 1rem}
.sandbox p{margin:.25rem auto;max-width:32rem}
.bar{display:flex;justify-content:space-between;align-items:center;gap:1rem;max-width:34rem;margin:0 auto;padding:.75rem 1rem}
.brand{font-weight:700}
main{max-width:34rem;margin:0 auto 2rem;padding:1.25rem 1rem;background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.15)}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 1rem}
h2{font-size:1.1rem;margin:1.25rem 0 .5rem}
ul.list{list-style:none;margin:0;padding:0}
ul.list li{margin:0 0 .5rem}
button,input{font:inherit}
button{min-height:44px;padding:.5rem 1rem;border-radius:8px;border:2px solid #0b57d0;background:#0b57d0;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#0b57d0}
button.choice{width:100%;text-align:left;background:#fff;color:#1b1b1f;border-color:#6b6f76}
button.quiet{background:transparent;color:#1b1b1f;border-color:#6b6f76}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input[type=text],input[type=password],input[type=search]{width:100%;min-height:44px;padding:.5rem .75rem;border:2px solid #6b6f76;border-radius:8px;background:#fff;color:#1b1b1f}
input[aria-invalid=true]{border-color:#b3261e}
.row{display:flex;gap:.5rem;align-items:flex-end}
.row>div{flex:1}
.actions{display:flex;flex-wrap:wrap;gap:.5rem;margin-top:1.25rem}
.error{color:#b3261e;font-weight:600;margin:.5rem 0}
.hint{color:#4a4d52;font-size:.9rem;margin:.25rem 0}
fieldset{border:0;margin:0;padding:0}
legend{font-weight:600;margin-bottom:.5rem}
.account{display:flex;gap:.75rem;align-items:flex-start;padding:.75rem;border:2px solid #6b6f76;border-radius:8px;margin-bottom:.5rem}
.account input{width:1.25rem;height:1.25rem;margin-top:.15rem}
.account label{margin:0;font-weight:400}
.account strong{display:block}
:focus-visible{outline:3px solid #1b1b1f;outline-offset:2px;box-shadow:0 0 0 5px #ffd33d}
footer{max-width:34rem;margin:0 auto;padding:0 1rem 2rem;color:#4a4d52;font-size:.875rem}
`;

/** The only style the pages may apply: its hash goes in their CSP, so no other inline style would run. */
export const LINK_PAGES_STYLE_HASH = `'sha256-${createHash('sha256').update(CSS).digest('base64')}'`;

/** No script, no frames, no other origins; forms post only to this server (CSP Level 3). */
export const LINK_PAGES_CSP = [
  "default-src 'none'",
  "script-src 'none'",
  `style-src ${LINK_PAGES_STYLE_HASH}`,
  "img-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

export interface PageFrame {
  /** The provider's name (Plaid, Truv, Pointserv). */
  readonly provider: string;
  /** The session's pages' base path (`/sandbox-link/<token>`); null on the page for an unknown link. */
  readonly base: string | null;
  readonly title: string;
}

const money = (n: number) => `$${n.toLocaleString('en-US')}`;

/** The page around every step: the sandbox banner with the test users, Exit, and one main with one h1. */
export function page(frame: PageFrame, body: Html): Html {
  const users = Object.values(SANDBOX_LINK_USERS);
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${frame.title} — ${frame.provider} (sandbox)</title>
<style>${raw(CSS)}</style>
</head>
<body>
<header>
<div class="sandbox">
<p><strong>Sandbox stand-in of ${frame.provider}.</strong> This is not a real connection: no bank, employer or tax service is contacted and nothing you type leaves this test server.</p>
<p>Test users (password for each: <code>${users[0]?.password}</code>): ${users.map((u, i) => html`${i > 0 ? ' · ' : ''}<code>${u.username}</code> ${u.leadsTo}`)}. Any other username or password is refused.</p>
</div>
<div class="bar">
<span class="brand">${frame.provider}</span>
${frame.base ? html`<form method="post" action="${frame.base}/exit"><button class="quiet" type="submit">Exit</button></form>` : ''}
</div>
</header>
<main>
${body}
</main>
<footer><p>Sandbox pages served by the HELOC portal’s test server in place of ${frame.provider}’s own.</p></footer>
</body>
</html>`;
}

export interface PickView {
  readonly base: string;
  readonly purpose: LinkPurpose;
  readonly kind: Institution['kind'];
  readonly query: string;
  readonly institutions: readonly Institution[];
}

export const pickTitle = (kind: Institution['kind']) =>
  kind === 'payroll'
    ? 'Find your employer or payroll provider'
    : kind === 'tax'
      ? 'Choose where your tax records come from'
      : 'Select your bank';

export function pickPage(v: PickView): Html {
  const noun =
    v.kind === 'payroll' ? 'employers and payroll providers' : v.kind === 'tax' ? 'tax record sources' : 'banks';
  return html`<h1>${pickTitle(v.kind)}</h1>
<form method="get" action="${v.base}" role="search" class="row">
<div><label for="q">Search ${noun}</label><input id="q" name="q" type="search" value="${v.query}" autocomplete="off"></div>
<button class="secondary" type="submit">Search</button>
</form>
<h2 id="results">${v.query ? html`Results for “${v.query}”` : html`All ${noun}`}</h2>
${
  v.institutions.length === 0
    ? html`<p>No ${noun} match “${v.query}”. Try another name.</p>`
    : html`<form method="post" action="${v.base}/institution"><ul class="list" aria-labelledby="results">${v.institutions.map((i) => html`<li><button class="choice" type="submit" name="institution" value="${i.id}">${i.name}</button></li>`)}</ul></form>`
}`;
}

const PURPOSE_WHY: Record<LinkPurpose, string> = {
  income: 'to verify your income for your home-equity line of credit application',
  assets: 'to verify the assets that support your home-equity line of credit application',
  bank: 'to set up the account your line’s draws are paid to and its payments are taken from',
};

export interface ConsentView {
  readonly base: string;
  readonly provider: string;
  readonly purpose: LinkPurpose;
  readonly sourceType: string | null;
  readonly institution: Institution;
  readonly lender: string;
}

export function consentPage(v: ConsentView): Html {
  // The same words the borrower read on our page before leaving (the core's one text, decision 054).
  const shared = linkShares({ purpose: v.purpose, sourceType: v.sourceType, institutionKind: v.institution.kind });
  const source = v.sourceType ? ` (${INCOME_SOURCE_LABELS[v.sourceType as IncomeSourceType] ?? v.sourceType})` : '';
  // GLBA (15 U.S.C. 6802, Regulation P 12 CFR 1016) requires telling the consumer what nonpublic
  // personal information is shared and with whom; FCRA 15 U.S.C. 1681b(a)(3)(F)/(a)(2) — the
  // permissible purpose is the credit transaction the consumer applied for, or their written
  // instruction, which this consent is.
  return html`<h1>${v.lender} uses ${v.provider} to connect ${v.institution.name}</h1>
<p>${v.provider} will share this with ${v.lender}${source}:</p>
<ul>${shared.map((s) => html`<li>${s}</li>`)}</ul>
<p><strong>Why:</strong> ${PURPOSE_WHY[v.purpose]}. ${v.lender} uses it only for this application, as the Fair Credit Reporting Act allows for a credit transaction you asked for, and does not sell it.</p>
<p class="hint">You can disconnect at any time by contacting ${v.lender}. ${v.provider} never shares your sign-in details.</p>
<form method="post" action="${v.base}/consent" class="actions">
<button type="submit" name="agree" value="yes">Agree and continue</button>
<button class="secondary" type="submit" formaction="${v.base}/back">Choose another</button>
</form>`;
}

export interface LoginView {
  readonly base: string;
  readonly institution: Institution;
  readonly error: string | null;
  readonly triesLeft: number;
}

export function loginPage(v: LoginView): Html {
  const invalid = v.error ? 'true' : 'false';
  return html`<h1>Sign in to ${v.institution.name}</h1>
<p>Use the username and password you use on ${v.institution.name}’s website.</p>
${v.error ? html`<p class="error" id="login-error">${v.error} ${v.triesLeft === 1 ? '1 try left.' : `${v.triesLeft} tries left.`}</p>` : ''}
<form method="post" action="${v.base}/login">
<label for="username">Username</label>
<input id="username" name="username" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" required aria-invalid="${invalid}" ${v.error ? raw('aria-describedby="login-error"') : ''}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required aria-invalid="${invalid}" ${v.error ? raw('aria-describedby="login-error"') : ''}>
<div class="actions"><button type="submit">Sign in</button></div>
</form>`;
}

export function mfaPage(v: { base: string; institution: Institution; error: string | null }): Html {
  return html`<h1>Enter the code ${v.institution.name} sent you</h1>
<p>We sent a one-time code to the phone on file at ${v.institution.name}.</p>
${v.error ? html`<p class="error" id="code-error">${v.error}</p>` : ''}
<form method="post" action="${v.base}/mfa">
<label for="code">One-time code</label>
<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" required aria-invalid="${v.error ? 'true' : 'false'}" ${v.error ? raw('aria-describedby="code-error"') : ''}>
<div class="actions"><button type="submit">Continue</button></div>
</form>`;
}

const KIND_LABEL: Record<ProviderAccount['kind'], string> = {
  CHECKING: 'Checking',
  SAVINGS: 'Savings',
  BROKERAGE: 'Brokerage',
  RETIREMENT: 'Retirement',
  PAYROLL: 'Payroll',
  TAX_TRANSCRIPT: 'Tax transcripts',
};

export function accountsTitle(purpose: LinkPurpose) {
  return purpose === 'bank'
    ? 'Choose an account'
    : purpose === 'assets'
      ? 'Choose the accounts to share'
      : 'Confirm the connection to share';
}

export function accountsPage(v: {
  base: string;
  purpose: LinkPurpose;
  institution: Institution;
  accounts: readonly ProviderAccount[];
}): Html {
  // A bank link takes exactly one account (radio); assets one or more (checkboxes); income its one record.
  const multiple = v.purpose === 'assets';
  const type = multiple ? 'checkbox' : 'radio';
  const legend =
    v.purpose === 'bank'
      ? `Which ${v.institution.name} account should be used?`
      : v.purpose === 'assets'
        ? 'Choose one or more accounts'
        : `Your ${v.institution.name} connection`;
  return html`<h1>${accountsTitle(v.purpose)}</h1>
<form method="post" action="${v.base}/accounts">
<fieldset>
<legend>${legend}</legend>
${v.accounts.map(
  (a, i) => html`<div class="account">
<input id="acct-${a.id}" type="${type}" name="account" value="${a.id}" ${v.accounts.length === 1 || (!multiple && i === 0) ? raw('checked') : ''}>
<label for="acct-${a.id}"><strong>${a.name}</strong> ${KIND_LABEL[a.kind]} ending in ${a.mask}${a.balance !== null ? html` · balance ${money(a.balance)}` : ''}${a.annualIncome !== null ? html` · ${money(a.annualIncome)} a year` : ''}</label>
</div>`,
)}
</fieldset>
<div class="actions"><button type="submit">Continue</button></div>
</form>`;
}

/** When the session cannot be found at all, where to return is unknown: say so plainly. */
export function unknownLinkPage(): Html {
  return page(
    { provider: 'the link provider', base: null, title: 'This link is no longer valid' },
    html`<h1>This link is no longer valid</h1>
<p>The connection was already finished, has expired, or the address is not complete. Nothing was linked.</p>
<p>Go back to your application and start the connection again.</p>
<p><a href="/">Back to the application</a></p>`,
  );
}
