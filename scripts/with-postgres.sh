#!/usr/bin/env bash
# Runs a command against a real, throw-away PostgreSQL server on a loopback port:
# installs PostgreSQL from Debian's packages if it is missing, starts a fresh cluster, exports
# TEST_DATABASE_URL, runs the command, and always stops the server and removes the cluster.
set -euo pipefail

PORT=${PG_TEST_PORT:-55432}

find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
BIN=$(find_bin)
if [ -z "$BIN" ] || [ ! -x "$BIN/pg_ctl" ]; then
  echo "with-postgres: installing PostgreSQL from Debian's packages"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq --no-install-recommends postgresql >/dev/null
  BIN=$(find_bin)
fi

RUN_AS=()
if [ "$(id -u)" = "0" ]; then
  id postgres >/dev/null 2>&1 || useradd --system --home /var/lib/postgresql --shell /bin/bash postgres
  RUN_AS=(runuser -u postgres --)
fi

DIR=$(mktemp -d /tmp/heloc-pg.XXXXXX)
chmod 755 "$DIR"
[ "$(id -u)" = "0" ] && chown postgres "$DIR"

cleanup() {
  "${RUN_AS[@]}" "$BIN/pg_ctl" -D "$DIR/data" -m fast stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT

"${RUN_AS[@]}" "$BIN/initdb" -D "$DIR/data" -U postgres --auth=trust -E UTF8 >/dev/null
# Fault tests stop and start this same server under a running API (issue 23: the database can go
# away and come back): they run these two scripts, named by TEST_PG_STOP and TEST_PG_START.
cat > "$DIR/start.sh" <<START
#!/usr/bin/env bash
exec ${RUN_AS[*]} "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w -o "-c listen_addresses=127.0.0.1 -p $PORT -k $DIR -c fsync=off -c full_page_writes=off" start
START
cat > "$DIR/stop.sh" <<STOP
#!/usr/bin/env bash
exec ${RUN_AS[*]} "$BIN/pg_ctl" -D "$DIR/data" -m fast -w stop
STOP
chmod +x "$DIR/start.sh" "$DIR/stop.sh"
bash "$DIR/start.sh" >/dev/null
export TEST_PG_START="$DIR/start.sh" TEST_PG_STOP="$DIR/stop.sh"
"${RUN_AS[@]}" "$BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres heloc_test

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/heloc_test"
echo "with-postgres: PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT"
"$@"
