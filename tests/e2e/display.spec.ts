import { expect, speak, test, waitForHydration } from "./helpers.ts";

// Issue 12: a captions display for a TV, projector or OBS, opened from the go-live page.
const wide = { viewport: { width: 1280, height: 720 } };

test("a display shows two languages side by side, and is refused once revoked or ended", async ({ browser, world }) => {
  test.setTimeout(180_000);
  // The administrator of a church of its own, so no other test's sermon is live beside this one.
  const { admin: churchAdmin } = await world.church();
  const { context: admin, page: host } = await world.signedIn(churchAdmin, wide);
  // The display device signs in to nothing.
  const screen = await browser.newContext(wide);
  try {
    await host.goto("/real-time-sermon-translation");
    await waitForHydration(host);
    await host.getByLabel("Language you will speak").selectOption("en");
    await host.getByRole("button", { name: "Start speaking" }).click();
    await expect(host.getByRole("status").filter({ hasText: "Listening" })).toBeVisible();

    const panel = host.getByRole("region", { name: "Captions display" });
    await panel.getByLabel("Languages").selectOption("es");
    await panel.getByLabel("Second language (optional)").selectOption("en");
    await panel.getByLabel("Lines").fill("3");
    await panel.getByRole("button", { name: "Create display link" }).click();
    const link = await panel.locator(".display-link").inputValue();
    expect(link).toMatch(/\/display\/[\w-]+\?lang=es&lang2=en&lines=3&size=56$/);

    const display = await screen.newPage();
    await display.goto(link);
    await waitForHydration(display);
    await host.evaluate(speak, "The Lord is my shepherd, I shall not want.");
    await host.evaluate(speak, "He restores my soul.");
    const spanish = display.locator(".display-column[data-language='es']");
    const english = display.locator(".display-column[data-language='en']");
    // Psalm 23:1 word for word: the Reina-Valera's text (decision 033).
    await expect(spanish.locator(".display-line").first()).toHaveText(
      "Jehová es mi pastor; nada me faltará (Salmos 23:1).",
    );
    await expect(spanish.locator(".display-line").last()).toContainText("alma");
    await expect(english.locator(".display-line")).toHaveText([
      "The Lord is my shepherd, I shall not want.",
      "He restores my soul.",
    ]);
    // Side by side: the Spanish column left of the English one, on one row.
    const [left, right] = [await spanish.boundingBox(), await english.boundingBox()];
    expect(left!.x + left!.width).toBeLessThanOrEqual(right!.x);

    // The OBS variant: transparent background, larger type.
    const obs = await screen.newPage();
    await obs.goto(link.replace("size=56", "size=72") + "&bg=transparent");
    await expect(obs.locator(".display-column[data-language='es'] .display-line").last()).toContainText("alma");
    expect(await obs.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgba(0, 0, 0, 0)");
    expect(
      await obs
        .locator(".display-line")
        .first()
        .evaluate((element) => getComputedStyle(element).fontSize),
    ).toBe("72px");

    // Revoked: the open display stops, and the link no longer opens.
    await panel.getByRole("button", { name: "Revoke display links" }).click();
    await expect(panel.getByText("Display links revoked")).toBeVisible();
    await expect(display.getByText("This display link is no longer valid.")).toBeVisible({ timeout: 30_000 });
    const again = await screen.newPage();
    await again.goto(link);
    await expect(again.getByText("This display link is no longer valid.")).toBeVisible();

    // A new link works until the sermon ends.
    await panel.getByRole("button", { name: "Create display link" }).click();
    const second = await panel.locator(".display-link").inputValue();
    expect(second).not.toBe(link);
    const last = await screen.newPage();
    await last.goto(second);
    await expect(last.locator(".display-column[data-language='es'] .display-line").last()).toContainText("alma");
    await host.getByRole("button", { name: "Stop", exact: true }).click();
    await host.getByRole("button", { name: "Yes, end the sermon" }).click();
    await expect(host.getByText("The sermon has ended.")).toBeVisible();
    await expect(last.getByText("This display has ended.").first()).toBeVisible({ timeout: 30_000 });
    const late = await screen.newPage();
    await late.goto(second);
    await expect(late.getByText("This display has ended.")).toBeVisible();
    expect(
      (
        await screen.request.get(`/api/display-token?token=${second.split("/display/")[1]!.split("?")[0]}&language=es`)
      ).status(),
    ).toBe(410);
  } finally {
    await screen.close();
    await admin.close();
  }
});
