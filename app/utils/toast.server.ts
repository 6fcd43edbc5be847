import crypto from "node:crypto";
import { createCookieSessionStorage, redirect } from "react-router";
import { z } from "zod";
import type { MessageKey } from "#app/locales/keys.ts";
import { env, secureCookies } from "./env.server.ts";

/** A message that survives a redirect. `messageKey` is an i18next key, translated when shown. */
const toastSchema = z.object({
  id: z.string().default(() => crypto.randomUUID()),
  type: z.enum(["success", "error", "info"]).default("info"),
  messageKey: z.string(),
});
export type Toast = z.infer<typeof toastSchema>;
/** What code sends: the key is checked by typecheck here; the cookie read back is a plain string again. */
type ToastInput = Omit<z.input<typeof toastSchema>, "messageKey"> & { messageKey: MessageKey };

const toastStorage = createCookieSessionStorage({
  cookie: {
    name: "et_toast",
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: secureCookies,
    secrets: [env.SESSION_SECRET],
  },
});

export async function toastHeader(toast: ToastInput) {
  const session = await toastStorage.getSession();
  session.flash("toast", toastSchema.parse(toast));
  return toastStorage.commitSession(session);
}

export async function redirectWithToast(url: string, toast: ToastInput, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await toastHeader(toast));
  return redirect(url, { ...init, headers });
}

/** Reads and consumes the pending toast. */
export async function getToast(request: Request) {
  const session = await toastStorage.getSession(request.headers.get("Cookie"));
  const parsed = toastSchema.safeParse(session.get("toast"));
  return {
    toast: parsed.success ? parsed.data : null,
    setCookie: parsed.success ? await toastStorage.destroySession(session) : null,
  };
}
