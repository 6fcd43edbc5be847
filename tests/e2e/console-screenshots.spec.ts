import { expect, test } from "./helpers.ts";
import { UserType } from "#app/features/auth/roles.ts";

// Pictures of every management list and form for people to look at (screenshots/).
const widths = [375, 1280] as const;
const pages = {
  1: ["/administrators", "/administrators/new", "/churches", "/churches/new", "/admin/events"],
  2: [
    "/users",
    "/users/new",
    "/staff-members",
    "/staff-members/new",
    "/events",
    "/events/new",
    "/church",
    "/profile",
    "/profile?dialog=password",
  ],
} as const;

for (const userType of [1, 2] as const) {
  test.describe(`console screens of userType ${userType}`, () => {
    test.use({ userType });
    for (const width of widths) {
      test(`at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
        for (const url of pages[userType]) {
          const response = await page.goto(url);
          expect(response?.status(), url).toBe(200);
          await expect(page.locator("main h2").first()).toBeVisible();
          const name = url.replace(/^\//, "").replace(/[/?=]/g, "-");
          await page.screenshot({ path: `screenshots/console-${name}-${width}.png`, fullPage: true });
        }
        if (userType === UserType.SuperAdmin) {
          // An existing organisation's page with its languages dialog open.
          await page.goto("/churches");
          const href = await page.getByRole("table").getByRole("link").first().getAttribute("href");
          await page.goto(`${href}?dialog=languages`);
          await expect(page.getByRole("dialog")).toBeVisible();
          await page.screenshot({ path: `screenshots/console-church-languages-${width}.png` });
        }
      });
    }
  });
}
