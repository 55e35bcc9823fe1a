/**
 * A very small browser for the sandbox link providers' pages: it reads the forms out of the HTML
 * the server sent (action, method, fields, submit buttons) and submits them the way a browser
 * does (urlencoded, following nothing by itself), so a test walks the pages a person would and
 * breaks when a page loses its form or field.
 */
import { expect } from 'vitest';
import { linkSessionsPath, type LinkSessionBody } from '@heloc/core';
import type { Sandbox, StepCaller } from './harness.js';

export interface Page {
  readonly status: number;
  /** The redirect target of a 303, if any. */
  readonly location: string | null;
  readonly html: string;
  readonly headers: Headers;
}

export interface Control {
  readonly tag: 'input' | 'button';
  readonly name: string | null;
  readonly value: string;
  readonly type: string;
  readonly checked: boolean;
  readonly text: string;
  readonly formaction: string | null;
}

export interface Form {
  readonly action: string;
  readonly method: string;
  readonly controls: readonly Control[];
}

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const attrs = (tag: string) => {
  const out = new Map<string, string>();
  for (const m of tag.matchAll(/([a-z-]+)(?:="([^"]*)")?/gi)) out.set(m[1]!.toLowerCase(), decode(m[2] ?? ''));
  return out;
};

export function formsOf(html: string): Form[] {
  return [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)].map((m) => {
    const a = attrs(m[1]!);
    const inner = m[2]!;
    const controls: Control[] = [];
    for (const c of inner.matchAll(/<input\b([^>]*)>|<button\b([^>]*)>([\s\S]*?)<\/button>/gi)) {
      const isInput = c[1] !== undefined;
      const at = attrs((isInput ? c[1] : c[2]) ?? '');
      controls.push({
        tag: isInput ? 'input' : 'button',
        name: at.get('name') ?? null,
        value: at.get('value') ?? '',
        type: at.get('type') ?? (isInput ? 'text' : 'submit'),
        checked: at.has('checked'),
        text: decode((c[3] ?? '').replace(/<[^>]+>/g, '').trim()),
        formaction: at.get('formaction') ?? null,
      });
    }
    return { action: a.get('action') ?? '', method: (a.get('method') ?? 'get').toUpperCase(), controls };
  });
}

/** The visible text of a page (tags dropped, entities decoded), for asserting what a person reads. */
export const textOf = (html: string) =>
  decode(html.replace(/<style[\s\S]*?<\/style>/gi, '').replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

export async function open(sb: Sandbox, path: string): Promise<Page> {
  const res = await sb.app.request(path, { method: 'GET' });
  return { status: res.status, location: res.headers.get('location'), html: await res.text(), headers: res.headers };
}

/**
 * Submits a form as a browser would: its fields with their values (checked boxes and radios only,
 * unless `values` says otherwise), plus the pressed button's name and value.
 */
export async function submit(
  sb: Sandbox,
  form: Form,
  values: Record<string, string | string[]> = {},
  button?: Control,
): Promise<Page> {
  const body = new URLSearchParams();
  for (const c of form.controls) {
    if (!c.name || c.tag === 'button' || c.name in values) continue;
    if ((c.type === 'checkbox' || c.type === 'radio') && !c.checked) continue;
    body.append(c.name, c.value);
  }
  for (const [name, value] of Object.entries(values)) for (const v of [value].flat()) body.append(name, v);
  if (button?.name) body.append(button.name, button.value);
  const action = button?.formaction ?? form.action;
  if (form.method === 'GET') return open(sb, `${action}?${body.toString()}`);
  const res = await sb.app.request(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: body.toString(),
  });
  return { status: res.status, location: res.headers.get('location'), html: await res.text(), headers: res.headers };
}

/** The form on a page whose action ends with `suffix` (e.g. `/login`). */
export function formFor(page: Page, suffix: string): Form {
  const form = formsOf(page.html).find((f) => f.action.endsWith(suffix));
  expect(form, `a form posting to …${suffix} on: ${textOf(page.html).slice(0, 300)}`).toBeTruthy();
  return form as Form;
}

export interface LinkChoices {
  /** Part of the institution's name to pick (first listed when absent). */
  institution?: string;
  /** Typed into the search box first. */
  search?: string;
  username?: string;
  password?: string;
  /** One-time code (user_mfa). */
  code?: string;
  /** Which accounts: the page's default choice, every one (assets), or none. */
  accounts?: 'default' | 'all' | 'none';
}

export interface LinkOutcome {
  /** Where the provider sent the browser back to (path and query). */
  readonly returnUrl: string;
  readonly publicToken: string | null;
  readonly errorCode: string | null;
  readonly state: string | null;
  /** The session's answer (linkUrl, expiresAt, state). */
  readonly session: { linkUrl: string; expiresAt: string; state: string };
}

/** Starts a link session for the borrower's application (the JSON call the web's startLink makes). */
export async function startLinkSession(sb: Sandbox, who: StepCaller, body: LinkSessionBody) {
  const r = await sb.call('POST', linkSessionsPath(who.uuid), { token: who.token, headers: who.headers, body });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body as { linkUrl: string; expiresAt: string; state: string };
}

/** The outcome carried by a return URL. */
export function outcomeOf(returnUrl: string, session: LinkOutcome['session']): LinkOutcome {
  const url = new URL(returnUrl, 'http://sandbox');
  return {
    returnUrl,
    publicToken: url.searchParams.get('public_token') ?? url.searchParams.get('code'),
    errorCode: url.searchParams.get('error_code'),
    state: url.searchParams.get('state'),
    session,
  };
}

/**
 * Goes through the provider's pages from a link URL: search, pick, consent, sign in (and the code),
 * choose accounts. Stops at the first redirect away from the pages and answers what it carried.
 */
export async function completeLink(
  sb: Sandbox,
  session: LinkOutcome['session'],
  choices: LinkChoices = {},
): Promise<LinkOutcome> {
  const base = session.linkUrl;
  const away = (p: Page) =>
    p.status === 303 && p.location && !p.location.startsWith(base) ? outcomeOf(p.location, session) : null;
  const expectBack = (p: Page) => {
    expect(p.status, textOf(p.html).slice(0, 300)).toBe(303);
    return away(p);
  };
  let page = await open(sb, base);
  if (away(page)) return away(page) as LinkOutcome;
  expect(page.status).toBe(200);
  if (choices.search !== undefined)
    page = await submit(sb, formsOf(page.html).find((f) => f.method === 'GET') as Form, { q: choices.search });

  const pick = formFor(page, '/institution');
  const button = pick.controls.find(
    (c) => c.name === 'institution' && (!choices.institution || c.text.includes(choices.institution)),
  );
  expect(button, `institution ${choices.institution ?? '(first)'} listed`).toBeTruthy();
  let done = expectBack(await submit(sb, pick, {}, button));
  if (done) return done;

  page = await open(sb, base);
  const consent = formFor(page, '/consent');
  done = expectBack(
    await submit(
      sb,
      consent,
      {},
      consent.controls.find((c) => c.name === 'agree'),
    ),
  );
  if (done) return done;

  page = await open(sb, base);
  done = expectBack(
    await submit(sb, formFor(page, '/login'), {
      username: choices.username ?? 'user_good',
      password: choices.password ?? 'pass_good',
    }),
  );
  if (done) return done;

  page = await open(sb, base);
  if (page.html.includes('/mfa"')) {
    done = expectBack(await submit(sb, formFor(page, '/mfa'), { code: choices.code ?? '1234' }));
    if (done) return done;
    page = await open(sb, base);
  }
  const accounts = formFor(page, '/accounts');
  const all = accounts.controls.filter((c) => c.name === 'account').map((c) => c.value);
  const values: Record<string, string[]> =
    choices.accounts === 'all' ? { account: all } : choices.accounts === 'none' ? { account: [] } : {};
  done = expectBack(await submit(sb, accounts, values));
  expect(done, 'the accounts page sends the browser back to the app').toBeTruthy();
  return done as LinkOutcome;
}

/** A finished link's public token (Plaid, Truv) or code (Pointserv), for the step that exchanges it. */
export async function linkedToken(
  sb: Sandbox,
  who: StepCaller,
  body: LinkSessionBody,
  choices: LinkChoices = {},
): Promise<string> {
  const outcome = await completeLink(sb, await startLinkSession(sb, who, body), choices);
  expect(outcome.errorCode, outcome.returnUrl).toBeNull();
  return outcome.publicToken as string;
}
