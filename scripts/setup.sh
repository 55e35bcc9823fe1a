#!/usr/bin/env bash
# Installs what the project needs on a fresh machine: pnpm (pinned) and the workspace's packages.
# Later steps add system packages (Chromium, PostgreSQL) here, never by hand.
set -euo pipefail
cd "$(dirname "$0")/.."

PNPM_VERSION=12.21.0
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  echo "setup: installing pnpm $PNPM_VERSION"
  npm install --global --no-fund --no-audit "pnpm@$PNPM_VERSION" >/dev/null
fi

echo "setup: installing workspace packages"
pnpm install --frozen-lockfile --reporter=append-only
