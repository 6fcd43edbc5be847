import { expect, goLive, startReading, test, waitForHydration } from "./helpers.ts";
import { UserType } from "#app/features/auth/roles.ts";
import { prisma } from "#app/utils/db.server.ts";

// Issue 32, decision 039: a reading pasted in the booth is translated at once; a bilingual
// volunteer corrects the Spanish and approves it; the Spanish guest reads exactly that.

const phone = { width: 375, height: 812 };
const desktop = { width: 1280, height: 900 };

test("the volunteer reviews a reading's Spanish before sending it; the Spanish guest reads it as reviewed", async ({
  browser,
  world,
}) => {
  test.setTimeout(120_000);
  const { organisation, admin } = await world.church();
  const staff = await world.user({ userType: UserType.Staff, organisationId: organisation.id });
  const { page: host } = await world.signedIn(staff, { viewport: desktop });
  const { broadcastId } = await goLive(host);

  // A visitor's phone in Spanish: no account.
  const visitor = await browser.newContext({ viewport: phone, locale: "es-ES" });
  const guest = await visitor.newPage();
  await guest.goto(`/sermon/join/${broadcastId}`);
  await startReading(guest);

  // The bilingual volunteer in the booth, on the operator view in Spanish.
  const { page: booth } = await world.signedIn(admin, { viewport: desktop });
  await booth.goto(`/real-time-sermon-translation?operate=${broadcastId}&language=es`);
  await waitForHydration(booth);
  const reading = "The choir will sing after the reading. The offering is taken at the door.";
  await booth.getByLabel("Reading or announcement").fill(reading);
  await booth.getByRole("button", { name: "Add to the list" }).click();
  await booth.getByRole("button", { name: "Translate for review" }).click();

  const panel = booth.getByRole("group", { name: "Translations to review" });
  await expect(panel).toBeVisible();
  // Every language the sermon serves (Apertium: Spanish and Portuguese); the volunteer's own opens first.
  await expect(panel).toContainText("0 of 2 languages reviewed");
  const spanish = panel.locator("details").filter({ hasText: "Español" });
  const portuguese = panel.locator("details").filter({ hasText: "Português" });
  await expect(spanish).toHaveAttribute("open", "");
  await expect(spanish.locator("summary")).toContainText("Not reviewed");
  await expect(portuguese).not.toHaveAttribute("open", "");
  // A closed language opens from the keyboard.
  await portuguese.locator("summary").focus();
  await booth.keyboard.press("Enter");
  await expect(portuguese.getByLabel("The choir will sing after the reading.")).toBeVisible();
  const firstLine = spanish.getByLabel("The choir will sing after the reading.");
  await expect(firstLine).not.toHaveValue("");
  const machine = await firstLine.inputValue();
  const corrected = "Tras la lectura, canta el coro de la iglesia.";
  expect(machine).not.toBe(corrected);
  await firstLine.fill(corrected);

  // By keyboard: from the last line to its Mark button, and Enter.
  await spanish.getByLabel("The offering is taken at the door.").focus();
  await booth.keyboard.press("Tab");
  await expect(spanish.getByRole("button", { name: "Mark Español reviewed" })).toBeFocused();
  await booth.keyboard.press("Enter");
  await expect(spanish.getByRole("button", { name: "Undo review of Español" })).toHaveAttribute("aria-pressed", "true");
  await expect(spanish.locator("summary")).toContainText("Reviewed");
  await expect(panel).toContainText("1 of 2 languages reviewed");
  // Only the line the volunteer changed will teach the memory, and the panel says so (decision 063).
  await expect(spanish.getByRole("status")).toHaveText(
    "1 line you changed joins the translation memory; lines left as translated teach it nothing.",
  );
  await expect(portuguese.locator("summary")).toContainText("Not reviewed");
  await booth.setViewportSize(phone);
  // Nothing wider than the phone.
  expect(await booth.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  await booth.setViewportSize(desktop);

  await booth.getByRole("button", { name: "Send now" }).click();
  await expect(guest.locator(".reader")).toContainText(corrected);
  await expect(guest.locator(".reader")).not.toContainText(machine);
  // The speaker's side shows the reading in English, as always; the booth in its Spanish (issue 41).
  await expect(host.locator(".transcript")).toContainText("The choir will sing after the reading.");
  await expect(booth.locator(".transcript-line").first()).toContainText(corrected);
  // The memory learns the line the volunteer changed, as a prepared reading's review by them; the
  // line approved as the machine wrote it teaches nothing (decision 063).
  const taught = () =>
    prisma.memoryEntry.findMany({
      where: { organisationId: organisation.id },
      select: { source: true, targetLanguage: true, rendering: true, origin: true, originUserId: true },
    });
  await expect.poll(async () => (await taught()).length, { timeout: 15_000 }).toBeGreaterThan(0);
  expect(await taught()).toEqual([
    {
      source: "The choir will sing after the reading.",
      targetLanguage: "es",
      rendering: corrected,
      origin: "prepared",
      originUserId: admin.id,
    },
  ]);
  await visitor.close();
});
