#!/usr/bin/env bash
# Sets everything up and runs the product: builds, then starts the sandbox server on its embedded
# database (PGlite, persistent under DATA_DIR) and prints the URL.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
echo "start: building"
pnpm -r --if-present build >/dev/null
export PORT=${PORT:-8080}
# Sandbox control stays on for designers and tests, but is no longer open: an application only for
# its signed-in owner, flags and maintenance only with the operator token the server prints below
# (set OPERATOR_TOKEN to choose it; otherwise a fresh random one each start).
export SANDBOX_CONTROL=${SANDBOX_CONTROL:-true}
if [ -d apps/web/dist ]; then export WEB_DIST=${WEB_DIST:-$PWD/apps/web/dist}; fi
if [ -d apps/flow-explorer/dist ]; then export EXPLORER_DIST=${EXPLORER_DIST:-$PWD/apps/flow-explorer/dist}; fi
echo "start: sandbox API on PGlite${DATABASE_URL:+ (DATABASE_URL set: using PostgreSQL)}"
echo "  Flow explorer (analysts): /flow-explorer/ on the same address — or Shift+Alt+X in an application, then 'Open the flow explorer'"
echo "  Scenarios (SSN endings, street names, incomes): apps/api/README.md"
echo "  Sandbox control (/sandbox/*): your own application with your Bearer token; flags and maintenance with X-Operator-Token (printed below)"
echo "  Sign in: register a borrower (any email, a 10+ character password) through the app or POST /identity/api/v1/registration/register"
cd apps/api
exec node dist/main.js
