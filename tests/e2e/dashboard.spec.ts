import { expect, test, waitForHydration } from "./helpers.ts";
import { UserType } from "#app/features/auth/roles.ts";
import { TOP_ROWS } from "#app/features/reports/chart-data.ts";

const widths = [375, 1280] as const;
const viewport = (width: number) => ({ width, height: width === 375 ? 812 : 900 });

test.describe("dashboard for the super administrator", () => {
  test.use({ userType: UserType.SuperAdmin });

  test("shows tiles and charts, filters by organisation and range, and drills down to analytics", async ({ page }) => {
    // The charts' markup is rendered once per figures on the server (markup-memo.tsx) and hydrated
    // by the browser's own render: any difference would be a hydration error here.
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto("/dashboard?range=year");
    await waitForHydration(page);
    await expect(page.locator(".chart-card svg.chart-bars").first()).toBeVisible();
    expect(errors).toEqual([]);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect(page.getByRole("link", { name: "This year" })).toHaveAttribute("aria-current", "page");
    for (const title of [
      "Faith status of new users",
      "Registrations by organisation",
      "Monthly breakdown",
      "Organisation locations",
      "Performance by organisation",
    ]) {
      await expect(page.getByRole("heading", { name: title })).toBeVisible();
    }
    // Every organisation's row is in the performance table alternative.
    const performance = page.getByRole("region", { name: "Performance by organisation" });
    await performance.getByText("Show as a table").click();
    await expect(performance.getByRole("cell", { name: "Igreja Nova Esperanca" })).toBeVisible();

    await page.getByRole("combobox", { name: "Organisation" }).selectOption({ label: "Grace Community Church" });
    await expect(page).toHaveURL(/org=/);
    await expect(page.getByText("Dates and times in Australia/Adelaide")).toBeVisible();

    await page.getByRole("link", { name: /New sessions/ }).click();
    await expect(page).toHaveURL(/\/analytics\?.*view=ended/);
    await expect(page).toHaveURL(/range=year/);
    await expect(page.getByRole("heading", { name: /Ended sessions/ })).toBeVisible();
    const sessions = page.locator(".session-list");
    await expect(sessions.locator(".session-card").first()).toContainText("Grace Community Church");
    await expect(sessions.getByText("Igreja Nova Esperanca")).toHaveCount(0);
  });

  test("a ranking's table brings every organisation when it is opened", async ({ page, world }) => {
    const churches = [];
    for (let i = 0; i <= TOP_ROWS; i++) {
      const church = await world.organisation();
      await world.user({ organisationId: church.id });
      churches.push(church);
    }
    // A range of this test's own: the figures another test just looked at are cached for seconds.
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await page.setViewportSize(viewport(375));
    await page.goto(`/dashboard?range=custom&from=${day(-1001)}&to=${day(1)}`);
    await waitForHydration(page);
    const registrations = page.getByRole("region", { name: "Registrations by organisation" });
    await expect(registrations.getByText(`Showing the top ${TOP_ROWS}; the table lists them all.`)).toBeVisible();
    await registrations.getByText("Show as a table").click();
    for (const church of churches) {
      await expect(registrations.getByRole("cell", { name: church.name })).toBeVisible();
    }
    await expect(registrations.getByRole("status")).toHaveCount(0);
  });

  test("the report rendered once for its figures is the same at every address that shows them", async ({ page }) => {
    // The same figures under three addresses: the report's markup is kept per figures and path
    // (section-memo.tsx), so nothing in it may depend on the query: the filter forms go to the path.
    const reports = [];
    for (const address of ["/dashboard?range=year", "/dashboard?range=year&from=", "/dashboard?from=&range=year"]) {
      const html = await (await page.request.get(address)).text();
      expect(html).toContain('class="filter-form" data-discover="true" action="/dashboard" method="get"');
      reports.push(html.slice(html.indexOf('class="panel report-filters"'), html.indexOf('id="totals-title"')));
    }
    expect(reports[0]!.length).toBeGreaterThan(1000);
    expect(new Set(reports).size).toBe(1);
  });

  for (const width of widths) {
    test(`the report renders at ${width} px`, async ({ page }) => {
      await page.setViewportSize(viewport(width));
      await page.goto("/dashboard?range=year");
      await expect(page.getByRole("heading", { name: "Monthly breakdown" })).toBeVisible();
      await expect(page.locator(".map-country").first()).toBeAttached();
    });
  }
});

test.describe("dashboard for an organisation administrator", () => {
  test.use({ userType: UserType.OrganisationAdmin });

  test("sees only their own organisation, labelled as theirs", async ({ page }) => {
    await page.goto("/dashboard?range=year&org=someone-else");
    await expect(page.getByText("Grace Community Church (Your Organisation)")).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Organisation" })).toHaveCount(0);
    const performance = page.getByRole("region", { name: "Performance by organisation" });
    await performance.getByText("Show as a table").click();
    await expect(performance.getByRole("cell", { name: "Grace Community Church" })).toBeVisible();
    await expect(page.getByText("Igreja Nova Esperanca")).toHaveCount(0);
    await expect(page.getByText("Gereja Kasih Karunia")).toHaveCount(0);
  });

  test("drills into ended sessions with each listener, and exports the table as CSV", async ({ page }) => {
    await page.goto("/dashboard?range=year");
    await page
      .getByRole("region", { name: "Average session duration" })
      .getByRole("link", { name: "View details" })
      .click();
    await expect(page).toHaveURL(/view=ended/);
    const first = page.locator(".session-card").first();
    // The summary, not the table's (visually hidden) caption of the same words.
    await first
      .locator("summary")
      .filter({ hasText: /^Listeners \(\d+\)$/ })
      .click();
    await expect(first.getByRole("columnheader", { name: "Language" })).toBeVisible();
    await expect(first.getByRole("cell", { name: "Inactive" }).first()).toBeVisible();
    await expect(first.getByText("Delete sermon")).toBeVisible();

    const response = await page.request.get("/analytics/export.csv?view=users&range=year");
    expect(response.headers()["content-type"]).toContain("text/csv");
    const csv = await response.text();
    expect(csv.split("\r\n")[0]).toContain("Name,E-mail,Phone");
    expect(csv).not.toContain("Igreja Nova Esperanca");
  });

  for (const width of widths) {
    test(`the report renders at ${width} px`, async ({ page }) => {
      await page.setViewportSize(viewport(width));
      await page.goto("/dashboard?range=year");
      await expect(page.getByRole("heading", { name: "Monthly breakdown" })).toBeVisible();
      await page.goto("/analytics?view=accepted&range=year");
      await expect(page.getByRole("heading", { name: /Accepted Jesus/ })).toBeVisible();
    });
  }
});
