export {};
process.env.DATABASE_URL = "file:" + process.cwd() + "/data/bench.db";
const d = await import("#app/utils/dashboard.server.ts");
const a = await import("#app/utils/dashboard-activity.server.ts");
const f = await import("#app/utils/report-filters.server.ts");
const an = await import("#app/utils/analytics.server.ts");
const range = process.argv[2] ?? "month";
const users = {
  super: { id: "x", email: "", firstName: "", lastName: "", userType: 1 as const, organisationId: null, organisation: null },
  org: { id: "bu0", email: "", firstName: "", lastName: "", userType: 2 as const, organisationId: "bo0", organisation: { id: "bo0", name: "" } },
};
for (const [who, user] of Object.entries(users)) {
  const filters = await f.resolveFilters(user, new URLSearchParams({ range }));
  const fns: Record<string, () => Promise<unknown>> = {
    tiles: () => d.dashboardTiles(filters), people: () => d.peopleCharts(filters), monthly: () => d.monthlyBreakdown(filters),
    duration: () => d.averageSessionDuration(filters), activity: () => a.activityByOrganisation(filters), languages: () => a.languagesByCountry(filters),
    locations: () => a.organisationLocations(filters), live: () => a.liveSessions(filters),
  };
  for (const v of ["salvations", "users", "live", "ended", "accepted", "events"] as const) fns["an_" + v] = () => an.analyticsRows(filters, v, { skip: 0, take: 20 });
  for (const [name, fn] of Object.entries(fns)) {
    await fn();
    const t = performance.now(); await fn(); console.log(who, name, Math.round(performance.now() - t));
  }
}
const tt = await import("#app/utils/totals.server.ts");
for (let i = 0; i < 3; i++) { const t0 = performance.now(); await tt.dashboardTotals(users.super); console.log("totals", Math.round(performance.now() - t0)); }
const dd = await import("#app/utils/dashboard.server.ts");
const ff = await f.resolveFilters(users.super, new URLSearchParams({ range }));
for (let i = 0; i < 3; i++) { const t0 = performance.now(); await dd.dashboardData(ff); console.log("all", Math.round(performance.now() - t0)); }
