/**
 * Stories are tests: every story under apps/web renders in Debian's Chromium, its `play` runs, and the
 * a11y addon's axe check (parameters.a11y in preview.tsx) fails the test on any violation. Its own
 * vitest config, apart from the jsdom unit tests, because it needs a real browser (layout, colour
 * contrast, focus) and Storybook's project annotations. Run with `pnpm test:stories`.
 */
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../apps/web/e2e/browser';

const json = process.env.VITEST_JSON_DIR;

export default defineConfig({
  plugins: [
    storybookTest({ configDir: fileURLToPath(new URL('.', import.meta.url)), tags: { exclude: ['skip-test'] } }),
  ],
  // The web app's sources are read through the `source` condition, as in its own vite config.
  resolve: { conditions: ['source'] },
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      // Never a downloaded browser: the end-to-end tests' Debian Chromium headless shell and quiet
      // flags (apps/web/e2e/browser.ts, decision 081).
      provider: playwright({
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: CHROMIUM_ARGS,
        },
        // The theme honours reduced motion, so menus and modals appear at once: axe and `play` then
        // see the final state rather than a half-faded dropdown (false contrast failures, flaky clicks).
        contextOptions: { reducedMotion: 'reduce' },
      }),
      // A real desktop frame: smaller, and Mantine's layout covers the iframe so clicks time out.
      viewport: { width: 1280, height: 900 },
      instances: [{ browser: 'chromium' }],
    },
    // Two cores shared with other work: one file at a time is steadier than racing for the CPU.
    fileParallelism: false,
    // One page for every story file, not a fresh one per file: 275 s -> 176 s for the 867 stories
    // (decision 081's isolation, as the jsdom suites do); each story still renders into a clean root.
    isolate: false,
    reporters: json ? ['default', 'json'] : ['default'],
    outputFile: json ? { json: `${json}/stories.json` } : undefined,
  },
});
