# Shared by start.sh and test.sh (and so CI): what the machine needs, then the npm dependencies.
# shellcheck disable=SC1091
source "$(dirname "${BASH_SOURCE[0]}")/system-packages.sh"

# Install npm dependencies when they are missing or stale.
ensure_installed() {
  if [ ! -d node_modules ] || [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    echo "› Installing dependencies (npm ci)…"
    npm ci --no-audit --no-fund
  fi
  if [ ! -f app/generated/prisma/client.ts ]; then
    npx prisma generate
  fi
}

# The production build refuses the development secrets, so a local install makes its own once
# (data/ is not committed) and every later start reuses them: sessions survive restarts.
load_local_secrets() {
  mkdir -p data
  if [ ! -f data/local-secrets.env ]; then
    node -e 'const c=require("crypto");for(const k of ["SESSION_SECRET","SECRETS_KEY","ROOM_SECRET"])console.log(`${k}=${c.randomBytes(32).toString("hex")}`)' > data/local-secrets.env
    chmod 600 data/local-secrets.env
  fi
  set -a
  # shellcheck disable=SC1091
  source data/local-secrets.env
  set +a
}

# The production build (the app, then the listener island: docs/decisions/021-listener-island.md),
# without the framework's deprecation noise (see scripts/quiet.sh and package.json "build").
build_app() {
  npm run --silent build
}

# The room server on port $1, its storage in $2: the secret goes through a private config file
# (scripts/room-config.mjs), never the command line. Runs in the foreground.
run_room() {
  local config
  config="$(node scripts/room-config.mjs "$1")"
  ./node_modules/.bin/partykit dev --port "$1" --no-hotkeys --disable-request-cf-fetch --persist "$2" --config "$config"
}
