import crypto from "node:crypto";
import { Prisma } from "#app/generated/prisma/client.ts";
import { dbTime, prisma } from "#app/utils/db.server.ts";

// Rate limits beyond sign-in (sign-ups, reset codes) share the ThrottleAttempt table with it: a log
// of attempts by key, which is all a sliding-window limit needs.

/** At most `max` attempts under `key` within `windowMs`. */
export type Limit = { key: string; max: number; windowMs: number };

/** True when the limit is already used up. */
export async function isThrottled({ key, max, windowMs }: Limit) {
  const since = new Date(Date.now() - windowMs);
  return (await prisma.throttleAttempt.count({ where: { key, createdAt: { gt: since } } })) >= max;
}

export async function recordAttempt({ key, windowMs }: Limit) {
  await prisma.throttleAttempt.create({ data: { key } });
  // This key's expired rows; sign-in rows are trimmed by login-throttle.server.ts.
  await prisma.throttleAttempt.deleteMany({ where: { key, createdAt: { lt: new Date(Date.now() - windowMs) } } });
}

/**
 * One attempt under every limit when none of them is used up (then true); otherwise nothing is
 * recorded, so a refused request does not eat into another limit. This is the path a crowd takes
 * (guest ids and room tokens: hundreds a minute from one church), so it is one read and one write:
 * expired rows are cleared now and then rather than on every attempt (the counts never read
 * them). Check and record are separate statements: requests at the same moment can pass a limit
 * by as many as are in flight.
 */
export async function tryAttempt(limits: Limit[], prune = Math.random() < PRUNE_SHARE) {
  if (!limits.length) return true;
  const now = Date.now();
  // Raw SQL, as for the signed-in user (decision 024): Prisma plans each model query as it runs,
  // which cost more than these reads and writes themselves.
  const counted = limits.map(
    ({ key, windowMs }, index) =>
      Prisma.sql`SELECT ${index} AS "limit", COUNT(*) AS n FROM "ThrottleAttempt"
        WHERE "key" = ${key} AND "createdAt" > ${dbTime(new Date(now - windowMs))}`,
  );
  const rows = await prisma.$queryRaw<{ limit: number | bigint; n: number | bigint }[]>`${Prisma.join(
    counted,
    " UNION ALL ",
  )}`;
  if (rows.some((row) => Number(row.n) >= limits[Number(row.limit)]!.max)) return false;
  // One statement, outside any transaction: Prisma runs createMany in one, and libsql opens a new
  // SQLite connection after each transaction (db.server.ts).
  const attempts = limits.map(({ key }) => Prisma.sql`(${crypto.randomUUID()}, ${key}, ${dbTime(new Date(now))})`);
  await prisma.$executeRaw`INSERT INTO "ThrottleAttempt" ("id", "key", "createdAt") VALUES ${Prisma.join(attempts)}`;
  if (prune) {
    for (const { key, windowMs } of limits) {
      await prisma.throttleAttempt.deleteMany({ where: { key, createdAt: { lt: new Date(now - windowMs) } } });
    }
  }
  return true;
}

/** How often `tryAttempt` clears a key's expired rows: about once in fifty attempts. */
const PRUNE_SHARE = 0.02;
