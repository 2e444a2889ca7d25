#!/usr/bin/env bash
# Starts a throwaway PostgreSQL on loopback and prints its URL: scripts/pg-throwaway.sh start DIR PORT
# Stops it: scripts/pg-throwaway.sh stop DIR. Used by .ci/run, the integration suite and the benchmarks.
set -euo pipefail
cmd=${1:?start|stop}; dir=${2:?data dir}; port=${3:-54329}
bindir=""
for d in /usr/lib/postgresql/*/bin /usr/local/bin /usr/bin; do [ -x "$d/pg_ctl" ] && [ -x "$d/initdb" ] && { bindir=$d; break; }; done
[ -n "$bindir" ] || { echo "pg_ctl non trovato" >&2; exit 1; }
run() { if [ "$(id -u)" = 0 ]; then su -s /bin/bash postgres -c "$*"; else bash -c "$*"; fi; }
case "$cmd" in
  start)
    if [ "$(id -u)" = 0 ] && ! id postgres >/dev/null 2>&1; then useradd --system --no-create-home --shell /usr/sbin/nologin postgres; fi
    mkdir -p "$dir"
    # As root the server runs as "postgres", which must be able to reach the directory: mktemp
    # makes its folders 0700, so open every parent for traversal (x only, nothing listed).
    if [ "$(id -u)" = 0 ]; then
      chown postgres "$dir"
      p=$(dirname "$(realpath "$dir")"); while [ "$p" != "/" ]; do chmod o+x "$p"; p=$(dirname "$p"); done
    fi
    if [ ! -f "$dir/PG_VERSION" ]; then run "$bindir/initdb -D '$dir' -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null"; fi
    run "$bindir/pg_ctl -D '$dir' -l '$dir/server.log' -w -t 60 -o \"-c listen_addresses=127.0.0.1 -p $port -c unix_socket_directories='$dir' -c max_connections=300 -c fsync=off -c synchronous_commit=off -c full_page_writes=off\" start >/dev/null"
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    run "$bindir/pg_ctl -D '$dir' -m fast -w stop >/dev/null" || true
    ;;
esac
