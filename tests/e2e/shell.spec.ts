import { expect, openPhoneMenu, queryE2eDb, test, waitForHydration } from "./helpers.ts";
import { UserType } from "#app/features/auth/roles.ts";

test.describe("church-id guard", () => {
  test.use({ userType: UserType.Member });

  test("a /join/{id} path is allowed as it is", async ({ page }) => {
    // A seeded, ended sermon: a live one would make this page join it as a listener, in the
    // middle of the live test's count of listener sessions.
    const [sermon] = await queryE2eDb<{ broadcastId: string }>(
      "SELECT broadcastId FROM Sermon WHERE status = 'ended' ORDER BY startedAt LIMIT 1",
    );
    const response = await page.goto(`/join/${sermon!.broadcastId}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`/join/${sermon!.broadcastId}$`));
  });

  test("without churchId, the stored church id is appended", async ({ page }) => {
    const [org] = await queryE2eDb<{ id: string }>(
      "SELECT organisationId AS id FROM User WHERE email = 'member@example.org'",
    );
    await page.goto("/live-sermon-translator");
    await expect(page).toHaveURL(`/live-sermon-translator?churchId=${org!.id}`);
  });

  test("with churchId in the query the page is shown", async ({ page }) => {
    await page.goto("/live-sermon-translator?churchId=abc");
    await expect(page).toHaveURL(/churchId=abc$/);
    await expect(page.getByRole("heading", { level: 1, name: "Join live sermons" })).toBeVisible();
  });
});

test.describe("church-id guard without any church", () => {
  test.use({ userType: UserType.SuperAdmin });
  test("a user with no church id goes to /joinlive", async ({ page }) => {
    const response = await page.request.get("/live-sermon-translator", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/joinlive");
  });
});

test.describe("mobile routes", () => {
  test("/joinlive and /golive without their parameters go to /", async ({ page }) => {
    for (const route of ["/joinlive", "/joinlive?churchId=1", "/golive?userId=1", "/golive?userId=&churchId=2"]) {
      const response = await page.request.get(route, { maxRedirects: 0 });
      expect(response.status(), route).toBe(302);
      expect(response.headers().location, route).toBe("/");
    }
  });
  // Issue 12: a visitor listens without an account, so the sermon path no longer sends them to sign in
  // (a church that requires sign-in does: standing-link.spec.ts).
  test("/sermon/join/{id} passes the guard and asks no visitor to sign in", async ({ page }) => {
    await page.goto("/sermon/join/abc");
    await expect(page).toHaveURL(/\/sermon\/join\/abc$/);
  });
});

test("?lng=pt renders Portuguese with <html lang=pt>", async ({ page }) => {
  await page.goto("/login?lng=pt");
  await expect(page.locator("html")).toHaveAttribute("lang", "pt");
  await expect(page.getByRole("heading", { name: "Entrar" })).toBeVisible();
  // The choice is remembered by the i18next cookie.
  await page.goto("/login");
  await expect(page.locator("html")).toHaveAttribute("lang", "pt");
});

test("a language kept in localStorage is used when no cookie says otherwise", async ({ page }) => {
  await page.goto("/login");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  // Once hydrated, the page writes its own language to localStorage: set ours after that.
  await waitForHydration(page);
  await page.evaluate(() => {
    localStorage.setItem("i18nextLng", "es");
    document.cookie = "i18next=; Max-Age=0; Path=/";
  });
  await page.context().clearCookies({ name: "i18next" });
  await page.goto("/login");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { name: "Iniciar sesión" })).toBeVisible();
});

test.describe("the console shell", () => {
  test.use({ userType: UserType.OrganisationAdmin });

  for (const [width, expected] of [
    [991, "hidden"],
    [1000, "rail"],
    [1280, "open"],
  ] as const) {
    test(`the sidebar at ${width} px is ${expected}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/dashboard");
      const sidebar = page.locator("#sidebar");
      if (expected === "hidden") {
        await expect(sidebar).toBeHidden();
        await openPhoneMenu(page);
      } else {
        const box = await sidebar.boundingBox();
        if (expected === "rail") expect(box!.width).toBeLessThan(100);
        else expect(box!.width).toBeGreaterThan(200);
      }
    });
  }

  test("the user can collapse the open sidebar by hand", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/dashboard");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Collapse menu" }).click();
    await page.mouse.move(900, 400);
    await expect.poll(async () => (await page.locator("#sidebar").boundingBox())!.width).toBeLessThan(100);
  });

  test("an unknown path goes to the dashboard", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("the brand logo leads to the dashboard", async ({ page }) => {
    await page.goto("/basic/typography");
    await page.locator(".sidebar-brand").click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("the style guide's tabs follow the arrow keys", async ({ page }) => {
    await page.goto("/basic/tabs-pills");
    await waitForHydration(page);
    const first = page.getByRole("tab", { name: "Text" }).first();
    await first.focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Audio" }).first()).toHaveAttribute("aria-selected", "true");
  });

  test("the dark theme can be chosen and is remembered", async ({ page }) => {
    await page.goto("/dashboard");
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    // The page turns dark at once; the choice is kept once the server has answered.
    const saved = page.waitForResponse(
      (response) => new URL(response.url()).pathname.startsWith("/theme") && response.request().method() === "POST",
    );
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    expect((await saved).ok()).toBe(true);
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  });
});
