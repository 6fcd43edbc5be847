// Guests: people who follow a sermon without an account. Each device gets an anonymous id in a
// signed cookie (only ids this server issued are accepted, so a script cannot invent them). New
// ids are limited per client address range (an IPv6 /64 is one) and per sermon, both sized for a
// congregation behind one church router (decision 031): what stops a script inflating a listener
// count is that an id counts once however it is used, and only while its socket is open in the
// room. The sermon's limit counts guests who joined, not ids asked for (decision 051).
import crypto from "node:crypto";
import { createCookie } from "react-router";
import { env, secureCookies } from "#app/utils/env.server.ts";
import { clientRange } from "#app/utils/request-info.server.ts";
import { tryAttempt, type Limit } from "#app/features/auth/throttle.server.ts";

const GUEST_ID = /^[\w-]{16,40}$/;
const YEAR_S = 60 * 60 * 24 * 365;
const HOUR_MS = 60 * 60 * 1000;

const guestCookie = createCookie("et_guest", {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  secure: secureCookies,
  maxAge: YEAR_S,
  secrets: [env.SESSION_SECRET],
});

/**
 * New guest ids per client address range per hour: a whole church's Wi-Fi shares one address, so
 * this is a congregation's worth. The sermon's own limit is not counted here: an id asked for and
 * never used must not take a real guest's place (issue 40), so the caller says whether the sermon
 * still has room, from the guests who joined it.
 */
function newGuestLimit(request: Request): Limit {
  return { key: `guest-new:${clientRange(request) ?? "unknown"}`, max: env.GUEST_JOINS_PER_IP_HOUR, windowMs: HOUR_MS };
}

/** Room tokens one guest may be given per 10 minutes: reconnects and language switches, not a storm. */
function guestTokenLimit(guestId: string): Limit {
  return { key: `guest-token:${guestId}`, max: 120, windowMs: 10 * 60 * 1000 };
}

/** The guest id this device already holds, or null. */
export async function readGuestId(request: Request): Promise<string | null> {
  const value: unknown = await guestCookie.parse(request.headers.get("Cookie"));
  return typeof value === "string" && GUEST_ID.test(value) ? value : null;
}

export type GuestGrant =
  { ok: true; guestId: string; setCookie: string | null } | { ok: false; reason: "limit" | "full" };

/**
 * This device's guest id, issuing one (within the limit above) when it has none and
 * `roomForNewGuest` says the sermon has room. Asked first, so a full sermon spends no address's
 * allowance.
 */
export async function guestFor(request: Request, roomForNewGuest: () => Promise<boolean>): Promise<GuestGrant> {
  const existing = await readGuestId(request);
  if (existing) {
    if (!(await tryAttempt([guestTokenLimit(existing)]))) return { ok: false, reason: "limit" };
    return { ok: true, guestId: existing, setCookie: null };
  }
  if (!(await roomForNewGuest())) return { ok: false, reason: "full" };
  if (!(await tryAttempt([newGuestLimit(request)]))) return { ok: false, reason: "limit" };
  const guestId = crypto.randomBytes(16).toString("base64url");
  return { ok: true, guestId, setCookie: await guestCookie.serialize(guestId) };
}

/** The stable id a person has in every room: one listener session per person per sermon. */
export function listenerKey(person: { userId: string } | { guestId: string }) {
  return "userId" in person ? `u-${person.userId}` : `g-${person.guestId}`;
}

/** The guest id inside a listener key, or null for a member (or an old per-page id). */
export function guestIdOf(listenerId: string) {
  return listenerId.startsWith("g-") ? listenerId.slice(2) : null;
}
