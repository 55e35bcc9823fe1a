#!/usr/bin/env bash
# Debian's Chromium for the end-to-end tests (never a browser download): its headless shell, which
# the specs and stories drive (decision 081), and the full browser (Lighthouse), installed if missing.
set -euo pipefail
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v chromium-headless-shell >/dev/null 2>&1 || missing+=(chromium-headless-shell)
if [ ${#missing[@]} -gt 0 ]; then
  echo "ensure-chromium: installing ${missing[*]} from Debian's packages"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
chromium-headless-shell --version
