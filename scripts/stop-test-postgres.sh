#!/bin/sh
# Stops and deletes the throwaway cluster started by start-test-postgres.sh. Usage: stop-test-postgres.sh [port]
set -eu

port="${1:-55432}"
# PG_BIN, else the newest PostgreSQL Debian installed under /usr/lib/postgresql.
newest=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
bin="${PG_BIN:-${newest:-/usr/lib/postgresql/15/bin}}"
base="${PG_TEST_DIR:-/tmp/kinga-pgtest-$port}"

as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

if [ -f "$base/data/PG_VERSION" ]; then
  as_owner "$bin/pg_ctl" -D "$base/data" -m fast -w stop >/dev/null 2>&1 || true
fi
rm -rf "$base"
