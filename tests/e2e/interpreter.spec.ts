// Issue 42 (4), decision 064: a staff member interprets a live sermon into Spanish by typing; the
// Spanish phone reads their lines marked "human interpreter" and no machine line meanwhile; when
// they leave, machine translation comes back, marked; the speaker's page (the booth's view) shows
// both. A language the sermon does not serve is refused with a clear message.
import { expect, startReading, test, waitForHydration } from "./helpers.ts";
import { UserType } from "#app/features/auth/roles.ts";

const phone = { width: 375, height: 812 };
const desktop = { width: 1280, height: 900 };
const say = (text: string) =>
  window.dispatchEvent(new CustomEvent("et:test-speech", { detail: { text, final: true } }));

test("a staff interpreter's lines reach the Spanish phone marked, and machine lines resume when they leave", async ({
  world,
}) => {
  test.setTimeout(150_000);
  const { organisation, admin, member } = await world.church();
  const staff = await world.user({ userType: UserType.Staff, organisationId: organisation.id });
  const { context: speaker, page: host } = await world.signedIn(admin, { viewport: desktop });
  const { context: pew, page: listener } = await world.signedIn(member, { viewport: phone });
  const { context: desk, page: interpreter } = await world.signedIn(staff, { viewport: desktop });
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
    await host.evaluate(say, "Good morning, church.");
    const lines = listener.locator(".reader-line");
    await expect(lines).toHaveCount(1);

    // The source language is not one to interpret into: said plainly, and no desk opens.
    await interpreter.goto(`/interpret/${broadcastId}?language=en`);
    await expect(interpreter.getByText("This sermon does not serve that language.")).toBeVisible();
    await expect(interpreter.getByRole("button", { name: "Send" })).toHaveCount(0);

    // From the booth panel to the interpreter's desk, in Spanish.
    await interpreter.goto(`/interpret/${broadcastId}`);
    await interpreter.getByRole("link", { name: "Español" }).click();
    await waitForHydration(interpreter);
    await expect(interpreter.getByRole("status").filter({ hasText: "Live as the interpreter" })).toBeVisible();
    await expect(listener.getByText("A human interpreter is giving these captions.")).toBeVisible();
    await expect(host.locator(".interpreter-languages")).toContainText("interpreter live");

    await host.evaluate(say, "Open your Bibles to John three.");
    await expect(interpreter.getByRole("region", { name: "What the speaker says" })).toContainText("Open your Bibles");
    await interpreter.getByLabel("Type a line").fill("Abran sus Biblias en Juan tres.");
    await interpreter.getByRole("button", { name: "Send" }).click();
    const human = lines.filter({ hasText: "Abran sus Biblias en Juan tres." });
    await expect(human).toContainText("human interpreter");
    // The line the interpreter spoke for never reached the phone in machine translation.
    await expect(lines).toHaveCount(2);
    await expect(host.locator(".interpreter-panel")).toContainText("Abran sus Biblias en Juan tres.");
    await expect(host.locator(".transcript")).toContainText("Open your Bibles to John three.");

    // The interpreter leaves: machine translation resumes, marked, and the booth says so.
    await interpreter.close();
    await expect(listener.getByText("A human interpreter is giving these captions.")).toHaveCount(0);
    await expect(host.locator(".interpreter-languages")).toContainText("machine translation again");
    await host.evaluate(say, "Let us pray.");
    await expect(lines).toHaveCount(3);
    await expect(lines.last()).toContainText("machine translation");
  } finally {
    await Promise.all([speaker.close(), pew.close(), desk.close()]);
  }
});
