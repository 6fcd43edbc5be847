#!/usr/bin/env bash
# npm start: install if needed, migrate and seed the embedded SQLite database, build, then run
# the web app (:3000), the PartyKit room server (:1999) and Apertium (:2737, when installed).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
ensure_installed
load_local_secrets

export NODE_ENV=production
# A church LAN is usually plain HTTP: keep cookies usable there unless told otherwise.
export SECURE_COOKIES="${SECURE_COOKIES:-0}"
PORT="${PORT:-3000}"

echo "› Migrating the database…"
npx prisma migrate deploy
echo "› Seeding (only an empty database)…"
npx tsx prisma/seed.ts
# LIBRETRANSLATE_URL: the demo organisation's translator (scripts/demo-translator.ts).
npx tsx scripts/demo-translator.ts
echo "› Building…"
npx react-router build

pids=()
helpers=()
# partykit runs workerd as a child: each helper gets its own process group so one kill ends both.
cleanup() { for pid in "${pids[@]}" "${helpers[@]}"; do kill -- "-$pid" 2>/dev/null || kill "$pid" 2>/dev/null || true; done; }
trap cleanup EXIT INT TERM

mkdir -p data/partykit
setsid ./node_modules/.bin/partykit dev --port 1999 --no-hotkeys --disable-request-cf-fetch \
  --persist data/partykit --var "ROOM_SECRET=${ROOM_SECRET}" > data/partykit.log 2>&1 &
pids+=($!)
# Apertium is optional: an APY already answering on :2737 is used as it is, and one that fails to
# start never takes the web app down with it (it is not among the processes waited on below).
if node -e 'fetch("http://127.0.0.1:2737/listPairs").then(() => process.exit(0), () => process.exit(1))' 2>/dev/null; then
  apertium_line="Apertium (offline translation): http://127.0.0.1:2737 (already running)"
elif command -v apertium-apy >/dev/null 2>&1; then
  setsid apertium-apy -p 2737 /usr/share/apertium/modes > data/apertium.log 2>&1 &
  helpers+=($!)
  apertium_line="Apertium (offline translation): http://127.0.0.1:2737"
else
  apertium_line="Apertium not installed (apt-get install apertium-apy apertium-eng-spa apertium-es-pt for offline translation)"
fi
PORT="$PORT" setsid ./node_modules/.bin/react-router-serve ./build/server/index.js &
pids+=($!)

cat <<MSG

  Every Tongue is running:  http://localhost:${PORT}
  Room server (PartyKit):   http://localhost:1999
  ${apertium_line}

  Demo logins (password: everytongue)
    super@example.org   super administrator (userType 1)
    admin@example.org   organisation administrator (userType 2)
    staff@example.org   staff (userType 3)
    member@example.org  member (userType 4)

  Press Ctrl+C to stop.
MSG
wait -n "${pids[@]}"
