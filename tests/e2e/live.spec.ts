import { expect, goLive, queryE2eDb, speak, startReading, test } from "./helpers.ts";
import { UserType } from "#app/features/auth/roles.ts";

test("an admin goes live and a member follows in Spanish, accepting Jesus twice", async ({ world }) => {
  // Phone-sized, as most listeners (and many speakers) will be. A church of its own, so no other
  // test's sermon is live beside this one.
  const phone = { viewport: { width: 375, height: 812 } };
  const church = await world.church();
  const { context: admin, page: host } = await world.signedIn(church.admin, phone);
  const { context: member, page: listener } = await world.signedIn(church.member, phone);
  try {
    const { joinUrl } = await goLive(host);
    const broadcastId = joinUrl.split("/join/")[1]!;

    await listener.addInitScript(() => localStorage.setItem("listenLanguage", "es"));
    await listener.goto(`/join/${broadcastId}`);
    // The same listener page as the QR code's, inside the console (decision 032): its menu is there.
    await expect(listener.getByRole("button", { name: "Open menu" })).toBeVisible();
    await expect(listener.getByLabel("Your language")).toHaveValue("es");
    await startReading(listener);

    await host.evaluate(speak, "The Lord is my shepherd, I shall not want.");
    // Psalm 23:1 word for word: the Reina-Valera's text (decision 033).
    await expect(listener.locator(".caption-latest")).toHaveText("Jehová es mi pastor; nada me faltará (Salmos 23:1).");
    await expect(host.locator(".transcript")).toContainText("The Lord is my shepherd, I shall not want.");
    await host.evaluate(speak, "He makes me lie down in green pastures. He restores my soul.");
    await expect(listener.locator(".caption-latest")).toContainText("alma");

    const accept = listener.getByRole("button", { name: "I accept Jesus" });
    await accept.click();
    await accept.click();
    await expect(listener.getByText("Thank you! Someone from the church will be glad to talk with you.")).toBeVisible();
    await listener.getByRole("button", { name: "Leave" }).click();
    await expect(listener).toHaveURL(/\/live-sermon-translator/);

    const [sermon] = await queryE2eDb<{ id: string }>("SELECT id FROM Sermon WHERE broadcastId = ?", [broadcastId]);
    await expect
      .poll(
        async () =>
          (await queryE2eDb<{ n: number }>("SELECT COUNT(*) AS n FROM Salvation WHERE sermonId = ?", [sermon!.id]))[0]!
            .n,
        { timeout: 15_000 },
      )
      .toBe(2);
    await expect
      .poll(
        async () =>
          queryE2eDb<{ language: string; ended: number }>(
            "SELECT language, endedAt IS NOT NULL AS ended FROM ListenerSession WHERE sermonId = ?",
            [sermon!.id],
          ),
        { timeout: 15_000 },
      )
      .toEqual([{ language: "es", ended: 1 }]);

    await host.getByRole("button", { name: "Stop", exact: true }).click();
    await host.getByRole("button", { name: "Yes, end the sermon" }).click();
    await expect(host.getByText("The sermon has ended.")).toBeVisible();
    const [ended] = await queryE2eDb<{ status: string }>("SELECT status FROM Sermon WHERE id = ?", [sermon!.id]);
    expect(ended!.status).toBe("ended");
  } finally {
    await admin.close();
    await member.close();
  }
});

test.describe("join live", () => {
  test.use({ userType: UserType.Member });
  test("shows the church's previous sermons and reads one again in another language", async ({ page }) => {
    const [org] = await queryE2eDb<{ id: string }>(
      "SELECT organisationId AS id FROM User WHERE email = 'member@example.org'",
    );
    await page.goto(`/live-sermon-translator?churchId=${org!.id}`);
    await expect(page.getByRole("heading", { name: "Previous sessions" })).toBeVisible();
    await page.getByRole("link", { name: /Sunday service, week 1/ }).click();
    await page.getByLabel("Your language").selectOption("es");
    await page.getByRole("button", { name: "Show transcript" }).click();
    await expect(page.getByText("El Señor es mi pastor, nada me faltará.")).toBeVisible();
    // A member reads it inside the console (decision 032), its menu at hand.
    await expect(page.getByRole("navigation", { name: "Main menu" })).toBeAttached();
    await page.getByLabel("Your language").selectOption("pt");
    await page.getByRole("button", { name: "Show transcript" }).click();
    await expect(page).toHaveURL(/lang=pt/);
  });
});
