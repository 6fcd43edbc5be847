import { beforeAll, describe, expect, it } from "vitest";
import { commitAuthSession } from "#app/features/auth/auth.server.ts";
import { UserType } from "#app/features/auth/roles.ts";
import { prisma } from "#app/utils/db.server.ts";
import { createOrganisation, createUser } from "#tests/db-utils.ts";
import { february, sessionUser, superAdmin } from "#tests/report-fixture.ts";
import { TOP_ROWS } from "./chart-data.ts";
import { deserialize } from "#app/utils/serialized.ts";
import { dashboardPage, dashboardRankings } from "./dashboard-page.server.ts";
import { loader as rankingsLoader } from "./routes/dashboard-rankings.ts";

// This file's own February: "all organisations" then sees only the churches made here.
const YEAR = 2039;
const CHURCHES = TOP_ROWS + 2;
const churches: { id: string; name: string; timeZone: string }[] = [];

beforeAll(async () => {
  for (let i = 0; i < CHURCHES; i++) {
    const church = await createOrganisation({ name: `Ranked Church ${String(i).padStart(2, "0")}` });
    churches.push(church);
    // i + 1 new members in February: the last church made has the most.
    for (let n = 0; n <= i; n++) {
      await createUser({ organisationId: church.id, createdAt: new Date(Date.UTC(YEAR, 1, 10 + (n % 10))) });
    }
  }
});

const byMembers = () => [...churches].reverse();

describe("the dashboard's rankings by organisation", () => {
  it("carry the rows their charts draw, largest first, and how many there are", async () => {
    const page = deserialize((await dashboardPage(superAdmin, february(YEAR))).figures);
    expect(page.registrations.map((row) => [row.label, row.value])).toEqual(
      byMembers()
        .slice(0, TOP_ROWS)
        .map((church) => [church.name, churches.indexOf(church) + 1]),
    );
    expect(page.rankedCounts.registrations).toBe(CHURCHES);
    expect(page.activeUsers.length).toBeLessThanOrEqual(TOP_ROWS);
    expect(page.performance.length).toBeLessThanOrEqual(TOP_ROWS);
  });

  it("have every row for the tables, in the same order, with the same figures", async () => {
    const page = deserialize((await dashboardPage(superAdmin, february(YEAR))).figures);
    const all = await dashboardRankings(superAdmin, february(YEAR));
    expect(all.registrations.map((row) => row.label)).toEqual(byMembers().map((church) => church.name));
    expect(all.registrations.slice(0, TOP_ROWS)).toEqual(page.registrations);
    expect(all.activeUsers.length).toBe(page.rankedCounts.activeUsers);
    expect(all.performance.length).toBe(page.rankedCounts.performance);
  });

  it("are an organisation's own row only, for its staff, whatever organisation they ask for", async () => {
    const own = churches[3]!;
    const admin = await createUser({ userType: UserType.OrganisationAdmin, organisationId: own.id });
    const params = february(YEAR, churches[7]!.id);
    const all = await dashboardRankings(sessionUser(admin, own), params);
    expect(all.registrations).toEqual([{ key: own.id, label: own.name, value: 4 }]);
  });
});

describe("/dashboard/rankings", () => {
  async function ask(userType: UserType | null) {
    let cookie = "";
    if (userType !== null) {
      const user = await createUser({ userType, organisationId: churches[0]!.id });
      const session = await prisma.session.create({
        data: { userId: user.id, expiresAt: new Date(Date.now() + 60_000) },
      });
      cookie = (await commitAuthSession(new Request("http://localhost/"), session.id)).split(";")[0]!;
    }
    const request = new Request(`http://localhost/dashboard/rankings?${february(YEAR)}`, { headers: { cookie } });
    try {
      return await rankingsLoader({ request, params: {} } as Parameters<typeof rankingsLoader>[0]);
    } catch (thrown) {
      if (thrown instanceof Response) return `${thrown.status}`;
      return `${(thrown as { init?: { status?: number } }).init?.status}`;
    }
  }

  it("answers staff with their organisation's rows", async () => {
    const answer = await ask(UserType.Staff);
    expect(answer).toEqual(expect.objectContaining({ registrations: [expect.objectContaining({ value: 1 })] }));
  });

  it("forbids a member, who sees no figures on the dashboard either", async () => {
    expect(await ask(UserType.Member)).toBe("403");
  });

  it("sends someone signed out to sign in", async () => {
    expect(await ask(null)).toBe("302");
  });
});
