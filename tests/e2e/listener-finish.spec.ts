// Issue 28, the rest of a guest's service on a small phone (375 × 667): the accept sheet leaves the
// newest caption in view and its thank-you note goes again; the finished sermon reopens in the
// reader's dark theme with the verses they saw; an Arabic phone is told why the buttons are in
// English; the booth's "Go live" says "Live" only while a sermon is.
import type { Browser } from "@playwright/test";
import { expect, goLive, speak, startReading, stopSermon, test, waitForHydration } from "./helpers.ts";

const smallPhone = { viewport: { width: 375, height: 667 } };

async function guest(browser: Browser, locale: string, broadcastId: string) {
  const page = await (await browser.newContext({ ...smallPhone, locale })).newPage();
  await page.goto(`/sermon/join/${broadcastId}`);
  await waitForHydration(page);
  return page;
}

test("a guest accepts, reads on, and reopens the finished sermon as they read it", async ({ browser, world }) => {
  test.setTimeout(180_000);
  const { admin } = await world.church();
  const { page: host } = await world.signedIn(admin, { viewport: { width: 1280, height: 900 } });
  const liveBadge = host.locator('[data-menu-id="go-live"] .menu-badge');
  await host.goto("/dashboard");
  await expect(host.locator('[data-menu-id="go-live"]')).toBeVisible();
  await expect(liveBadge).toHaveCount(0);
  const { broadcastId } = await goLive(host);
  await expect(liveBadge).toHaveText("Live");

  // An Arabic phone: captions in Arabic's place, buttons in English, and a word on why.
  const arabic = await guest(browser, "ar", broadcastId);
  await expect(arabic.locator(".listener-interface-note")).toContainText("العربية");
  await expect(arabic.locator(".listener-interface-note")).toContainText("shown in English");
  const spanish = await guest(browser, "es-ES", broadcastId);
  await expect(spanish.getByLabel("Tu idioma")).toHaveValue("es");
  await expect(spanish.locator(".listener-interface-note")).toHaveCount(0);

  await startReading(spanish);
  await spanish.getByRole("button", { name: "Modo oscuro" }).click();
  await expect(spanish.locator(".reader")).toHaveAttribute("data-theme", "dark");
  await host.evaluate(speak, "Let us read John three sixteen.");
  await expect(spanish.locator(".verse-card")).toContainText("Porque de tal manera amó Dios al mundo", {
    timeout: 30_000,
  });
  // Enough lines that the column already scrolls when the sheet opens.
  for (const line of [
    "He makes me lie down in green pastures.",
    "He leads me beside still waters.",
    "He restores my soul.",
    "Good morning to you all.",
  ])
    await host.evaluate(speak, line);
  await expect(spanish.locator(".reader-line")).toHaveCount(5);
  await expect(spanish.locator(".reader-back-live")).toHaveCount(0);
  const latest = spanish.locator(".reader-latest");

  // The sheet sits below the captions, not over them: the newest line stays whole in view above it.
  await spanish.getByRole("button", { name: "Acepto a Jesús" }).click();
  const sheet = spanish.getByRole("dialog", { name: "¡Qué alegría!" });
  await expect(sheet).toBeVisible();
  await expect(latest).toBeInViewport({ ratio: 1 });
  await expect(spanish.locator(".reader-back-live")).toHaveCount(0);
  const [line, sheetBox] = [await latest.boundingBox(), await sheet.boundingBox()];
  expect(line!.y + line!.height).toBeLessThanOrEqual(sheetBox!.y);

  // Thanked once, then the note goes and the captions get their room back.
  await sheet.getByRole("button", { name: "No, gracias" }).click();
  const thanks = spanish.getByText("¡Gracias! Alguien de la iglesia estará encantado de hablar contigo.");
  await expect(thanks).toBeVisible();
  await expect(thanks).toHaveCount(0, { timeout: 20_000 });
  await expect(spanish.locator(".reader-notes")).toHaveCount(0);
  await expect(latest).toBeInViewport({ ratio: 1 });

  await stopSermon(host);
  await expect(liveBadge).toHaveCount(0);

  // Reopened: the Spanish text, dark as it was read, with the verse the TXT export has.
  await spanish.goto(`/sermon/join/${broadcastId}`);
  await expect(spanish.locator(".listener-finished")).toHaveAttribute("data-theme", "dark");
  const card = spanish.getByRole("article", { name: "Juan 3:16" });
  await expect(card).toContainText("Porque de tal manera amó Dios al mundo");
  const txt = await spanish.request.get(`/transcript/${broadcastId}?format=txt`);
  expect(await txt.text()).toContain("Juan 3:16 (Reina-Valera 1909): 16 Porque de tal manera amó Dios al mundo");
});
