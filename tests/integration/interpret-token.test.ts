// Who gets an interpreter's room token (decision 064, requirements R7.38): the admins and staff of
// the sermon's own church, while it is live, into a language it offers other than the one spoken;
// everyone else a 403 naming why, in a message key the page translates. The token's rate is the
// operators' (room-token-limit.test.ts).
import { describe, expect, it } from "vitest";
import { PEER_HEADER } from "#app/utils/peer.ts";
import { loader } from "#app/features/live/routes/room-token.ts";
import { commitAuthSession } from "#app/features/auth/auth.server.ts";
import { prisma } from "#app/utils/db.server.ts";
import { createOrganisation, createSermon, createUser } from "#tests/db-utils.ts";
import { UserType } from "#app/features/auth/roles.ts";

async function cookieOf(user: { id: string }) {
  const session = await prisma.session.create({
    data: { userId: user.id, expiresAt: new Date(Date.now() + 3_600_000) },
  });
  return (await commitAuthSession(new Request("http://localhost/"), session.id)).split(";")[0]!;
}

async function askInterpreter(cookie: string, broadcastId: string, language: string) {
  const query = new URLSearchParams({ broadcastId, language, role: "interpreter" });
  const result = await loader({
    request: new Request(`http://localhost/api/room-token?${query}`, {
      headers: { Cookie: cookie, [PEER_HEADER]: "203.0.113.64" },
    }),
    params: {},
    context: {},
  } as never);
  const { data, init } = result as unknown as { data: { token?: string; error?: string }; init?: { status?: number } };
  return { status: init?.status ?? 200, error: data.error, token: data.token };
}

const roleOf = (token: string) =>
  JSON.parse(Buffer.from(token.split(".")[0]!, "base64url").toString("utf8")) as { role: string; language: string };

describe("interpreter room tokens", () => {
  it("go to the church's staff for a served language, and are refused with a reason otherwise", async () => {
    const organisation = await createOrganisation();
    // The church offers listeners English, Spanish and Portuguese only.
    await prisma.organisationLanguage.deleteMany({ where: { organisationId: organisation.id, purpose: "joinlive" } });
    await prisma.organisationLanguage.createMany({
      data: ["en", "es", "pt"].map((code) => ({
        organisationId: organisation.id,
        purpose: "joinlive",
        code,
        name: code,
      })),
    });
    const host = await createUser({ organisationId: organisation.id, userType: UserType.OrganisationAdmin });
    const staff = await createUser({ organisationId: organisation.id, userType: UserType.Staff });
    const member = await createUser({ organisationId: organisation.id, userType: UserType.Member });
    const elsewhere = await createUser({
      organisationId: (await createOrganisation()).id,
      userType: UserType.Staff,
    });
    const sermon = await createSermon({
      organisationId: organisation.id,
      hostId: host.id,
      startedAt: new Date(),
      minutes: 0,
      live: true,
    });
    const id = sermon.broadcastId;

    const granted = await askInterpreter(await cookieOf(staff), id, "es");
    expect(granted.status).toBe(200);
    expect(roleOf(granted.token!)).toMatchObject({ role: "interpreter", language: "es" });
    expect((await askInterpreter(await cookieOf(host), id, "pt")).status).toBe(200);

    const refused = async (user: { id: string }, language: string) => {
      const { status, error, token } = await askInterpreter(await cookieOf(user), id, language);
      return { status, error, token };
    };
    expect(await refused(member, "es")).toEqual({ status: 403, error: "interpret.errors.notStaff", token: undefined });
    expect(await refused(elsewhere, "es")).toEqual({
      status: 403,
      error: "interpret.errors.notStaff",
      token: undefined,
    });
    // The language spoken, and one the church does not offer.
    for (const language of ["en", "id"])
      expect(await refused(staff, language)).toEqual({
        status: 403,
        error: "interpret.errors.notServed",
        token: undefined,
      });
    await prisma.sermon.update({ where: { id: sermon.id }, data: { status: "ended", endedAt: new Date() } });
    expect(await refused(staff, "es")).toEqual({ status: 403, error: "interpret.errors.notLive", token: undefined });
  });
});
