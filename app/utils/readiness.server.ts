// Whether this web process should receive traffic: what a load balancer asks /readyz. Ready
// means the database answers with every migration applied and the room server answers; a
// process that is shutting down is never ready. The answer is reused for a moment so a flood of
// unauthenticated probes cannot turn into a flood of database queries.
import fs from "node:fs";
import path from "node:path";
import { projectRoot, resolveDatabaseUrl } from "./database-url.ts";
import { prisma } from "./db.server.ts";
import { env } from "./env.server.ts";
import { logger } from "./logger.server.ts";

const REUSE_MS = 1000;
const ROOM_TIMEOUT_MS = 2000;

let draining = false;
let last: { at: number; result: Promise<boolean> } | null = null;

/** From now on the process answers "unready", so the load balancer stops sending it requests. */
export function startDraining() {
  draining = true;
}

export function isDraining() {
  return draining;
}

/** The migrations this build was shipped with (folder names, as Prisma records them). */
const expectedMigrations = (() => {
  const directory = path.join(projectRoot, "prisma", "migrations");
  return fs
    .readdirSync(directory, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(directory, entry.name, "migration.sql")))
    .map((entry) => entry.name);
})();

async function databaseReady() {
  // An open SQLite file keeps answering after it was deleted or its disk unmounted: look for it.
  const url = resolveDatabaseUrl(env.DATABASE_URL);
  if (url.startsWith("file:")) await fs.promises.access(url.slice("file:".length), fs.constants.R_OK | fs.constants.W_OK);
  const rows = await prisma.$queryRawUnsafe<{ migration_name: string }[]>(
    "SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL",
  );
  const applied = new Set(rows.map((row) => row.migration_name));
  const missing = expectedMigrations.filter((name) => !applied.has(name));
  if (missing.length > 0) throw new Error(`${missing.length} migration(s) not applied`);
}

async function roomReady() {
  // Any HTTP answer proves the room server is reachable; the root path wakes no room.
  await fetch(new URL("/", env.ROOM_INTERNAL_URL), { signal: AbortSignal.timeout(ROOM_TIMEOUT_MS) }).then((response) => response.body?.cancel());
}

async function check(): Promise<boolean> {
  const [database, room] = await Promise.allSettled([databaseReady(), roomReady()]);
  const failures = { database, room };
  let ready = true;
  for (const [part, outcome] of Object.entries(failures)) {
    if (outcome.status === "rejected") {
      ready = false;
      // The reason goes to the log only: /readyz itself reveals nothing.
      const reason = outcome.reason instanceof Error ? outcome.reason.message : String(outcome.reason);
      logger.warn({ part, reason }, "not ready");
    }
  }
  return ready;
}

export async function isReady(now = Date.now()): Promise<boolean> {
  if (draining) return false;
  if (!last || now - last.at > REUSE_MS) last = { at: now, result: check() };
  return last.result;
}
