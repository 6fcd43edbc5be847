import type { Page } from "@playwright/test";
import { expect, startReading, test, waitForHydration, type World } from "./helpers.ts";
import { UserType } from "#app/features/auth/roles.ts";

// A church of its own per test: its staff member hosts, its admin runs the booth, its member
// listens, so no other test's sermon is live beside these.

const phone = { width: 375, height: 812 };
const desktop = { width: 1280, height: 900 };

const say = (detail: { text: string; final: boolean }) =>
  window.dispatchEvent(new CustomEvent("et:test-speech", { detail }));

async function church(world: World) {
  const { organisation, admin, member } = await world.church();
  const staff = await world.user({ userType: UserType.Staff, organisationId: organisation.id });
  return { admin, member, staff };
}

async function goLive(world: World, staff: { id: string }) {
  const { context, page: host } = await world.signedIn(staff, { viewport: desktop });
  await host.goto("/real-time-sermon-translation");
  await waitForHydration(host);
  await host.getByLabel("Language you will speak").selectOption("en");
  await host.getByRole("button", { name: "Start speaking" }).click();
  await expect(host.getByRole("status").filter({ hasText: "Listening" })).toBeVisible();
  const broadcastId = (await host.locator(".share-link").inputValue()).split("/join/")[1]!;
  return { context, host, broadcastId };
}

async function listen(world: World, member: { id: string }, broadcastId: string, language: string) {
  const { context, page } = await world.signedIn(member, { viewport: phone });
  await page.addInitScript((code) => localStorage.setItem("listenLanguage", code), language);
  await page.goto(`/join/${broadcastId}`);
  await startReading(page);
  return { context, page };
}

async function stop(host: Page) {
  await host.getByRole("button", { name: "Stop", exact: true }).click();
  await expect(host.getByText("End the sermon for everyone?")).toBeVisible();
  await host.getByRole("button", { name: "Yes, end the sermon" }).click();
  await expect(host.getByText("The sermon has ended.")).toBeVisible();
}

test("the booth corrects a line in place, sends a reading, pauses, and sees both languages' lag", async ({ world }) => {
  const { admin, member, staff } = await church(world);
  const { context, host, broadcastId } = await goLive(world, staff);
  const spanish = await listen(world, member, broadcastId, "es");
  const portuguese = await listen(world, member, broadcastId, "pt");
  let indonesian: Awaited<ReturnType<typeof listen>> | null = null;
  const { context: booth } = await world.signedIn(admin, { viewport: desktop });
  try {
    await host.evaluate(say, { text: "The Lord is my shepard, I shall not want.", final: true });
    await host.evaluate(say, { text: "He restores my soul.", final: true });
    const captions = spanish.page.locator(".reader-captions");
    await expect(captions).toContainText("alma");
    const lines = spanish.page.locator(".reader-line");
    await expect(lines).toHaveCount(2);

    // The lag meter lists both languages in use, one listener each.
    const meter = host.locator(".lag-meter");
    await expect(meter.locator('[data-language="es"]')).toContainText("1 listener");
    await expect(meter.locator('[data-language="pt"]')).toContainText("1 listener");

    // The host taps the mis-heard line and corrects it.
    await host.getByRole("button", { name: /Correct: The Lord is my shepard/ }).click();
    await host.getByLabel("Corrected line").fill("The Lord is my shepherd, I shall not want.");
    await host.getByRole("button", { name: "Save correction" }).click();
    // The corrected line quotes Psalm 23:1 word for word: the Reina-Valera's text (decision 033).
    await expect(captions.locator(".reader-line").first()).toHaveText(
      /Jehová es mi pastor; nada me faltará \(Salmos 23:1\)\.\s*edited/,
    );
    await expect(lines).toHaveCount(2);
    await expect(lines.last()).toContainText("alma");
    await expect(host.locator(".transcript-line").first()).toContainText("edited");
    await spanish.page.setViewportSize(desktop);

    // Apertium has no Indonesian: since the providers work (h11) that language is "original
    // language only", which is no failure, so the booth is not alarmed about it. The failing path
    // (a provider that errors) is proved in live-quality.spec.ts.
    indonesian = await listen(world, member, broadcastId, "id");

    // A colleague in the sound booth runs the sermon from another device.
    const operator = await booth.newPage();
    await operator.goto(`/real-time-sermon-translation?operate=${broadcastId}`);
    await waitForHydration(operator);
    await expect(operator.locator(".transcript-line")).toHaveCount(2);
    await operator
      .getByLabel("Reading or announcement")
      .fill("Blessed are the meek, for they shall inherit the earth. Blessed are the merciful.");
    await operator.getByRole("button", { name: "Add to the list" }).click();
    await operator.getByRole("button", { name: "Send now" }).click();
    await expect(lines).toHaveCount(4);
    // Translated, not the English source.
    await expect(lines.last()).not.toHaveText("Blessed are the merciful.");
    await expect(host.locator(".transcript-line").last()).toHaveText("Blessed are the merciful.");
    await expect(portuguese.page.locator(".caption-latest")).not.toBeEmpty();
    const indonesianRow = operator.locator('.lag-meter [data-language="id"]');
    await expect(indonesianRow).toContainText("1 listener");
    await expect(indonesianRow).toContainText("reading the original language");
    await expect(indonesianRow).toContainText("0 failed");
    await expect(indonesianRow).not.toHaveAttribute("data-warning");
    await expect(indonesianRow.getByText("Translations are failing")).toHaveCount(0);

    await operator.getByRole("button", { name: "Pause captions" }).click();
    await expect(spanish.page.getByText("Paused")).toBeVisible();
    await expect(host.locator(".live-status")).toHaveText("Paused");
    // Said during the pause: never recognised, so never shown.
    await host.evaluate(say, { text: "This testimony is private.", final: true });
    await operator.getByRole("button", { name: "Resume captions" }).click();
    await expect(spanish.page.getByText("Paused")).toHaveCount(0);
    await expect(host.getByRole("status").filter({ hasText: "Listening" })).toBeVisible();
    await host.evaluate(say, { text: "Let us pray.", final: true });
    await expect(lines).toHaveCount(5);
    await expect(host.locator(".transcript")).not.toContainText("private");

    // The same operator view on the booth volunteer's phone.
    const boothPhone = await booth.newPage();
    await boothPhone.setViewportSize(phone);
    await boothPhone.goto(`/real-time-sermon-translation?operate=${broadcastId}`);
    await waitForHydration(boothPhone);
    await expect(boothPhone.locator(".transcript-line")).toHaveCount(5);
    await expect(boothPhone.locator('.lag-meter [data-language="es"]')).toBeVisible();
    await stop(host);
  } finally {
    await Promise.all([
      context.close(),
      spanish.context.close(),
      portuguese.context.close(),
      booth.close(),
      indonesian?.context.close(),
    ]);
  }
});

test("sixty seconds of speech with no final result: captions keep arriving", async ({ world }) => {
  test.setTimeout(180_000);
  const { member, staff } = await church(world);
  const { context, host, broadcastId } = await goLive(world, staff);
  const spanish = await listen(world, member, broadcastId, "es");
  try {
    // ~150 words a minute for 60 s, interim results only, a breath after some clauses.
    const words = await host.evaluate(() => {
      const clauses = [
        "and so brothers and sisters we come together this morning",
        "to hear the word of God,",
        "which is living and active and sharper than any two edged sword",
        "it pierces to the division of soul and spirit.",
        "when we open the scriptures we do not only read old stories",
        "we meet the living God who speaks to us today",
      ];
      const all: string[] = [];
      const breaths = new Set<number>();
      while (all.length < 150)
        for (const clause of clauses) {
          all.push(...clause.split(" "));
          breaths.add(all.length);
        }
      let index = 0;
      const next = () => {
        if (index >= all.length) return;
        index++;
        window.dispatchEvent(
          new CustomEvent("et:test-speech", { detail: { text: all.slice(0, index).join(" "), final: false } }),
        );
        setTimeout(next, breaths.has(index) ? 800 : 400);
      };
      next();
      return all;
    });
    const transcriptLines = host.locator(".transcript-line");
    let seen = 0;
    // Four times during the minute, new captions have arrived since the last look.
    for (let check = 0; check < 4; check++) {
      const before = seen;
      await expect
        .poll(async () => (seen = await transcriptLines.count()), { timeout: 25_000 })
        .toBeGreaterThan(before);
      await expect(spanish.page.locator(".caption-latest")).not.toBeEmpty();
      await host.waitForTimeout(12_000);
    }
    // Every word once, in order, and no caption longer than 25 words.
    await expect
      .poll(async () => (await transcriptLines.allInnerTexts()).join(" ").split(/\s+/).filter(Boolean).length, {
        timeout: 30_000,
      })
      .toBe(words.length);
    const sent = (await transcriptLines.allInnerTexts()).map((line) => line.trim());
    expect(sent.join(" ").split(/\s+/)).toEqual(words);
    expect(Math.max(...sent.map((line) => line.split(/\s+/).length))).toBeLessThanOrEqual(25);
    await stop(host);
  } finally {
    await Promise.all([context.close(), spanish.context.close()]);
  }
});
