#!/usr/bin/env bash
# The app as Playwright sees it: the production build on :3100 over a fresh seeded database.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
load_local_secrets
PORT="${1:-3100}"
DB="data/e2e-${PORT}.db"
export NODE_ENV=production SECURE_COOKIES=0 DATABASE_URL="file:./${DB}" PORT
rm -f "$DB"
npx prisma migrate deploy > /dev/null
npx tsx prisma/seed.ts
exec ./node_modules/.bin/react-router-serve ./build/server/index.js
