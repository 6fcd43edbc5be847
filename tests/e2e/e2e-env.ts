// Imported first by helpers.ts, before any app module reads its settings: the browser tests'
// data builders write to the e2e server's database, and the sign-in cookies they make must be
// signed with the server's own secret (scripts/e2e-server.sh reads it from data/local-secrets.env).
import fs from "node:fs";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

process.env.DATABASE_URL = `file:./data/e2e-${E2E_PORT}.db`;
const secrets = "data/local-secrets.env";
if (fs.existsSync(secrets)) {
  const line = fs.readFileSync(secrets, "utf8").split("\n").find((entry) => entry.startsWith("SESSION_SECRET="));
  if (line) process.env.SESSION_SECRET = line.slice("SESSION_SECRET=".length).trim();
}
