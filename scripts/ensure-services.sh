#!/usr/bin/env bash
# Starts local PostgreSQL and Redis when they are not answering (development machines and CI run
# them as local services; docker-compose users have them as containers and skip this).
set -euo pipefail
step() { printf 'services: %s\n' "$*"; }

pg_up() { pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; }
redis_up() { [ "$(redis-cli -h 127.0.0.1 -p 6379 ping 2>/dev/null)" = "PONG" ]; }

if pg_up; then
  step "PostgreSQL answers on 127.0.0.1:5432"
elif command -v pg_ctlcluster >/dev/null; then
  step "starting PostgreSQL"
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | tail -1)" main start
  for _ in $(seq 1 50); do pg_up && break; sleep 0.2; done
  pg_up || { step "PostgreSQL did not come up" >&2; exit 1; }
else
  step "PostgreSQL is not running on 127.0.0.1:5432 and pg_ctlcluster is not here: start it, or set DATABASE_URL" >&2
  exit 1
fi

if redis_up; then
  step "Redis answers on 127.0.0.1:6379"
elif command -v redis-server >/dev/null; then
  step "starting Redis"
  mkdir -p /var/lib/redis /var/log/redis 2>/dev/null || true
  redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log
  for _ in $(seq 1 50); do redis_up && break; sleep 0.2; done
  redis_up || { step "Redis did not come up" >&2; exit 1; }
else
  step "Redis is not running on 127.0.0.1:6379 and redis-server is not here: start it, or set REDIS_URL" >&2
  exit 1
fi
