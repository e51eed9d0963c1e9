#!/usr/bin/env bash
# Starts a throw-away PostgreSQL cluster on loopback for the test suite and prints the
# TEST_DATABASE_URL to use. Installs Debian's postgresql package when it is missing.
# Usage: eval "$(bash scripts/ci/start-postgres.sh)"
set -euo pipefail
PORT="${PG_TEST_PORT:-55432}"
DIR="${PG_TEST_DIR:-/tmp/shop-pg-test}"

bin_dir() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
if [ -z "$(bin_dir)" ]; then
  echo "installing postgresql..." >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2 && apt-get install -y -qq postgresql >&2
fi
BIN="$(bin_dir)"

# PostgreSQL refuses to run as root: run the cluster as the postgres user when we are root.
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

if ! as_pg "$BIN/pg_ctl" -D "$DIR" status >/dev/null 2>&1; then
  rm -rf "$DIR"
  mkdir -p "$DIR"
  [ "$(id -u)" = 0 ] && chown postgres:postgres "$DIR"
  as_pg "$BIN/initdb" -D "$DIR" -U shop --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
  as_pg "$BIN/pg_ctl" -D "$DIR" -l "$DIR/server.log" -w \
    -o "-p $PORT -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" start >&2
fi
echo "export TEST_DATABASE_URL=postgres://shop@127.0.0.1:$PORT/postgres"
