// Adds up the vitest JSON reports of every package and prints one closing line.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  // Vitest reports numbers of tests; Playwright reports stats.
  const p = report.numPassedTests ?? report.stats?.expected ?? 0;
  const f = report.numFailedTests ?? (report.stats ? report.stats.unexpected + report.stats.flaky : 0);
  passed += p;
  failed += f;
  skipped += report.numPendingTests ?? report.stats?.skipped ?? 0;
  console.log(`${file.replace(/\.json$/, '')}: ${p} passed, ${f} failed`);
}
if (passed === 0) {
  console.error('summary: no test ran');
  process.exit(1);
}
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 ? 0 : 1);
