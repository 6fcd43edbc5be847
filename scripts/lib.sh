# Shared by start.sh and test.sh: install dependencies when they are missing or stale.
ensure_installed() {
  if [ ! -d node_modules ] || [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    echo "› Installing dependencies (npm ci)…"
    npm ci --no-audit --no-fund
  fi
  if [ ! -f app/generated/prisma/client.ts ]; then
    npx prisma generate
  fi
}
