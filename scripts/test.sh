#!/usr/bin/env bash
# npm test: install if needed, then lint (ESLint and import circles), format check (Prettier),
# dead-code check (knip) and typecheck, two at a time, then Vitest (unit + integration on a real SQLite file) and
# Playwright (Debian's Chromium against the built app). The quick static checks come first, so a
# slip shows in seconds rather than after the browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
mkdir -p data
ensure_system_packages test
ensure_installed

# Two at a time on two cores: lint beside typecheck, dead code and format (typecheck and knip
# both write the route types, so they stay in one line). Each one's output is shown whole, in order.
checks_dir="$(mktemp -d)"
run_check() {
  local name="$1"
  shift
  if "$@" > "${checks_dir}/${name}.log" 2>&1; then echo 0 > "${checks_dir}/${name}.rc"; else echo 1 > "${checks_dir}/${name}.rc"; fi
}
run_check lint npm run -s lint &
lint_pid=$!
{
  run_check typecheck npm run -s typecheck
  run_check knip npm run -s knip
  run_check format npm run -s format:check
} &
wait "$lint_pid" $!
failed=0
for check in "lint:Lint (ESLint, import circles)" "format:Format check (Prettier)" "knip:Dead-code check (knip)" "typecheck:Typecheck"; do
  echo "› ${check#*:}"
  cat "${checks_dir}/${check%%:*}.log"
  [ "$(cat "${checks_dir}/${check%%:*}.rc")" = 0 ] || failed=1
done
rm -rf "$checks_dir"
[ "$failed" = 0 ] || { echo "› A static check failed (above)." >&2; exit 1; }
echo "› Bibles (public-domain World English Bible and Reina-Valera 1909, once)…"
npm run -s bibles:install
echo "› Unit and integration tests (Vitest)"
npx vitest run
echo "› Browser tests (Playwright)"
build_app
npx playwright test
