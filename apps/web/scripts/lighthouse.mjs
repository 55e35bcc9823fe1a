// Lighthouse (mobile, offline, Debian Chromium) on the registration page of the running product,
// started here on a loopback port with the built app. Prints performance, accessibility and
// best-practices scores. `pnpm --filter @heloc/web lighthouse` (after the build).
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const port = Number(process.env.LH_PORT ?? 4417);
const server = spawn('node', ['../api/dist/main.js'], {
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: 'memory',
    WEB_DIST: new URL('../dist', import.meta.url).pathname,
  },
  stdio: 'ignore',
});
try {
  for (let i = 0; i < 60; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
    } catch {
      /* not up yet */
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
  try {
    const url = `http://127.0.0.1:${port}/account/heloc/register`;
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    const c = result.lhr.categories;
    const a = result.lhr.audits;
    console.log(`Lighthouse ${result.lhr.lighthouseVersion}, mobile emulation, ${url}`);
    console.log(`performance     ${Math.round(c.performance.score * 100)}`);
    console.log(`accessibility   ${Math.round(c.accessibility.score * 100)}`);
    console.log(`best-practices  ${Math.round(c['best-practices'].score * 100)}`);
    console.log(
      `FCP ${a['first-contentful-paint'].displayValue} · LCP ${a['largest-contentful-paint'].displayValue} · TBT ${a['total-blocking-time'].displayValue} · CLS ${a['cumulative-layout-shift'].displayValue}`,
    );
  } finally {
    await chrome.kill();
  }
} finally {
  server.kill();
}
