#!/usr/bin/env bash
# The one gate: set-up, lint, typecheck, tests with coverage, build. CI runs exactly this.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s ==\n' "$*"; }

step "set-up"
bash scripts/setup.sh

step "lint"
pnpm exec eslint .

step "typecheck"
pnpm -r --if-present typecheck

step "tests with coverage"
results_dir=$(mktemp -d)
export VITEST_JSON_DIR="$results_dir"
pnpm -r --workspace-concurrency=1 --if-present test

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
node scripts/summarise-tests.mjs "$results_dir"
