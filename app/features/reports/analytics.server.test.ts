import { beforeAll, describe, expect, it } from "vitest";
import { buildReportWorld, february, superAdmin, type ReportWorld } from "#tests/report-fixture.ts";
import { analyticsPage } from "./analytics-page.server.ts";

const YEAR = 2033;
let world: ReportWorld;
beforeAll(async () => {
  world = await buildReportWorld(YEAR);
});

const page = (view: string, org?: string, user = superAdmin) => {
  const params = february(YEAR, org);
  params.set("view", view);
  return analyticsPage(user, params);
};

describe("analytics tables behind the dashboard tiles", () => {
  it("lists the same salvations and new users the tiles counted", async () => {
    const salvations = await page("salvations", world.adelaide.id);
    expect(salvations.total).toBe(2);
    expect(salvations.rows.map((row) => row.name)).toEqual(["U One", "U One"]);
    const users = await page("users", world.adelaide.id);
    expect(users.rows.map((row) => row.email).sort()).toEqual([world.users.u1.email, world.users.u2.email].sort());
  });

  it("groups accept-Jesus clicks per person with their count and last date", async () => {
    const accepted = await page("accepted", world.adelaide.id);
    expect(accepted.rows).toEqual([
      expect.objectContaining({ email: world.users.u1.email, clicks: 2, faithLevel: "strong" }),
    ]);
  });

  it("shows ended sermons with each listener's stay, and live sermons with their members", async () => {
    const ended = await page("ended", world.saoPaulo.id);
    const [sermon] = ended.sermons;
    expect(sermon?.cells).toMatchObject({ minutes: 90, listeners: 2 });
    // A signed-in listener is shown with their account's e-mail; an anonymous one with the name they gave.
    expect(sermon?.listenerRows.map((l) => [l.email ?? l.name, l.minutes, l.language, l.status])).toEqual([
      [world.users.v2.email, 90, "pt", "inactive"],
      ["Visitante", 45, "pt", "inactive"],
    ]);
    const live = await page("live", world.adelaide.id);
    expect(live.sermons[0]?.listenerRows.map((l) => l.status)).toEqual(["active"]);
  });

  it("keeps an organisation administrator to their own organisation", async () => {
    const probing = await page("salvations", world.saoPaulo.id, world.admin);
    expect(probing.rows.every((row) => row.organisation === world.adelaide.name)).toBe(true);
    expect(probing.total).toBe(2);
    expect(probing.organisations).toEqual([{ id: world.adelaide.id, name: world.adelaide.name }]);
  });

  it("pages long tables and falls back to the default view", async () => {
    const result = await analyticsPage(superAdmin, new URLSearchParams("view=nonsense&page=-3"));
    expect(result.view).toBe("salvations");
    expect(result.page).toBe(1);
  });
});
