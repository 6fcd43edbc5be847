import { expect, startReading, test, waitForHydration, type World } from "./helpers.ts";
import { UserType } from "#app/features/auth/roles.ts";

// Issue 32: a line the booth corrects in Spanish comes out corrected the next time it is said,
// and a verse quoted in the WEB's words reaches the Spanish listener from the Reina-Valera.

const phone = { width: 375, height: 812 };
const desktop = { width: 1280, height: 900 };

const say = (detail: { text: string; final: boolean }) =>
  window.dispatchEvent(new CustomEvent("et:test-speech", { detail }));

async function goLive(world: World) {
  const { organisation, admin, member } = await world.church();
  const staff = await world.user({ userType: UserType.Staff, organisationId: organisation.id });
  const { page: host } = await world.signedIn(staff, { viewport: desktop });
  await host.goto("/real-time-sermon-translation");
  await waitForHydration(host);
  await host.getByLabel("Language you will speak").selectOption("en");
  await host.getByRole("button", { name: "Start speaking" }).click();
  await expect(host.getByRole("status").filter({ hasText: "Listening" })).toBeVisible();
  const broadcastId = (await host.locator(".share-link").inputValue()).split("/join/")[1]!;
  return { admin, member, host, broadcastId };
}

test("the booth corrects a Spanish line, the same sentence later comes out corrected; a quoted verse", async ({
  world,
}) => {
  const { admin, member, host, broadcastId } = await goLive(world);
  const { page: spanish } = await world.signedIn(member, { viewport: phone });
  await spanish.addInitScript(() => localStorage.setItem("listenLanguage", "es"));
  await spanish.goto(`/join/${broadcastId}`);
  // The member's page is the reading screen inside the console: one tap to start (issue 28).
  await startReading(spanish);
  const latest = spanish.locator(".caption-latest");

  const said = "Our brothers from the valley church are with us.";
  const corrected = "Nuestros hermanos de la iglesia del valle están con nosotros.";
  await host.evaluate(say, { text: said, final: true });
  await expect(latest).not.toBeEmpty();
  await expect(latest).not.toContainText(corrected);

  // A bilingual volunteer in the booth reads the Spanish captions and corrects the line.
  const { page: booth } = await world.signedIn(admin, { viewport: desktop });
  await booth.goto(`/real-time-sermon-translation?operate=${broadcastId}&language=es`);
  await waitForHydration(booth);
  await expect(booth.locator(".transcript-line")).toHaveCount(1);
  await booth.getByRole("button", { name: /^Correct: / }).click();
  await booth.getByLabel("Corrected line").fill(corrected);
  await booth.getByRole("button", { name: "Save correction" }).click();
  await expect(spanish.locator(".reader")).toContainText(corrected);
  // The speaker's own line is untouched.
  await expect(host.locator(".transcript-line").first()).toHaveText(said);

  // Later in the service the speaker says the same sentence: the Spanish guest reads the correction.
  await host.evaluate(say, { text: "Let us sing together.", final: true });
  await expect(latest).toContainText("Cantemos juntos.");
  await host.evaluate(say, { text: said, final: true });
  await expect(latest).toHaveText(new RegExp(`^${corrected}`));

  // John 3:16 in the World English Bible's words: the Reina-Valera's text, marked Juan 3:16.
  await host.evaluate(say, {
    text:
      "For God so loved the world, that he gave his only born Son, " +
      "that whoever believes in him should not perish, but have eternal life.",
    final: true,
  });
  await expect(latest).toContainText("Porque de tal manera amó Dios al mundo");
  await expect(latest).toContainText("(Juan 3:16)");
});
