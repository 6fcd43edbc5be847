import { expect, stopSermon, test } from "./helpers.ts";
import {
  boothInSpanish,
  correctFirstLine,
  memoryWithCorrection,
  phone,
  seedOtherOrigins,
} from "./support/booth-in-spanish.ts";

// Pictures for people to look at (screenshots/, issue 41, decision 063): the booth opened for
// Spanish with no Spanish phone, and the memory page saying where each entry came from, with the
// confirmation of an undo.
test("the booth in Spanish and the memory's origins at 375 and 1280 px", async ({ world }) => {
  test.setTimeout(180_000);
  const setup = await boothInSpanish(world);
  const { booth, host, admin } = setup;
  await expect(booth.locator(".transcript-line")).toHaveCount(3);
  await correctFirstLine(booth, "Cantemos todos juntos, hermanos.");
  await booth.screenshot({ path: "screenshots/booth-es-1280.png", fullPage: true });
  // Loaded again at the phone's width: a resized page still shows the console menu sliding away.
  await booth.setViewportSize(phone);
  await booth.reload();
  await expect(booth.locator(".transcript-line")).toHaveCount(3);
  await booth.screenshot({ path: "screenshots/booth-es-375.png", fullPage: true });

  await seedOtherOrigins(setup);
  const { memory, entry } = await memoryWithCorrection(world, admin);
  await memory.screenshot({ path: "screenshots/memory-origins-1280.png", fullPage: true });
  await memory.setViewportSize(phone);
  await memory.reload();
  await memory.screenshot({ path: "screenshots/memory-origins-375.png", fullPage: true });
  await entry.getByRole("link", { name: "Delete" }).click();
  await expect(memory.getByRole("alertdialog")).toBeVisible();
  await memory.screenshot({ path: "screenshots/memory-undo-375.png", fullPage: true });
  await stopSermon(host);
});
