import type { Page } from "@playwright/test";
import { startAzureServer } from "#tests/support/azure-server.ts";
import { expect, expectToast, goLive, speak, test, waitForHydration } from "./helpers.ts";

// Issue 12: the listener's voice. Server voices play through the page's one <audio> element with
// Media Session metadata (so a locked phone keeps playing); device voices and the wake lock are
// taken back when the page is shown again.
const phone = { viewport: { width: 375, height: 812 } };

/**
 * Headless Chromium never hides a tab (neither another tab in front nor a minimised window
 * changes document.visibilityState), so the page's visibility is the one thing emulated here: the
 * page reads it from a switch the test flips, and the real `visibilitychange` event follows. The
 * browser's own wake lock and speech synthesis are counted, not replaced.
 */
function watchPlatform() {
  const state = { hidden: false, wakeLocks: 0, resumes: 0 };
  (window as unknown as { platformProbe: typeof state }).platformProbe = state;
  Object.defineProperty(Document.prototype, "visibilityState", {
    configurable: true,
    get: () => (state.hidden ? "hidden" : "visible"),
  });
  const wakeLock = navigator.wakeLock;
  if (wakeLock) {
    const request = wakeLock.request.bind(wakeLock);
    wakeLock.request = (type) => {
      state.wakeLocks++;
      return request(type);
    };
  }
  const resume = speechSynthesis.resume.bind(speechSynthesis);
  speechSynthesis.resume = () => {
    state.resumes++;
    resume();
  };
}

type Probe = { hidden: boolean; wakeLocks: number; resumes: number };
const probe = (page: Page) => page.evaluate(() => (window as unknown as { platformProbe: Probe }).platformProbe);
const setHidden = (page: Page, hidden: boolean) =>
  page.evaluate((value) => {
    (window as unknown as { platformProbe: Probe }).platformProbe.hidden = value;
    document.dispatchEvent(new Event("visibilitychange"));
  }, hidden);

test("a server voice plays each Spanish line through the page's audio element, titled for the lock screen", async ({
  browser,
  world,
}) => {
  test.setTimeout(180_000);
  // A local server that speaks Azure's documented Translator and Speech protocols; its clips are
  // real (silent) MP3 that Chromium decodes and plays to the end.
  const azure = await startAzureServer({ key: "voice-key", playableAudio: true });
  const visitor = await browser.newContext({ ...phone, locale: "es-ES" });
  try {
    const { admin } = await world.church();
    const { page: host } = await world.signedIn(admin);
    await host.goto("/church");
    await waitForHydration(host);
    await host.getByLabel("Translator", { exact: true }).selectOption("azure");
    await host.getByLabel("Translator endpoint").fill(azure.url);
    await host.getByLabel("Translator key").fill("voice-key");
    await host.getByLabel("Translator location").fill("westeurope");
    await host.getByLabel("Speech key").fill("voice-key");
    await host.getByLabel("Speech location").fill(azure.url);
    await host.getByRole("button", { name: "Save" }).click();
    await expectToast(host, "Organisation updated successfully");

    const { broadcastId } = await goLive(host);
    const page = await visitor.newPage();
    await page.goto(`/sermon/join/${broadcastId}`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Leer subtítulos en vivo" }).click();
    await expect(page.locator(".reader .live-status[data-status='connected']")).toBeVisible({ timeout: 30_000 });
    await page.getByRole("button", { name: "Activar audio de la traducción" }).click();
    // Count every clip the page's audio element plays to its end.
    await page.locator(".reader audio").evaluate((audio: HTMLAudioElement) => {
      audio.dataset.ended = "0";
      audio.addEventListener("ended", () => (audio.dataset.ended = String(Number(audio.dataset.ended) + 1)));
    });

    await host.evaluate(speak, "The Lord is my shepherd.");
    await host.evaluate(speak, "He restores my soul.");
    await expect(page.locator(".reader-line")).toHaveCount(2, { timeout: 30_000 });
    await expect(page.locator(".reader-latest")).toHaveText("[es] He restores my soul.");
    await expect(page.locator(".reader audio")).toHaveAttribute("data-ended", "2", { timeout: 30_000 });
    expect(await page.locator(".reader audio").getAttribute("src")).toMatch(/^data:audio\/mpeg;base64,/);
    // The lock screen names the sermon and the church.
    const metadata = await page.evaluate(() => ({
      title: navigator.mediaSession.metadata?.title,
      artist: navigator.mediaSession.metadata?.artist,
    }));
    const [organisation, title] = await page
      .locator(".reader-title span")
      .evaluateAll((spans) => spans.map((span) => span.textContent));
    expect(metadata).toEqual({ title, artist: organisation });
  } finally {
    await visitor.close();
    await azure.close();
  }
});

test("the wake lock and the device voice are taken back when the phone shows the page again", async ({
  browser,
  world,
}) => {
  test.setTimeout(120_000);
  const { admin } = await world.church();
  const { page: host } = await world.signedIn(admin);
  const { broadcastId } = await goLive(host);
  const visitor = await browser.newContext({ ...phone, locale: "es-ES" });
  try {
    await visitor.addInitScript(watchPlatform);
    const page = await visitor.newPage();
    await page.goto(`/sermon/join/${broadcastId}`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Leer subtítulos en vivo" }).click();
    await expect(page.locator(".reader .live-status[data-status='connected']")).toBeVisible({ timeout: 30_000 });
    await expect.poll(async () => (await probe(page)).wakeLocks).toBe(1);
    await page.getByRole("button", { name: "Activar audio de la traducción" }).click();
    await expect(page.getByRole("button", { name: "Desactivar audio de la traducción" })).toBeVisible();

    // The phone locks (the page is hidden), then the reader comes back.
    await setHidden(page, true);
    expect(await probe(page)).toMatchObject({ wakeLocks: 1, resumes: 0 });
    await setHidden(page, false);
    await expect.poll(async () => (await probe(page)).wakeLocks).toBe(2);
    expect((await probe(page)).resumes).toBe(1);
  } finally {
    await visitor.close();
  }
});
