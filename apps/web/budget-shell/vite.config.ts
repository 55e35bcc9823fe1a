/**
 * The empty shell's build (decision 080): apps/web's own config (same plugins, chunk groups,
 * target and minifier) with this folder as the root, written where `scripts/budget.mjs` says
 * (BUDGET_SHELL_OUT, a temporary directory) — never into apps/web/dist.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vite';
import app from '../vite.config';

const outDir = process.env.BUDGET_SHELL_OUT;
if (!outDir) throw new Error('budget-shell: set BUDGET_SHELL_OUT (scripts/budget.mjs builds the shell)');

export default mergeConfig(
  app,
  defineConfig({
    root: fileURLToPath(new URL('.', import.meta.url)),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  }),
);
