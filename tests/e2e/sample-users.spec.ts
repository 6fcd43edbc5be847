import { expect, test, waitForHydration } from "./helpers.ts";
import { UserType } from "#app/features/auth/roles.ts";

test.use({ userType: UserType.SuperAdmin });

test(
  "the style guide's sample users provider loads, creates, " +
    "updates and deletes through the app's own sample-data service",
  async ({ page }) => {
    await page.goto("/basic/sample-users");
    await waitForHydration(page);
    await expect(page.getByTestId("provider-status")).toHaveText("Loaded");
    await expect(page.getByTestId("theme-value")).toHaveText("light");
    await expect(page.getByText("Off", { exact: true })).toBeVisible();
    const users = page.getByTestId("sample-user");
    await expect(users).toHaveCount(5);
    await page.getByRole("button", { name: "Create" }).click();
    await expect(users).toHaveCount(6);
    await expect(users.last()).toHaveText("6. New person");
    await page.getByRole("button", { name: "Update the first" }).click();
    await expect(users.first()).toHaveText("1. Ana Silva ✓");
    await page.getByRole("button", { name: "Delete the last" }).click();
    // The service knows ids 1–5 only: deleting the local 6th fails, is logged, and changes nothing.
    await expect(users).toHaveCount(6);
    await page.getByRole("button", { name: "Delete the last" }).click();
    await expect(users).toHaveCount(6);
  },
);

test("the sample-data service refuses strangers and writes without the XSRF header", async ({
  playwright,
  request,
  baseURL,
}) => {
  const stranger = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  expect((await stranger.get("/api/sample/users", { maxRedirects: 0 })).status()).toBe(302);
  await stranger.dispose();
  const forged = await request.post("/api/sample/users", { data: { name: "x" } });
  expect(forged.status()).toBe(403);
});
