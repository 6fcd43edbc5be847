#!/usr/bin/env bash
# npm test: install if needed, then typecheck, Vitest (unit + integration on a real SQLite
# file) and Playwright (Debian's Chromium against the built app).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
mkdir -p data
ensure_system_packages test
ensure_installed

echo "› Bibles (public-domain World English Bible and Reina-Valera 1909, once)…"
npm run -s bibles:install
echo "› Typecheck"
npm run -s typecheck
echo "› Unit and integration tests (Vitest)"
npx vitest run
echo "› Browser tests (Playwright)"
build_app
npx playwright test
