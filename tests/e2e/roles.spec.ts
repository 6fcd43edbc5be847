import { menuUrls } from "#app/features/shell/menu.ts";
import { demoUsers, expect, queryE2eDb, test, type DemoUserType } from "./helpers.ts";
import { UserType } from "#app/features/auth/roles.ts";

for (const userType of [1, 2, 3, 4] as DemoUserType[]) {
  test.describe(`userType ${userType} (${demoUsers[userType].email})`, () => {
    test.use({ userType });
    // The lists themselves are checked in app/features/shell/menu.test.ts.
    test("sees exactly the menu of requirements R3.2", async ({ page }) => {
      await page.goto("/dashboard");
      const hrefs = await page
        .getByRole("navigation", { name: "Main menu" })
        .getByRole("link")
        .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
      expect(hrefs).toEqual(menuUrls(userType));
    });
  });
}

test.describe("an ordinary user", () => {
  test.use({ userType: UserType.Member });
  for (const route of ["/administrators", "/churches", "/staff-members", "/users"]) {
    test(`gets 403 on ${route}`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(403);
      await expect(page.getByRole("heading", { name: "403 — Not allowed" })).toBeVisible();
    });
  }
});

test.describe("an organisation admin", () => {
  test.use({ userType: UserType.OrganisationAdmin });

  test("opens a member of their own organisation", async ({ page }) => {
    const [own] = await queryE2eDb<{ id: string }>("SELECT id FROM User WHERE email = ?", ["member1-2@example.org"]);
    const response = await page.goto(`/users/${own!.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByText("member1-2@example.org")).toBeVisible();
  });

  test("cannot open another organisation's records by id", async ({ page }) => {
    const [other] = await queryE2eDb<{ id: string }>("SELECT id FROM User WHERE email = ?", ["member2-1@example.org"]);
    const response = await page.goto(`/users/${other!.id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText("member2-1@example.org")).toHaveCount(0);
  });

  test("a state-changing request without the XSRF token is refused and changes nothing", async ({ page }) => {
    await page.goto("/dashboard");
    const refused = await page.request.post("/logout", { form: { nothing: "here" }, maxRedirects: 0 });
    expect(refused.status()).toBe(403);
    const wrongHeader = await page.request.post("/logout", {
      headers: { "X-XSRF-TOKEN": "forged-token-value-that-is-long-enough" },
      maxRedirects: 0,
    });
    expect(wrongHeader.status()).toBe(403);
    // Still signed in.
    const again = await page.goto("/dashboard");
    expect(again?.status()).toBe(200);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("a script request with the X-XSRF-TOKEN header matching the cookie is accepted", async ({ page }) => {
    await page.goto("/dashboard");
    const status = await page.evaluate(async () => {
      const token =
        document.cookie
          .split("; ")
          .find((c) => c.startsWith("XSRF-TOKEN="))
          ?.split("=")[1] ?? "";
      const response = await fetch("/theme", {
        method: "POST",
        headers: { "X-XSRF-TOKEN": token },
        body: new URLSearchParams({ theme: "dark" }),
      });
      return response.status;
    });
    expect(status).toBe(200);
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  });
});
