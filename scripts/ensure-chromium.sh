#!/usr/bin/env bash
# Debian's Chromium for the end-to-end tests (never a browser download): installed if missing.
set -euo pipefail
if ! command -v chromium >/dev/null 2>&1; then
  echo "ensure-chromium: installing chromium from Debian's packages"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq --no-install-recommends chromium >/dev/null
fi
chromium --version
