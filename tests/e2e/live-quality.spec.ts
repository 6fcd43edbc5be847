// Issue 11 in the browser: an admin adds a glossary term and chooses LibreTranslate (tested
// against a local server speaking its documented API); a Hindi listener then reads Hindi with
// the term rendered; with a translator that has no Hindi, the join screen says "original
// language only" and the captions carry one calm note instead of an error on every line.
import type { Page } from "@playwright/test";
import { expect, expectToast, goLive, speak, startReading, stopSermon, test, waitForHydration } from "./helpers.ts";
import { startLibreTranslateServer } from "#tests/support/libretranslate-server.ts";
import { UserType } from "#app/features/auth/roles.ts";

// A port of this worktree's own range, so parallel runs never share it.
const LIBRE_PORT = Number(process.env.LIBRE_E2E_PORT ?? 4450);

const viewport = (width: number) => ({ viewport: { width, height: width === 375 ? 812 : 900 } });

async function chooseProvider(page: Page, provider: string) {
  await page.goto("/church");
  await waitForHydration(page);
  await page.getByLabel("Translator", { exact: true }).selectOption(provider);
  await page.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Organisation updated successfully");
}

test(
  "glossary + LibreTranslate bring Hindi; without a Hindi " + "translator the listener reads the original, calmly",
  async ({ world }) => {
    test.setTimeout(180_000);
    // Arabic fails on this server: the booth must be warned about it (the lag meter's failing path).
    const libre = await startLibreTranslateServer({ port: LIBRE_PORT, failTargets: ["ar"] });
    const { admin, member } = await world.church();
    const host = await world.signedIn(admin, viewport(1280));
    const listener = await world.signedIn(member, viewport(375));
    try {
      const page = host.page;
      // The glossary dialog: a term with its Hindi rendering (a plain form: works without JS too).
      await page.goto("/church?dialog=glossary");
      const dialog = page.getByRole("dialog", { name: "Church glossary" });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel("Term, as the preacher says it").fill("Grace Chapel");
      await dialog.getByLabel("In हिन्दी").fill("ग्रेस चैपल");
      await dialog.getByLabel("In Español").fill("Capilla Gracia");
      await dialog.getByRole("button", { name: "Save term" }).click();
      await expectToast(page, "Term saved");
      await expect(dialog.getByRole("list", { name: "Your glossary terms" })).toContainText("Grace Chapel");
      // Nothing typed: the same schema refuses it, on the server too.
      await expect(dialog.getByLabel("Term, as the preacher says it")).toHaveValue("");
      await dialog.getByRole("button", { name: "Save term" }).click();
      await expect(dialog.getByText("Please enter a term.")).toBeVisible();

      // LibreTranslate, with a working "test connection".
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto("/church");
      await waitForHydration(page);
      await page.getByLabel("Translator", { exact: true }).selectOption("libretranslate");
      await page.getByLabel("LibreTranslate address").fill(libre.url);
      await page.getByRole("button", { name: "Test LibreTranslate" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Connection works" })).toContainText(
        "(es) The grace of our Lord Jesus Christ",
      );
      await page.getByRole("button", { name: "Save" }).click();
      await expectToast(page, "Organisation updated successfully");

      // A Hindi listener gets Hindi, with the church's term and the shipped glossary's.
      const { broadcastId } = await goLive(page);
      const phone = listener.page;
      await phone.addInitScript(() => localStorage.setItem("listenLanguage", "hi"));
      await phone.goto(`/join/${broadcastId}`);
      await expect(phone.getByLabel("Your language")).toHaveValue("hi");
      await expect(phone.getByRole("list", { name: "Languages of this church" })).toContainText("हिन्दी: text");
      await startReading(phone);
      await page.evaluate(speak, "Grace Chapel welcomes you in the name of the Holy Spirit.");
      await expect(phone.locator(".caption-latest")).toHaveText(
        "(hi) ग्रेस चैपल welcomes you in the name of the पवित्र आत्मा.",
      );

      // An Arabic listener joins; the translator answers Arabic with errors, so the host's lag meter
      // says that language is failing (Hindi, served, is not).
      const arabic = await listener.context.newPage();
      await arabic.addInitScript(() => localStorage.setItem("listenLanguage", "ar"));
      await arabic.goto(`/join/${broadcastId}`);
      await startReading(arabic);
      await page.evaluate(speak, "Grace Chapel prays for you.");
      await expect(phone.locator(".caption-latest")).toHaveText("(hi) ग्रेस चैपल prays for you.");
      await expect(page.locator('.lag-meter [data-language="ar"]')).toContainText("Translations are failing");
      await expect(page.locator(".lag-alert")).toContainText("العربية");
      await expect(page.locator('.lag-meter [data-language="hi"]')).not.toHaveAttribute("data-warning");
      expect(libre.requests.some((request) => request.body.target === "ar")).toBe(true);
      await arabic.close();

      await stopSermon(page);
      expect(libre.requests.some((request) => request.body.target === "hi")).toBe(true);

      // Apertium has no Hindi: the join screen says so before the listener picks.
      await chooseProvider(page, "apertium");
      const { broadcastId: second } = await goLive(page);
      await phone.goto(`/join/${second}`);
      const languages = phone.getByRole("list", { name: "Languages of this church" });
      await expect(languages).toContainText("हिन्दी: original language only");
      await expect(languages).toContainText("Español: text");
      await expect(phone.getByRole("option", { name: "हिन्दी — original language only" })).toHaveCount(1);
      await startReading(phone);
      await page.evaluate(speak, "We are saved by grace through faith.");
      await page.evaluate(speak, "Habakkuk waited on the wall.");
      await expect(phone.locator(".caption-latest")).toHaveText("Habakkuk waited on the wall.");
      await expect(phone.getByRole("note")).toHaveText(/no translation into your language/);
      await expect(phone.getByText("Translation error")).toHaveCount(0);
      await phone.setViewportSize({ width: 1280, height: 900 });
      await stopSermon(page);
    } finally {
      await host.context.close();
      await listener.context.close();
      await libre.close();
    }
  },
);

test.describe("without JavaScript", () => {
  test.use({ userType: UserType.SuperAdmin, javaScriptEnabled: false });
  test("the super administrator edits an organisation's glossary, and exports it as CSV", async ({ page, world }) => {
    const organisationId = (await world.organisation()).id;
    await page.goto(`/churches/${organisationId}?dialog=glossary`);
    const dialog = page.getByRole("dialog", { name: "Church glossary" });
    await dialog.getByLabel("Term, as the preacher says it").fill("Nkosana");
    await dialog.getByLabel("Keep as is in every language").check();
    await dialog.getByRole("button", { name: "Save term" }).click();
    await expect(dialog.getByRole("list", { name: "Your glossary terms" })).toContainText("Nkosana kept as is");
    // A term with neither a rendering nor "keep" is refused by the server's schema.
    await dialog.getByLabel("Term, as the preacher says it").fill("Hillsong Kids");
    await dialog.getByRole("button", { name: "Save term" }).click();
    await expect(
      dialog.getByText("Please give at least one language's rendering, or keep the term as is."),
    ).toBeVisible();
    const csv = await (await page.request.get(`/glossary.csv?organisation=${organisationId}`)).text();
    expect(csv).toBe("\uFEFFterm,keep,en,es,pt,id,zh,ar,hi\r\nNkosana,yes,,,,,,,\r\n");
  });
});
