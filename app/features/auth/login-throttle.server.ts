import { prisma } from "#app/utils/db.server.ts";

// Wrong passwords slow the guesser down instead of locking the account: each failure for one
// account from one client doubles that pair's wait (after a few free tries), capped at a minute,
// so a script gets a handful of guesses an hour while the owner, elsewhere, signs in at once and,
// on the same network, waits a minute at most. A client spraying many accounts is slowed the same
// way by its own address (when known: the socket's peer, or X-Forwarded-For behind TRUST_PROXY=1).
// See docs/decisions/014-hardening.md.

const LOGIN_WINDOW_MS = 60 * 60 * 1000;
export const FREE_FAILURES_PER_ACCOUNT = 3;
const FREE_FAILURES_PER_ADDRESS = 30;
export const MAX_DELAY_SECONDS = 60;

const keysFor = (email: string, address: string | null) => [
  // The "email:" and "ip:" prefixes are what the tidy-up below and throttle.server.ts rely on.
  { key: `email:${email.toLowerCase()}|${address ?? "-"}`, free: FREE_FAILURES_PER_ACCOUNT },
  ...(address ? [{ key: `ip:${address}`, free: FREE_FAILURES_PER_ADDRESS }] : []),
];

/** Seconds the next attempt must wait after `failures` recent failures. */
export function delayAfter(failures: number, free: number) {
  if (failures < free) return 0;
  return Math.min(2 ** (failures - free), MAX_DELAY_SECONDS);
}

/** Seconds until this account may be tried again from this client, 0 when now. */
export async function loginWaitSeconds(email: string, address: string | null, now = new Date()) {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  let waitMs = 0;
  for (const { key, free } of keysFor(email, address)) {
    const failures = await prisma.throttleAttempt.count({ where: { key, createdAt: { gt: since } } });
    const delay = delayAfter(failures, free);
    if (!delay) continue;
    const last = await prisma.throttleAttempt.findFirst({
      where: { key },
      orderBy: { createdAt: "desc" },
      select: { createdAt: true },
    });
    if (last) waitMs = Math.max(waitMs, last.createdAt.getTime() + delay * 1000 - now.getTime());
  }
  return Math.max(0, Math.ceil(waitMs / 1000));
}

export async function recordLoginFailure(email: string, address: string | null, now = new Date()) {
  await prisma.throttleAttempt.createMany({
    data: keysFor(email, address).map(({ key }) => ({ key, createdAt: now })),
  });
  // Old rows are worthless; trimming here keeps the table small without a scheduler. Only
  // sign-in rows: the table also holds the longer windows of throttle.server.ts.
  await prisma.throttleAttempt.deleteMany({
    where: {
      createdAt: { lt: new Date(now.getTime() - LOGIN_WINDOW_MS) },
      OR: [{ key: { startsWith: "email:" } }, { key: { startsWith: "ip:" } }],
    },
  });
}

/** A right password forgets that client's wrong ones for the account. */
export async function clearLoginFailures(email: string, address: string | null) {
  await prisma.throttleAttempt.deleteMany({ where: { key: `email:${email.toLowerCase()}|${address ?? "-"}` } });
}
