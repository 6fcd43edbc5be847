import { resources } from "#app/locales/index.ts";
import { expect, queryE2eDb, storageStatePath, test } from "./helpers.ts";
import { UserType } from "#app/features/auth/roles.ts";

// Titles, descriptions and link previews in every interface language, and robots.txt.
const languages = Object.keys(resources) as (keyof typeof resources)[];
const suffix = " · Every Tongue";

async function sermonAndOrg() {
  const [row] = await queryE2eDb<{ broadcastId: string; title: string; church: string; org: string }>(
    "SELECT s.broadcastId, s.title, o.name AS church, o.id AS org FROM Sermon s JOIN Organisation o ON " +
      "o.id = s.organisationId JOIN User u ON u.organisationId = o.id WHERE u.email = 'member@example.org' " +
      "AND s.title IS NOT NULL ORDER BY s.startedAt DESC",
  );
  return row!;
}

for (const language of languages) {
  const copy = resources[language].translation;
  test(`public pages have a title, a description and Open Graph tags in ${language}`, async ({ page }) => {
    const pages = [
      { url: "/", title: copy.login.title, description: copy.seo.signInDescription },
      { url: "/sign-up", title: copy.signUp.title, description: copy.seo.signUpDescription },
      { url: "/public/events", title: copy.publicEvents.title, description: copy.seo.eventsDescription },
      { url: "/privacy-policy", title: copy.privacy.title, description: copy.seo.privacyDescription },
    ];
    for (const { url, title, description } of pages) {
      await page.goto(`${url}?lng=${language}`);
      await expect(page).toHaveTitle(title + suffix);
      await expect(page.locator('head meta[name="description"]')).toHaveAttribute("content", description);
      await expect(page.locator('head meta[property="og:title"]')).toHaveAttribute("content", title + suffix);
      await expect(page.locator('head meta[property="og:description"]')).toHaveAttribute("content", description);
      await expect(page.locator("head title")).toHaveCount(1);
    }
    await page.goto(`/forgot-password?lng=${language}`);
    await expect(page).toHaveTitle(copy.reset.forgotTitle + suffix);
  });
}

test.describe("signed in", () => {
  test.use({ userType: UserType.Member });
  test("console pages are titled in the user's language, and the title follows client-side navigation", async ({
    page,
  }) => {
    for (const language of languages) {
      const copy = resources[language].translation;
      await page.goto(`/dashboard?lng=${language}`);
      await expect(page).toHaveTitle(copy.nav.dashboard + suffix);
      await page.goto(`/profile?lng=${language}`);
      await expect(page).toHaveTitle(copy.nav.profile + suffix);
    }
    await page.goto("/dashboard?lng=en");
    await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Events" }).click();
    await expect(page).toHaveURL(/\/user\/events$/);
    await expect(page).toHaveTitle(`Events${suffix}`);
  });

  test("the join-live menu entry goes straight to the church's page, without a redirect", async ({ page }) => {
    const { org } = await sermonAndOrg();
    const redirects: string[] = [];
    page.on("response", (response) => {
      if (response.status() >= 300 && response.status() < 400) redirects.push(response.url());
    });
    await page.goto("/dashboard");
    const link = page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Join live sermons" });
    await expect(link).toHaveAttribute("href", `/live-sermon-translator?churchId=${org}`);
    const response = await page.request.get(`/live-sermon-translator?churchId=${org}`, { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    await page.goto(`/live-sermon-translator?churchId=${org}`);
    await expect(page).toHaveTitle(`Join live sermons${suffix}`);
    expect(redirects).toEqual([]);
  });

  test("a listener page is titled with the sermon and its church", async ({ page }) => {
    const { broadcastId, title, church } = await sermonAndOrg();
    await page.goto(`/join/${broadcastId}`);
    await expect(page).toHaveTitle(`${title} · ${church}${suffix}`);
  });
});

test("a shared join link opened without a session previews the sermon and the church", async ({ browser }) => {
  const { broadcastId, title, church } = await sermonAndOrg();
  // A link-preview robot: no cookies, no JavaScript, a language header; it follows the redirect to sign-in.
  const context = await browser.newContext({
    javaScriptEnabled: false,
    locale: "es-ES",
    storageState: { cookies: [], origins: [] },
  });
  try {
    const page = await context.newPage();
    await page.goto(`/join/${broadcastId}`);
    await expect(page).toHaveTitle(`${resources.es.translation.login.title}${suffix}`);
    await expect(page.locator('head meta[property="og:title"]')).toHaveAttribute("content", `${title} · ${church}`);
    await expect(page.locator('head meta[property="og:description"]')).toHaveAttribute(
      "content",
      resources.es.translation.seo.listenDescription.replace("{{sermon}}", title).replace("{{church}}", church),
    );
  } finally {
    await context.close();
  }
});

test("robots.txt allows the public pages and keeps crawlers out of the console", async ({ request }) => {
  const response = await request.get("/robots.txt", { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/plain");
  const lines = (await response.text()).split("\n");
  for (const allowed of ["Allow: /$", "Allow: /public/events", "Allow: /privacy-policy", "Allow: /sermon/join/"])
    expect(lines).toContain(allowed);
  expect(lines).toContain("Disallow: /");
});

test("an error page has a title too", async ({ browser }) => {
  const context = await browser.newContext({ storageState: storageStatePath(4) });
  try {
    const page = await context.newPage();
    const response = await page.goto("/administrators");
    expect(response?.status()).toBe(403);
    await expect(page).toHaveTitle(`403 — Not allowed${suffix}`);
  } finally {
    await context.close();
  }
});
