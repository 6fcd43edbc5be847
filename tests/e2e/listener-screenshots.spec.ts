// Pictures of issue 28 for people to look at (npm run screenshots, not npm test): what a visitor in
// the pew sees at 375 px (the join screen's service marks, Arabic read as the original, the paused
// notice, a verse card in Chinese, an Arabic phone's join screen, the accept sheet, the finished
// sermon in the dark), the share panel's loopback warning, and the booth at 1280 px editing the
// newest line. Also writes the SRT of a sermon with prepared text.
import fs from "node:fs";
import type { Browser } from "@playwright/test";
import { expect, goLive, speak, startReading, stopSermon, test, waitForHydration } from "./helpers.ts";
import { startLibreTranslateServer } from "#tests/support/libretranslate-server.ts";
import { prisma } from "#app/utils/db.server.ts";

// SHOTS_DIR: somewhere else than the repository (a reviewer's folder).
const SHOTS = process.env.SHOTS_DIR ?? "screenshots/listener";
const phone = { viewport: { width: 375, height: 812 } };
const LIBRE_PORT = Number(process.env.SHOTS_LIBRE_E2E_PORT ?? 3852);

async function guest(browser: Browser, locale: string, broadcastId: string) {
  const context = await browser.newContext({ ...phone, locale });
  const page = await context.newPage();
  await page.goto(`/sermon/join/${broadcastId}`);
  await waitForHydration(page);
  return page;
}

test("a sermon under Apertium: join screen, Arabic original, paused, booth, share panel, SRT", async ({
  browser,
  world,
}) => {
  test.setTimeout(240_000);
  fs.mkdirSync(SHOTS, { recursive: true });
  const { admin } = await world.church();
  const { page: host } = await world.signedIn(admin, { viewport: { width: 1280, height: 800 } });
  const { broadcastId } = await goLive(host);

  const spanish = await guest(browser, "es-ES", broadcastId);
  await expect(spanish.getByRole("list", { name: "Idiomas de esta iglesia" })).toBeVisible();
  await spanish.screenshot({ path: `${SHOTS}/guest-join-375.png`, fullPage: true });
  await startReading(spanish);
  const arabic = await guest(browser, "ar", broadcastId);
  await expect(arabic.locator(".listener-interface-note")).toBeVisible();
  await arabic.screenshot({ path: `${SHOTS}/arabic-join-375.png`, fullPage: true });
  await startReading(arabic);

  for (const line of [
    "Good morning, church.",
    "The Lord is my shepherd, I shall not want.",
    "He makes me lie down in green pastures.",
  ])
    await host.evaluate(speak, line);
  // A prepared reading: many lines at one instant (their subtitles each need a readable time).
  await host
    .getByLabel("Reading or announcement")
    .fill(
      "Psalm 23. He leads me beside still waters. He restores my soul. " +
        "He leads me in paths of righteousness for his name's sake.",
    );
  await host.getByRole("button", { name: "Add to the list" }).click();
  await host.getByRole("button", { name: "Send now" }).click();
  await expect(host.locator(".transcript-line")).toHaveCount(7);
  await expect(arabic.locator(".reader-line")).toHaveCount(7);
  await arabic.screenshot({ path: `${SHOTS}/arabic-original-375.png` });

  await host.getByRole("button", { name: "Pause captions" }).click();
  await expect(spanish.locator(".caption-paused")).toBeVisible();
  await spanish.screenshot({ path: `${SHOTS}/paused-375.png` });
  await host.getByRole("button", { name: "Resume captions" }).click();
  // The accept sheet under the captions, in the dark theme the finished page keeps.
  await spanish.getByRole("button", { name: "Modo oscuro" }).click();
  await spanish.getByRole("button", { name: "Acepto a Jesús" }).click();
  await expect(spanish.getByRole("dialog")).toBeVisible();
  await expect(spanish.locator(".reader-back-live")).toHaveCount(0);
  await spanish.screenshot({ path: `${SHOTS}/accept-sheet-dark-375.png` });
  await spanish.getByRole("button", { name: "No, gracias" }).click();

  // The booth corrects the newest line: its editor, Save and Cancel in view.
  await host.getByRole("button", { name: /Correct: He leads me in paths/ }).click();
  await expect(host.getByRole("button", { name: "Save correction" })).toBeInViewport({ ratio: 1 });
  await host.screenshot({ path: `${SHOTS}/booth-editing-newest-1280.png` });
  await host.getByRole("button", { name: "Cancel", exact: true }).click();

  // The share panel on a phone, opened at localhost: the warning.
  await host.setViewportSize(phone.viewport);
  const share = host.getByRole("region", { name: "Invite listeners" });
  await share.scrollIntoViewIfNeeded();
  await share.screenshot({ path: `${SHOTS}/share-loopback-375.png` });
  await host.setViewportSize({ width: 1280, height: 800 });

  await stopSermon(host);
  const srt = await host.request.get(`/transcript/${broadcastId}?format=srt&language=es`);
  fs.writeFileSync(`${SHOTS}/prepared-text-es.srt`, await srt.text());
  await spanish.goto(`/sermon/join/${broadcastId}`);
  await expect(spanish.locator(".listener-finished")).toBeVisible();
  await spanish.screenshot({ path: `${SHOTS}/finished-dark-375.png`, fullPage: true });
});

test("a verse card in Chinese, machine-translated by the church's translator", async ({ browser, world }) => {
  test.setTimeout(180_000);
  fs.mkdirSync(SHOTS, { recursive: true });
  const libre = await startLibreTranslateServer({ port: LIBRE_PORT });
  try {
    const { admin, organisation } = await world.church();
    await prisma.organisation.update({
      where: { id: organisation.id },
      data: { translationProvider: "libretranslate", libreTranslateUrl: libre.url },
    });
    const { page: host } = await world.signedIn(admin, { viewport: { width: 1280, height: 800 } });
    const { broadcastId } = await goLive(host);
    const chinese = await guest(browser, "zh-CN", broadcastId);
    await startReading(chinese);
    await host.evaluate(speak, "Let us read John three sixteen.");
    await expect(chinese.locator(".verse-card")).toBeVisible({ timeout: 30_000 });
    await chinese.screenshot({ path: `${SHOTS}/verse-card-zh-375.png` });
    await stopSermon(host);
  } finally {
    await libre.close();
  }
});
