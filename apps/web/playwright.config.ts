/**
 * End-to-end in a real browser: Debian's Chromium (never a downloaded one) against the real stack —
 * the sandbox server on an in-memory PGlite, serving the built app — with short but real waits.
 */
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4319);

export default defineConfig({
  testDir: './e2e',
  // Generous limits: a passing test is no slower for them, and a busy 2-core machine must not fail one.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.VITEST_JSON_DIR ? [['list'], ['json', { outputFile: `${process.env.VITEST_JSON_DIR}/e2e.playwright.json` }]] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1280, height: 900 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: `node ../api/dist/main.js`,
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(PORT), DATA_DIR: 'memory', PIPELINE_DELAY_MS: '700', SANDBOX_CONTROL: 'true', WEB_DIST: new URL('./dist', import.meta.url).pathname, EXPLORER_DIST: new URL('../flow-explorer/dist', import.meta.url).pathname, LOGIN_RATE_LIMIT: '50', REGISTER_RATE_LIMIT: '10000' },
  },
});
