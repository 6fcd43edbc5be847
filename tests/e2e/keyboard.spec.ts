import type { Locator, Page } from "@playwright/test";
import { expect, speak, storageStatePath, test, waitForHydration } from "./helpers.ts";

// Sign-in, going live and joining live with the keyboard alone: every control is reached with
// Tab (in a bounded number of presses) and used with Enter, Space or the arrow keys; no click.

/** Presses Tab until `target` has focus; fails if it takes more than `max` presses (unreachable). */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

test("sign in with the keyboard alone", async ({ page }) => {
  await page.goto("/login");
  await waitForHydration(page);
  // The e-mail field has focus on arrival; Tab goes password → forgot password → Sign in.
  await expect(page.getByLabel("Email")).toBeFocused();
  await page.keyboard.type("member@example.org");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Password")).toBeFocused();
  await page.keyboard.type("everytongue");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Forgot password?" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Sign in" })).toBeFocused();
  // The language list: Shift+Tab from the form reaches it, Enter opens it, Escape closes it.
  await page.getByLabel("Email").focus();
  await page.keyboard.press("Shift+Tab");
  const language = page.locator("summary").filter({ hasText: "EN" });
  await expect(language).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("link", { name: "Português" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("link", { name: "Português" })).toBeHidden();
  await expect(language).toBeFocused();
  await page.getByLabel("Password").focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("the phone menu is reached and left with the keyboard", async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    storageState: storageStatePath(4),
  });
  try {
    const page = await context.newPage();
    await page.goto("/dashboard");
    await waitForHydration(page);
    const toggler = page.getByRole("button", { name: "Open menu" });
    await tabTo(page, toggler, 5);
    await page.keyboard.press("Enter");
    // Focus moves into the open menu: its links are the next Tab stops.
    await expect(page.locator("#sidebar a").first()).toBeFocused();
    await tabTo(page, page.locator("#sidebar").getByRole("link", { name: "Events" }), 8);
    await page.keyboard.press("Escape");
    await expect(page.locator("#sidebar")).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  } finally {
    await context.close();
  }
});

test("go live and join live with the keyboard alone", async ({ world }) => {
  // A church of its own, so no other test's sermon is live beside this one.
  const church = await world.church();
  const { context: admin, page: host } = await world.signedIn(church.admin);
  const { context: member, page: listener } = await world.signedIn(church.member);
  try {
    await host.goto("/dashboard");
    await waitForHydration(host);
    await tabTo(host, host.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: /Go live/ }));
    await host.keyboard.press("Enter");
    await expect(host).toHaveURL(/\/real-time-sermon-translation$/);
    await waitForHydration(host);
    const source = host.getByLabel("Language you will speak");
    await tabTo(host, source);
    await host.keyboard.type("English");
    await expect(source).toHaveValue("en");
    // Then the optional title (and the service, when there is one today): a few presses at most.
    await tabTo(host, host.getByRole("button", { name: "Start speaking" }), 4);
    await host.keyboard.press("Enter");
    await expect(host.getByRole("status").filter({ hasText: "Listening" })).toBeVisible();
    const joinUrl = await host.locator(".share-link").inputValue();
    const broadcastId = joinUrl.split("/join/")[1]!;

    await listener.goto("/dashboard");
    await waitForHydration(listener);
    await tabTo(
      listener,
      listener.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Join live sermons" }),
    );
    await listener.keyboard.press("Enter");
    await expect(listener).toHaveURL(/\/live-sermon-translator\?churchId=/);
    await tabTo(listener, listener.locator(`a[href="/join/${broadcastId}"]`));
    await listener.keyboard.press("Enter");
    await expect(listener).toHaveURL(new RegExp(`/join/${broadcastId}$`));
    await waitForHydration(listener);
    const language = listener.getByLabel("Your language");
    await tabTo(listener, language);
    await listener.keyboard.type("Español");
    await expect(language).toHaveValue("es");
    await tabTo(listener, listener.getByRole("button", { name: "Read live captions" }));
    await listener.keyboard.press("Enter");
    await expect(listener.getByRole("status").filter({ hasText: "Connected" })).toBeVisible();
    await host.evaluate(speak, "The Lord is my shepherd, I shall not want.");
    await expect(listener.locator(".caption-latest")).toHaveText("Jehová es mi pastor; nada me faltará (Salmos 23:1).");
    const accept = listener.getByRole("button", { name: "I accept Jesus" });
    await tabTo(listener, accept);
    await listener.keyboard.press("Space");
    await expect(listener.getByText("Thank you! Someone from the church will be glad to talk with you.")).toBeVisible();
    await tabTo(listener, listener.getByRole("button", { name: "Leave" }));
    await listener.keyboard.press("Enter");
    await expect(listener).toHaveURL(/\/live-sermon-translator\?churchId=/);

    // The host ends the sermon from the keyboard too.
    await tabTo(host, host.getByRole("button", { name: "Stop", exact: true }));
    await host.keyboard.press("Enter");
    await tabTo(host, host.getByRole("button", { name: "Yes, end the sermon" }));
    await host.keyboard.press("Enter");
    await expect(host.getByText("The sermon has ended.")).toBeVisible();
  } finally {
    await admin.close();
    await member.close();
  }
});
