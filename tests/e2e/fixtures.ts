import { test as base, expect, type Page } from "@playwright/test";
import { createClient } from "@libsql/client";
import { storageStatePath, type DemoUserType } from "./users.ts";

/** Reads or writes the e2e database: ids the pages under test do not show, records a test needs first. */
export async function queryE2eDb<T>(sql: string, args: (string | number | null)[] = []): Promise<T[]> {
  const client = await e2eDb();
  try {
    return (await client.execute({ sql, args })).rows as unknown as T[];
  } finally {
    client.close();
  }
}

/**
 * The e2e database, for the few tests that must set up state the UI cannot (past dates). The
 * server and the other worker write to it too: wait for their locks rather than fail.
 */
export async function e2eDb() {
  const client = createClient({ url: `file:data/e2e-${process.env.E2E_PORT ?? 3100}.db` });
  await client.execute("PRAGMA busy_timeout = 20000");
  return client;
}

/** `test.use({ userType: UserType.OrganisationAdmin })` starts every test of a file signed in as that demo user. */
export const test = base.extend<{ userType: DemoUserType | null }>({
  userType: [null, { option: true }],
  storageState: async ({ userType }, use) => {
    await use(userType ? storageStatePath(userType) : { cookies: [], origins: [] });
  },
});

export { expect };

/** Waits until React has hydrated the page: before that, keys and taps on widgets do nothing. */
export async function waitForHydration(page: Page) {
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

/**
 * Opens the phone menu. A tap that lands before the page is hydrated does nothing (the button
 * needs JavaScript), so tap again until the menu shows.
 */
export async function openPhoneMenu(page: Page) {
  await expect(async () => {
    if (!(await page.locator("#sidebar").isVisible())) await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.locator("#sidebar")).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}
