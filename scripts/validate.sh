#!/usr/bin/env bash
# The one gate: set-up, lint, typecheck, tests with coverage, stories with axe, build. CI runs exactly this.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step's duration is printed when the next one starts, and all of them again at the end.
timings=""
current=""
started=$SECONDS
step() {
  if [ -n "$current" ]; then timings+="$(printf '%5ds  %s' "$((SECONDS - started))" "$current")"$'\n'; fi
  current="$*"
  started=$SECONDS
  printf '\n== %s ==\n' "$*"
}

step "set-up"
bash scripts/setup.sh

step "format (Biome: one layout for the whole tree)"
pnpm exec biome format .

step "lint"
pnpm exec eslint .

step "typecheck"
pnpm -r --if-present typecheck

step "tests with coverage"
results_dir=$(mktemp -d)
export VITEST_JSON_DIR="$results_dir"
pnpm -r --workspace-concurrency=1 --if-present test

step "stories in Chromium with axe"
# Every story renders, its play function runs, and axe fails it on any violation (.storybook/vitest.config.ts).
bash scripts/ensure-chromium.sh
pnpm test:stories

step "API suite on a real PostgreSQL server"
pnpm --filter @heloc/api test:postgres

step "build"
pnpm -r --if-present build

step "first-screen weight (fails past the ceiling)"
pnpm --filter @heloc/web budget --enforce

step "Storybook build"
pnpm build-storybook

step "end-to-end in Chromium"
bash scripts/ensure-chromium.sh
pnpm --filter @heloc/web e2e

step "summary"
printf 'step durations (whole gate %dm %02ds):\n%s' "$((SECONDS / 60))" "$((SECONDS % 60))" "$timings"
node scripts/summarise-tests.mjs "$results_dir"
