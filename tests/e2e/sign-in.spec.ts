import { DEMO_PASSWORD, demoUsers, expect, test } from "./helpers.ts";

test.describe("sign-in", () => {
  test("signs in with the demo admin and shows the dashboard", async ({ page }) => {
    await page.goto("/");
    await page.getByLabel("Email").fill(demoUsers[2].email);
    await page.getByLabel("Password").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect(page.getByText("Grace Community Church (Your Organisation)")).toBeVisible();
  });

  test("shows each field's message when the form is empty", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Email is required.")).toBeVisible();
    await expect(page.getByText("Password is required.")).toBeVisible();
  });

  test("rejects a malformed e-mail", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Password").fill("whatever");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
  });

  test("rejects wrong credentials without saying which part was wrong", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email").fill("nobody-here@example.org");
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Please enter the correct credentials.")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("the server applies the same rules when the browser's checks are skipped", async ({ request }) => {
    await request.get("/login");
    const csrf = (await request.storageState()).cookies.find((cookie) => cookie.name === "XSRF-TOKEN")!.value;
    const response = await request.post("/login", { form: { email: "", password: "", _csrf: csrf }, maxRedirects: 0 });
    expect(response.status()).toBe(400);
    const html = await response.text();
    expect(html).toContain("Email is required.");
    expect(html).toContain("Password is required.");
  });

  test("slows further attempts after repeated failures for one e-mail", async ({ page }) => {
    const email = `locked-${Date.now()}@example.org`;
    await page.goto("/login");
    // The wait doubles with each failure, so however slow this machine is, a refusal comes.
    const refusal = page.getByText("Too many failed sign-in attempts. Please wait a minute and try again.");
    for (let attempt = 0; attempt < 12 && !(await refusal.isVisible()); attempt++) {
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill(`guess-${attempt}`);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByText("Please enter the correct credentials.").or(refusal)).toBeVisible();
    }
    await expect(refusal).toBeVisible();
  });

  test("logout ends the session and keeps the chosen language", async ({ page }) => {
    await page.goto("/login?lng=pt");
    await page.locator("input[name=email]").fill(demoUsers[3].email);
    await page.locator("input[name=password]").fill(DEMO_PASSWORD);
    await page.locator("button[type=submit]").click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "pt");
    // Written once the page has hydrated, which a large dashboard can take a moment to do.
    await expect.poll(() => page.evaluate(() => localStorage.getItem("userEmail"))).toBe(demoUsers[3].email);

    await page.getByRole("button", { name: "Sair" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "pt");
    await expect(page.getByRole("heading", { name: "Entrar" })).toBeVisible();
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual(["i18nextLng"]);
    expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("pt");

    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/\?redirectTo=%2Fdashboard$/);
  });
});

test.describe("returning to where you were going", () => {
  for (const route of ["/dashboard", "/profile", "/events", "/users?page=2", "/basic/typography"]) {
    test(`an anonymous visit to ${route} signs in and comes back`, async ({ page }) => {
      await page.goto(route);
      await expect(page).toHaveURL(`/?${new URLSearchParams({ redirectTo: route })}`);
      await page.getByLabel("Email").fill(demoUsers[2].email);
      await page.getByLabel("Password").fill(DEMO_PASSWORD);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page).toHaveURL(route);
    });
  }

  test("a redirect to another site is ignored", async ({ page }) => {
    await page.goto("/?redirectTo=//evil.example.com/steal");
    await page.getByLabel("Email").fill(demoUsers[2].email);
    await page.getByLabel("Password").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/dashboard$/);
  });
});
