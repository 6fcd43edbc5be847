#!/usr/bin/env bash
# npm run screenshots: builds the app and takes the pictures of every screen (screenshots/) with
# the browser tests' server and browser (playwright.screenshots.config.ts). npm test does not.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
mkdir -p data screenshots
ensure_system_packages test
ensure_installed
build_app
npx playwright test --config playwright.screenshots.config.ts "$@"
