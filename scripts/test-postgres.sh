#!/usr/bin/env bash
# Starts or stops a throwaway PostgreSQL server from the Debian binaries, for tests and benchmarks.
#   scripts/test-postgres.sh start DIR   -> prints a postgres:// URL (listens on 127.0.0.1 only)
#   scripts/test-postgres.sh stop DIR
set -euo pipefail
cmd=${1:?start or stop}
dir=${2:?directory}
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -x "$bin/initdb" ] || { echo "PostgreSQL server binaries not found (apt-get install postgresql)" >&2; exit 1; }

as_postgres() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "$cmd" in
  start)
    mkdir -p "$dir"
    [ "$(id -u)" = 0 ] && chown postgres:postgres "$dir"
    port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
    as_postgres "$bin/initdb" -D "$dir/data" -U app --auth=trust -E UTF8 >"$dir/initdb.log" 2>&1
    as_postgres "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
      -o "-p $port -c listen_addresses=127.0.0.1 -k $dir -c max_connections=200 -c fsync=on" start >/dev/null
    echo "postgres://app@127.0.0.1:$port/postgres"
    ;;
  stop)
    [ -d "$dir/data" ] && as_postgres "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
    ;;
  *) echo "unknown command $cmd" >&2; exit 2 ;;
esac
