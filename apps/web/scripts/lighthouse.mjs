// Lighthouse (mobile, offline, Debian Chromium) on the running product, started here on a loopback
// port with the built app: the registration page, the signer's sign-in page, and four signed-in screens — start/profile,
// product/select, signing/sign and conditions — each for a borrower of its own, made through the
// API (the sandbox's operator puts the signing one at NOTE_SIGNING). Each page is measured three
// times and the median of each figure printed: page × visit × (performance, LCP, CLS, TBT), then the
// accessibility and best-practices scores. Targets (issue 27): performance ≥ 95, CLS ≤ 0.05.
//
// The browser's HTTP cache is set for every run, never left to the order of the runs (decision 096):
// - a first visit (`first`): the cache emptied — registration is always measured so;
// - a return visit (`return`): the cache holds what one earlier load of the same page fetched — what
//   a signed-in page meets on a reload, a return, or a link from an email (a session in this browser
//   means the app has been loaded here before). The signed-in pages are measured both ways.
// Lighthouse keeps the storage (`disableStorageReset`) so the borrower's token stays in localStorage.
//
// `pnpm --filter @heloc/web lighthouse` (after the build); LH_RUNS changes the number of runs;
// LH_VISITS=return (or first) measures the signed-in pages one way only;
// LH_JSON_DIR=dir keeps each run's full report there (`<page>-<visit>-<run>.json`) to see where the time went;
// LH_ONLY=start/profile,conditions measures only the pages named. LH_CPU_PROFILE=1 measures no score:
// it loads each page once (a return visit) under Lighthouse's 4× CPU slow-down with V8's sampling
// profiler on and prints the functions that took the most time of their own (where the blocking time goes).
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { setTimeout as sleep } from 'node:timers/promises';
import { APPLICATION_API_PATH } from '@heloc/core';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

// Lighthouse drives Chromium through puppeteer-core; its own copy lets us open the page it measures
// (the signed-in borrower's token in localStorage first) without a dependency of our own.
const require = createRequire(createRequire(import.meta.url).resolve('lighthouse'));
const puppeteer = (await import(require.resolve('puppeteer-core'))).default;

const port = Number(process.env.LH_PORT ?? 4417);
const runs = Number(process.env.LH_RUNS ?? 3);
const origin = `http://127.0.0.1:${port}`;
const operatorToken = randomBytes(24).toString('base64url');
const server = spawn('node', ['../api/dist/main.js'], {
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: 'memory',
    WEB_DIST: new URL('../dist', import.meta.url).pathname,
    SANDBOX_CONTROL: 'true',
    OPERATOR_TOKEN: operatorToken,
    PIPELINE_DELAY_MS: '300',
    REGISTER_RATE_LIMIT: '1000',
    LOGIN_RATE_LIMIT: '1000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

/** One call to the API; throws with the answer when it is not 2xx. */
async function call(method, path, { jwt, operator, body, headers = {} } = {}) {
  const r = await fetch(`${origin}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(jwt ? { authorization: `Bearer ${jwt}` } : {}),
      ...(operator ? { 'x-operator-token': operatorToken } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await r.text();
  if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/** A registered borrower with an application, as the registration page makes them. */
async function borrower(street1 = '12 Oak Street') {
  const email = `lighthouse-${Date.now()}-${randomUUID().slice(0, 8)}@example.com`;
  const { jwt } = await call('POST', '/identity/api/v1/registration/register', {
    body: { email, password: 'correct horse battery staple' },
  });
  const app = await call('POST', APPLICATION_API_PATH, {
    jwt,
    headers: { 'idempotency-key': randomUUID() },
    body: {
      property: { street1, street2: null, city: 'San Mateo', state: 'CA', zip: '94401' },
      saleStatus: 'NOT_SELLING',
      income: { annualIncome: 96000, employmentType: 'FULL_TIME' },
      name: { firstName: 'Ann', middleName: null, lastName: 'Lee', suffix: null },
      birthdate: '1980-04-02',
      contact: { email, phone: '(415) 555-0100' },
      referrerUuid: null,
      isCrypto: false,
    },
  });
  return { jwt, uuid: app.uuid };
}

/** Reads the status, as the app polls it, until the application is in `state` (the sandbox's pipeline moves it). */
async function until(b, state) {
  let now = '';
  for (let i = 0; i < 120; i++) {
    now = (await call('GET', `/service-krang-heloc/borrower/secure/api/v1/${b.uuid}/status`, { jwt: b.jwt })).state;
    if (now === state) return;
    await sleep(500);
  }
  throw new Error(`${b.uuid} never reached ${state} (it is at ${now})`);
}

/** The pages measured: a path and the borrower signed in for it (none for registration). */
async function pages() {
  const profile = await borrower();
  const select = await borrower();
  await call('PUT', `${APPLICATION_API_PATH}/${select.uuid}/profile`, {
    jwt: select.jwt,
    body: { ssn: '123-45-6789', softCreditConsent: true },
  });
  await until(select, 'OFFER_SELECTION');
  const signing = await borrower();
  await call('PUT', `/sandbox/applications/${signing.uuid}/state`, {
    operator: true,
    body: {
      state: 'NOTE_SIGNING',
      status: { waitingOnFloodCert: false },
      // The closing figures the e2e specs use (e2e/support.ts CLOSING_OFFER).
      data: {
        term: 10,
        rate: 7.5,
        amount: 150_000,
        uwCalculatedDrawAmount: 100_000,
        originationFeePercent: 2,
        payType: 'AUTOPAY',
        disburseAccount: { routingNumber: '021000021', accountNumber: '000987654321' },
        autopayAccount: { routingNumber: '021000021', accountNumber: '000987654321' },
      },
    },
  });
  const conditions = await borrower();
  await call('POST', `/sandbox/applications/${conditions.uuid}/conditions`, {
    jwt: conditions.jwt,
    body: { categoryEnum: 'MISSING_PHONE_NUMBER', commentsToBorrower: 'We need a phone number.' },
  });
  return [
    { name: 'register', path: '/account/heloc/register' },
    // Where an additional signer lands from the invitation, often on a phone that never loaded the app.
    { name: 'heloc-signer/login', path: '/account/heloc/heloc-signer/login' },
    { name: 'start/profile', path: `/account/heloc/${profile.uuid}/start/profile`, jwt: profile.jwt },
    { name: 'product/select', path: `/account/heloc/${select.uuid}/product/select`, jwt: select.jwt },
    { name: 'signing/sign', path: `/account/heloc/${signing.uuid}/signing/sign`, jwt: signing.jwt },
    { name: 'conditions', path: `/account/heloc/${conditions.uuid}/conditions`, jwt: conditions.jwt },
  ];
}

/**
 * A tab signed in as `p`'s borrower with the HTTP cache as the visit wants it: emptied for a first
 * visit; for a return visit, filled by one full load of the page itself, then left on a blank page.
 */
async function openVisit(browser, p, visit) {
  const page = await browser.newPage();
  // Signed in the way the app keeps it: its token in localStorage, which Lighthouse then leaves alone.
  await page.goto(`${origin}/healthz`);
  await page.evaluate((jwt) => (jwt ? localStorage.setItem('jwt', jwt) : localStorage.clear()), p.jwt ?? null);
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  if (visit === 'return') {
    await page.goto(`${origin}${p.path}`, { waitUntil: 'networkidle0' });
    await page.goto(`${origin}/healthz`);
  }
  await cdp.detach();
  return page;
}

/** One load of `p` under a 4× CPU slow-down with the sampling profiler on: the top functions by self time. */
async function cpuProfile(browser, p) {
  const page = await openVisit(browser, p, p.jwt ? 'return' : 'first');
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(`${origin}${p.path}`, { waitUntil: 'networkidle0' });
  await sleep(2_000);
  const { profile } = await cdp.send('Profiler.stop');
  await page.close();
  // Self time per function: each sample's node, weighted by the time to the next sample.
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const byFile = new Map();
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    const f = node.callFrame;
    if (f.functionName === '(idle)' || f.functionName === '(program)') return;
    const file = f.url.split('/').pop() || '(the browser: DOM, GC, timers)';
    const key = `${f.functionName || '(anonymous)'} ${file}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    self.set(key, (self.get(key) ?? 0) + ms);
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
  });
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  console.log(`${p.name}: ${Math.round(total)} ms of script and V8 work under 4× (not idle); by file:`);
  console.table(
    [...byFile.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
      .map(([file, ms]) => ({ 'self (ms)': Math.round(ms), file })),
  );
  console.log('the top 25 functions by self time:');
  console.table(
    [...self.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 25)
      .map(([fn, ms]) => ({ 'self (ms)': Math.round(ms), function: fn })),
  );
}

/** The median of the runs that produced the figure (an audit that errored in one run gives none); NaN if none did. */
const median = (xs) => {
  const ok = xs.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  return ok.length ? ok[Math.floor(ok.length / 2)] : Number.NaN;
};

try {
  // Up to a minute: a busy machine starts the server slowly.
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) break;
    } catch {
      if (i >= 240) throw new Error(`the server did not answer on ${origin} within a minute`);
    }
    await sleep(250);
  }
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  try {
    const rows = [];
    let version = '';
    const only = process.env.LH_ONLY?.split(',');
    const chosen = (await pages()).filter((x) => !only || only.includes(x.name));
    const profiling = Boolean(process.env.LH_CPU_PROFILE);
    if (profiling) for (const p of chosen) await cpuProfile(browser, p);
    const visits = process.env.LH_VISITS ? [process.env.LH_VISITS] : ['return', 'first'];
    for (const p of profiling ? [] : chosen) {
      for (const visit of p.jwt ? visits : ['first']) {
        const results = [];
        for (let run = 0; run < runs; run++) {
          const page = await openVisit(browser, p, visit);
          const result = await lighthouse(
            `${origin}${p.path}`,
            {
              output: 'json',
              logLevel: 'error',
              disableStorageReset: true,
              onlyCategories: ['performance', 'accessibility', 'best-practices'],
            },
            undefined,
            page,
          );
          await page.close();
          if (process.env.LH_JSON_DIR) {
            mkdirSync(process.env.LH_JSON_DIR, { recursive: true });
            const file = `${p.name.replace(/\W+/g, '-')}-${visit}-${run + 1}.json`;
            writeFileSync(join(process.env.LH_JSON_DIR, file), JSON.stringify(result.lhr));
          }
          version = result.lhr.lighthouseVersion;
          const c = result.lhr.categories;
          const a = result.lhr.audits;
          if (result.lhr.finalDisplayedUrl !== `${origin}${p.path}`)
            console.warn(`${p.name}: ended on ${result.lhr.finalDisplayedUrl}`);
          // A run Lighthouse could not score (no paint seen, the page hung …) is named, and left out of the medians.
          if (typeof c.performance.score !== 'number') {
            console.warn(
              `${p.name} (${visit}) run ${run + 1}: not scored — ${result.lhr.runtimeError?.message ?? result.lhr.runWarnings.join('; ')}`,
            );
            continue;
          }
          results.push({
            performance: Math.round(c.performance.score * 100),
            accessibility: Math.round(c.accessibility.score * 100),
            bestPractices: Math.round(c['best-practices'].score * 100),
            lcp: a['largest-contentful-paint'].numericValue,
            cls: a['cumulative-layout-shift'].numericValue,
            tbt: a['total-blocking-time'].numericValue,
          });
        }
        const m = (k) => median(results.map((r) => r[k]));
        rows.push({
          page: p.name,
          visit,
          performance: m('performance'),
          'LCP (s)': (m('lcp') / 1000).toFixed(2),
          CLS: m('cls').toFixed(3),
          'TBT (ms)': Math.round(m('tbt')),
          accessibility: m('accessibility'),
          'best-practices': m('bestPractices'),
          runs:
            results.map((r) => r.performance).join(' ') +
            (results.length < runs ? ` (${runs - results.length} not scored)` : ''),
        });
      }
    }
    if (!profiling) {
      console.log(`Lighthouse ${version}, mobile emulation, ${origin}, median of ${runs} runs a page`);
      console.table(rows);
    }
  } finally {
    await browser.disconnect();
    await chrome.kill();
  }
} finally {
  server.kill();
}
