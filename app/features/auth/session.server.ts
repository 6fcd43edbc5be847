import { createCookieSessionStorage } from "react-router";
import { env, secureCookies } from "../../utils/env.server.ts";

/** The sign-in cookie: signed, httpOnly, SameSite=Lax, holding only a Session row's id. */
export const authSessionStorage = createCookieSessionStorage<{ sessionId: string }>({
  cookie: {
    name: "et_session",
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: secureCookies,
    secrets: [env.SESSION_SECRET],
  },
});

export const SESSION_LIFETIME_MS = 1000 * 60 * 60 * 24 * 14;
