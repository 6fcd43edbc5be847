import { describe, expect, it } from "vitest";
import { forgetFigures } from "#app/features/aggregates/figure-cache.server.ts";
import { UserType } from "#app/features/auth/roles.ts";
import { cacheCounts } from "#app/utils/cache-stats.ts";
import { createOrganisation, createUser } from "#tests/db-utils.ts";
import { sessionUser } from "#tests/report-fixture.ts";
import { dashboardPage } from "./dashboard-page.server.ts";
import { warmDashboards } from "./dashboard-warm.server.ts";

const figures = () => cacheCounts().figures ?? { hits: 0, misses: 0 };

describe("dashboards computed ahead", () => {
  it("answer the first request of both dashboards for every preset range from the cache", async () => {
    const church = await createOrganisation({ name: "Warm Figures Church" });
    const admin = sessionUser(
      await createUser({ userType: UserType.OrganisationAdmin, organisationId: church.id }),
      church,
    );
    const network = sessionUser(await createUser({ userType: UserType.SuperAdmin }), null);
    forgetFigures("");
    await warmDashboards();
    const before = figures();
    for (const range of ["", "range=24h", "range=week", "range=month", "range=year"]) {
      await dashboardPage(admin, new URLSearchParams(range));
      await dashboardPage(network, new URLSearchParams(range));
      await dashboardPage(network, new URLSearchParams(`${range}&org=${church.id}`));
    }
    expect(figures()).toEqual({ hits: before.hits + 15, misses: before.misses });
  });
});
