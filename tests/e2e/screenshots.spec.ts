import { expect, newMember, openPhoneMenu, requestDeletion, test } from "./helpers.ts";
import { UserType } from "#app/features/auth/roles.ts";

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
          await openPhoneMenu(page);
          await page.screenshot({
            path: `screenshots/dashboard-type${userType}-${width}-menu.png`,
            animations: "disabled",
          });
        }
      });
    }
  });
}

test.describe("account and public pages at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });
  test("sign-up, reset, privacy and public events", async ({ page }) => {
    await page.goto("/sign-up");
    await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Next" })).toBeVisible();
    await page.screenshot({ path: "screenshots/sign-up-step1-375.png", fullPage: true });
    await page.getByLabel("First name").fill("Lydia");
    await page.getByLabel("Phone").fill("0412345678");
    await page.getByLabel("Email").fill("shot@example.org");
    await page.getByLabel("Organisation").selectOption({ index: 1 });
    await page.getByLabel("Password", { exact: true }).fill("purple-cloth");
    await page.getByLabel("Confirm password").fill("purple-cloth");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByLabel("Have you attended before?")).toBeVisible();
    await page.screenshot({ path: "screenshots/sign-up-step2-375.png", fullPage: true });
    await page.goto("/reset-password?email=someone@example.org");
    await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
    await page.screenshot({ path: "screenshots/reset-375.png", fullPage: true });
    await page.goto("/privacy-policy");
    await expect(page.getByRole("heading", { name: "Privacy policy and terms" }).first()).toBeVisible();
    await page.screenshot({ path: "screenshots/privacy-375.png", fullPage: true });
    await page.goto("/public/events");
    await expect(page.getByRole("heading", { name: /Upcoming/ })).toBeVisible();
    await page.screenshot({ path: "screenshots/public-events-375.png", fullPage: true });
  });
});

test.describe("deletion pages at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 }, userType: UserType.OrganisationAdmin });
  test("review list", async ({ page, world }) => {
    const member = await newMember(world);
    const email = member.email;
    await requestDeletion(world, member);
    await page.goto("/deletion-requests?status=pending");
    await expect(page.getByRole("heading", { level: 1, name: "Deletion requests" })).toBeVisible();
    const card = page.locator(".request-list > li").filter({ hasText: email });
    await card.getByRole("link", { name: "Approve" }).click();
    await expect(card.getByText(/This cannot be undone/)).toBeVisible();
    await page.screenshot({ path: "screenshots/deletion-review-375.png", fullPage: true });
  });
});

test.describe("the member's deletion request page at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 }, userType: UserType.Member });
  test("request form", async ({ page }) => {
    await page.goto("/request-delete");
    await expect(page.getByLabel("Reason")).toBeVisible();
    await page.screenshot({ path: "screenshots/deletion-request-375.png", fullPage: true });
  });
});
