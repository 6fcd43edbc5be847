import { beforeAll, describe, expect, it } from "vitest";
import { buildReportWorld, february, superAdmin, type ReportWorld } from "#tests/report-fixture.ts";
import { dashboardData } from "./dashboard.server.ts";
import { resolveFilters } from "#app/features/aggregates/report-filters.server.ts";

const YEAR = 2031; // the month keys below are spelt out for this year
let world: ReportWorld;
beforeAll(async () => {
  world = await buildReportWorld(YEAR);
});

const dashboardFor = async (user: ReportWorld["admin"], params: URLSearchParams) =>
  dashboardData(await resolveFilters(user, params));

describe("the dashboard of one organisation, on its own calendar", () => {
  it("counts Adelaide's February in Adelaide time", async () => {
    const data = await dashboardFor(superAdmin, february(YEAR, world.adelaide.id));
    // u1 joined at 00:30 on 1 February local (still January in UTC); u3 at 23:30 on 31 January.
    expect(data.tiles).toEqual({ newUsers: 2, newSalvations: 2, newSermons: 1, liveSermons: 1 });
    expect(data.faith).toEqual(
      expect.arrayContaining([
        { key: "strong", value: 1 },
        { key: "open", value: 1 },
      ]),
    );
    expect(data.faith).toHaveLength(2);
    expect(data.discovery.map((d) => [d.key, d.value]).sort()).toEqual([
      ["friend_family", 1],
      ["social_media", 1],
    ]);
    expect(data.primaryLanguage.map((d) => [d.key, d.value]).sort()).toEqual([
      ["en", 1],
      ["es", 1],
    ]);
    expect(data.registrations).toEqual([{ key: world.adelaide.id, label: world.adelaide.name, value: 2 }]);
    expect(data.activeUsers).toEqual([{ key: world.adelaide.id, label: world.adelaide.name, value: 2 }]);
    expect(data.performance).toEqual([
      {
        key: world.adelaide.id,
        label: world.adelaide.name,
        sermons: 1,
        listeners: 3,
        activeUsers: 2,
        averageListeningMinutes: 47,
        salvations: 2,
      },
    ]);
    expect(data.languages).toEqual([{ key: "Australia", label: "Australia", values: { en: 2, es: 1 } }]);
    expect(data.locations).toEqual([expect.objectContaining({ id: world.adelaide.id, sermons: 1, live: 1 })]);
    expect(data.live.map((row) => [row.title, row.listeners])).toEqual([["Adelaide live", 1]]);
  });

  it("puts each record in its local month in the monthly breakdown and duration line", async () => {
    const data = await dashboardFor(superAdmin, february(YEAR, world.adelaide.id));
    const month = (key: string) => data.monthly.find((m) => m.key === key)?.values;
    // At least six months, ending with the range's last month.
    expect(data.monthly.map((m) => m.key)).toEqual(["2030-09", "2030-10", "2030-11", "2030-12", "2031-01", "2031-02"]);
    expect(month("2031-02")).toEqual({ users: 2, salvations: 2, sermons: 1 });
    expect(month("2031-01")).toEqual({ users: 1, salvations: 0, sermons: 0 });
    expect(data.sermonDuration.find((d) => d.key === "2031-02")?.value).toBe(60);
  });

  it("counts São Paulo's February in São Paulo time", async () => {
    const data = await dashboardFor(superAdmin, february(YEAR, world.saoPaulo.id));
    // v2 joined 23:30 on 28 February local (1 March UTC); v1 23:30 on 31 January local (1 February UTC).
    expect(data.tiles).toEqual({ newUsers: 1, newSalvations: 1, newSermons: 1, liveSermons: 0 });
    expect(data.faith).toEqual([{ key: "exploring", value: 1 }]);
    expect(data.performance[0]).toMatchObject({
      sermons: 1,
      listeners: 2,
      activeUsers: 1,
      averageListeningMinutes: 68,
      salvations: 1,
    });
    expect(data.languages).toEqual([{ key: "Brazil", label: "Brazil", values: { pt: 2 } }]);
    const march = await dashboardFor(
      superAdmin,
      new URLSearchParams({ range: "custom", from: `${YEAR}-03-01`, to: `${YEAR}-03-31`, org: world.saoPaulo.id }),
    );
    expect(march.tiles.newSermons).toBe(1);
  });

  it("uses UTC for all organisations together", async () => {
    const data = await dashboardFor(superAdmin, february(YEAR));
    // UTC February holds u2 and v1 (not u1, not v2), all three February salvations plus the
    // Adelaide one of 1 March local (28 February UTC), and s1 and t1.
    expect(data.tiles.newUsers).toBe(2);
    expect(data.tiles.newSalvations).toBe(4);
    expect(data.tiles.newSermons).toBe(2);
    expect(data.registrations.map((d) => d.key).sort()).toEqual([world.adelaide.id, world.saoPaulo.id].sort());
  });
});

describe("an organisation administrator", () => {
  it("never sees another organisation's numbers, whatever the URL asks for", async () => {
    const own = await dashboardFor(world.admin, february(YEAR));
    const probing = await dashboardFor(world.admin, february(YEAR, world.saoPaulo.id));
    expect(probing).toEqual(own);
    expect(own.tiles).toEqual({ newUsers: 2, newSalvations: 2, newSermons: 1, liveSermons: 1 });
    const organisationIds = [...own.registrations, ...own.activeUsers, ...own.performance].map((row) => row.key);
    expect(new Set(organisationIds)).toEqual(new Set([world.adelaide.id]));
    expect(own.languages.map((row) => row.key)).toEqual(["Australia"]);
    expect(own.locations.map((row) => row.id)).toEqual([world.adelaide.id]);
  });

  it("without an organisation sees nothing at all", async () => {
    const data = await dashboardFor({ ...world.admin, organisationId: null, organisation: null }, february(YEAR));
    expect(data.tiles).toEqual({ newUsers: 0, newSalvations: 0, newSermons: 0, liveSermons: 0 });
    expect(data.registrations).toEqual([]);
    expect(data.locations).toEqual([]);
  });
});
