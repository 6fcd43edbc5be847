import { prisma } from "./db.server.ts";

/** Failed sign-ins allowed per e-mail, and per client address, inside the window. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_ADDRESS = 30;

const keysFor = (email: string, address: string | null) => [
  { key: `email:${email.toLowerCase()}`, max: MAX_FAILURES_PER_EMAIL },
  ...(address ? [{ key: `ip:${address}`, max: MAX_FAILURES_PER_ADDRESS }] : []),
];

/** Minutes until another attempt is allowed, or 0 when one is allowed now. */
export async function loginLockedForMinutes(email: string, address: string | null, now = new Date()) {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  let waitMs = 0;
  for (const { key, max } of keysFor(email, address)) {
    const failures = await prisma.loginFailure.findMany({
      where: { key, createdAt: { gt: since } },
      orderBy: { createdAt: "desc" },
      take: max,
      select: { createdAt: true },
    });
    const oldestCounted = failures[max - 1];
    if (oldestCounted) waitMs = Math.max(waitMs, oldestCounted.createdAt.getTime() + LOGIN_WINDOW_MS - now.getTime());
  }
  return Math.ceil(waitMs / 60_000);
}

export async function recordLoginFailure(email: string, address: string | null) {
  await prisma.loginFailure.createMany({ data: keysFor(email, address).map(({ key }) => ({ key })) });
  // Old rows are worthless; trimming here keeps the table small without a scheduler. Only
  // sign-in rows: the table also holds the longer windows of throttle.server.ts.
  await prisma.loginFailure.deleteMany({
    where: {
      createdAt: { lt: new Date(Date.now() - LOGIN_WINDOW_MS) },
      OR: [{ key: { startsWith: "email:" } }, { key: { startsWith: "ip:" } }],
    },
  });
}

export async function clearLoginFailures(email: string) {
  await prisma.loginFailure.deleteMany({ where: { key: `email:${email.toLowerCase()}` } });
}
