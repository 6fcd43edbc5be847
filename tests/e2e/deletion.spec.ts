import {
  expect,
  mailCount,
  newMember,
  queryE2eDb,
  requestDeletion,
  storageStatePath,
  test,
  trySignIn,
} from "./helpers.ts";
import { UserType } from "#app/features/auth/roles.ts";

/**
 * The new member listened to one of their church's ended sermons, as statistics will remember;
 * that sermon's listener count is what must not change.
 */
async function listenedOnce(email: string) {
  const [user] = await queryE2eDb<{ id: string; organisationId: string }>(
    "SELECT id, organisationId FROM User WHERE email = ?",
    [email],
  );
  const [sermon] = await queryE2eDb<{ id: string }>(
    "SELECT id FROM Sermon WHERE organisationId = ? AND status = 'ended' ORDER BY startedAt LIMIT 1",
    [user!.organisationId],
  );
  await queryE2eDb(
    "INSERT INTO ListenerSession (id, sermonId, userId, name, email, language, startedAt) VALUES (?, ?, " +
      "?, 'Lydia Thyatira', ?, 'es', ?)",
    [`ls-${Date.now()}`, sermon!.id, user!.id, email, new Date().toISOString()],
  );
  return sermon!.id;
}

const listenerCount = async (sermonId: string) =>
  (await queryE2eDb<{ n: number }>("SELECT COUNT(*) AS n FROM ListenerSession WHERE sermonId = ?", [sermonId]))[0]!.n;

test("a member asks, the admin approves: the account is gone and the church's listener counts stay", async ({
  browser,
  world,
}) => {
  const member = await newMember(world);
  const email = member.email;
  const sermonId = await listenedOnce(email);
  const before = await listenerCount(sermonId);
  await requestDeletion(world, member);

  const admin = await browser.newContext({ storageState: storageStatePath(2) });
  const page = await admin.newPage();
  await page.goto("/deletion-requests?status=pending");
  const card = page.locator(".request-list > li").filter({ hasText: email });
  await card.getByRole("link", { name: "Approve" }).click();
  await expect(card.getByText(/This cannot be undone/)).toBeVisible();
  await card.getByRole("button", { name: "Yes, delete the account" }).click();
  await expect(page.getByText("The account and its personal data were deleted.")).toBeVisible();
  await admin.close();

  expect(mailCount(email)).toBe(1);
  expect(await queryE2eDb("SELECT id FROM User WHERE email = ?", [email])).toEqual([]);
  expect(await queryE2eDb("SELECT id FROM ListenerSession WHERE email = ?", [email])).toEqual([]);
  expect(await listenerCount(sermonId)).toBe(before);

  const { context, page: login } = await trySignIn(browser, email);
  await expect(login.getByText("Please enter the correct credentials.")).toBeVisible();
  await context.close();
});

test("a rejected request keeps the user", async ({ browser, world }) => {
  const member = await newMember(world);
  const email = member.email;
  await requestDeletion(world, member);
  const admin = await browser.newContext({ storageState: storageStatePath(2) });
  const page = await admin.newPage();
  await page.goto("/deletion-requests?status=pending");
  const card = page.locator(".request-list > li").filter({ hasText: email });
  await card.getByRole("link", { name: "Reject" }).click();
  await card.getByRole("button", { name: "Yes, reject" }).click();
  await expect(page.getByText("The request was rejected; the account stays.")).toBeVisible();
  await admin.close();
  expect(await queryE2eDb("SELECT status FROM DeletionRequest WHERE userEmail = ?", [email])).toEqual([
    { status: "rejected" },
  ]);
  expect(mailCount(email)).toBe(1);
  // Still able to sign in.
  const { context, page: login } = await trySignIn(browser, email);
  await expect(login).toHaveURL(/\/dashboard$/);
  await context.close();
});

test.describe("another organisation's admin", () => {
  test.use({ userType: UserType.OrganisationAdmin });
  test("cannot see or decide a request from outside their organisation", async ({ page, world }) => {
    const [elsewhere] = await queryE2eDb<{ id: string }>(
      "SELECT id FROM Organisation WHERE name = 'Igreja Nova Esperanca'",
    );
    const member = await newMember(world, elsewhere!.id);
    const email = member.email;
    await requestDeletion(world, member);
    await page.goto("/deletion-requests");
    await expect(page.getByText(email)).toHaveCount(0);
    const [request] = await queryE2eDb<{ id: string }>("SELECT id FROM DeletionRequest WHERE userEmail = ?", [email]);
    const csrf = (await page.context().cookies()).find((cookie) => cookie.name === "XSRF-TOKEN")!.value;
    const response = await page.request.post("/deletion-requests", {
      form: { requestId: request!.id, decision: "approve", _csrf: csrf },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(404);
    expect(await queryE2eDb("SELECT status FROM DeletionRequest WHERE id = ?", [request!.id])).toEqual([
      { status: "pending" },
    ]);
  });
});
