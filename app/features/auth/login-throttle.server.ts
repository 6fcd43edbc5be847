import { prisma } from "#app/utils/db.server.ts";

// Wrong passwords slow the guesser down instead of locking the account: each failure for one
// account from one client doubles that pair's wait (after a few free tries), capped at a minute,
// so a script gets a handful of guesses an hour while the owner, elsewhere, signs in at once and,
// on the same network, waits a minute at most. A client spraying many accounts is slowed the same
// way by its own address (when known: the socket's peer, or X-Forwarded-For behind TRUST_PROXY=1).
// See docs/decisions/014-hardening.md.
//
// Guesses spread over many addresses (one IPv6 range holds billions) are slowed by the account's
// own count, whoever sends them: after ten free tries an hour, a minute between guesses, doubling
// up to a quarter of an hour. A stranger can thus make the account wait, but not for the owner's own browsers: one the
// account signed in from before (known-device.server.ts) is counted on its own instead (decision 053).

const LOGIN_WINDOW_MS = 60 * 60 * 1000;
export const FREE_FAILURES_PER_ACCOUNT = 3;
const FREE_FAILURES_PER_ADDRESS = 30;
export const MAX_DELAY_SECONDS = 60;
/** Failures for one account from every client together (or from one known device) before it waits. */
export const FREE_FAILURES_ACCOUNT_WIDE = 10;
const FIRST_ACCOUNT_WIDE_DELAY_SECONDS = 60;
const MAX_ACCOUNT_WIDE_DELAY_SECONDS = 15 * 60;

type LoginThrottle = { key: string; free: number; maxDelay: number; firstDelay?: number; accountWide: boolean };

/** Who is trying: the account's e-mail, the client's address, and the browser's id when the account knows it. */
type LoginClient = { email: string; address: string | null; knownDevice?: string | null };

const throttlesFor = ({ email, address, knownDevice }: LoginClient): LoginThrottle[] => {
  const account = email.toLowerCase();
  return [
    // These prefixes are what the tidy-up below and throttle.server.ts rely on.
    {
      key: `email:${account}|${address ?? "-"}`,
      free: FREE_FAILURES_PER_ACCOUNT,
      maxDelay: MAX_DELAY_SECONDS,
      accountWide: false,
    },
    ...(address
      ? [{ key: `ip:${address}`, free: FREE_FAILURES_PER_ADDRESS, maxDelay: MAX_DELAY_SECONDS, accountWide: false }]
      : []),
    {
      key: knownDevice ? `device:${knownDevice}|${account}` : `account:${account}`,
      free: FREE_FAILURES_ACCOUNT_WIDE,
      firstDelay: FIRST_ACCOUNT_WIDE_DELAY_SECONDS,
      maxDelay: MAX_ACCOUNT_WIDE_DELAY_SECONDS,
      accountWide: !knownDevice,
    },
  ];
};
const LOGIN_KEY_PREFIXES = ["email:", "ip:", "account:", "device:"];

/** Seconds the next attempt must wait after `failures` recent failures: `firstDelay`, doubling up to `maxDelay`. */
export function delayAfter(failures: number, free: number, maxDelay = MAX_DELAY_SECONDS, firstDelay = 1) {
  if (failures < free) return 0;
  return Math.min(firstDelay * 2 ** (failures - free), maxDelay);
}

/**
 * Seconds until this account may be tried again from this client (0: now), and whether the wait
 * is the account's own, run up by guesses from everywhere (then the owner's way round it is a
 * browser they signed in from before, or a password reset).
 */
export async function loginWait(client: LoginClient, now = new Date()) {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  let waitMs = 0;
  let accountWide = false;
  for (const { key, free, maxDelay, firstDelay, accountWide: wide } of throttlesFor(client)) {
    const failures = await prisma.throttleAttempt.count({ where: { key, createdAt: { gt: since } } });
    const delay = delayAfter(failures, free, maxDelay, firstDelay);
    if (!delay) continue;
    const last = await prisma.throttleAttempt.findFirst({
      where: { key },
      orderBy: { createdAt: "desc" },
      select: { createdAt: true },
    });
    const until = last ? last.createdAt.getTime() + delay * 1000 - now.getTime() : 0;
    if (until > waitMs) {
      waitMs = until;
      accountWide = wide;
    }
  }
  return { seconds: Math.max(0, Math.ceil(waitMs / 1000)), accountWide };
}

export async function recordLoginFailure(client: LoginClient, now = new Date()) {
  await prisma.throttleAttempt.createMany({
    data: throttlesFor(client).map(({ key }) => ({ key, createdAt: now })),
  });
  // Old rows are worthless; trimming here keeps the table small without a scheduler. Only
  // sign-in rows: the table also holds the longer windows of throttle.server.ts.
  await prisma.throttleAttempt.deleteMany({
    where: {
      createdAt: { lt: new Date(now.getTime() - LOGIN_WINDOW_MS) },
      OR: LOGIN_KEY_PREFIXES.map((prefix) => ({ key: { startsWith: prefix } })),
    },
  });
}

/**
 * A right password forgets that client's wrong ones for the account, and that browser's. Not the
 * account's own count: a guesser elsewhere would get a fresh allowance each time the owner signs in.
 */
export async function clearLoginFailures(client: LoginClient) {
  const cleared = throttlesFor(client).filter((throttle) => !throttle.accountWide && !throttle.key.startsWith("ip:"));
  await prisma.throttleAttempt.deleteMany({ where: { key: { in: cleared.map(({ key }) => key) } } });
}
