import { prisma } from "./db.server.ts";

// Rate limits beyond sign-in (sign-ups, reset codes) share the LoginFailure table: it is a log of
// attempts by key, which is all a sliding-window limit needs.

/** True when `key` already has `max` attempts within the window. */
export async function isThrottled(key: string, max: number, windowMs: number) {
  const since = new Date(Date.now() - windowMs);
  return (await prisma.loginFailure.count({ where: { key, createdAt: { gt: since } } })) >= max;
}

export async function recordAttempt(key: string) {
  await prisma.loginFailure.create({ data: { key } });
}
