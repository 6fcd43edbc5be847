import type { BrowserContext, Page } from "@playwright/test";
import { expect, fillSignIn, test, waitForHydration } from "./helpers.ts";

// Issue 12: one permanent link per church, and churches that require sign-in. This file uses a
// church of its own (its own admin and member), so it never changes what other tests see.
const phone = { viewport: { width: 375, height: 812 } };

async function setRequireSignIn(admin: Page, on: boolean) {
  await admin.goto("/church/listeners");
  await admin.getByRole("checkbox", { name: "Listeners must sign in" }).setChecked(on);
  await admin.getByRole("button", { name: "Save" }).click();
  await expect(admin.getByText("Listener settings saved")).toBeVisible();
}

test("the standing church link waits for the service, moves phones in, and honours require sign-in", async ({
  browser,
  world,
}) => {
  test.setTimeout(180_000);
  const church = await world.church();
  const contexts: BrowserContext[] = [];
  const open = async () => {
    const context = await browser.newContext(phone);
    contexts.push(context);
    return context.newPage();
  };
  try {
    const admin = await open();
    await world.signIn(admin.context(), church.admin);
    await admin.goto("/dashboard");
    await expect(admin).toHaveURL(/\/dashboard/);
    await admin.goto("/church/listeners");
    const standing = await admin.locator(".standing-link").inputValue();
    expect(standing).toMatch(/\/c\/[\w-]+$/);
    // The printable card carries the same link.
    const card = await open();
    await card.goto(`${standing}/card`);
    await expect(card.getByRole("heading", { name: church.organisation.name })).toBeVisible();
    await expect(card.locator(".standing-card-url")).toHaveText(standing);

    // A phone that scanned before the service waits on a friendly page…
    const early = await open();
    await early.goto(standing);
    await waitForHydration(early);
    await expect(early.getByRole("heading", { name: "Not live yet" })).toBeVisible();

    // …and moves into the sermon by itself once it starts.
    await admin.goto("/real-time-sermon-translation");
    await waitForHydration(admin);
    await admin.getByLabel("Language you will speak").selectOption("en");
    await admin.getByRole("button", { name: "Start speaking" }).click();
    await expect(admin.getByRole("status").filter({ hasText: "Listening" })).toBeVisible();
    const joinUrl = await admin.locator(".share-link").inputValue();
    const joinPath = new URL(joinUrl).pathname;
    await expect(early).toHaveURL(new RegExp(`${joinPath}$`), { timeout: 30_000 });
    await expect(early.getByRole("button", { name: "Read live captions" })).toBeVisible();

    // A phone arriving during the service goes straight in.
    const late = await open();
    await late.goto(standing);
    await expect(late).toHaveURL(new RegExp(`${joinPath}$`));

    // The church now requires sign-in: a guest is sent to sign in, and comes back to the sermon.
    await setRequireSignIn(admin, true);
    const guest = await open();
    await guest.goto(standing);
    await expect(guest).toHaveURL(/redirectTo=/);
    // The sign-in form itself, which brings the guest back to the sermon.
    await fillSignIn(guest, church.member.email);
    await expect(guest).toHaveURL(new RegExp(`${joinPath}$`));
    await expect(guest.getByRole("button", { name: "Read live captions" })).toBeVisible();
    await guest.getByRole("button", { name: "Read live captions" }).click();
    await expect(guest.locator(".reader .live-status[data-status='connected']")).toBeVisible({ timeout: 30_000 });

    await setRequireSignIn(admin, false);
    await admin.goto("/real-time-sermon-translation");
    // A click before hydration does nothing (issue 28: the reload used to throw React error #418 too).
    await waitForHydration(admin);
    await admin.getByRole("button", { name: "Stop", exact: true }).click();
    await admin.getByRole("button", { name: "Yes, end the sermon" }).click();
    await expect(admin.getByText("The sermon has ended.")).toBeVisible();
  } finally {
    for (const context of contexts) await context.close();
  }
});
