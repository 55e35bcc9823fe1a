#!/usr/bin/env bash
# Sets everything up and runs the product. Until the sandbox server and the web app land, this
# builds the domain core and prints the routing it decides (docs/routing.md, generated).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
pnpm -r --if-present build
pnpm --filter @heloc/core docs:routing
echo
sed -n '1,200p' docs/routing.md
