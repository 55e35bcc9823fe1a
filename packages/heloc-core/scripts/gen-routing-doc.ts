/** Writes docs/routing.md from the core and prints where. `pnpm docs:routing` (or --check to verify). */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderRoutingDoc } from '../src/explorer/routing-doc.js';

const target = fileURLToPath(new URL('../../../docs/routing.md', import.meta.url));
const doc = renderRoutingDoc();
if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    /* missing counts as stale */
  }
  if (current !== doc) {
    console.error('docs/routing.md is stale: run `pnpm docs:routing`.');
    process.exit(1);
  }
  console.log('docs/routing.md is up to date.');
} else {
  writeFileSync(target, doc);
  console.log(`Wrote ${target} (${doc.split('\n').length} lines).`);
}
