/**
 * The test gate's property runs are reproducible: one fixed seed unless FC_SEED says otherwise, so
 * the same commit passes or fails the same way on every machine (decision 025). Searching new
 * seeds is the fuzzers' job — `pnpm fuzz` (core) and `pnpm --filter @heloc/api fuzz:api` — and a
 * counterexample they find becomes a plain regression test beside the rule it broke.
 */
import fc from 'fast-check';

fc.configureGlobal({ seed: Number(process.env.FC_SEED ?? 20_261_122) });
