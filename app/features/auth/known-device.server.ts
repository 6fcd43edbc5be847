// A browser an account has signed in from before: it keeps an allowance of wrong passwords of its
// own when strangers have used up the account's (login-throttle.server.ts, decision 053). A signed,
// httpOnly cookie holding a random id for the browser and the ids of the last few accounts signed
// in from it (a church laptop is shared); only this server can make one, so a guesser cannot claim
// to be the owner's phone.
import crypto from "node:crypto";
import { createCookie } from "react-router";
import { env, secureCookies } from "#app/utils/env.server.ts";

const DEVICE_ID = /^[\w-]{22}$/;
const MAX_ACCOUNTS = 5;
const YEAR_S = 60 * 60 * 24 * 365;

const deviceCookie = createCookie("et_device", {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  secure: secureCookies,
  maxAge: YEAR_S,
  secrets: [env.SESSION_SECRET],
});

type KnownDevice = { id: string; users: string[] };

async function readDevice(request: Request): Promise<KnownDevice | null> {
  const value: unknown = await deviceCookie.parse(request.headers.get("Cookie"));
  if (!value || typeof value !== "object") return null;
  const { id, users } = value as Partial<KnownDevice>;
  if (typeof id !== "string" || !DEVICE_ID.test(id) || !Array.isArray(users)) return null;
  return { id, users: users.filter((user): user is string => typeof user === "string").slice(0, MAX_ACCOUNTS) };
}

/** This browser's id when `userId` has signed in from it before, else null. */
export async function knownDeviceOf(request: Request, userId: string | undefined): Promise<string | null> {
  if (!userId) return null;
  const device = await readDevice(request);
  return device?.users.includes(userId) ? device.id : null;
}

/** The Set-Cookie header that marks this browser as one `userId` signed in from (or reset a password on). */
export async function rememberDevice(request: Request, userId: string): Promise<string> {
  const device = await readDevice(request);
  const users = [userId, ...(device?.users ?? []).filter((user) => user !== userId)].slice(0, MAX_ACCOUNTS);
  return deviceCookie.serialize({ id: device?.id ?? crypto.randomBytes(16).toString("base64url"), users });
}
