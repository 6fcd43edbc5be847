import { beforeAll, describe, expect, it } from "vitest";
import { LoginRejected, authenticator, commitAuthSession } from "#app/features/auth/auth.server.ts";
import { prisma } from "#app/utils/db.server.ts";
import { FREE_FAILURES_PER_ACCOUNT, MAX_DELAY_SECONDS } from "#app/features/auth/login-throttle.server.ts";
import { organisationScope } from "#app/features/auth/tenancy.server.ts";
import { getUser, requireAccess, requireUser } from "#app/features/auth/permissions.server.ts";
import { createOrganisation, createUser, DEMO_PASSWORD } from "#tests/db-utils.ts";
import { UserType } from "#app/features/auth/roles.ts";

const loginRequest = (fields: Record<string, string>) =>
  new Request("http://localhost/login", { method: "POST", body: new URLSearchParams(fields) });

async function rejection(fields: Record<string, string>) {
  try {
    await authenticator.authenticate("form", loginRequest(fields));
  } catch (error) {
    if (error instanceof LoginRejected) return error;
    throw error;
  }
  throw new Error("sign-in was accepted");
}

async function thrownStatus(promise: Promise<unknown>) {
  try {
    await promise;
    return "resolved";
  } catch (error) {
    if (error instanceof Response) return `${error.status} ${error.headers.get("Location") ?? ""}`.trim();
    return (error as { init?: { status?: number } }).init?.status ?? "unknown";
  }
}

let member: Awaited<ReturnType<typeof createUser>>;
let organisationId: string;

beforeAll(async () => {
  organisationId = (await createOrganisation()).id;
  member = await createUser({ email: "integration-member@example.org", organisationId, userType: UserType.Member });
});

describe("signing in against the real database", () => {
  it("creates a session row and a cookie that identifies the user", async () => {
    const { sessionId } = await authenticator.authenticate(
      "form",
      loginRequest({ email: "Integration-Member@example.org", password: DEMO_PASSWORD }),
    );
    expect(await prisma.session.count({ where: { id: sessionId, userId: member.id } })).toBe(1);

    const cookie = (await commitAuthSession(new Request("http://localhost/"), sessionId)).split(";")[0]!;
    expect(cookie).not.toContain(member.id);
    const user = await getUser(new Request("http://localhost/dashboard", { headers: { Cookie: cookie } }));
    // The whole signed-in user, as the console reads it (one SQL statement, permissions.server.ts).
    const organisation = await prisma.organisation.findUniqueOrThrow({ where: { id: organisationId } });
    expect(user).toEqual({
      id: member.id,
      email: "integration-member@example.org",
      firstName: member.firstName,
      lastName: member.lastName,
      userType: UserType.Member,
      organisationId,
      organisation: { id: organisationId, name: organisation.name, timeZone: organisation.timeZone },
      organisationLive: false,
    });
  });

  it("reads a sign-in cookie with a forged signature as signed out, however often it is sent", async () => {
    const { sessionId } = await authenticator.authenticate(
      "form",
      loginRequest({ email: "integration-member@example.org", password: DEMO_PASSWORD }),
    );
    const cookie = (await commitAuthSession(new Request("http://localhost/"), sessionId)).split(";")[0]!;
    // Another session id under the same signature, and the real one re-signed with a wrong secret.
    const [value, signature] = decodeURIComponent(cookie.slice("et_session=".length)).split(".");
    const otherId = Buffer.from(JSON.stringify({ sessionId: "someone-else" })).toString("base64");
    for (const forged of [`${otherId}.${signature}`, `${value}.${"A".repeat(signature!.length)}`]) {
      for (let i = 0; i < 2; i++) {
        const request = new Request("http://localhost/dashboard", {
          headers: { Cookie: `et_session=${encodeURIComponent(forged)}` },
        });
        expect(await getUser(request)).toBeNull();
      }
    }
    // The genuine cookie still signs in, also when asked again.
    for (let i = 0; i < 2; i++) {
      const request = new Request("http://localhost/dashboard", { headers: { Cookie: `theme=dark; ${cookie}` } });
      expect((await getUser(request))?.id).toBe(member.id);
    }
  });

  it("answers a missing e-mail, a bad e-mail and a wrong password with the messages of requirements R6.1", async () => {
    expect((await rejection({ password: "x" })).reply.error).toMatchObject({ email: ["errors.emailRequired"] });
    expect((await rejection({ email: "nope", password: "x" })).reply.error).toMatchObject({
      email: ["errors.emailInvalid"],
    });
    expect((await rejection({ email: "integration-member@example.org" })).reply.error).toMatchObject({
      password: ["errors.passwordRequired"],
    });
    expect((await rejection({ email: "integration-member@example.org", password: "wrong" })).reply.error).toMatchObject(
      { "": ["errors.badCredentials"] },
    );
  });

  it(
    "makes a guesser wait after repeated failures, " + "but never locks the owner out for longer than the cap",
    async () => {
      const victim = await createUser({ email: "integration-locked@example.org" });
      // Enough to reach this client's capped wait (2 ** 6 s > the cap), fewer than the account's own
      // free tries: the account-wide wait is tests/integration/login-account-wide.test.ts's.
      for (let attempt = 0; attempt < FREE_FAILURES_PER_ACCOUNT + 6; attempt++) {
        await rejection({ email: victim.email, password: `guess-${attempt}` });
        // Each refusal while waiting is not another failure: age the rows so every guess counts.
        await prisma.throttleAttempt.updateMany({
          where: { key: { startsWith: `email:${victim.email}|` } },
          data: { createdAt: new Date(Date.now() - 61_000) },
        });
      }
      await prisma.throttleAttempt.updateMany({
        where: { key: { startsWith: `email:${victim.email}|` } },
        data: { createdAt: new Date() },
      });
      const waiting = await rejection({ email: victim.email, password: DEMO_PASSWORD });
      expect(waiting.status).toBe(429);
      expect(waiting.reply.error).toMatchObject({ "": ["errors.tooManyAttempts"] });
      // The longest wait there is has passed: the right password works, however many guesses came before.
      await prisma.throttleAttempt.updateMany({
        where: { key: { startsWith: `email:${victim.email}|` } },
        data: { createdAt: new Date(Date.now() - (MAX_DELAY_SECONDS + 1) * 1000) },
      });
      const { sessionId } = await authenticator.authenticate(
        "form",
        loginRequest({ email: victim.email, password: DEMO_PASSWORD }),
      );
      expect(sessionId).toBeTruthy();
    },
  );

  it("treats an expired session as signed out", async () => {
    const session = await prisma.session.create({
      data: { userId: member.id, expiresAt: new Date(Date.now() - 1000) },
    });
    const cookie = (await commitAuthSession(new Request("http://localhost/"), session.id)).split(";")[0]!;
    const request = new Request("http://localhost/users?page=2", { headers: { Cookie: cookie } });
    expect(await getUser(request)).toBeNull();
    expect(await thrownStatus(requireUser(request))).toBe("302 /?redirectTo=%2Fusers%3Fpage%3D2");
  });
});

describe("authorisation", () => {
  it("gives 403 to a user whose userType may not open a page", async () => {
    const { sessionId } = await authenticator.authenticate(
      "form",
      loginRequest({ email: member.email, password: DEMO_PASSWORD }),
    );
    const cookie = (await commitAuthSession(new Request("http://localhost/"), sessionId)).split(";")[0]!;
    const request = new Request("http://localhost/administrators", { headers: { Cookie: cookie } });
    expect(await thrownStatus(requireAccess(request, "administrators"))).toBe(403);
    expect(await thrownStatus(requireAccess(request, "dashboard"))).toBe("resolved");
  });

  it("scopes an organisation's people to their own organisation, and a person without one to nothing", async () => {
    const base = { id: "x", email: "x", firstName: "x", lastName: "x", organisation: null };
    expect(organisationScope({ ...base, userType: UserType.SuperAdmin, organisationId: null })).toEqual({});
    expect(organisationScope({ ...base, userType: UserType.OrganisationAdmin, organisationId })).toEqual({
      organisationId,
    });
    const nowhere = organisationScope({ ...base, userType: UserType.Staff, organisationId: null });
    expect(await prisma.user.count({ where: nowhere })).toBe(0);
  });
});
