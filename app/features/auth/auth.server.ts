import { redirect } from "react-router";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { loginSchema } from "#app/features/auth/login-schema.ts";
import { prisma } from "#app/utils/db.server.ts";
import { clearLoginFailures, loginWait, recordLoginFailure } from "./login-throttle.server.ts";
import { knownDeviceOf } from "./known-device.server.ts";
import { hashPassword, verifyPassword } from "./password.server.ts";
import { clientAddress } from "#app/utils/request-info.server.ts";
import { AUTH_COOKIE_NAME, SESSION_LIFETIME_MS, authSessionStorage } from "./session.server.ts";
import { cookieValue } from "#app/utils/cookies.ts";

/** Thrown by the form strategy when sign-in fails; carries what the form should show. */
export class LoginRejected extends Error {
  constructor(
    readonly reply: SubmissionResult<string[]>,
    readonly status = 400,
  ) {
    super("Login rejected");
  }
}

// Computed once so an unknown e-mail costs as much time as a wrong password.
const timingDummyHash = hashPassword("timing-equaliser");

export const authenticator = new Authenticator<{ sessionId: string; userId: string; redirectTo?: string }>();

authenticator.use(
  new FormStrategy(async ({ form, request }) => {
    const submission = parseWithZod(form, { schema: loginSchema });
    if (submission.status !== "success") throw new LoginRejected(submission.reply({ hideFields: ["password"] }));

    const { email, password, redirectTo } = submission.value;
    const user = await prisma.user.findUnique({
      where: { email: email.toLowerCase() },
      select: { id: true, passwordHash: true },
    });
    const client = {
      email,
      address: clientAddress(request),
      knownDevice: await knownDeviceOf(request, user?.id),
    };
    // Not a lockout: a short, growing wait for this account from this client, and a longer one for
    // the account from everywhere but the browsers it signed in from before (decision 053).
    const wait = await loginWait(client);
    if (wait.seconds > 0) {
      const message = wait.accountWide ? "errors.accountGuessedElsewhere" : "errors.tooManyAttempts";
      throw new LoginRejected(submission.reply({ formErrors: [message], hideFields: ["password"] }), 429);
    }

    const ok = await verifyPassword(password, user?.passwordHash ?? (await timingDummyHash));
    if (!user || !ok) {
      await recordLoginFailure(client);
      throw new LoginRejected(submission.reply({ formErrors: ["errors.badCredentials"], hideFields: ["password"] }));
    }

    await clearLoginFailures(client);
    const session = await prisma.session.create({
      data: { userId: user.id, expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS) },
      select: { id: true },
    });
    return { sessionId: session.id, userId: user.id, redirectTo };
  }),
  "form",
);

/** Sets the sign-in cookie for a new session. */
export async function commitAuthSession(request: Request, sessionId: string) {
  const cookieSession = await authSessionStorage.getSession(request.headers.get("Cookie"));
  cookieSession.set("sessionId", sessionId);
  return authSessionStorage.commitSession(cookieSession, { expires: new Date(Date.now() + SESSION_LIFETIME_MS) });
}

/**
 * The session id the signed sign-in cookie holds, or null (none, or a bad signature). Checked on
 * every request: a memo of checked cookies measured no gain beyond noise under `npm run
 * bench:load`'s rotating mix (decision 024), so the signature is checked each time.
 */
export async function getSessionId(request: Request): Promise<string | null> {
  const header = request.headers.get("Cookie");
  if (!cookieValue(header, AUTH_COOKIE_NAME)) return null;
  const cookieSession = await authSessionStorage.getSession(header);
  return cookieSession.get("sessionId") ?? null;
}

/** Deletes the session row and returns the header that clears the cookie. */
export async function logout(request: Request) {
  const cookieSession = await authSessionStorage.getSession(request.headers.get("Cookie"));
  const sessionId = cookieSession.get("sessionId");
  if (sessionId) await prisma.session.deleteMany({ where: { id: sessionId } });
  return authSessionStorage.destroySession(cookieSession);
}

/** Sends a signed-in visitor away from pages meant for signed-out ones (the sign-in screen). */
export async function requireAnonymous(request: Request) {
  const sessionId = await getSessionId(request);
  if (!sessionId) return;
  const live = await prisma.session.count({ where: { id: sessionId, expiresAt: { gt: new Date() } } });
  if (live) throw redirect("/dashboard");
}
