// Whether this web process should receive traffic: what a load balancer asks /readyz. Ready
// means the database answers with every migration applied and the room server answers; a
// process that is shutting down is never ready. The answer is reused for a moment so a flood of
// unauthenticated probes cannot turn into a flood of database queries.
import fs from "node:fs";
import { resolveDatabaseUrl } from "./database-url.ts";
import { prisma } from "./db.server.ts";
import { env } from "./env.server.ts";
import { logger } from "./logger.server.ts";
import { missingMigrations } from "./migrations.server.ts";

const REUSE_MS = 1000;
const CHECK_TIMEOUT_MS = 2000;

/** A check that hangs (a database server that accepts but never answers) counts as failed. */
function withinTime<T>(check: Promise<T>) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([check, timeout]).finally(() => clearTimeout(timer));
}

let draining = false;
let last: { at: number; result: Promise<boolean> } | null = null;

/** From now on the process answers "unready", so the load balancer stops sending it requests. */
export function startDraining() {
  draining = true;
}

export function isDraining() {
  return draining;
}

async function databaseReady() {
  // An open SQLite file keeps answering after it was deleted or its disk unmounted: look for it.
  const url = resolveDatabaseUrl(env.DATABASE_URL);
  if (url.startsWith("file:"))
    await fs.promises.access(url.slice("file:".length), fs.constants.R_OK | fs.constants.W_OK);
  const missing = await missingMigrations(prisma);
  if (missing.length > 0) throw new Error(`${missing.length} migration(s) not applied`);
}

/**
 * A process's first query also starts Prisma's engine and opens the database connection, which on
 * a busy host can outlast CHECK_TIMEOUT_MS: started once before listening, so /readyz times the
 * database rather than the process's own start-up. A failure only delays start; /readyz reports it.
 */
export async function warmUpDatabase() {
  try {
    await withinTime(databaseReady());
  } catch (error) {
    logger.warn(
      { part: "database", reason: error instanceof Error ? error.message : String(error) },
      "not ready at start",
    );
  }
}

async function roomReady() {
  // Any HTTP answer proves the room server is reachable; the root path wakes no room.
  await fetch(new URL("/", env.ROOM_INTERNAL_URL), { signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) }).then((response) =>
    response.body?.cancel(),
  );
}

async function check(): Promise<boolean> {
  const [database, room] = await Promise.allSettled([withinTime(databaseReady()), withinTime(roomReady())]);
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
