import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { LoginRejected, authenticator } from "#app/features/auth/auth.server.ts";
import { backgroundIdle } from "#app/features/auth/background.server.ts";
import { rememberDevice } from "#app/features/auth/known-device.server.ts";
import { FREE_FAILURES_ACCOUNT_WIDE } from "#app/features/auth/login-throttle.server.ts";
import { requestResetCode } from "#app/features/auth/password-reset.server.ts";
import { action as resetPasswordAction } from "#app/features/auth/routes/reset-password.tsx";
import { readMailbox } from "#app/utils/email.server.ts";
import { PEER_HEADER } from "#app/utils/peer.ts";
import { createUser, DEMO_PASSWORD } from "#tests/db-utils.ts";

// Issue 40, item 5 (decision 053): wrong passwords for one account spread over many addresses (one
// IPv6 range holds billions) were never slowed, as each client's count stayed under its free tries.
// The account's own count now slows them; the owner's browsers keep an allowance of their own.

/** A sign-in form as the socket at `address` sends it, with `cookie` when given. */
const signIn = (email: string, password: string, address: string, cookie?: string) =>
  authenticator.authenticate(
    "form",
    new Request("http://localhost/login", {
      method: "POST",
      body: new URLSearchParams({ email, password }),
      headers: { [PEER_HEADER]: address, ...(cookie ? { Cookie: cookie } : {}) },
    }),
  );

/** The error key and status a refused sign-in answered with. */
async function refusal(attempt: Promise<unknown>) {
  try {
    await attempt;
  } catch (error) {
    if (error instanceof LoginRejected) return { status: error.status, message: error.reply.error?.[""]?.[0] };
    throw error;
  }
  return { status: 200, message: "signed in" };
}

/** 100 wrong passwords from 64 addresses of one IPv6 /64; how each was answered, counted. */
async function guessFromOneRange(email: string) {
  const answers: Record<string, number> = {};
  for (let guess = 0; guess < 100; guess++) {
    const address = `2001:db8:40:7::${(guess % 64).toString(16)}`;
    const { status } = await refusal(signIn(email, `guess-${guess}`, address));
    answers[status] = (answers[status] ?? 0) + 1;
  }
  return answers;
}

/** A sign-in cookie's name=value pair from a Set-Cookie header. */
const cookiePair = (setCookie: string) => setCookie.split(";")[0]!;

// Long enough for all 100 guesses to be checked, as they were before this limit.
describe("a per-account limit on wrong passwords across addresses", { timeout: 60_000 }, () => {
  it("slows 100 guesses from 64 addresses of one range, and then refuses even the right password", async () => {
    const owner = await createUser({ email: `spread-${Date.now()}@example.org` });
    const answers = await guessFromOneRange(owner.email);
    // Only the account's free tries were checked against the password at all; the rest waited.
    expect(answers).toEqual({ 400: FREE_FAILURES_ACCOUNT_WIDE, 429: 100 - FREE_FAILURES_ACCOUNT_WIDE });
    expect(await refusal(signIn(owner.email, DEMO_PASSWORD, "2001:db8:40:7::ff"))).toEqual({
      status: 429,
      message: "errors.accountGuessedElsewhere",
    });
    // Another range, another network: it is the account that waits, not an address.
    expect((await refusal(signIn(owner.email, DEMO_PASSWORD, "198.51.100.23"))).status).toBe(429);
  });

  it("lets the owner in from a browser the account signed in from before, and only the owner", async () => {
    const owner = await createUser({ email: `owner-${Date.now()}@example.org` });
    const other = await createUser({ email: `other-${Date.now()}@example.org` });
    // The owner's phone signed in last week (the login route sets this cookie on every sign-in).
    const phone = await signIn(owner.email, DEMO_PASSWORD, "203.0.113.40");
    const phoneCookie = cookiePair(await rememberDevice(new Request("http://localhost/"), phone.userId));
    // A stranger's browser that once signed in to another account.
    const strangerCookie = cookiePair(await rememberDevice(new Request("http://localhost/"), other.id));

    expect((await guessFromOneRange(owner.email))[429]).toBe(100 - FREE_FAILURES_ACCOUNT_WIDE);

    expect(await refusal(signIn(owner.email, DEMO_PASSWORD, "203.0.113.41", strangerCookie))).toMatchObject({
      status: 429,
    });
    // A cookie whose signature does not match is no one's browser.
    const [name, value] = phoneCookie.split("=");
    const forged = `${name}=${encodeURIComponent(`${decodeURIComponent(value!).split(".")[0]}.forged`)}`;
    expect(await refusal(signIn(owner.email, DEMO_PASSWORD, "203.0.113.41", forged))).toMatchObject({ status: 429 });

    // The owner's phone, on another network: a typo is counted for the phone alone, then they are in.
    expect(await refusal(signIn(owner.email, "typo", "203.0.113.41", phoneCookie))).toEqual({
      status: 400,
      message: "errors.badCredentials",
    });
    expect(await refusal(signIn(owner.email, DEMO_PASSWORD, "203.0.113.41", phoneCookie))).toEqual({
      status: 200,
      message: "signed in",
    });
  });

  it("lets the owner in on a new browser once it has reset the password there", async () => {
    const owner = await createUser({ email: `reset-${Date.now()}@example.org` });
    await guessFromOneRange(owner.email);
    await requestResetCode(owner.email, (() => (key: string) => key) as unknown as (language: string) => TFunction);
    await backgroundIdle();
    const code = (await readMailbox()).find((mail) => mail.to === owner.email)!.text.match(/^(\d{4})$/m)![1]!;
    const fields = { email: owner.email, code, password: "a-new-password", confirmPassword: "a-new-password" };
    const reset = (await resetPasswordAction({
      request: new Request("http://localhost/reset-password", { method: "POST", body: new URLSearchParams(fields) }),
    } as Parameters<typeof resetPasswordAction>[0])) as { init: ResponseInit | null };
    const setCookie = new Headers(reset.init?.headers).get("Set-Cookie");
    expect(setCookie).toMatch(/^et_device=/);
    // Elsewhere the account still waits; on the browser that proved the mailbox, the owner is in.
    expect((await refusal(signIn(owner.email, "a-new-password", "203.0.113.50"))).status).toBe(429);
    expect(await refusal(signIn(owner.email, "a-new-password", "203.0.113.50", cookiePair(setCookie!)))).toEqual({
      status: 200,
      message: "signed in",
    });
  });
});
