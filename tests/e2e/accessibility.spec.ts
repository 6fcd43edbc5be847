import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, queryE2eDb, storageStatePath, test, waitForHydration, type DemoUserType } from "./helpers.ts";

// axe-core over every page each role can open, at a phone's and a desktop's width: no serious
// or critical violation anywhere. One browser context per role and width visits all of its
// pages in turn (signing in once), so the whole file stays a few minutes on two cores.

const widths = [375, 1280] as const;
type Role = DemoUserType | "public";

/** Ids the pages need, read once from the seeded e2e database. */
async function seededIds() {
  const one = async (sql: string, args: string[] = []) => {
    const [row] = await queryE2eDb<{ id: string }>(sql, args);
    if (!row) throw new Error(`Seed has no row for: ${sql}`);
    return row.id;
  };
  const org = await one("SELECT organisationId AS id FROM User WHERE email = 'admin@example.org'");
  return {
    org,
    admin: await one("SELECT id FROM User WHERE email = 'admin@example.org'"),
    staff: await one("SELECT id FROM User WHERE email = 'staff@example.org'"),
    member: await one("SELECT id FROM User WHERE email = 'member1-2@example.org'"),
    event: await one("SELECT id FROM Event WHERE organisationId = ? ORDER BY startsAt DESC", [org]),
    sermon: await one("SELECT broadcastId AS id FROM Sermon WHERE organisationId = ? ORDER BY startedAt DESC", [org]),
  };
}
type Ids = Awaited<ReturnType<typeof seededIds>>;

/** Every page a role can open (menus, editors, dialogs, style guide, mobile links). */
function pagesOf(role: Role, ids: Ids): string[] {
  const styleGuide = ["button", "badges", "breadcrumb-paging", "collapse", "tabs-pills", "typography"].map(
    (name) => `/basic/${name}`,
  );
  switch (role) {
    case "public":
      return [
        "/",
        "/sign-up",
        "/forgot-password",
        "/reset-password?email=someone@example.org",
        "/privacy-policy",
        "/public/events",
      ];
    case 1:
      return [
        "/dashboard",
        "/today-sermons",
        "/profile",
        "/profile?dialog=password",
        "/administrators",
        "/administrators/new",
        `/administrators/${ids.admin}`,
        "/staff-members",
        "/staff-members/new",
        `/staff-members/${ids.staff}`,
        "/users",
        "/users/new",
        `/users/${ids.member}`,
        "/churches",
        "/churches/new",
        `/churches/${ids.org}`,
        `/churches/${ids.org}?dialog=languages`,
        "/admin/events",
        `/events/${ids.event}`,
        "/analytics",
        "/deletion-requests",
        "/dev-mailbox",
        "/privacy-policy",
        ...styleGuide,
      ];
    case 2:
      return [
        "/dashboard",
        "/profile",
        "/church",
        "/staff-members",
        "/staff-members/new",
        "/users",
        "/users/new",
        `/users/${ids.member}`,
        "/events",
        "/events/new",
        `/events/${ids.event}`,
        "/analytics",
        "/real-time-sermon-translation",
        "/deletion-requests",
        "/request-delete",
        `/golive?userId=${ids.admin}&churchId=${ids.org}`,
      ];
    case 3:
      return [
        "/dashboard",
        "/profile",
        "/users",
        "/events",
        "/user/events",
        "/analytics",
        "/real-time-sermon-translation",
        `/golive?userId=${ids.staff}&churchId=${ids.org}`,
      ];
    case 4:
      return [
        "/dashboard",
        "/profile",
        `/live-sermon-translator?churchId=${ids.org}`,
        `/join/${ids.sermon}`,
        "/user/events",
        "/privacy-policy",
        "/request-delete",
        `/joinlive?churchId=${ids.org}&userId=${ids.member}`,
        `/sermon/join/${ids.sermon}`,
      ];
  }
}

/** Serious and critical violations of the page as it is now, one readable line each. */
async function seriousViolations(page: Page, label: string): Promise<string[]> {
  // axe's default rule set (WCAG A/AA and best practices), plus one rule axe still calls
  // experimental: a control's accessible name must contain its visible label (WCAG 2.5.3).
  const results = await new AxeBuilder({ page })
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${label}: ${violation.id} (${violation.impact}) at ${violation.nodes
          .slice(0, 4)
          .map((node) => node.target.join(" "))
          .join(" | ")}`,
    );
}

for (const role of ["public", 1, 2, 3, 4] as Role[]) {
  const pages = role === "public" ? "signed-out pages" : `userType ${role}'s pages`;
  test(`${pages} have no serious axe violation at ${widths.join(" or ")} px`, async ({ browser }) => {
    test.setTimeout(300_000);
    const ids = await seededIds();
    const context = await browser.newContext({
      viewport: { width: widths[0], height: 812 },
      storageState: role === "public" ? { cookies: [], origins: [] } : storageStatePath(role),
    });
    try {
      const page = await context.newPage();
      const findings: string[] = [];
      for (const url of pagesOf(role, ids)) {
        // One visit per page, checked at both widths: navigation is the slow part on two cores.
        await page.setViewportSize({ width: widths[0], height: 812 });
        const response = await page.goto(url);
        expect(response?.status(), url).toBe(200);
        await waitForHydration(page);
        for (const width of widths) {
          await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
          findings.push(...(await seriousViolations(page, `${url} @${width}`)));
        }
      }
      expect(findings).toEqual([]);
    } finally {
      await context.close();
    }
  });
}

// The dark theme changes every colour: the shared components (buttons, badges, menu, tables,
// forms, event cards, charts) checked once at desktop width on pages that between them use all.
test("the dark theme has no serious axe violation on the pages that show every shared component", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const ids = await seededIds();
  for (const [role, urls] of [
    ["public", ["/", "/public/events"]],
    [
      1,
      [
        "/dashboard",
        "/users",
        "/basic/button",
        "/basic/badges",
        "/basic/tabs-pills",
        "/analytics",
        `/churches/${ids.org}?dialog=languages`,
      ],
    ],
    [4, ["/user/events", `/join/${ids.sermon}`]],
  ] as [Role, string[]][]) {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      storageState: role === "public" ? { cookies: [], origins: [] } : storageStatePath(role),
    });
    try {
      await context.addCookies([{ name: "et_theme", value: "dark", url: baseURL! }]);
      const page = await context.newPage();
      const findings: string[] = [];
      for (const url of urls) {
        await page.goto(url);
        await waitForHydration(page);
        await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
        findings.push(...(await seriousViolations(page, `${url} (dark)`)));
      }
      expect(findings).toEqual([]);
    } finally {
      await context.close();
    }
  }
});
