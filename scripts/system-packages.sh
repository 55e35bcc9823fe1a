#!/usr/bin/env bash
# The system packages the gate needs, from Debian's packages, in one apt transaction: Chromium's
# headless shell (the stories and end-to-end tests, decision 081), Chromium (Lighthouse and the
# screenshot script) and PostgreSQL (the API suite on a real server). Installs only what
# is missing; ensure-chromium.sh and with-postgres.sh still install their own when run alone.
set -euo pipefail
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v chromium-headless-shell >/dev/null 2>&1 || missing+=(chromium-headless-shell)
ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1 || missing+=(postgresql)
if [ ${#missing[@]} -gt 0 ]; then
  echo "system-packages: installing ${missing[*]} from Debian's packages"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
echo "system-packages: $(chromium --version); $(chromium-headless-shell --version 2>/dev/null | head -n 1); PostgreSQL $(ls -d /usr/lib/postgresql/*/ | sort -V | tail -n 1 | xargs basename)"
