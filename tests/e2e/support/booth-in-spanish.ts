// A live sermon with three lines said in English and a second laptop's booth opened for Spanish
// (issue 41), and the memory entries of every origin beside a booth correction (decision 063): what
// the booth's functional spec and its screenshots both start from.
import { prisma } from "#app/utils/db.server.ts";
import { UserType } from "#app/features/auth/roles.ts";
import { expect, goLive, speak, waitForHydration, type World } from "#tests/e2e/helpers.ts";

export const phone = { width: 375, height: 812 };
const desktop = { width: 1280, height: 900 };
export const said = ["Let us sing together.", "Open your Bibles, please.", "The Lord is good."];

/** Staff goes live and says `said`; the administrator opens the booth for Spanish (no Spanish phone). */
export async function boothInSpanish(world: World) {
  const { organisation, admin } = await world.church();
  const staff = await world.user({ userType: UserType.Staff, organisationId: organisation.id, firstName: "Ana" });
  const { page: host } = await world.signedIn(staff, { viewport: desktop });
  const { broadcastId } = await goLive(host);
  for (const line of said) await host.evaluate(speak, line);
  await expect(host.locator(".transcript-line")).toHaveCount(said.length);
  const { page: booth } = await world.signedIn(admin, { viewport: desktop });
  await booth.goto(`/real-time-sermon-translation?operate=${broadcastId}&language=es`);
  await waitForHydration(booth);
  return { organisation, admin, staff, host, booth, broadcastId };
}

/** The booth corrects the first line's Spanish; resolves once its editor opened on the Spanish. */
export async function correctFirstLine(booth: Awaited<ReturnType<typeof boothInSpanish>>["booth"], text: string) {
  await booth.getByRole("button", { name: "Correct: Cantemos juntos." }).click();
  const editor = booth.getByLabel("Corrected line");
  await expect(editor).toHaveValue("Cantemos juntos.");
  await editor.fill(text);
  await booth.getByRole("button", { name: "Save correction" }).click();
  await expect(booth.locator(".transcript-line").first()).toContainText(text);
}

export const otherOrigins = [
  { source: "The offering is taken at the door.", rendering: "La ofrenda se recoge a la puerta.", origin: "prepared" },
  { source: "Welcome to our church.", rendering: "Bienvenidos a nuestra iglesia.", origin: "import" },
  { source: "Peace be with you.", rendering: "La paz sea con vosotros.", origin: "manual" },
];

/** Entries of the other origins, a minute apart: a prepared line Ana changed, an import, one typed. */
export async function seedOtherOrigins(setup: Awaited<ReturnType<typeof boothInSpanish>>) {
  const sermon = await prisma.sermon.findUniqueOrThrow({ where: { broadcastId: setup.broadcastId } });
  for (const [index, other] of otherOrigins.entries())
    await prisma.memoryEntry.create({
      data: {
        organisationId: setup.organisation.id,
        sourceLanguage: "en",
        targetLanguage: "es",
        sourceKey: `e2e ${index} ${other.source.toLowerCase()}`,
        ...other,
        originSermonId: other.origin === "prepared" ? sermon.id : null,
        originUserId: other.origin === "prepared" ? setup.staff.id : setup.admin.id,
        updatedAt: new Date(Date.now() - (index + 1) * 60_000),
      },
    });
}

/** The memory page, read again until the booth's correction (a room event, on its own time) is there. */
export async function memoryWithCorrection(world: World, admin: { id: string }, viewport = desktop) {
  const { page: memory } = await world.signedIn(admin, { viewport });
  await memory.goto("/church/memory");
  await waitForHydration(memory);
  const entry = memory.locator(".memory-list li").filter({ hasText: said[0]! });
  await expect(async () => {
    await memory.reload();
    await expect(entry).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await waitForHydration(memory);
  return { memory, entry };
}
