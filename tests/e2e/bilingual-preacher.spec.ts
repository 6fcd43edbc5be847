// Issue 42 (5), decision 065: a bilingual preacher. The speaker starts in English, switches the
// language being spoken to Spanish on the speaker's page, and goes on in Spanish. A Spanish phone
// reads the Spanish line as said, marked "original"; an English phone reads it translated from
// Spanish, marked so; the speaker's page shows each line as said; a phone opened later too.
// (Pictures of the same: bilingual-screenshots.spec.ts.)
import { expect, goLive, speak, startReading, stopSermon, test } from "./helpers.ts";
import { UserType } from "#app/features/auth/roles.ts";

const phone = { width: 375, height: 812 };
const desktop = { width: 1280, height: 900 };

test("the speaker switches to Spanish mid-sermon and each phone reads each line right", async ({ world }) => {
  test.setTimeout(120_000);
  const { organisation, admin, member } = await world.church();
  const other = await world.user({ userType: UserType.Member, organisationId: organisation.id });
  const { context: speaker, page: host } = await world.signedIn(admin, { viewport: desktop });
  const { context: pew, page: spanish } = await world.signedIn(member, { viewport: phone });
  const { context: english, page: englishPhone } = await world.signedIn(other, { viewport: phone });
  try {
    const { broadcastId } = await goLive(host);

    await spanish.addInitScript(() => localStorage.setItem("listenLanguage", "es"));
    await spanish.goto(`/join/${broadcastId}`);
    await startReading(spanish);
    await englishPhone.addInitScript(() => localStorage.setItem("listenLanguage", "en"));
    await englishPhone.goto(`/join/${broadcastId}`);
    await startReading(englishPhone);

    await host.evaluate(speak, "The Lord is my shepherd.");
    await expect(spanish.locator(".reader-line")).toHaveCount(1);

    // The switch: the room tells every screen; the speaker's page listens for Spanish now.
    const switcher = host.getByLabel("Language being spoken");
    await switcher.selectOption("es");
    await expect(switcher).toHaveValue("es");
    await host.evaluate(speak, "Dios es amor.");

    const spanishLast = spanish.locator(".reader-line").last();
    await expect(spanish.locator(".reader-line")).toHaveCount(2);
    await expect(spanishLast).toContainText("Dios es amor.");
    await expect(spanishLast.locator(".caption-origin")).toHaveText("original");
    await expect(spanishLast).toHaveAttribute("lang", "es");
    // The English line, translated into Spanish as before, carries no mark.
    await expect(spanish.locator(".reader-line").first().locator(".caption-origin")).toHaveCount(0);

    const englishLast = englishPhone.locator(".reader-line").last();
    await expect(englishPhone.locator(".reader-line")).toHaveCount(2);
    await expect(englishLast.locator(".caption-origin")).toHaveText("translated from Español");
    await expect(englishLast).not.toContainText("Dios es amor.");
    await expect(englishPhone.locator(".reader-line").first()).toContainText("The Lord is my shepherd.");

    // The speaker's page shows each line as said, the Spanish one marked with its language.
    await expect(host.locator(".transcript-line")).toHaveCount(2);
    await expect(host.locator(".transcript-line").last()).toContainText("Dios es amor.");
    await expect(host.locator(".transcript-line").last().locator(".caption-origin")).toHaveText("Español");

    // A phone opened later reads the history right too.
    const late = await pew.newPage();
    await late.goto(`/join/${broadcastId}`);
    await startReading(late);
    await expect(late.locator(".reader-line").last().locator(".caption-origin")).toHaveText("original");
    await stopSermon(host);
  } finally {
    await Promise.all([speaker.close(), pew.close(), english.close()]);
  }
});
