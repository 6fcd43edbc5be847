#!/usr/bin/env bash
# npm test: install if needed, then lint (ESLint and import circles), format check (Prettier),
# dead-code check (knip), typecheck, Vitest (unit + integration on a real SQLite file) and
# Playwright (Debian's Chromium against the built app). The quick static checks come first, so a
# slip shows in seconds rather than after the browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
mkdir -p data
ensure_system_packages test
ensure_installed

echo "› Lint (ESLint, import circles)"
npm run -s lint
echo "› Format check (Prettier)"
npm run -s format:check
echo "› Dead-code check (knip)"
npm run -s knip
echo "› Bibles (public-domain World English Bible and Reina-Valera 1909, once)…"
npm run -s bibles:install
echo "› Typecheck"
npm run -s typecheck
echo "› Unit and integration tests (Vitest)"
npx vitest run
echo "› Browser tests (Playwright)"
build_app
npx playwright test
