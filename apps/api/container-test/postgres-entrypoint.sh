#!/usr/bin/env bash
# The stand-in PostgreSQL image's entrypoint (stand-ins.sh): what the official image's
# docker-entrypoint.sh does for compose.yaml, no more. As root it prepares PGDATA and the socket
# folder and starts itself again as `postgres`; on an empty PGDATA it runs initdb with
# POSTGRES_USER / POSTGRES_PASSWORD (scram-sha-256 over TCP, trust on the local socket, as the
# official image), listens on every address (listen_addresses='*', overridable with
# `-c listen_addresses=…`), creates POSTGRES_DB, and then execs the command (`postgres …`).
# The port is PostgreSQL's own PGPORT (default 5432).
set -Eeuo pipefail

if [ "${1:0:1}" = '-' ]; then
  set -- postgres "$@"
fi

if [ "$1" = postgres ] && [ "$(id -u)" = 0 ]; then
  mkdir -p "$PGDATA" /var/run/postgresql
  chown -R postgres:postgres "$PGDATA" /var/run/postgresql
  chmod 700 "$PGDATA"
  chmod 2775 /var/run/postgresql
  exec setpriv --reuid=postgres --regid=postgres --init-groups "$BASH_SOURCE" "$@"
fi

if [ "$1" = postgres ] && [ ! -s "$PGDATA/PG_VERSION" ]; then
  : "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD must be set (the official image refuses to start without it too)}"
  user=${POSTGRES_USER:-postgres}
  db=${POSTGRES_DB:-$user}
  initdb --username="$user" --pwfile=<(printf '%s\n' "$POSTGRES_PASSWORD") \
    --encoding=UTF8 --locale=C.UTF-8 --auth-local=trust --auth-host=scram-sha-256 -D "$PGDATA"
  echo "listen_addresses = '*'" >>"$PGDATA/postgresql.conf"
  printf 'host all all all scram-sha-256\n' >>"$PGDATA/pg_hba.conf"
  # A server on the socket only, to create the database, as the official image does.
  pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start
  if [ "$db" != postgres ]; then
    psql -v ON_ERROR_STOP=1 --username="$user" --dbname=postgres \
      -c "CREATE DATABASE \"$db\""
  fi
  pg_ctl -D "$PGDATA" -m fast -w stop
  echo 'PostgreSQL init process complete; ready for start up.'
fi

exec "$@"
