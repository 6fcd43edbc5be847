import { expect, test } from "./helpers.ts";
import { UserType } from "#app/features/auth/roles.ts";

// Pictures of the dashboard and analytics for people to look at (screenshots/), taken by
// `npm run screenshots` only; dashboard.spec.ts checks the same pages without taking any.
const widths = [375, 1280] as const;
const viewport = (width: number) => ({ width, height: width === 375 ? 812 : 900 });

test.describe("the super administrator's dashboard", () => {
  test.use({ userType: UserType.SuperAdmin });
  for (const width of widths) {
    test(`at ${width} px`, async ({ page }) => {
      await page.setViewportSize(viewport(width));
      await page.goto("/dashboard?range=year");
      await expect(page.locator(".map-country").first()).toBeAttached();
      await page.screenshot({ path: `screenshots/dashboard-report-type1-${width}.png`, fullPage: true });
    });
  }
});

test.describe("an organisation administrator's dashboard and analytics", () => {
  test.use({ userType: UserType.OrganisationAdmin });
  for (const width of widths) {
    test(`at ${width} px`, async ({ page }) => {
      await page.setViewportSize(viewport(width));
      await page.goto("/dashboard?range=year");
      await expect(page.getByRole("heading", { name: "Monthly breakdown" })).toBeVisible();
      await page.screenshot({ path: `screenshots/dashboard-report-type2-${width}.png`, fullPage: true });
      await page.goto("/analytics?view=accepted&range=year");
      await expect(page.getByRole("heading", { name: /Accepted Jesus/ })).toBeVisible();
      await page.screenshot({ path: `screenshots/analytics-accepted-type2-${width}.png`, fullPage: true });
      await page.goto("/analytics?view=ended&range=year");
      await expect(page.locator(".session-card").first()).toBeVisible();
      await page.screenshot({ path: `screenshots/analytics-ended-type2-${width}.png`, fullPage: true });
    });
  }
});
