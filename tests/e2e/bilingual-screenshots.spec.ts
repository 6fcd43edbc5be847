// Pictures of issue 42 (5) for people to look at (npm run screenshots, not npm test): the switch of
// the language being spoken on the speaker's page at 1280 and 375 px, and the phones after a switch
// to Spanish at 375 and 1280 px (a Spanish phone reading the line as said, an English phone reading
// it translated from Spanish).
import fs from "node:fs";
import { expect, goLive, speak, startReading, stopSermon, test } from "./helpers.ts";
import { UserType } from "#app/features/auth/roles.ts";

// SHOTS_DIR: somewhere else than the repository (a reviewer's folder).
const SHOTS = process.env.SHOTS_DIR ?? "screenshots/bilingual";
const phone = { width: 375, height: 812 };
const desktop = { width: 1280, height: 900 };

test("a bilingual preacher: the switch and the phones", async ({ world }) => {
  test.setTimeout(180_000);
  fs.mkdirSync(SHOTS, { recursive: true });
  const { organisation, admin, member } = await world.church();
  const other = await world.user({ userType: UserType.Member, organisationId: organisation.id });
  const { context: speaker, page: host } = await world.signedIn(admin, { viewport: desktop });
  const { context: pew, page: spanish } = await world.signedIn(member, { viewport: phone });
  const { context: english, page: englishPhone } = await world.signedIn(other, { viewport: phone });
  try {
    const { broadcastId } = await goLive(host);
    for (const [page, language] of [
      [spanish, "es"],
      [englishPhone, "en"],
    ] as const) {
      await page.addInitScript((code) => localStorage.setItem("listenLanguage", code), language);
      await page.goto(`/join/${broadcastId}`);
      await startReading(page);
    }
    await host.evaluate(speak, "The Lord is my shepherd.");
    await expect(spanish.locator(".reader-line")).toHaveCount(1);
    const switcher = host.getByLabel("Language being spoken");
    await switcher.selectOption("es");
    await host.evaluate(speak, "Dios es amor.");
    await expect(spanish.locator(".reader-line .caption-origin")).toHaveText("original");
    await expect(englishPhone.locator(".reader-line .caption-origin")).toHaveText("translated from Español");
    await expect(host.locator(".transcript-line .caption-origin")).toHaveText("Español");

    await host.screenshot({ path: `${SHOTS}/switch-1280.png` });
    await host.setViewportSize(phone);
    await switcher.scrollIntoViewIfNeeded();
    await host.screenshot({ path: `${SHOTS}/switch-375.png` });
    await spanish.screenshot({ path: `${SHOTS}/phone-es-375.png` });
    await englishPhone.screenshot({ path: `${SHOTS}/phone-en-375.png` });
    await englishPhone.setViewportSize(desktop);
    await englishPhone.screenshot({ path: `${SHOTS}/phone-en-1280.png` });
    await host.setViewportSize(desktop);
    await stopSermon(host);
  } finally {
    await Promise.all([speaker.close(), pew.close(), english.close()]);
  }
});
