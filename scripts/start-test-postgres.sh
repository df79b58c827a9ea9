#!/bin/sh
# Starts a throwaway PostgreSQL 15 cluster for the server-postgres test project and prints its URL as the
# last line of stdout:  TEST_DATABASE_URL=$(scripts/start-test-postgres.sh | tail -n 1)
# Idempotent: a cluster already running on the port is reused. Usage: start-test-postgres.sh [port]
# Trust authentication on 127.0.0.1 only; never use this cluster for anything but tests.
set -eu

port="${1:-55432}"
# PG_BIN, else the newest PostgreSQL Debian installed under /usr/lib/postgresql.
newest=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
bin="${PG_BIN:-${newest:-/usr/lib/postgresql/15/bin}}"
base="${PG_TEST_DIR:-/tmp/kinga-pgtest-$port}"
data="$base/data"
url="postgres://app@127.0.0.1:$port/postgres"

# initdb refuses to run as root, so the cluster belongs to the postgres user when we are root.
as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

if [ ! -x "$bin/pg_ctl" ]; then
  echo "PostgreSQL binaries not found in $bin (set PG_BIN)" >&2
  exit 1
fi

mkdir -p "$base"
if [ "$(id -u)" = 0 ]; then chown postgres "$base"; fi

if [ ! -f "$data/PG_VERSION" ]; then
  as_owner "$bin/initdb" -D "$data" -U app --auth=trust >&2
fi

if ! as_owner "$bin/pg_ctl" -D "$data" status >/dev/null 2>&1; then
  as_owner "$bin/pg_ctl" -D "$data" -l "$base/server.log" \
    -o "-c listen_addresses=127.0.0.1 -p $port -k $base -c fsync=off -c synchronous_commit=off" -w start >&2
fi

echo "$url"
