import { describe, expect, it } from "vitest";
import {
  delayAfter,
  FREE_FAILURES_PER_ACCOUNT,
  loginWait,
  MAX_DELAY_SECONDS,
  recordLoginFailure,
} from "#app/features/auth/login-throttle.server.ts";

// The old rule locked any account (the super administrator's too) for 15 minutes after five
// wrong passwords from anyone. Now wrong passwords slow down that account from that client only.
describe("growing sign-in delays instead of a lockout", () => {
  it("doubles the wait after the free tries and caps it at a minute", () => {
    const waits = Array.from({ length: 12 }, (_, failures) => delayAfter(failures, FREE_FAILURES_PER_ACCOUNT));
    expect(waits).toEqual([0, 0, 0, 1, 2, 4, 8, 16, 32, MAX_DELAY_SECONDS, MAX_DELAY_SECONDS, MAX_DELAY_SECONDS]);
  });

  it("slows the guessing client, not the owner on another client", async () => {
    const email = `delay-${Date.now()}@example.org`;
    const start = new Date();
    // Fewer than the account's own free tries: this is the one client's wait alone.
    for (let guess = 0; guess < 9; guess++) await recordLoginFailure({ email, address: "203.0.113.7" }, start);
    expect(await loginWait({ email, address: "203.0.113.7" }, start)).toEqual({
      seconds: MAX_DELAY_SECONDS,
      accountWide: false,
    });
    expect((await loginWait({ email, address: "198.51.100.2" }, start)).seconds).toBe(0);
    // …and even the guessing client may try again once the capped wait is over.
    const later = new Date(start.getTime() + MAX_DELAY_SECONDS * 1000);
    expect((await loginWait({ email, address: "203.0.113.7" }, later)).seconds).toBe(0);
  });

  it("slows a client spraying many accounts by its address", async () => {
    const address = `192.0.2.${Date.now() % 250}`;
    const start = new Date();
    for (let account = 0; account < 31; account++)
      await recordLoginFailure({ email: `spray-${account}-${Date.now()}@example.org`, address }, start);
    expect((await loginWait({ email: `fresh-${Date.now()}@example.org`, address }, start)).seconds).toBeGreaterThan(0);
  });
});
