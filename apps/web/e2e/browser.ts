/**
 * The browser the end-to-end tests drive: Debian's own `chromium-headless-shell` package (the same
 * Chromium build as the `chromium` package, without the windowing layer), never a downloaded one.
 * On this project's 2-core machines it takes about a quarter less CPU per test than the full
 * browser in headless mode (decision 081); `CHROMIUM_PATH` picks another (e.g. `/usr/bin/chromium`).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** The flags that keep it quiet on a closed network (without them it floods it with update and sync requests). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
