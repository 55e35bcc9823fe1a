/** Helpers for the end-to-end tests: axe checks and the borrower's registration through the UI. */
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { deflateSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type FileChooser, type Locator, type Page } from '@playwright/test';
import { EMPLOYMENT_TYPE_LABELS } from '@heloc/core';
import { OPERATOR_TOKEN } from './operator';

/** The operator token the server was started with (playwright.config.ts): flags and maintenance need it. */
export function operatorHeaders(): Record<string, string> {
  const token = process.env.E2E_OPERATOR_TOKEN;
  if (!token) throw new Error('E2E_OPERATOR_TOKEN is not set: run the specs through playwright.config.ts');
  return { 'x-operator-token': token };
}

/** The signed-in borrower's own token: sandbox control of their own application needs it. */
export const bearer = (jwt: string | null) => ({ authorization: `Bearer ${jwt ?? ''}` });

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: every rule axe has for them. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core's own script, the one `@axe-core/playwright` ships (read once per worker). We run it
 * ourselves rather than through `AxeBuilder`: the builder evaluates the 600 kB script again on every
 * check and opens a blank page for `finishRun` — 2–3.5 s a check on an idle 2-core machine against
 * 0.1–0.5 s here, over ~270 checks a run (decision 075). Same engine, same rules, same tags.
 */
const AXE_SOURCE = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * axe's violations on the page as it is now. The script is put into each frame that lacks it (a
 * full navigation drops it; an in-app navigation keeps it), then `axe.run` checks the whole
 * document, frames included, for the given tags at every impact.
 */
export async function axeViolations(page: Page, tags: string[] = WCAG_AA_TAGS): Promise<AxeViolation[]> {
  await transitionsSettled(page);
  for (const frame of page.frames()) {
    const present = await frame.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');
    if (!present) await frame.evaluate(AXE_SOURCE);
  }
  return page.evaluate(async (values) => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
    };
    const results = await axe.run(document, { runOnly: { type: 'tag', values }, resultTypes: ['violations'] });
    return results.violations.map((v) => ({
      id: v.id,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  }, tags);
}

/**
 * Waits until no finite CSS animation or transition is running in the page (a spinner or a striped
 * bar loops forever and is left out). axe judges colours as they are painted: a dialog fading out
 * over the next screen — the processing modal as the status moves the borrower on — has text at
 * part opacity, and its contrast failed one run in a few (bank/disburse in a clean run of fa97f70).
 * A state the browser reports, not a wait of so many milliseconds.
 */
export async function transitionsSettled(page: Page) {
  // Polled from here, not in the page: specs that install the page's clock stop its timers and frames.
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          document
            .getAnimations()
            .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity)
            .map((a) => (a.effect as KeyframeEffect | null)?.target?.nodeName ?? '?'),
        ),
      { message: 'CSS transitions still running', timeout: 15_000, intervals: [50, 100, 250] },
    )
    .toEqual([]);
}

/**
 * Runs the page's clock ahead until `done` shows: the app's own timers (the status polling's 1, 2,
 * 4, then 5 s waits) fire at once instead of after a real minute, and each read is still a real
 * request to the real server, answered before the clock moves again. The page must have been
 * loaded after `page.clock.install()` (decision 075).
 */
export async function runClockUntilVisible(page: Page, done: Locator, stepMs = 5_000) {
  await expect(async () => {
    await page.clock.fastForward(stepMs);
    await expect(done).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 90_000, intervals: [100] });
}

/** The most a screen may shift between two checks of the same document: Lighthouse calls ≤ 0.1 good; we hold 0.02. */
export const MAX_LAYOUT_SHIFT = 0.02;

interface ShiftRecord {
  readonly value: number;
  /** The screen (the page's path) the shift happened on. */
  readonly path: string;
  /** The page's path and how far it was scrolled when the shift was recorded. */
  readonly where: string;
  readonly sources: string[];
}

/** What the observer keeps on the window: `take` returns the shifts recorded since the last take, and clears them. */
interface ShiftWatch {
  take(): ShiftRecord[];
}

/**
 * The observer put into every document: `layout-shift` entries, buffered (so nothing before the
 * script ran is missed), those an input caused (`hadRecentInput`) left out, each with the elements
 * that moved and by how much.
 */
function installShiftWatch() {
  const w = window as unknown as { __layoutShift?: ShiftWatch };
  if (w.__layoutShift) return;
  let records: ShiftRecord[] = [];
  const describe = (n: Node | null | undefined) => {
    if (!(n instanceof Element)) return n?.nodeName ?? 'a removed node';
    const cls = [...n.classList].find((c) => c.endsWith('-root')) ?? n.classList[0];
    return `${n.tagName.toLowerCase()}${n.id ? `#${n.id}` : ''}${cls ? `.${cls}` : ''}`;
  };
  // The path and the scroll position over time, so each shift says where the page was when it
  // happened (entries reach the observer later, often after the next navigation).
  // Installed after the document's start (the first check of a document opened before the watch
  // was), the earlier shifts' screens are unknown: they are judged as one, and said to be so, not
  // put on the screen open now (decision 078 amendment 6).
  const installedAt = performance.now();
  const paths =
    installedAt > 1_000
      ? [
          { t: 0, v: `(the screens before the first check, up to ${location.pathname})` },
          { t: installedAt, v: location.pathname },
        ]
      : [{ t: 0, v: location.pathname }];
  const scrolls = [{ t: 0, v: 0 }];
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method].bind(history);
    history[method] = (...args: Parameters<History['pushState']>) => {
      original(...args);
      paths.push({ t: performance.now(), v: location.pathname });
    };
  }
  addEventListener('popstate', () => paths.push({ t: performance.now(), v: location.pathname }));
  addEventListener('scroll', () => scrolls.push({ t: performance.now(), v: Math.round(scrollY) }), { passive: true });
  const at = <T>(list: { t: number; v: T }[], t: number) => list.filter((p) => p.t <= t).at(-1)?.v;
  const add = (entries: PerformanceEntryList) => {
    for (const e of entries as unknown as {
      value: number;
      startTime: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    }[]) {
      if (e.hadRecentInput) continue;
      records.push({
        value: e.value,
        path: String(at(paths, e.startTime)),
        where: `${at(paths, e.startTime)} at scroll ${at(scrolls, e.startTime)}`,
        sources: (e.sources ?? []).map(
          (s) =>
            `${describe(s.node)} y ${Math.round(s.previousRect.y)}→${Math.round(s.currentRect.y)}` +
            (Math.round(s.previousRect.x) === Math.round(s.currentRect.x)
              ? ''
              : ` x ${Math.round(s.previousRect.x)}→${Math.round(s.currentRect.x)}`) +
            ` h ${Math.round(s.previousRect.height)}→${Math.round(s.currentRect.height)}`,
        ),
      });
    }
  };
  const observer = new PerformanceObserver((list) => add(list.getEntries()));
  observer.observe({ type: 'layout-shift', buffered: true });
  w.__layoutShift = {
    take() {
      // Entries recorded but not yet delivered to the callback are taken now: no waiting on a task.
      add(observer.takeRecords());
      const out = records;
      records = [];
      return out;
    },
  };
}

const watched = new WeakSet<Page>();

/**
 * The layout shifts of the page's current document since the last reading (which it clears). The
 * observer goes into every later document of the page from its first line (`addInitScript`), and
 * into the one already open (the buffered entries give that document's past): deterministic, the
 * entries the browser recorded, never a wait.
 */
export async function takeLayoutShift(page: Page): Promise<{ cls: number; shifts: ShiftRecord[] }> {
  if (!watched.has(page)) {
    watched.add(page);
    await page.addInitScript(installShiftWatch);
  }
  const shifts = await page.evaluate(`(${installShiftWatch.toString()})(), window.__layoutShift.take()`);
  const list = shifts as ShiftRecord[];
  // Per screen: a check that spans a move from one screen to the next (a status read moved the
  // borrower on) judges each screen by its own shifts, as the issue asks of "any screen it visits".
  const byScreen = new Map<string, number>();
  for (const s of list) byScreen.set(s.path, (byScreen.get(s.path) ?? 0) + s.value);
  return { cls: Math.max(0, ...byScreen.values()), shifts: list };
}

/** The screen did not move under the reader: its shifts since the last check add up to at most 0.02. */
export async function expectStable(page: Page, label: string) {
  const { cls, shifts } = await takeLayoutShift(page);
  expect(
    cls,
    `${label}: layout shift ${cls.toFixed(3)} > ${MAX_LAYOUT_SHIFT} — ${shifts
      .map((s) => `${s.value.toFixed(3)} on ${s.where} (${s.sources.join(', ')})`)
      .join('; ')}`,
  ).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
}

/**
 * Every screen's shift, read at each `expectAccessible` (decision 078): past 0.02 the test fails
 * (`expectStable`). Strict is the default since decision 078 amendment 7, once a strict run with two
 * busy loops beside the suite passed; E2E_LAYOUT_SHIFT=report lists the shifts instead (printed, and
 * kept as the test's `layout-shift` annotation), to survey them all in one run.
 * A check that names the shift it expects (`knownShift`) is listed, never failed: a move the spec
 * itself makes — product/select (final): the "Your Offer Details" panel leaves the sidebar when the
 * revalued offer is to be chosen again (shared-surfaces §2 shows it only while term, rate and
 * amount are all above 0).
 */
async function noteLayoutShift(page: Page, label: string, knownShift?: string) {
  if (!knownShift && process.env.E2E_LAYOUT_SHIFT !== 'report') return expectStable(page, label);
  const { cls, shifts } = await takeLayoutShift(page);
  if (cls <= MAX_LAYOUT_SHIFT) return;
  const description = `${label}${knownShift ? ` (expected: ${knownShift})` : ''}: ${cls.toFixed(3)} — ${shifts
    .map((s) => `${s.value.toFixed(3)} on ${s.where} (${s.sources.join(', ')})`)
    .join('; ')}`;
  test.info().annotations.push({ type: 'layout-shift', description });
  console.log(`layout shift past ${MAX_LAYOUT_SHIFT}: ${description}`);
}

/** axe's WCAG 2.2 AA check of the screen as it is, and its layout shift since the last check (issue 27). */
export async function expectAccessible(page: Page, label: string, { knownShift }: { knownShift?: string } = {}) {
  await noteLayoutShift(page, label, knownShift);
  const violations = await axeViolations(page);
  // Any impact: WCAG 2.2 AA leaves no room for a "minor" violation (the stories check the same way).
  expect(
    violations.map(
      (v) =>
        `${label}: ${v.id} — ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    ),
  ).toEqual([]);
}

/**
 * Records every Content-Security-Policy violation the page reports (the DOM's securitypolicyviolation
 * event, in every document of the page, and Chromium's console line), from the next navigation on.
 * The returned function lists them; a spec expects it empty — zero violations (issue 25, item 18).
 */
export async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) fromConsole.push(`console: ${m.text()}`);
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber} ${e.sample}`),
    );
  });
  return async () => [
    ...fromConsole,
    ...(await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])),
  ];
}

/**
 * WCAG 2.2 SC 2.4.11 (Focus Not Obscured) against the floating "Chat with us" button, at the
 * current viewport: every control reached by Tab is clear of the button, and once the page is
 * scrolled to its end nothing with text or a control is left under it (issue 25, item 15).
 */
export async function expectClearOfChatButton(page: Page, label: string) {
  const launcher = page.getByRole('button', { name: 'Chat with us' });
  await expect(launcher).toBeVisible();
  const overlap = (
    a: { x: number; y: number; width: number; height: number },
    b: { x: number; y: number; width: number; height: number },
  ) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  // Start at the top, with nothing focused, then Tab through the page as a keyboard user would.
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const hidden: string[] = [];
  for (let i = 0; i < 120; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const r = el.getBoundingClientRect();
      return {
        name: `${el.tagName.toLowerCase()} “${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}”`,
        isLauncher: el.textContent?.trim() === 'Chat with us',
        rect: { x: r.x, y: r.y, width: r.width, height: r.height },
      };
    });
    if (!focused) break;
    if (focused.isLauncher) continue;
    const button = await launcher.boundingBox();
    if (button && overlap(focused.rect, button)) hidden.push(focused.name);
  }
  expect(hidden.map((h) => `${label}: focused ${h} is under the chat button`)).toEqual([]);
  // Scrolled to the end: the page's last lines (footer links included) have moved clear of it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const button = await launcher.boundingBox();
  const under = await page.evaluate((b) => {
    if (!b) return [];
    const out: string[] = [];
    const self = [...document.querySelectorAll('button')].find((x) => x.textContent?.trim() === 'Chat with us');
    for (const el of document.querySelectorAll<HTMLElement>('main *, footer *')) {
      if (self?.contains(el)) continue;
      const text = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      const control = el.matches('a, button, input, select, textarea, [tabindex]');
      if (!text && !control) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (r.x < b.x + b.width && b.x < r.x + r.width && r.y < b.y + b.height && b.y < r.y + r.height)
        out.push(`${el.tagName.toLowerCase()} “${(el.textContent ?? '').trim().slice(0, 40)}”`);
    }
    return out;
  }, button);
  expect(under.map((u) => `${label}: at the end of the page ${u} is under the chat button`)).toEqual([]);
}

export interface Applicant {
  street1?: string;
  city?: string;
  state?: string;
  zip?: string;
  income?: string;
  /** The Employment option's label, e.g. 'Self-employed'. */
  employment?: string;
  email?: string;
  /** The SSN typed on start/profile (walk.ts), e.g. a sandbox scenario's ending. */
  ssn?: string;
}

let counter = 0;
export const uniqueEmail = () => `e2e-${Date.now()}-${counter++}@example.com`;

/** Registers through the seven steps, by keyboard where a person would type. */
export async function register(page: Page, a: Applicant = {}, query = '') {
  const email = a.email ?? uniqueEmail();
  await page.goto(`/account/heloc/register${query}`);
  await expect(page.getByRole('heading', { name: 'Which home is the line of credit for?' })).toBeVisible();
  await page.getByLabel('Street address').fill(a.street1 ?? '12 Oak Street');
  await page.getByLabel('City').fill(a.city ?? 'San Mateo');
  await page.getByRole('combobox', { name: 'State' }).selectOption(a.state ?? 'CA');
  await page.getByLabel('ZIP code').fill(a.zip ?? '94401');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('I am not planning to sell').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  // The income the sandbox's payroll record verifies ($96,000): a borrower who states it keeps the offer
  // chosen; one who states more is re-underwritten on the verified income (decision 054).
  await page.getByLabel('Annual income').fill(a.income ?? '96000');
  await page
    .getByRole('combobox', { name: 'Employment' })
    .selectOption({ label: a.employment ?? 'Full-time employed' });
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('First name').fill('Ann');
  await page.getByLabel('Last name').fill('Lee');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Date of birth').fill('1980-04-02');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mobile phone').fill('(415) 555-0100');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.locator('input[type="password"]').fill('correct horse battery staple');
  await page.getByRole('button', { name: 'Create my application' }).click();
  return { email };
}

const APPLICATIONS = '/service-application/api/v1/application/heloc';

export interface ApiStart {
  /** Where the application is opened; `false` leaves the page where it is (the caller opens it). */
  readonly open?: boolean;
  /** The crypto-backed variant (what `?utm_source=cloc` makes register() send). */
  readonly isCrypto?: boolean;
}

/**
 * The same account and application register() makes through the seven steps, made through the API
 * (the calls the register screen sends), and signed in on the page — for the specs whose subject
 * comes after registration (decision 092). Registration itself is walked in the UI by
 * journey.spec.ts, keyboard.spec.ts, site.spec.ts, layout-shift.spec.ts and closing-walk.spec.ts.
 * The token is put in the tab once (a sign-out in the test stays signed out on reload).
 */
export async function registerByApi(page: Page, a: Applicant = {}, options: ApiStart = {}) {
  const email = a.email ?? uniqueEmail();
  const reg = await page.request.post('/identity/api/v1/registration/register', {
    data: { email, password: 'correct horse battery staple' },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const jwt = (await reg.json()).jwt as string;
  const employmentType =
    Object.entries(EMPLOYMENT_TYPE_LABELS).find(([, label]) => label === (a.employment ?? 'Full-time employed'))?.[0] ??
    'FULL_TIME';
  const created = await page.request.post(APPLICATIONS, {
    headers: bearer(jwt),
    data: {
      property: {
        street1: a.street1 ?? '12 Oak Street',
        street2: null,
        city: a.city ?? 'San Mateo',
        state: a.state ?? 'CA',
        zip: a.zip ?? '94401',
      },
      saleStatus: 'NOT_SELLING',
      income: { annualIncome: Number(a.income ?? '96000'), employmentType },
      name: { firstName: 'Ann', middleName: null, lastName: 'Lee', suffix: null },
      birthdate: '1980-04-02',
      contact: { email, phone: '(415) 555-0100' },
      referrerUuid: null,
      isCrypto: options.isCrypto ?? false,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const uuid = (await created.json()).uuid as string;
  await page.addInitScript((token) => {
    if (sessionStorage.getItem('e2e-signed-in')) return;
    sessionStorage.setItem('e2e-signed-in', '1');
    localStorage.setItem('jwt', token);
  }, jwt);
  if (options.open !== false) await page.goto(`/account/heloc/${uuid}`);
  return { email, jwt, uuid };
}

/**
 * A borrower made through the API whom the operator then holds at `state` (with the status flags
 * and data given) for far longer than the test, then signed in on the application's page.
 */
export async function heldBorrower(
  page: Page,
  held: { state: string; status?: Record<string, unknown>; data?: Record<string, unknown> },
  a: Applicant = {},
) {
  const made = await registerByApi(page, a, { open: false });
  const put = await page.request.put(`/sandbox/applications/${made.uuid}/state`, {
    headers: operatorHeaders(),
    data: { dueInMs: 10 * 60_000, ...held },
  });
  expect(put.status(), await put.text()).toBe(200);
  await page.goto(`/account/heloc/${made.uuid}`);
  return made;
}

/**
 * The owner moves their application in the sandbox (PUT …/state with their own token: a state, the
 * status flags an owner may set, and `dueInMs` to hold a wait screen), and the sandbox says yes.
 */
export async function ownerSetsState(
  page: Page,
  uuid: string,
  jwt: string,
  body: { state: string; status?: Record<string, unknown>; dueInMs?: number },
) {
  const r = await page.request.put(`/sandbox/applications/${uuid}/state`, { headers: bearer(jwt), data: body });
  expect(r.status(), await r.text()).toBe(200);
}

/** The newest link the sandbox "mailed" to an email, read from the outbox as the operator. */
export async function outboxLink(
  request: APIRequestContext,
  to: string,
  kind: 'signer-invitation' | 'password-reset',
): Promise<string> {
  let link: string | null = null;
  await expect(async () => {
    const r = await request.get(`/sandbox/outbox?to=${encodeURIComponent(to)}&kind=${kind}`, {
      headers: { 'x-operator-token': OPERATOR_TOKEN },
    });
    expect(r.status()).toBe(200);
    link = ((await r.json()) as { link: string | null }[])[0]?.link ?? null;
    expect(link).toBeTruthy();
  }).toPass();
  return link as unknown as string;
}

/** A small real PNG (an ID-card-coloured rectangle with a darker band), made here: no binary fixtures in the repository. */
export function cardPng(width = 320, height = 200): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = (crcTable[(c ^ b) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const band = y > 20 && y < 50;
      const photo = x > 20 && x < 110 && y > 70 && y < 180;
      const [r, g, b] = band ? [30, 80, 140] : photo ? [150, 150, 160] : [220, 228, 240];
      row.writeUInt8(r, 1 + x * 3);
      row.writeUInt8(g, 2 + x * 3);
      row.writeUInt8(b, 3 + x * 3);
    }
    rows.push(row);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8);
  ihdr.writeUInt8(2, 9);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
/** A minimal real PDF (one catalog object): accepted by the browser's and the server's checks. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

/** Screenshots at desktop and phone widths when SHOTS_DIR is set (never in the repository). */
export async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}-1280.png`, fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${dir}/${name}-390.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}

/* ---------- closing: the final offer and signing/sign, shared by the signing and co-deed specs ---------- */

/** The offer figures put on the application when a spec starts at a closing state (the screens before are other specs'). */
export const CLOSING_OFFER = {
  term: 10,
  rate: 7.5,
  amount: 150_000,
  uwCalculatedDrawAmount: 100_000,
  originationFeePercent: 2,
  payType: 'AUTOPAY',
  disburseAccount: { routingNumber: '021000021', accountNumber: '000987654321' },
  autopayAccount: { routingNumber: '021000021', accountNumber: '000987654321' },
};

/** Registers, then the operator puts the application at `state` with the offer's figures; returns its uuid. */
export async function registerAtClosing(page: Page, state: string, street1?: string): Promise<string> {
  await register(page, street1 ? { street1 } : {});
  await expect(page.getByRole('heading', { name: 'Let’s check your rate' })).toBeVisible();
  const uuid = /\/account\/heloc\/([0-9a-f-]{36})\//.exec(page.url())?.[1] ?? '';
  // Money and accounts may only be patched by the operator (the owner may jump state alone).
  const jumped = await page.request.put(`/sandbox/applications/${uuid}/state`, {
    headers: operatorHeaders(),
    data: { state, status: { waitingOnFloodCert: false }, data: CLOSING_OFFER },
  });
  expect(jumped.status()).toBe(200);
  await page.goto(`/account/heloc/${uuid}`);
  return uuid;
}

/** Presses Tab until `target` has focus, as a keyboard user would (never a click). */
export async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 80; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Never reached by Tab');
}

/** The documents signing/sign lists, in order (core DOCUMENTS_TO_SIGN's titles). */
export const DOCUMENTS_TO_SIGN_TITLES = [
  'Closing summary: your account, fees and costs',
  'Home equity line of credit agreement and note',
  'Notice of right to cancel',
] as const;

/** From signing/intro: accepts the final offer when it is still to accept (which goes on to signing/sign), or opens signing/sign. */
export async function acceptFinalOffer(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Your final offer' })).toBeVisible();
  const accept = page.getByRole('button', { name: 'Accept and continue' });
  const sign = page.getByRole('link', { name: 'Sign your documents' });
  // FINAL_OFFER shows Accept; once accepted and the note is ready (NOTE_SIGNING), the link to sign.
  await expect(accept.or(sign)).toBeVisible();
  // "Accept and continue" goes on to signing/sign by itself once the note is ready (issue 25, item 14).
  if (await accept.isVisible()) await accept.click();
  else await sign.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign your documents' })).toBeVisible();
}

/**
 * On signing/sign, by keyboard: opens each document in the page's viewer and waits until it shows
 * and is marked "Opened" (the server refuses to sign a document never opened). The generated note is
 * filled with the application: its text layer carries the borrower's `name`.
 */
export async function openEachDocument(page: Page, name: string) {
  for (const title of DOCUMENTS_TO_SIGN_TITLES) {
    await tabTo(page, page.getByRole('button', { name: title }));
    await page.keyboard.press('Enter');
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: title })).toContainText('Opened');
    if (title.startsWith('Home equity')) await expect(page.locator('.textLayer')).toContainText(name);
  }
}

/** On signing/sign, by keyboard: E-SIGN consent, the typed signature (prefilled with `name`), initials, Sign. */
export async function adoptSignatureAndSign(page: Page, name: string, initials: string) {
  await tabTo(page, page.getByRole('checkbox', { name: /I agree to sign these documents electronically/ }));
  await page.keyboard.press('Space');
  // "Type my name" is chosen; the name is the borrower's, as typed at registration.
  await expect(page.getByRole('textbox', { name: /Your full name/ })).toHaveValue(name);
  await expect(page.getByRole('img', { name: `Your signature: ${name}, in a script face` })).toBeVisible();
  await tabTo(page, page.getByRole('textbox', { name: /Your initials/ }));
  await page.keyboard.type(initials);
  await tabTo(page, page.getByRole('button', { name: 'Sign documents', exact: true }));
  await page.keyboard.press('Enter');
}

/** "Ann Lee" → "AL": what a person types as their initials. */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');

/** signing/sign from start to end: each document opened, then consent, signature, initials and Sign. */
export async function signDocuments(page: Page, name: string, initials = initialsOf(name)) {
  await expect(page).toHaveURL(/\/signing\/sign$/);
  await openEachDocument(page, name);
  await adoptSignatureAndSign(page, name, initials);
}

/** The file choosers a page opened and nobody took yet, and who waits for the next one. */
const fileChoosers = new WeakMap<Page, { opened: FileChooser[]; waiting: ((chooser: FileChooser) => void)[] }>();

/**
 * Chooses files through the page's file picker, opened by `open` (a click, or a key press on a
 * focused button). The page's choosers are intercepted from the first call on, for good: Playwright
 * turns interception on when a 'filechooser' listener is added and off when the last one goes,
 * without waiting for the browser (the race of puppeteer#6040). `waitForEvent('filechooser')` right
 * before a key press lost that race under load (4 of 9 runs of identity.spec at three workers): the
 * browser's own dialog opened, no event came and the test waited out its 180 s.
 */
export async function chooseFiles(
  page: Page,
  open: () => Promise<unknown>,
  files: Parameters<FileChooser['setFiles']>[0],
): Promise<void> {
  let queue = fileChoosers.get(page);
  if (!queue) {
    const created = { opened: [] as FileChooser[], waiting: [] as ((chooser: FileChooser) => void)[] };
    fileChoosers.set(page, created);
    page.on('filechooser', (chooser) => {
      const waiter = created.waiting.shift();
      if (waiter) waiter(chooser);
      else created.opened.push(chooser);
    });
    // A round trip on the page's session after the listener: interception is on in the browser by its answer.
    await page.evaluate(() => undefined);
    queue = created;
  }
  const { opened, waiting } = queue;
  const next = opened.shift();
  const chooser = next
    ? Promise.resolve(next)
    : new Promise<FileChooser>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(take), 1);
          reject(new Error('No file chooser opened within 20 s of the action that should open it'));
        }, 20_000);
        const take = (c: FileChooser) => {
          clearTimeout(timer);
          resolve(c);
        };
        waiting.push(take);
      });
  await open();
  await (await chooser).setFiles(files);
}

/** The shared ID capture, by the file picker: a US passport's front (one side), previewed. */
export async function choosePassport(page: Page) {
  await page.getByRole('radio', { name: 'US Passport' }).check();
  await chooseFiles(page, () => page.getByRole('button', { name: 'Choose a file for the front' }).click(), {
    name: 'passport.png',
    mimeType: 'image/png',
    buffer: cardPng(),
  });
  await expect(page.getByRole('img', { name: 'Preview of the front of your US Passport' })).toBeVisible();
}

/**
 * The additional signer's steps between heloc-signer/intro and sign: their own ID (a passport, the
 * shared capture) on heloc-signer/identity, then each of their documents opened on
 * heloc-signer/documents (the server refuses a signature before). Ends on documents, all opened.
 */
export async function verifyAndRead(signer: Page) {
  await expect(signer).toHaveURL(/\/heloc-signer\/identity\?application=/);
  await expect(signer.getByRole('heading', { level: 1, name: 'Verify your identity' })).toBeVisible();
  await choosePassport(signer);
  await expectAccessible(signer, 'heloc-signer/identity');
  await shoot(signer, 'heloc-signer-identity');
  await signer.getByRole('button', { name: 'Continue' }).click();
  await expect(signer).toHaveURL(/\/heloc-signer\/documents\?application=/);
  await expect(signer.getByRole('heading', { level: 1, name: 'Read your documents' })).toBeVisible();
  await expect(signer.getByText('Open each document before you continue to sign.')).toBeVisible();
  await expectAccessible(signer, 'heloc-signer/documents, none opened');
  const list = signer.getByRole('list', { name: 'Your documents' });
  for (const title of ['Closing summary', 'Notice of right to cancel']) {
    const item = list.getByRole('listitem').filter({ hasText: new RegExp(title, 'i') });
    await item.getByRole('button', { name: /^Open / }).click();
    await expect(item.getByText('Opened')).toBeVisible();
  }
  await expectAccessible(signer, 'heloc-signer/documents, all opened');
  await shoot(signer, 'heloc-signer-documents');
}
