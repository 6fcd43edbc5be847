// The one helper module of the browser tests: the demo logins, unique names, the e2e database,
// sign-in by session cookie, and people and organisations made with the shared data builders
// (tests/db-utils.ts, the same ones Vitest and the seed use) and removed after each test.
import { E2E_PORT } from "./e2e-env.ts"; // first: the environment the app modules below read
import fs from "node:fs";
import path from "node:path";
import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from "@playwright/test";
import { createClient } from "@libsql/client";
import { prisma } from "#app/utils/db.server.ts";
import { authSessionStorage, SESSION_LIFETIME_MS } from "#app/features/auth/session.server.ts";
import { createOrganisation, createUser, DEMO_PASSWORD } from "#tests/db-utils.ts";
import { UserType } from "#app/features/auth/roles.ts";

// Records a test needs before it starts (past dates, a sermon), made with the same builders.
export { createEvent, createSermon } from "#tests/db-utils.ts";
export { expect, DEMO_PASSWORD };

/** The seed's demo logins, by userType. */
export const demoUsers = {
  1: { email: "super@example.org", fullName: "Sarah Mitchell" },
  2: { email: "admin@example.org" },
  3: { email: "staff@example.org" },
  4: { email: "member@example.org", fullName: "Michael Okafor" },
} as const;
export type DemoUserType = keyof typeof demoUsers;

/** The signed-in browser state of a demo login, written once by global-setup.ts. */
export const storageStatePath = (userType: DemoUserType) =>
  path.join("tests", ".auth", `user-${userType}-${E2E_PORT}.json`);

const signedOut = { storageState: { cookies: [], origins: [] } };

let counter = 0;
/** A name no other test uses: letters only, so it passes the name rules. */
export function uniqueLetters(prefix: string) {
  const stamp = `${Date.now()}${process.pid}${counter++}`
    .split("")
    .map((digit) => "abcdefghij"[Number(digit)])
    .join("");
  return `${prefix}${stamp}`;
}
export const uniqueEmail = (prefix: string) => `${uniqueLetters(prefix).toLowerCase()}@example.test`;

/** Reads the e2e database: ids the pages under test do not show, what a test must check. */
export async function queryE2eDb<T>(sql: string, args: (string | number | null)[] = []): Promise<T[]> {
  const client = await e2eDb();
  try {
    return (await client.execute({ sql, args })).rows as unknown as T[];
  } finally {
    client.close();
  }
}

/** The e2e database; the server and the other worker write to it too: wait for their locks rather than fail. */
async function e2eDb() {
  const client = createClient({ url: `file:data/e2e-${E2E_PORT}.db` });
  await client.execute("PRAGMA busy_timeout = 20000");
  return client;
}

export async function idOf(table: "User" | "Organisation" | "Event", column: string, value: string) {
  const [row] = await queryE2eDb<{ id: string }>(`SELECT id FROM ${table} WHERE ${column} = ?`, [value]);
  if (!row) throw new Error(`No ${table} with ${column} = ${value}`);
  return row.id;
}

/**
 * The sign-in cookie for `user` ("et_session=…"), made the way the sign-in form ends: a Session
 * row and the signed cookie that names it. Only the specs about the sign-in form type into it.
 */
export async function sessionCookie(user: { id: string }) {
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
  const row = await prisma.session.create({ data: { userId: user.id, expiresAt } });
  const cookieSession = await authSessionStorage.getSession();
  cookieSession.set("sessionId", row.id);
  return (await authSessionStorage.commitSession(cookieSession)).split(";")[0]!;
}

/** Signs `context` in as `user` by session cookie. */
async function signInContext(context: BrowserContext, user: { id: string }, baseURL: string) {
  const [name, ...value] = (await sessionCookie(user)).split("=");
  await context.addCookies([{ name: name!, value: value.join("="), url: baseURL }]);
}

type OrganisationInput = Parameters<typeof createOrganisation>[0];
type UserInput = Parameters<typeof createUser>[0];
export type MadeUser = Awaited<ReturnType<typeof createUser>> & { password: string };

/** What a test makes for itself; everything it makes is deleted when the test ends. */
export type World = {
  organisation(input?: OrganisationInput): Promise<Awaited<ReturnType<typeof createOrganisation>>>;
  /** A user made with the data builders; the demo password unless `password` is given. */
  user(input?: UserInput): Promise<MadeUser>;
  /** A new browser context signed in as `user` (by session cookie), with one page open. */
  signedIn(user: { id: string }, options?: BrowserContextOptions): Promise<{ context: BrowserContext; page: Page }>;
  /** Signs an existing context in as `user`. */
  signIn(context: BrowserContext, user: { id: string }): Promise<void>;
  /** A church of its own with an administrator, so a test can go live without meeting another test's sermon. */
  church(input?: OrganisationInput): Promise<{
    organisation: { id: string; name: string };
    admin: MadeUser;
    member: MadeUser;
  }>;
  /** A user the test made through the app's own forms (sign-up, user editors), to be removed with the rest. */
  forget(email: string): void;
  /** Likewise, an organisation the test made through the organisation editor. */
  forgetOrganisation(name: string): void;
};

/**
 * A world of the test's own making, on `browser`; `dispose()` deletes all of it. The `world`
 * fixture disposes after each test; a serial group whose tests share one church calls
 * `makeWorld` in `beforeAll` and `dispose` in `afterAll`.
 */
export function makeWorld(
  browser: Browser,
  baseURL = `http://localhost:${E2E_PORT}`,
): World & { dispose(): Promise<void> } {
  const organisationIds: string[] = [];
  const userIds: string[] = [];
  const emails: string[] = [];
  const organisationNames: string[] = [];
  const contexts: BrowserContext[] = [];
  const world = {
    async organisation(input?: OrganisationInput) {
      // A pastor's name, which the organisation form requires before it saves anything else.
      const name = uniqueLetters("Test Church ");
      const organisation = await createOrganisation({ name, pastorName: "Grace Lee", ...input });
      organisationIds.push(organisation.id);
      return organisation;
    },
    async user(input: UserInput = {}) {
      const user = await createUser({ email: uniqueEmail("user"), lastName: uniqueLetters("Person"), ...input });
      userIds.push(user.id);
      return { ...user, password: input.password ?? DEMO_PASSWORD };
    },
    async signIn(context: BrowserContext, user: { id: string }) {
      await signInContext(context, user, baseURL);
    },
    async signedIn(user: { id: string }, options: BrowserContextOptions = {}) {
      const context = await browser.newContext(options);
      contexts.push(context);
      await signInContext(context, user, baseURL);
      return { context, page: await context.newPage() };
    },
    async church(input?: OrganisationInput) {
      const organisation = await world.organisation(input);
      const admin = await world.user({ userType: UserType.OrganisationAdmin, organisationId: organisation.id });
      const member = await world.user({
        userType: UserType.Member,
        organisationId: organisation.id,
        firstName: "Lydia",
      });
      return { organisation, admin, member };
    },
    forget(email: string) {
      emails.push(email);
    },
    forgetOrganisation(name: string) {
      organisationNames.push(name);
    },
    async dispose() {
      for (const context of contexts) await context.close().catch(() => {});
      // Sessions, listener rows and the organisation's sermons go with them (cascades).
      await prisma.user.deleteMany({ where: { OR: [{ id: { in: userIds } }, { email: { in: emails } }] } });
      await prisma.organisation.deleteMany({
        where: { OR: [{ id: { in: organisationIds } }, { name: { in: organisationNames } }] },
      });
    },
  };
  return world;
}

/**
 * `test.use({ userType: UserType.OrganisationAdmin })` starts every test of a file signed in as that demo user;
 * `world` makes the test's own people and organisations and removes them afterwards.
 */
export const test = base.extend<{ userType: DemoUserType | null; world: World }>({
  userType: [null, { option: true }],
  storageState: async ({ userType }, use) => {
    await use(userType ? storageStatePath(userType) : { cookies: [], origins: [] });
  },
  world: async ({ browser, baseURL }, use) => {
    const world = makeWorld(browser, baseURL);
    await use(world);
    await world.dispose();
  },
});

/** The XSRF token of the page's browser context, for hand-made (crafted) form posts. */
async function csrfToken(page: Page) {
  const cookie = (await page.context().cookies()).find((entry) => entry.name === "XSRF-TOKEN");
  if (!cookie) throw new Error("No XSRF-TOKEN cookie: open a page first");
  return cookie.value;
}

type CraftedFile = { name: string; mimeType: string; buffer: Buffer };

/**
 * A form post made by hand, as an attacker with a valid session could send it; a file among the
 * fields sends it as multipart, where a file can stand for any field.
 */
export async function craftedPost(page: Page, url: string, fields: Record<string, string | CraftedFile>) {
  const all = { ...fields, _csrf: await csrfToken(page) };
  const files = Object.values(fields).some((value) => typeof value !== "string");
  return page.request.post(url, {
    ...(files ? { multipart: all } : { form: all as Record<string, string> }),
    maxRedirects: 0,
  });
}

export async function expectToast(page: Page, text: string) {
  await expect(page.locator(".toast")).toContainText(text);
}

/** Waits until React has hydrated the page: before that, keys and taps on widgets do nothing. */
export async function waitForHydration(page: Page) {
  // A page served as plain HTML (a finished sermon's transcript) has no script to wait for.
  await expect(page.locator("html[data-hydrated], html:not(:has(script))")).toHaveCount(1);
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

/** The host picks English and starts; returns the sermon's broadcast id (from the share link). */
export async function goLive(host: Page) {
  await host.goto("/real-time-sermon-translation");
  await waitForHydration(host);
  await host.getByLabel("Language you will speak").selectOption("en");
  await host.getByRole("button", { name: "Start speaking" }).click();
  await expect(host.getByRole("status").filter({ hasText: "Listening" })).toBeVisible();
  const joinUrl = await host.locator(".share-link").inputValue();
  return { joinUrl, broadcastId: joinUrl.split("/join/")[1]! };
}

/**
 * A listener page's one tap (either door: /sermon/join/{id} or a member's /join/{id}): read in the
 * language already chosen, and wait until the room is connected.
 */
export async function startReading(page: Page) {
  await waitForHydration(page);
  await page.locator(".listener-start-button").click();
  await expect(page.locator(".reader .live-status[data-status='connected']")).toBeVisible({ timeout: 30_000 });
}

/** Stop asks first (h16), so a stray tap cannot end the sermon. */
export async function stopSermon(host: Page) {
  await waitForHydration(host);
  await host.getByRole("button", { name: "Stop", exact: true }).click();
  await host.getByRole("button", { name: "Yes, end the sermon" }).click();
  await expect(host.getByText("The sermon has ended.")).toBeVisible();
}

/** What the test's fake microphone "hears" (ENABLE_TEST_SPEECH, see app/features/live/client/speech-recognition.ts). */
export const speak = (text: string) =>
  window.dispatchEvent(new CustomEvent("et:test-speech", { detail: { text, final: true } }));

// ---- Mail (the loopback SMTP server of scripts/e2e-server.sh writes each message to a file) ----

const mailDir = () => path.join("data", `e2e-mail-${E2E_PORT}`);
/** The messages received so far (a message being written is a hidden ".part" file until it is whole). */
const mailFiles = () =>
  fs.existsSync(mailDir()) ? fs.readdirSync(mailDir()).filter((file) => file.endsWith(".json")) : [];

/** The newest reset code the loopback SMTP server received for `to`. */
export async function latestResetCode(to: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = mailFiles().sort().reverse();
    for (const file of files) {
      const mail = JSON.parse(fs.readFileSync(path.join(mailDir(), file), "utf8")) as { to: string[]; raw: string };
      const code = mail.raw.match(/^(\d{4})\s*$/m)?.[1];
      if (mail.to.includes(to) && code) return code;
    }
    if (Date.now() > deadline) throw new Error(`no reset code for ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export function mailCount(to: string) {
  if (!fs.existsSync(mailDir())) return 0;
  const recipients = (file: string) =>
    (JSON.parse(fs.readFileSync(path.join(mailDir(), file), "utf8")) as { to: string[] }).to;
  return mailFiles().filter((file) => recipients(file).includes(to)).length;
}

// ---- The sign-up and sign-in forms, for the specs that test those forms ----

const NEW_MEMBER_PASSWORD = "purple-cloth";

/** Step one of sign-up; the organisation by its label, or by id when `organisationId` is given. */
export async function fillDetails(page: Page, email: string, organisationId?: string) {
  await page.getByLabel("First name").fill("Lydia");
  await page.getByLabel("Last name").fill("Thyatira");
  await page.getByLabel("Phone").fill("0412345678");
  await page.getByLabel("Email").fill(email);
  await page
    .getByLabel("Organisation")
    .selectOption(organisationId ?? { label: "Grace Community Church · Adelaide · Australia" });
  await page.getByLabel("Password", { exact: true }).fill(NEW_MEMBER_PASSWORD);
  await page.getByLabel("Confirm password").fill(NEW_MEMBER_PASSWORD);
}

/**
 * A member of our own making (the seed's people are never deleted), of Grace by default, with
 * the password a member who signed up would have chosen.
 */
export async function newMember(world: World, organisationId?: string) {
  const organisation = organisationId ?? (await idOf("Organisation", "name", "Grace Community Church"));
  return world.user({
    organisationId: organisation,
    firstName: "Lydia",
    lastName: "Thyatira",
    password: NEW_MEMBER_PASSWORD,
  });
}

/** The member asks for their account to be deleted, on the request page. */
export async function requestDeletion(world: World, member: { id: string }) {
  const { context, page } = await world.signedIn(member);
  await page.goto("/request-delete");
  await page.getByRole("button", { name: "Request deletion" }).click();
  await expect(page.getByText("Please select a reason for deletion")).toBeVisible();
  await page.getByLabel("Reason").selectOption("privacy");
  await page.getByRole("button", { name: "Request deletion" }).click();
  await expect(page.getByText("Your deletion request has been sent.")).toBeVisible();
  await expect(page.getByText("Pending", { exact: true })).toBeVisible();
  await context.close();
}

/** Submits the sign-in form in a fresh, signed-out browser context; the caller checks the outcome. */
export async function trySignIn(browser: Browser, email: string, password = NEW_MEMBER_PASSWORD) {
  // Explicitly signed out: a new context would otherwise inherit the file's signed-in state.
  const context = await browser.newContext(signedOut);
  const page = await context.newPage();
  await page.goto("/login");
  await fillSignIn(page, email, password);
  return { context, page };
}

/** Types into the sign-in form (already open) and submits it. */
export async function fillSignIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}
