// Issue 42, words never shown: a church lists a name said in prayer; the room masks it, and a word the
// shipped English list holds, before translation: the Spanish phone, the transcript in every
// language and a late joiner never have them, and the booth is told what was masked.
import {
  expect,
  expectToast,
  goLive,
  queryE2eDb,
  speak,
  startReading,
  stopSermon,
  test,
  waitForHydration,
} from "./helpers.ts";

test("a listed name and a shipped word reach no phone, transcript or late joiner; the booth sees them", async ({
  browser,
  world,
}) => {
  test.setTimeout(180_000);
  const { admin } = await world.church();
  const { page: host } = await world.signedIn(admin, { viewport: { width: 1280, height: 900 } });
  await host.goto("/church/care");
  await waitForHydration(host);
  const posts: string[] = [];
  host.on("request", (request) => void (request.method() === "POST" && posts.push(request.url())));
  // An empty entry is refused with a clear message, by the browser with the server's own rules.
  await host.getByRole("button", { name: "Add" }).click();
  await expect(host.getByText("Type a word or phrase first.")).toBeVisible();
  expect(posts).toEqual([]);
  await host.getByLabel("Word or phrase").fill("Tom Okafor");
  await host.getByRole("button", { name: "Add" }).click();
  await expectToast(host, "Word added.");
  await expect(host.getByRole("list", { name: "Words never shown" })).toContainText("Tom Okafor");

  const { broadcastId } = await goLive(host);
  const phone = await (await browser.newContext({ viewport: { width: 375, height: 812 }, locale: "es-ES" })).newPage();
  await phone.goto(`/sermon/join/${broadcastId}`);
  await startReading(phone);
  await host.evaluate(speak, "Please pray for tom okafor in hospital.");
  await host.evaluate(speak, "Oh shit, the door is stuck.");
  await host.evaluate(speak, "God is good.");
  await expect(phone.locator(".reader-line")).toHaveCount(3, { timeout: 30_000 });
  const lines = await phone.locator(".reader-line").allInnerTexts();
  expect(lines[0]).toContain("•••");
  for (const line of lines) expect(line.toLowerCase()).not.toMatch(/okafor|\btom\b|shit/);

  // The booth sees what was masked, and its own transcript shows the mask too.
  await expect(host.locator(".operator-masked")).toContainText("tom okafor");
  await expect(host.locator(".operator-masked")).toContainText("shit");

  // A late joiner's catch-up has the masked lines only.
  const late = await (await browser.newContext({ viewport: { width: 375, height: 812 }, locale: "pt-BR" })).newPage();
  await late.goto(`/sermon/join/${broadcastId}`);
  await startReading(late);
  await expect(late.locator(".reader-line")).toHaveCount(3, { timeout: 30_000 });
  for (const line of await late.locator(".reader-line").allInnerTexts())
    expect(line.toLowerCase()).not.toMatch(/okafor|\btom\b|shit/);

  // Interim words too: the booth's preview of what is being said comes from the room, masked.
  await host.evaluate(
    (text) => window.dispatchEvent(new CustomEvent("et:test-speech", { detail: { text, final: false } })),
    "and now we pray for tom okafor",
  );
  await expect(host.locator(".transcript-preview")).toContainText("•••");
  await expect(host.locator(".transcript-preview")).not.toContainText(/okafor/i);

  await stopSermon(host);
  const [sermon] = await queryE2eDb<{ id: string }>("SELECT id FROM Sermon WHERE broadcastId = ?", [broadcastId]);
  await expect
    .poll(
      async () =>
        (
          await queryE2eDb<{ n: number }>("SELECT COUNT(*) AS n FROM TranscriptSegment WHERE sermonId = ?", [
            sermon!.id,
          ])
        )[0]!.n,
      { timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(6);
  const stored = await queryE2eDb<{ language: string; text: string }>(
    "SELECT language, text FROM TranscriptSegment WHERE sermonId = ?",
    [sermon!.id],
  );
  for (const row of stored) expect(row.text.toLowerCase(), row.language).not.toMatch(/okafor|\btom\b|shit/);
  await phone.context().close();
  await late.context().close();
});
