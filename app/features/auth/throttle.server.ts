import { prisma } from "../../utils/db.server.ts";

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
 * recorded, so a refused request does not eat into another limit. Check and record are two
 * statements: requests at the same moment can pass a limit by as many as are in flight.
 */
export async function tryAttempt(limits: Limit[]) {
  for (const limit of limits) if (await isThrottled(limit)) return false;
  await Promise.all(limits.map(recordAttempt));
  return true;
}
