import { createCookieSessionStorage } from "react-router";
import { env, secureCookies } from "#app/utils/env.server.ts";

export const AUTH_COOKIE_NAME = "et_session";

/** The sign-in cookie: signed, httpOnly, SameSite=Lax, holding only a Session row's id. */
export const authSessionStorage = createCookieSessionStorage<{ sessionId: string }>({
  cookie: {
    name: AUTH_COOKIE_NAME,
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: secureCookies,
    secrets: [env.SESSION_SECRET],
  },
});

export const SESSION_LIFETIME_MS = 1000 * 60 * 60 * 24 * 14;
