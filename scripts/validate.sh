#!/usr/bin/env bash
# The one gate: set-up, format, lint, typecheck, tests with coverage, stories with axe, the API on
# PostgreSQL, build, budget, end-to-end. CI runs exactly this, on 2 cores. Every step already keeps
# both cores busy: run side by side, lint and typecheck took 81 s against 60 s one after the other,
# the stories and the API on PostgreSQL 446 s against 381 s (decision 075), so steps run in turn.
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

logs=$(mktemp -d)

# A failed step still shows what every step before it took, and how long it ran before failing.
on_exit() {
  local status=$?
  if [ "$status" -ne 0 ] && [ -n "$current" ]; then
    printf '\nstep durations until the failure (%dm %02ds):\n%s%5ds  %s (failed)\n' \
      "$((SECONDS / 60))" "$((SECONDS % 60))" "$timings" "$((SECONDS - started))" "$current"
  fi
}
trap on_exit EXIT

step "set-up"
# Chromium and PostgreSQL come from Debian's packages while pnpm installs the workspace.
bash scripts/system-packages.sh >"$logs/system-packages.log" 2>&1 &
system_packages=$!
bash scripts/setup.sh

step "format (Biome: one layout for the whole tree)"
pnpm exec biome format .

step "lint"
pnpm exec eslint .

step "typecheck"
# Every package reads the core's source (the "source" export condition), so none waits for another
# (--no-sort): the core's own check no longer runs alone first.
pnpm -r --no-sort --if-present typecheck

step "tests with coverage (two packages at a time)"
results_dir=$(mktemp -d)
export VITEST_JSON_DIR="$results_dir"
# Vitest gives one worker per package on 2 cores: two packages side by side keep both busy. Every
# package runs even when one fails (--no-bail), so one red run shows every failure. The tests read
# the core's source, so the API's suite, the longest, starts at once beside the core's (--no-sort)
# instead of waiting for it (decision 093).
pnpm -r --no-sort --workspace-concurrency=2 --no-bail --if-present test

step "stories in Chromium with axe"
wait "$system_packages" || { cat "$logs/system-packages.log"; exit 1; }
cat "$logs/system-packages.log"
# Every story renders, its play function runs, and axe fails it on any violation (.storybook/vitest.config.ts).
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
