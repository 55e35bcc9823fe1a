/**
 * End-to-end in a real browser: Debian's Chromium (never a downloaded one) against the real stack —
 * the sandbox server on an in-memory PGlite, serving the built app — with short but real waits.
 */
import { randomBytes } from 'node:crypto';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/browser';

const PORT = Number(process.env.E2E_PORT ?? 4319);
// The server's operator token (site-wide sandbox controls such as maintenance). Set here, before
// the workers start, so the specs read the same value (e2e/support.ts `operatorHeaders`).
process.env.E2E_OPERATOR_TOKEN ??= randomBytes(24).toString('base64url');

/**
 * Specs that turn a switch every borrower on their server sees, each with a sandbox server of its
 * own (the next ports up) so that no other spec meets the switch: the maintenance flag (site), the
 * additional signers' conditions flag (fe-heloc-additional-signer-conditions), and the sandbox's
 * chat hours pinned open for the live chat and closed for the chatbot. A project's own tests run
 * one after another, one worker at a time, beside the journeys on the other workers.
 */
const ALONE = [
  { name: 'site-wide', specs: ['site.spec.ts'] },
  { name: 'signer-flag', specs: ['signer-conditions.spec.ts'] },
  { name: 'chat-open', specs: ['chat.spec.ts'] },
  { name: 'chat-closed', specs: ['chatbot-window.spec.ts'] },
];

/** The sandbox server on an in-memory PGlite, serving the built apps, with short but real waits. */
function sandboxServer(port: number) {
  return {
    command: `node ../api/dist/main.js`,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      DATA_DIR: 'memory',
      PIPELINE_DELAY_MS: '700',
      // The reminders' tick runs only when a spec asks (POST /sandbox/reminders/run), at the instant it names.
      REMINDER_TICK_MS: '0',
      CONDITION_REVIEW_MS: '4000',
      SANDBOX_CONTROL: 'true',
      // Playwright starts the servers one after another: the first migrates and writes this file,
      // the others load it (db/pglite-template.ts). The output folder is emptied before each run.
      PGLITE_TEMPLATE: new URL('./test-results/pglite-template.tar.gz', import.meta.url).pathname,
      OPERATOR_TOKEN: process.env.E2E_OPERATOR_TOKEN as string,
      WEB_DIST: new URL('./dist', import.meta.url).pathname,
      EXPLORER_DIST: new URL('../flow-explorer/dist', import.meta.url).pathname,
      LOGIN_RATE_LIMIT: '50',
      REGISTER_RATE_LIMIT: '10000',
      CHAT_SESSION_RATE_LIMIT: '10000',
      CHAT_MESSAGE_BURST: '10000',
      UPLOAD_BURST: '10000',
    },
  };
}

export default defineConfig({
  testDir: './e2e',
  // Generous limits: a passing test is no slower for them, and a busy 2-core machine must not fail one.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  fullyParallel: false,
  // Three at a time on two cores (E2E_WORKERS overrides). A test spends about half its time
  // waiting on the sandbox's pipeline and the app's polling, and with the headless shell and no
  // trace its browser, runner and server take about 0.6 of a core: two workers left a core idle
  // (decision 081). All 111 passed with four on a machine at load 15-19 but for the explorer's
  // layout of the whole machine, whose limit is now its own.
  // Each test registers its own borrower; a spec that changes something site-wide (a flag every
  // borrower sees) is in a project of its own, with a server of its own (below).
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: 0,
  reporter: process.env.VITEST_JSON_DIR
    ? [['list'], ['json', { outputFile: `${process.env.VITEST_JSON_DIR}/e2e.playwright.json` }]]
    : [['list']],
  // Every project runs at once, on the shared workers: Playwright runs projects that depend on
  // another in a later phase, with the earlier phase's workers stopped (decision 093).
  projects: [
    ...ALONE.map(({ name, specs }, i) => ({
      name,
      testMatch: specs,
      use: { baseURL: `http://127.0.0.1:${PORT + 1 + i}` },
    })),
    // Tests of one journey spec share nothing (each makes its own borrower), so any worker may take any test.
    {
      name: 'journeys',
      testIgnore: ALONE.flatMap(({ specs }) => specs),
      fullyParallel: true,
    },
  ],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1280, height: 900 },
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      // A fake camera and microphone, and their prompt answered "Allow", for the eNotary session:
      // in every worker, since launch options set per spec would start workers of their own and put
      // those specs at the end of the run. No other screen asks for a camera.
      args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
    },
    // A trace records every action's DOM snapshot and screenshot: it doubled each test's CPU, and a
    // CI run keeps nothing but its log (decision 081). E2E_TRACE=1 records one, kept for a failed test.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
  },
  webServer: [PORT, ...ALONE.map((_, i) => PORT + 1 + i)].map(sandboxServer),
});
