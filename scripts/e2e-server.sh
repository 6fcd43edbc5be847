#!/usr/bin/env bash
# The app as Playwright sees it: the production build on $1 (default 3100) over a fresh seeded
# database, with its own room server ($1+1000), Apertium ($1+2000) when installed, and a loopback
# SMTP server (E2E_SMTP_PORT, default $1+3000) that every e-mail goes to.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
load_local_secrets
PORT="${1:-3100}"
ROOM_PORT=$((PORT + 1000))
APERTIUM_PORT=$((PORT + 2000))
SMTP_PORT="${E2E_SMTP_PORT:-$((PORT + 3000))}"
MAIL_DIR="data/e2e-mail-${PORT}"
DB="data/e2e-${PORT}.db"
export NODE_ENV=production SECURE_COOKIES=0 DATABASE_URL="file:./${DB}" PORT
export ROOM_PUBLIC_PORT="$ROOM_PORT" ROOM_INTERNAL_URL="http://127.0.0.1:${ROOM_PORT}" WEB_INTERNAL_URL="http://127.0.0.1:${PORT}"
export APERTIUM_URL="http://127.0.0.1:${APERTIUM_PORT}"
# Mail goes to a real SMTP server on loopback, started below; tests read what it received.
export SMTP_URL="smtp://127.0.0.1:${SMTP_PORT}"
# Lets the go-live page take its words from the test instead of a microphone (see
# app/features/live/client/speech-recognition.ts). Never set outside this script.
export ENABLE_TEST_SPEECH=1
# Guest limits go by client address: a test names its own in X-Forwarded-For (issue 12).
export TRUST_PROXY=1
# Small enough for tests/e2e/guest-listener.spec.ts to reach; the shipped 5,000 (decision 031) is
# tested by sunday-rush.spec.ts on web processes of its own.
export GUEST_JOINS_PER_IP_HOUR=300
# Every provider stand-in of the browser tests listens on loopback, which the address guard
# (app/features/providers/address-guard.server.ts) refuses unless allowed.
export PROVIDERS_ALLOW_PRIVATE=1
rm -f "$DB" "$DB-wal" "$DB-shm"
rm -rf "data/e2e-rooms-${PORT}" "$MAIL_DIR" && mkdir -p "data/e2e-rooms-${PORT}"
npx prisma migrate deploy > /dev/null
npx tsx prisma/seed.ts

# Children stay in this process group, which Playwright ends as a whole; leftovers of a run
# that was killed harder are cleared first.
pkill -f "socket-addr=entry=0.0.0.0:${ROOM_PORT}" 2>/dev/null || true
pkill -f "partykit dev --port ${ROOM_PORT}" 2>/dev/null || true
pkill -f "apertium-apy -p ${APERTIUM_PORT}" 2>/dev/null || true
pkill -f "smtp-capture.ts ${SMTP_PORT}" 2>/dev/null || true
pids=()
cleanup() { kill "${pids[@]}" 2>/dev/null || true; }
trap cleanup EXIT INT TERM
# The secret reaches the room through a private config file, never the command line (lib.sh).
run_room "$ROOM_PORT" "data/e2e-rooms-${PORT}" > "data/e2e-partykit-${PORT}.log" 2>&1 &
pids+=($!)
if command -v apertium-apy >/dev/null 2>&1; then
  apertium-apy -p "$APERTIUM_PORT" /usr/share/apertium/modes > "data/e2e-apertium-${PORT}.log" 2>&1 &
  pids+=($!)
fi
./node_modules/.bin/tsx tests/support/smtp-capture.ts "$SMTP_PORT" "$MAIL_DIR" > "data/e2e-smtp-${PORT}.log" 2>&1 &
pids+=($!)
# The web app must not take requests before its room server can (partykit needs a few seconds),
# nor before Apertium answers (a cold APY is slow). node, not curl: a fresh Debian may lack curl.
wait_for() {
  node -e '
    const url = process.argv[1];
    const deadline = Date.now() + 60000;
    const poll = () => fetch(url).then(() => process.exit(0), () => Date.now() > deadline ? process.exit(1) : setTimeout(poll, 500));
    poll();
  ' "$1"
}
wait_for "http://127.0.0.1:${ROOM_PORT}/parties/main/ready"
if command -v apertium-apy >/dev/null 2>&1; then
  wait_for "http://127.0.0.1:${APERTIUM_PORT}/listPairs"
  # APY loads each language pair on its first request, which can take longer than a live
  # sermon waits: warm the pairs the tests use.
  wait_for "http://127.0.0.1:${APERTIUM_PORT}/translate?langpair=eng%7Cspa&q=Hello"
  wait_for "http://127.0.0.1:${APERTIUM_PORT}/translate?langpair=spa%7Cpor&q=Hola"
fi
# Its log is kept (tests/e2e/global-teardown.ts reads all of it for secrets after a run).
WEB_LOG="data/e2e-web-${PORT}.log"
: > "$WEB_LOG"
# The one web server (server/start.js), as npm start and production run it; migrated above.
MIGRATE_ON_START=0 node server/start.js 2>&1 | tee -a "$WEB_LOG"
