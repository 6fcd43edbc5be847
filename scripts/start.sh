#!/usr/bin/env bash
# npm start: install what is missing (system packages too, when root), migrate and seed the
# embedded SQLite database, build, then run the web app (:3000, PORT), the PartyKit room server
# (:1999, ROOM_PORT) and Apertium (:2737, APERTIUM_PORT, when installed), each restarted if it dies.
# npm runs it through `sh -c`; "exec" in package.json makes this bash npm's own child, so a SIGTERM to
# npm (a service manager's stop) reaches the traps below instead of orphaning every server.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
mkdir -p data
ensure_system_packages start
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
echo "› Bibles (public-domain World English Bible and Reina-Valera 1909, once)…"
npm run -s bibles:install
# LIBRETRANSLATE_URL: the demo organisation's translator (scripts/demo-translator.ts).
npx tsx scripts/demo-translator.ts
echo "› Building…"
build_app

ROOM_PORT="${ROOM_PORT:-1999}"
APERTIUM_PORT="${APERTIUM_PORT:-2737}"
export ROOM_PUBLIC_PORT="${ROOM_PUBLIC_PORT:-$ROOM_PORT}" ROOM_INTERNAL_URL="${ROOM_INTERNAL_URL:-http://127.0.0.1:${ROOM_PORT}}"
export APERTIUM_URL="${APERTIUM_URL:-http://127.0.0.1:${APERTIUM_PORT}}"

# Each piece runs under its own supervisor (scripts/supervise.sh): one that exits is started
# again, and the others carry on, so a web restart never ends a live sermon. Each supervisor has
# its own process group (partykit runs workerd as a child), so stopping ends every child.
supervisors=()
cleanup() {
  for pid in "${supervisors[@]}"; do kill -TERM -- "-$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
}
trap cleanup EXIT
trap 'exit 0' INT TERM

mkdir -p data/partykit
setsid bash scripts/supervise.sh room data/partykit.log bash -c "source scripts/lib.sh && run_room ${ROOM_PORT} data/partykit" &
supervisors+=($!)
# Apertium is optional: an APY already answering is used as it is, and one that keeps failing
# never takes the web app down with it.
if node -e 'fetch(process.argv[1]).then(() => process.exit(0), () => process.exit(1))' "${APERTIUM_URL}/listPairs" 2>/dev/null; then
  apertium_line="Apertium (offline translation): ${APERTIUM_URL} (already running)"
elif command -v apertium-apy >/dev/null 2>&1; then
  setsid bash scripts/supervise.sh apertium data/apertium.log apertium-apy -p "$APERTIUM_PORT" /usr/share/apertium/modes &
  supervisors+=($!)
  apertium_line="Apertium (offline translation): ${APERTIUM_URL}"
else
  apertium_line="Apertium not installed: live captions stay untranslated (see the lines above)"
fi
# The one web server (server/start.js, as in production): probes, request ids, graceful stop, one
# JSON line per request of chosen fields only. Migrated above already; without SMTP_URL, mail stays in the dev mailbox.
[ -n "${SMTP_URL:-}" ] || export DEV_MAILBOX=1
PORT="$PORT" MIGRATE_ON_START=0 setsid bash scripts/supervise.sh web - node server/start.js &
supervisors+=($!)

cat <<MSG

  Every Tongue is running:  http://localhost:${PORT}
  Room server (PartyKit):   http://localhost:${ROOM_PORT}
  ${apertium_line}

  Demo logins (password: everytongue)
    super@example.org   super administrator (userType 1)
    admin@example.org   organisation administrator (userType 2)
    staff@example.org   staff (userType 3)
    member@example.org  member (userType 4)

  Press Ctrl+C to stop.
MSG
wait
