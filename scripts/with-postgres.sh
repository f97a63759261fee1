#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL 15 server: initdb in a temporary directory,
# start on a free loopback port, export TEST_DATABASE_URL, run the
# command, then stop the server and delete its files, whatever the command's outcome.
# fsync is off by default (tests); PG_FSYNC=on for benchmarks that should pay for durable commits.
#
#   scripts/with-postgres.sh npm test
set -euo pipefail

PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
if [ ! -x "$PG_BIN/initdb" ]; then
  echo "PostgreSQL 15 não encontrado em $PG_BIN: instalando o pacote postgresql..." >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq postgresql >/dev/null
fi

PG_PORT=${PG_PORT:-$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')}
PG_DIR=$(mktemp -d /tmp/avaliacoes-pg.XXXXXX)

# initdb refuses to run as root: the cluster belongs to the postgres user when we are root.
as_pg() {
  if [ "$(id -u)" = "0" ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi
}
[ "$(id -u)" = "0" ] && chown postgres "$PG_DIR"

stop_postgres() {
  as_pg "'$PG_BIN/pg_ctl' -D '$PG_DIR/data' -m fast stop" >/dev/null 2>&1 || true
  rm -rf "$PG_DIR"
}
trap stop_postgres EXIT

as_pg "'$PG_BIN/initdb' -D '$PG_DIR/data' -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8" >/dev/null
as_pg "'$PG_BIN/pg_ctl' -D '$PG_DIR/data' -l '$PG_DIR/server.log' -w -o \"-c listen_addresses=127.0.0.1 -p $PG_PORT -k '$PG_DIR' -c fsync=${PG_FSYNC:-off}\" start" >/dev/null
as_pg "'$PG_BIN/createdb' -h 127.0.0.1 -p $PG_PORT -U postgres avaliacoes_test"

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/avaliacoes_test"
echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') em 127.0.0.1:$PG_PORT" >&2
"$@"
