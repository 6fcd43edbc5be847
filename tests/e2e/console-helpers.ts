import type { Page } from "@playwright/test";
import bcrypt from "bcryptjs";
import { expect, queryE2eDb } from "./fixtures.ts";
import { DEMO_PASSWORD } from "./users.ts";

let counter = 0;
/** A name no other test uses: letters only, so it passes the name rules. */
export function uniqueLetters(prefix: string) {
  const stamp = `${Date.now()}${process.pid}${counter++}`.split("").map((digit) => "abcdefghij"[Number(digit)]).join("");
  return `${prefix}${stamp}`;
}
export const uniqueEmail = (prefix: string) => `${uniqueLetters(prefix).toLowerCase()}@example.test`;

/** The XSRF token of the page's browser context, for hand-made (crafted) form posts. */
async function csrfToken(page: Page) {
  const cookie = (await page.context().cookies()).find((entry) => entry.name === "XSRF-TOKEN");
  if (!cookie) throw new Error("No XSRF-TOKEN cookie: open a page first");
  return cookie.value;
}

/** A form post made by hand, as an attacker with a valid session could send it. */
export async function craftedPost(page: Page, url: string, fields: Record<string, string>) {
  return page.request.post(url, { form: { ...fields, _csrf: await csrfToken(page) }, maxRedirects: 0 });
}

export async function idOf(table: "User" | "Organisation" | "Event", column: string, value: string) {
  const [row] = await queryE2eDb<{ id: string }>(`SELECT id FROM ${table} WHERE ${column} = ?`, [value]);
  if (!row) throw new Error(`No ${table} with ${column} = ${value}`);
  return row.id;
}

/**
 * An organisation of its own, for tests that change organisation-wide settings (provider keys)
 * which would otherwise leak into tests running in parallel on the demo organisation.
 */
export async function createOrganisation() {
  const id = `e2e${uniqueLetters("o")}`;
  const now = new Date().toISOString().replace("Z", "+00:00");
  await queryE2eDb(
    "INSERT INTO Organisation (id, name, address, city, state, country, pastorName, timeZone, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
    [id, `Test ${uniqueLetters("Church")}`, "1 Test Street", "Adelaide", "South Australia", "Australia", "Grace Lee", "Australia/Adelaide", now, now],
  );
  return id;
}

/** A user of its own, so a test can change a password or photo without touching the demo logins. */
export async function createLoginUser(options: { userType?: number; organisationId?: string | null; password?: string } = {}) {
  const email = uniqueEmail("login");
  const id = `e2e${uniqueLetters("u")}`;
  const hash = await bcrypt.hash(options.password ?? DEMO_PASSWORD, 4);
  // Prisma keeps DateTime columns as ISO text in this SQLite database.
  const now = new Date().toISOString().replace("Z", "+00:00");
  await queryE2eDb(
    "INSERT INTO User (id, email, passwordHash, userType, firstName, lastName, phone, organisationId, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
    [id, email, hash, options.userType ?? 4, "Tester", uniqueLetters("Person"), "0400000000", options.organisationId ?? null, now, now],
  );
  return { id, email, password: options.password ?? DEMO_PASSWORD };
}

/** Signs in through the real form (for users created by the test). */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

export async function expectToast(page: Page, text: string) {
  await expect(page.locator(".toast")).toContainText(text);
}
