// Password reset by a 4-digit code. Four digits are weak, so: the code is stored hashed, lives
// 15 minutes, dies after 5 wrong tries, is replaced by any newer code, and an address gets at
// most 3 codes an hour. A successful reset signs the user out everywhere.
import crypto from "node:crypto";
import type { TFunction } from "i18next";
import { runInBackground } from "#app/features/auth/background.server.ts";
import { prisma } from "#app/utils/db.server.ts";
import { composeEmail, sendEmail } from "#app/utils/email.server.ts";
import { hashPassword, verifyPassword } from "./password.server.ts";
import { isThrottled, recordAttempt } from "./throttle.server.ts";

const CODE_LIFETIME_MS = 15 * 60 * 1000;
const MAX_WRONG_CODES = 5;
const CODES_PER_HOUR = 3;

/**
 * Sends a code when the address belongs to someone. The request does the same work for every
 * address (the limit, then one background job) and never learns whether the account exists:
 * looking it up, hashing the code and the mail happen after the answer, so neither the words nor
 * the time of the answer tell a stranger which addresses have accounts.
 */
export async function requestResetCode(email: string, tFor: (language: string) => TFunction) {
  const address = email.toLowerCase();
  const limit = { key: `reset-code:${address}`, max: CODES_PER_HOUR, windowMs: 60 * 60 * 1000 };
  if (await isThrottled(limit)) return;
  await recordAttempt(limit);
  runInBackground("reset code", () => sendResetCode(address, tFor));
}

async function sendResetCode(address: string, tFor: (language: string) => TFunction) {
  const user = await prisma.user.findUnique({
    where: { email: address },
    select: { id: true, email: true, firstName: true, interfaceLanguage: true },
  });
  if (!user) return;
  const code = String(crypto.randomInt(0, 10_000)).padStart(4, "0");
  await prisma.$transaction([
    prisma.passwordReset.updateMany({ where: { userId: user.id, usedAt: null }, data: { usedAt: new Date() } }),
    prisma.passwordReset.create({
      data: { userId: user.id, codeHash: await hashPassword(code), expiresAt: new Date(Date.now() + CODE_LIFETIME_MS) },
    }),
  ]);
  const t = tFor(user.interfaceLanguage);
  await sendEmail(
    composeEmail(
      user.email,
      t("mail.resetSubject"),
      [t("mail.greeting", { name: user.firstName }), t("mail.resetBody"), t("mail.resetIgnore")],
      code,
    ),
  );
}

/** "ok", or "invalid" (wrong, expired, used-up or unknown: one answer for all). */
export async function resetPassword(input: { email: string; code: string; password: string }) {
  const user = await prisma.user.findUnique({ where: { email: input.email.toLowerCase() }, select: { id: true } });
  if (!user) return "invalid" as const;
  const reset = await prisma.passwordReset.findFirst({
    where: { userId: user.id, usedAt: null, expiresAt: { gt: new Date() }, attempts: { lt: MAX_WRONG_CODES } },
    orderBy: { createdAt: "desc" },
  });
  if (!reset) return "invalid" as const;
  if (!(await verifyPassword(input.code, reset.codeHash))) {
    // Counted in the database, not from the row read above, so parallel guesses cannot share
    // one attempt; the fifth wrong one voids the code.
    await prisma.passwordReset.updateMany({
      where: { id: reset.id, attempts: { lt: MAX_WRONG_CODES } },
      data: { attempts: { increment: 1 } },
    });
    await prisma.passwordReset.updateMany({
      where: { id: reset.id, usedAt: null, attempts: { gte: MAX_WRONG_CODES } },
      data: { usedAt: new Date() },
    });
    return "invalid" as const;
  }
  const passwordHash = await hashPassword(input.password);
  return prisma.$transaction(async (tx) => {
    // Claimed only while still live: a code voided or used meanwhile changes nothing.
    const claimed = await tx.passwordReset.updateMany({
      where: { id: reset.id, usedAt: null, attempts: { lt: MAX_WRONG_CODES } },
      data: { usedAt: new Date() },
    });
    if (!claimed.count) return "invalid" as const;
    await tx.user.update({ where: { id: user.id }, data: { passwordHash } });
    await tx.session.deleteMany({ where: { userId: user.id } });
    return "ok" as const;
  });
}
