import { expect, test } from "./fixtures.ts";

// Pictures for people to look at (screenshots/), taken at a phone's and a desktop's width.
const widths = [375, 1280] as const;

for (const width of widths) {
  test(`sign-in page at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await page.screenshot({ path: `screenshots/sign-in-${width}.png`, fullPage: true });
  });
}

for (const userType of [1, 4] as const) {
  test.describe(`dashboard shell for userType ${userType}`, () => {
    test.use({ userType });
    for (const width of widths) {
      test(`at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
        await page.goto("/dashboard");
        await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
        await page.screenshot({ path: `screenshots/dashboard-type${userType}-${width}.png`, fullPage: true });
        if (width === 375) {
          await page.getByRole("button", { name: "Open menu" }).click();
          await expect(page.locator("#sidebar")).toBeVisible();
          await page.screenshot({ path: `screenshots/dashboard-type${userType}-${width}-menu.png`, animations: "disabled" });
        }
      });
    }
  });
}
