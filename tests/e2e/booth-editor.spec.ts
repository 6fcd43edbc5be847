// Issue 28 (5): in the sound booth the editor of the newest line opened at the bottom edge of the
// scrolling transcript, its Save and Cancel cut off. The whole editor must be in view.
import { expect, goLive, speak, stopSermon, test } from "./helpers.ts";

test("the editor of the newest line shows its Save and Cancel in a long transcript", async ({ world }) => {
  test.setTimeout(120_000);
  const { admin } = await world.church();
  const { page: host } = await world.signedIn(admin, { viewport: { width: 1280, height: 720 } });
  await goLive(host);
  // More lines than the transcript box holds, so it scrolls.
  for (let line = 1; line <= 14; line++) await host.evaluate(speak, `This is line number ${line} of the sermon.`);
  await expect(host.locator(".transcript-line")).toHaveCount(14);
  await host.getByRole("button", { name: /Correct: This is line number 14 / }).click();
  await expect(host.getByLabel("Corrected line")).toBeFocused();
  await expect(host.getByRole("button", { name: "Save correction" })).toBeInViewport({ ratio: 1 });
  await expect(host.getByRole("button", { name: "Cancel", exact: true })).toBeInViewport({ ratio: 1 });
  await host.getByRole("button", { name: "Cancel", exact: true }).click();
  await stopSermon(host);
});
