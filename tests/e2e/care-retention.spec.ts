// Issue 42, stated retention (decision 057): the church's administrator chooses how long transcripts
// are kept; the nightly purge removes the text of older sermons and keeps their counts, so the
// dashboard says the same; a guest's join screen and the privacy page state the choice in their language.
import { execFileSync } from "node:child_process";
import type { Page } from "@playwright/test";
import { E2E_PORT } from "./e2e-env.ts";
import { craftedPost, createSermon, expect, expectToast, queryE2eDb, test, waitForHydration } from "./helpers.ts";

const DAY = 86_400_000;
const purge = () =>
  JSON.parse(
    execFileSync("npx", ["tsx", "scripts/purge-transcripts.ts"], {
      env: { ...process.env, DATABASE_URL: `file:./data/e2e-${E2E_PORT}.db` },
      encoding: "utf8",
    }).trim(),
  ) as { sermons: number; lines: number };

/** The dashboard's figures over every day the test's sermons fall in, as the admin reads them. */
async function dashboardFigures(page: Page) {
  await page.goto("/dashboard?range=custom&from=2020-01-01&to=2099-12-31");
  await expect(page.locator(".tile-value").first()).toBeVisible();
  return page.locator(".tiles").allInnerTexts();
}

test("an administrator states retention, the purge removes old text, the dashboard adds up", async ({
  browser,
  world,
}) => {
  test.setTimeout(120_000);
  const { organisation, admin } = await world.church();
  const started = (days: number) => new Date(Date.now() - days * DAY);
  const transcript = [
    { language: "en", texts: ["Grace to you and peace.", "Pray for one another."] },
    { language: "es", texts: ["Gracia y paz a ustedes.", "Oren unos por otros."] },
  ];
  const listeners = [{ language: "es", name: "Ana" }];
  const salvations = [{ name: "Ana", faithLevel: "open" }];
  const base = { organisationId: organisation.id, hostId: admin.id, minutes: 40, transcript, listeners, salvations };
  const old = await createSermon({ ...base, startedAt: started(45), title: "Old sermon" });
  const recent = await createSermon({ ...base, startedAt: started(3), title: "Recent sermon" });
  const live = await createSermon({ ...base, startedAt: new Date(), live: true, title: "Today" });
  const { page } = await world.signedIn(admin, { viewport: { width: 1280, height: 900 } });

  // Nothing is stated before the church chooses: "always" is the default.
  await page.goto("/church");
  await page.getByRole("link", { name: "Care: transcripts and follow-up" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Care" })).toBeVisible();
  await expect(page.getByLabel("Always")).toBeChecked();
  // A period the page does not offer is refused with a clear message.
  const refused = await craftedPost(page, "/church/care", { intent: "settings", retention: "45" });
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain("care.errors.retention");
  // A file where text belongs is refused the same way, and nothing is saved.
  const file = { name: "x.txt", mimeType: "text/plain", buffer: Buffer.from("admin@example.org") };
  const hostile = await craftedPost(page, "/church/care", { intent: "settings", retention: file, followUpEmail: file });
  expect(hostile.status()).toBe(400);
  expect(await hostile.text()).toContain("care.errors.email");
  const [stored] = await queryE2eDb<{ days: number | null; email: string | null }>(
    "SELECT transcriptRetentionDays AS days, followUpEmail AS email FROM Organisation WHERE id = ?",
    [organisation.id],
  );
  expect(stored).toEqual({ days: null, email: null });
  await waitForHydration(page);
  await page.getByLabel("30 days").check();
  await page.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Care settings saved.");
  await expect(page.getByLabel("30 days")).toBeChecked();

  const before = await dashboardFigures(page);
  expect(purge().sermons).toBeGreaterThanOrEqual(1);
  const lines = (sermonId: string) =>
    queryE2eDb<{ n: number }>("SELECT COUNT(*) AS n FROM TranscriptSegment WHERE sermonId = ?", [sermonId]).then(
      (rows) => Number(rows[0]!.n),
    );
  expect(await lines(old.id)).toBe(0);
  expect(await lines(recent.id)).toBe(4);
  expect(await lines(live.id)).toBe(4);
  expect(await dashboardFigures(page)).toEqual(before);

  // The finished sermon says its text was removed, and how long it was.
  const reader = await (await browser.newContext({ viewport: { width: 375, height: 812 }, locale: "es-ES" })).newPage();
  await reader.goto(`/sermon/join/${old.broadcastId}`);
  await expect(reader.getByRole("status")).toHaveText(
    `El texto de este sermón se eliminó, como eligió ${organisation.name}. Tenía 2 líneas.`,
  );
  await expect(reader.getByText("Gracia y paz a ustedes.")).toHaveCount(0);

  // A guest joining today's sermon is told the church's choice in Spanish, and again on the privacy page.
  await reader.goto(`/sermon/join/${live.broadcastId}`);
  await waitForHydration(reader);
  const note = reader.locator(".listener-retention");
  await expect(note).toContainText(`${organisation.name} guarda el texto de sus sermones durante 30 días`);
  await note.getByRole("link", { name: "Privacidad" }).click();
  await expect(reader.getByRole("heading", { name: "Cuánto tiempo se guarda el texto de los sermones" })).toBeVisible();
  await expect(reader.locator("[data-retention='30']")).toContainText(
    `${organisation.name} guarda el texto de sus sermones durante 30 días`,
  );
  await reader.context().close();
});
