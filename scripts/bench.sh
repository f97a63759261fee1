#!/usr/bin/env bash
# npm run bench: builds, then measures against DATABASE_URL (an empty database) or, without it, a
# throwaway PostgreSQL 15 started like CI's, with durable commits (fsync on) as in production.
# `npm run bench:learning` passes its own script (scripts/bench/learning.ts) to measure that part alone.
set -euo pipefail
script="${1:-scripts/bench/run.ts}"
npm run build --silent
if [ -n "${DATABASE_URL:-}" ]; then
  exec npx tsx "$script"
fi
PG_FSYNC=on exec scripts/with-postgres.sh npx tsx "$script"
