// Issue 42 (1), decision 061: the booth takes back a line already shown (a name said in a prayer)
// and the phone's line disappears; the speaker's page asks first, and "Keep it" keeps the line.
import { expect, startReading, test, waitForHydration } from "./helpers.ts";
import { UserType } from "#app/features/auth/roles.ts";

const phone = { width: 375, height: 812 };
const desktop = { width: 1280, height: 900 };
const say = (text: string) =>
  window.dispatchEvent(new CustomEvent("et:test-speech", { detail: { text, final: true } }));

test("the booth takes a line back and it leaves the phone and the speaker's page", async ({ world }) => {
  test.setTimeout(120_000);
  const { organisation, admin, member } = await world.church();
  const staff = await world.user({ userType: UserType.Staff, organisationId: organisation.id });
  const { context: speaker, page: host } = await world.signedIn(staff, { viewport: desktop });
  const { context: pew, page: listener } = await world.signedIn(member, { viewport: phone });
  const { context: booth, page: operator } = await world.signedIn(admin, { viewport: desktop });
  try {
    await host.goto("/real-time-sermon-translation");
    await waitForHydration(host);
    await host.getByLabel("Language you will speak").selectOption("en");
    await host.getByRole("button", { name: "Start speaking" }).click();
    await expect(host.getByRole("status").filter({ hasText: "Listening" })).toBeVisible();
    const broadcastId = (await host.locator(".share-link").inputValue()).split("/join/")[1]!;

    await listener.addInitScript(() => localStorage.setItem("listenLanguage", "es"));
    await listener.goto(`/join/${broadcastId}`);
    await startReading(listener);
    await host.evaluate(say, "He restores my soul.");
    await host.evaluate(say, "Please pray for Margaret Holloway in the hospital.");
    const lines = listener.locator(".reader-line");
    await expect(lines).toHaveCount(2);
    await expect(listener.locator(".reader-captions")).toContainText("Margaret");

    // The speaker's page: the take-back button asks first; "Keep it" keeps the line.
    await host.getByRole("button", { name: "Take back: He restores my soul." }).click();
    await expect(host.getByRole("button", { name: "Take back", exact: true })).toBeFocused();
    await host.getByRole("button", { name: "Keep it" }).click();
    await expect(host.locator(".transcript-line")).toHaveCount(2);

    // The booth, by keyboard: the button, then Enter on the focused "Take back".
    await operator.goto(`/real-time-sermon-translation?operate=${broadcastId}`);
    await waitForHydration(operator);
    await expect(operator.locator(".transcript-line")).toHaveCount(2);
    await operator.getByRole("button", { name: /^Take back: Please pray for Margaret/ }).focus();
    await operator.keyboard.press("Enter");
    await expect(operator.getByRole("button", { name: "Take back", exact: true })).toBeFocused();
    await operator.keyboard.press("Enter");

    await expect(lines).toHaveCount(1);
    await expect(listener.locator(".reader-captions")).not.toContainText("Margaret");
    await expect(host.locator(".transcript-line")).toHaveCount(1);
    await expect(host.locator(".transcript")).not.toContainText("Margaret");
    await expect(operator.getByRole("status").filter({ hasText: "Line taken back from every screen." })).toBeAttached();

    // A phone opened afterwards never sees it.
    const late = await pew.newPage();
    await late.goto(`/join/${broadcastId}`);
    await startReading(late);
    await expect(late.locator(".reader-line")).toHaveCount(1);
    await expect(late.locator(".reader-captions")).not.toContainText("Margaret");

    // The church's care page keeps the audit (decision 061): who took which line back, from where,
    // and when — never its words. The web hears of it by the room's webhook, so the page may need a reload.
    const care = await booth.newPage();
    const audit = care.getByRole("region", { name: "Lines taken back" });
    await expect(async () => {
      await care.goto("/church/care");
      await expect(audit.getByRole("row")).toHaveCount(2, { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(audit.getByRole("row").nth(1)).toContainText(`${admin.firstName} ${admin.lastName}`);
    await expect(audit.getByRole("row").nth(1)).toContainText("booth");
    await expect(audit.getByRole("cell", { name: "2", exact: true })).toBeVisible();
    await expect(audit).not.toContainText("Margaret");
  } finally {
    await Promise.all([speaker.close(), pew.close(), booth.close()]);
  }
});
