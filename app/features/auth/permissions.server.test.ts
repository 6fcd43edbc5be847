import { describe, expect, it } from "vitest";
import { commitAuthSession } from "#app/features/auth/auth.server.ts";
import { UserType } from "#app/features/auth/roles.ts";
import { prisma } from "#app/utils/db.server.ts";
import { requestContext } from "#app/utils/request-context.server.ts";
import { createOrganisation, createSermon, createUser } from "#tests/db-utils.ts";
import { getUser } from "./permissions.server.ts";

async function signedIn(userType: UserType = UserType.OrganisationAdmin) {
  const organisation = await createOrganisation({ timeZone: "America/Sao_Paulo" });
  const user = await createUser({ userType, organisationId: organisation.id });
  const session = await prisma.session.create({
    data: { userId: user.id, expiresAt: new Date(Date.now() + 60_000) },
  });
  const cookie = (await commitAuthSession(new Request("http://localhost/"), session.id)).split(";")[0]!;
  return { organisation, user, session, cookie };
}

const request = (cookie: string, method = "GET") =>
  new Request("http://localhost/dashboard", { method, headers: { cookie } });

/** Runs `work` inside one request's context, as the production server does (server/app.ts). */
const inRequest = <T>(work: () => Promise<T>) => requestContext.run({ id: crypto.randomUUID() }, work);

describe("who is asking", () => {
  it("comes with the organisation's time zone and whether one of its sermons is live", async () => {
    const { organisation, user, cookie } = await signedIn();
    const before = await getUser(request(cookie));
    expect(before?.organisation).toEqual({
      id: organisation.id,
      name: organisation.name,
      timeZone: "America/Sao_Paulo",
    });
    expect(before?.organisationLive).toBe(false);
    await createSermon({
      organisationId: organisation.id,
      hostId: user.id,
      title: "Now",
      live: true,
      startedAt: new Date(),
      minutes: 0,
    });
    expect((await getUser(request(cookie)))?.organisationLive).toBe(true);
  });

  it("is read once per request that only reads, by the layout and the page alike", async () => {
    const { session, cookie } = await signedIn();
    const [first, second] = await inRequest(async () => {
      const first = await getUser(request(cookie));
      // Gone from the database between the two loaders: the request keeps what it read first.
      await prisma.session.delete({ where: { id: session.id } });
      return [first, await getUser(request(cookie))];
    });
    expect(first?.id).toBeTruthy();
    expect(second).toBe(first);
    // The next request reads afresh, and the session is gone.
    expect(await inRequest(() => getUser(request(cookie)))).toBeNull();
  });

  it("is read afresh within a request that writes: its action may have signed the person out", async () => {
    const { session, cookie } = await signedIn();
    const [first, second] = await inRequest(async () => {
      const first = await getUser(request(cookie, "POST"));
      await prisma.session.delete({ where: { id: session.id } });
      return [first, await getUser(request(cookie, "POST"))];
    });
    expect(first?.id).toBeTruthy();
    expect(second).toBeNull();
  });

  it("is not another person's within one request when the cookie differs", async () => {
    const one = await signedIn();
    const other = await signedIn(UserType.Staff);
    const [a, b] = await inRequest(async () => [
      await getUser(request(one.cookie)),
      await getUser(request(other.cookie)),
    ]);
    expect(a?.id).toBe(one.user.id);
    expect(b?.id).toBe(other.user.id);
  });
});
