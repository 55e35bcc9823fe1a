/**
 * `pnpm fuzz`: the core's properties with many more runs. FUZZ_RUNS (default 20000) and FUZZ_SEED
 * (default: random) come from the environment; a failure prints its seed and path so that it can
 * be replayed (FUZZ_SEED=… FUZZ_PATH=…) and pinned as a named regression test.
 */
import fc from 'fast-check';
import { CORE_PROPERTIES } from '../src/testing/properties.js';

const runs = Number(process.env.FUZZ_RUNS ?? 20_000);
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : (Math.random() * 2 ** 31) | 0;
const path = process.env.FUZZ_PATH;
const only = process.env.FUZZ_ONLY;

console.log(`fuzz: ${Object.keys(CORE_PROPERTIES).length} properties, ${runs} runs each, seed ${seed}`);
let failed = 0;
for (const [name, make] of Object.entries(CORE_PROPERTIES)) {
  if (only && !name.includes(only)) continue;
  const started = performance.now();
  const result = fc.check(make(), { numRuns: runs, seed, ...(path ? { path } : {}) });
  const ms = Math.round(performance.now() - started);
  if (result.failed) {
    failed++;
    console.log(`FAIL  ${name} (${ms} ms)`);
    console.log(`      seed ${result.seed}, path ${result.counterexamplePath}`);
    console.log(`      counterexample ${fc.stringify(result.counterexample)}`);
    console.log(
      `      ${result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance)}`,
    );
    console.log(
      `      replay: FUZZ_SEED=${result.seed} FUZZ_PATH=${result.counterexamplePath} FUZZ_ONLY=${JSON.stringify(name.slice(0, 30))} pnpm fuzz`,
    );
  } else {
    console.log(`ok    ${name} (${result.numRuns} runs, ${ms} ms)`);
  }
}
console.log(failed === 0 ? `fuzz: all passed (seed ${seed})` : `fuzz: ${failed} failed (seed ${seed})`);
process.exit(failed === 0 ? 0 : 1);
