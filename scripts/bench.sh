#!/usr/bin/env bash
# npm run bench: builds, then measures against DATABASE_URL (an empty database) or, without it, a
# throwaway PostgreSQL 15 started like CI's, with durable commits (fsync on) as in production.
set -euo pipefail
npm run build --silent
if [ -n "${DATABASE_URL:-}" ]; then
  exec npx tsx scripts/bench/run.ts
fi
PG_FSYNC=on exec scripts/with-postgres.sh npx tsx scripts/bench/run.ts
