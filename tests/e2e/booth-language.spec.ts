import { prisma } from "#app/utils/db.server.ts";
import { UserType } from "#app/features/auth/roles.ts";
import { expect, expectToast, goLive, speak, stopSermon, test, waitForHydration } from "./helpers.ts";

// Issue 41 (items 4 and 5), decision 063: a second laptop opens the booth for Spanish with no
// Spanish phone in the room and reads the lines said before in Spanish, its editor opening on the
// Spanish sentence; the correction lands in the memory saying where it came from, and the
// church's administrator undoes it there, after a confirmation.

const phone = { width: 375, height: 812 };
const desktop = { width: 1280, height: 900 };
const shots = "/work/wt/shots/reads";

test("the booth in Spanish from the first line; its correction in the memory, with its origin, undone", async ({
  world,
}) => {
  test.setTimeout(180_000);
  const { organisation, admin } = await world.church();
  const staff = await world.user({ userType: UserType.Staff, organisationId: organisation.id, firstName: "Ana" });
  const { page: host } = await world.signedIn(staff, { viewport: desktop });
  const { broadcastId } = await goLive(host);
  const said = ["Let us sing together.", "Open your Bibles, please.", "The Lord is good."];
  for (const line of said) await host.evaluate(speak, line);
  await expect(host.locator(".transcript-line")).toHaveCount(3);

  // No Spanish phone is in the room. The administrator opens the booth for Spanish on a laptop.
  const { page: booth } = await world.signedIn(admin, { viewport: desktop });
  await booth.goto(`/real-time-sermon-translation?operate=${broadcastId}&language=es`);
  await waitForHydration(booth);
  const lines = booth.locator(".transcript-line");
  await expect(lines).toHaveCount(3);
  await expect(lines.first()).toHaveText("Cantemos juntos.");
  for (const [index, line] of said.entries()) await expect(lines.nth(index)).not.toHaveText(line);
  await booth.screenshot({ path: `${shots}/booth-es-1280.png`, fullPage: true });

  // A line said now comes in Spanish too.
  await host.evaluate(speak, "Let us pray.");
  await expect(lines).toHaveCount(4);
  await expect(lines.nth(3)).not.toHaveText("Let us pray.");

  // Its editor opens on the Spanish sentence, and the correction edits the Spanish.
  await booth.getByRole("button", { name: "Correct: Cantemos juntos." }).click();
  const editor = booth.getByLabel("Corrected line");
  await expect(editor).toHaveValue("Cantemos juntos.");
  const corrected = "Cantemos todos juntos, hermanos.";
  await editor.fill(corrected);
  await booth.getByRole("button", { name: "Save correction" }).click();
  await expect(lines.first()).toContainText(corrected);
  // The speaker's own line is untouched.
  await expect(host.locator(".transcript-line").first()).toHaveText(said[0]!);
  await booth.setViewportSize(phone);
  await booth.screenshot({ path: `${shots}/booth-es-375.png`, fullPage: true });

  // Beside it in the memory for the pictures: a prepared line a volunteer changed, an import, one typed.
  const sermon = await prisma.sermon.findUniqueOrThrow({ where: { broadcastId } });
  const others = [
    {
      source: "The offering is taken at the door.",
      rendering: "La ofrenda se recoge a la puerta.",
      origin: "prepared",
    },
    { source: "Welcome to our church.", rendering: "Bienvenidos a nuestra iglesia.", origin: "import" },
    { source: "Peace be with you.", rendering: "La paz sea con vosotros.", origin: "manual" },
  ];
  for (const [index, other] of others.entries())
    await prisma.memoryEntry.create({
      data: {
        organisationId: organisation.id,
        sourceLanguage: "en",
        targetLanguage: "es",
        sourceKey: `e2e ${index} ${other.source.toLowerCase()}`,
        ...other,
        originSermonId: other.origin === "prepared" ? sermon.id : null,
        originUserId: other.origin === "prepared" ? staff.id : admin.id,
        updatedAt: new Date(Date.now() - (index + 1) * 60_000),
      },
    });

  const { page: memory } = await world.signedIn(admin, { viewport: desktop });
  await memory.goto("/church/memory");
  await waitForHydration(memory);
  const entry = memory.locator(".memory-list li").filter({ hasText: said[0]! });
  // The room's event reaches the web on its own time: the page is read again until it is there.
  await expect(async () => {
    await memory.reload();
    await expect(entry).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(entry).toContainText(corrected);
  await expect(entry).toContainText("booth correction");
  await expect(entry).toContainText(`by ${admin.firstName} ${admin.lastName}`);
  await expect(entry).toContainText("in the sermon of");
  const prepared = memory.locator(".memory-list li").filter({ hasText: others[0]!.source });
  await expect(prepared).toContainText(`changed in the review of a prepared reading · in the sermon of`);
  await expect(prepared).toContainText(`by Ana ${staff.lastName}`);
  await memory.screenshot({ path: `${shots}/memory-origins-1280.png`, fullPage: true });
  await memory.setViewportSize(phone);
  await memory.screenshot({ path: `${shots}/memory-origins-375.png`, fullPage: true });

  // Undo, after a confirmation that says what it was and what follows.
  await entry.getByRole("link", { name: "Delete" }).click();
  const confirm = memory.getByRole("alertdialog");
  await expect(confirm).toContainText(`Undo what the booth taught for “${said[0]}”?`);
  await expect(confirm).toContainText("booth correction");
  await memory.screenshot({ path: `${shots}/memory-undo-375.png`, fullPage: true });
  await confirm.getByRole("button", { name: "Undo" }).click();
  await expectToast(memory, "Entry deleted");
  await expect(memory.locator(".memory-list li").filter({ hasText: said[0]! })).toHaveCount(0);
  await expect(memory.locator(".memory-list li")).toHaveCount(3);
  expect(await prisma.memoryEntry.count({ where: { organisationId: organisation.id, source: said[0] } })).toBe(0);

  await stopSermon(host);
});
