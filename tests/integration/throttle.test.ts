import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { backgroundIdle } from "#app/features/auth/background.server.ts";
import { prisma } from "#app/utils/db.server.ts";
import { readMailbox } from "#app/utils/email.server.ts";
import { recordLoginFailure } from "#app/features/auth/login-throttle.server.ts";
import { requestResetCode, resetPassword } from "#app/features/auth/password-reset.server.ts";
import { createUser } from "#tests/db-utils.ts";

const keysOnly = (() => (key: string) => key) as unknown as (language: string) => TFunction;

async function latestCode(to: string) {
  // The code is made and mailed after the request answers.
  await backgroundIdle();
  const message = (await readMailbox()).find((mail) => mail.to === to);
  return message?.text.match(/^(\d{4})$/m)?.[1] ?? null;
}

describe("limits that outlive a sign-in window", () => {
  it("a sign-in failure's tidy-up keeps the hour-long reset-code log", async () => {
    const key = `reset-code:kept-${Date.now()}@example.org`;
    await prisma.throttleAttempt.create({ data: { key, createdAt: new Date(Date.now() - 30 * 60_000) } });
    await recordLoginFailure({ email: `someone-${Date.now()}@example.org`, address: null });
    expect(await prisma.throttleAttempt.count({ where: { key } })).toBe(1);
  });

  it("sends at most three codes an hour to one address", async () => {
    const user = await createUser();
    for (let request = 0; request < 4; request++) await requestResetCode(user.email, keysOnly);
    await backgroundIdle();
    expect(await prisma.passwordReset.count({ where: { userId: user.id } })).toBe(3);
  });
});

describe("password reset codes", () => {
  it("a newer code voids the older one, and a reset ends every session", async () => {
    const user = await createUser();
    await prisma.session.create({ data: { userId: user.id, expiresAt: new Date(Date.now() + 60_000) } });
    await requestResetCode(user.email, keysOnly);
    const first = await latestCode(user.email);
    await requestResetCode(user.email, keysOnly);
    const second = await latestCode(user.email);
    expect(first).toMatch(/^\d{4}$/);
    expect(await prisma.passwordReset.count({ where: { userId: user.id, usedAt: null } })).toBe(1);
    expect(await resetPassword({ email: user.email, code: second!, password: "another-one" })).toBe("ok");
    expect(await prisma.session.count({ where: { userId: user.id } })).toBe(0);
    // Used once, never again.
    expect(await resetPassword({ email: user.email, code: second!, password: "third-one" })).toBe("invalid");
  });

  it("the fifth wrong code voids the right one", async () => {
    const user = await createUser();
    await requestResetCode(user.email, keysOnly);
    const code = (await latestCode(user.email))!;
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, "0");
    const guesses = await Promise.all(
      Array.from({ length: 5 }, () => resetPassword({ email: user.email, code: wrong, password: "guessing" })),
    );
    expect(guesses).toEqual(Array(5).fill("invalid"));
    expect(await resetPassword({ email: user.email, code, password: "too-late" })).toBe("invalid");
  });
});
