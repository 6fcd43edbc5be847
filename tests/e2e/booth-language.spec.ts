import { prisma } from "#app/utils/db.server.ts";
import { expect, expectToast, speak, stopSermon, test } from "./helpers.ts";
import {
  boothInSpanish,
  correctFirstLine,
  memoryWithCorrection,
  otherOrigins,
  said,
  seedOtherOrigins,
} from "./support/booth-in-spanish.ts";

// Issue 41 (items 4 and 5), decision 063: a second laptop opens the booth for Spanish with no
// Spanish phone in the room and reads the lines said before in Spanish, its editor opening on the
// Spanish sentence; the correction lands in the memory saying where it came from, and the
// church's administrator undoes it there, after a confirmation.

test("the booth in Spanish from the first line; its correction in the memory, with its origin, undone", async ({
  world,
}) => {
  test.setTimeout(180_000);
  const setup = await boothInSpanish(world);
  const { organisation, admin, staff, host, booth } = setup;
  const lines = booth.locator(".transcript-line");
  await expect(lines).toHaveCount(3);
  await expect(lines.first()).toHaveText("Cantemos juntos.");
  for (const [index, line] of said.entries()) await expect(lines.nth(index)).not.toHaveText(line);

  // A line said now comes in Spanish too.
  await host.evaluate(speak, "Let us pray.");
  await expect(lines).toHaveCount(4);
  await expect(lines.nth(3)).not.toHaveText("Let us pray.");

  // Its editor opens on the Spanish sentence, and the correction edits the Spanish.
  const corrected = "Cantemos todos juntos, hermanos.";
  await correctFirstLine(booth, corrected);
  // The speaker's own line is untouched.
  await expect(host.locator(".transcript-line").first()).toHaveText(said[0]!);

  // In the memory beside entries of every other origin, each saying where it came from.
  await seedOtherOrigins(setup);
  const { memory, entry } = await memoryWithCorrection(world, admin);
  await expect(entry).toContainText(corrected);
  await expect(entry).toContainText("booth correction · in the sermon of");
  await expect(entry).toContainText(`by ${admin.firstName} ${admin.lastName}`);
  const prepared = memory.locator(".memory-list li").filter({ hasText: otherOrigins[0]!.source });
  await expect(prepared).toContainText("changed in the review of a prepared reading · in the sermon of");
  await expect(prepared).toContainText(`by Ana ${staff.lastName}`);
  await expect(memory.locator(".memory-list li").filter({ hasText: otherOrigins[1]!.source })).toContainText(
    `imported · by ${admin.firstName} ${admin.lastName}`,
  );

  // Undo, after a confirmation that says what it was and what follows.
  await entry.getByRole("link", { name: "Delete" }).click();
  const confirm = memory.getByRole("alertdialog");
  await expect(confirm).toContainText(`Undo what the booth taught for “${said[0]}”?`);
  await expect(confirm).toContainText("booth correction");
  await confirm.getByRole("button", { name: "Undo" }).click();
  await expectToast(memory, "Entry deleted");
  await expect(memory.locator(".memory-list li").filter({ hasText: said[0]! })).toHaveCount(0);
  await expect(memory.locator(".memory-list li")).toHaveCount(3);
  expect(await prisma.memoryEntry.count({ where: { organisationId: organisation.id, source: said[0] } })).toBe(0);

  await stopSermon(host);
});
