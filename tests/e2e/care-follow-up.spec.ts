// Issue 42, follow-up in the listener's language: a Spanish guest accepts Jesus and leaves a prayer
// request and a faith level in Spanish; the church's staff read it in English on the "Accepted Jesus"
// table (the Spanish behind it) and mark it contacted; the follow-up address gets it by e-mail.
import fs from "node:fs";
import path from "node:path";
import { E2E_PORT } from "./e2e-env.ts";
import { craftedPost, expect, expectToast, goLive, queryE2eDb, startReading, test, uniqueEmail } from "./helpers.ts";
import { UserType } from "#app/features/auth/roles.ts";

const mailDir = path.join("data", `e2e-mail-${E2E_PORT}`);

/** The messages the loopback SMTP server took for `to`, their quoted-printable bodies decoded. */
function mailsTo(to: string) {
  if (!fs.existsSync(mailDir)) return [];
  return fs
    .readdirSync(mailDir)
    .filter((file) => file.endsWith(".json"))
    .map((file) => JSON.parse(fs.readFileSync(path.join(mailDir, file), "utf8")) as { to: string[]; raw: string })
    .filter((mail) => mail.to.includes(to))
    .map((mail) =>
      Buffer.from(
        mail.raw
          .replace(/=\r?\n/g, "")
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        "latin1",
      ).toString("utf8"),
    );
}

test("a guest's prayer request in Spanish reaches the church in English, by table and e-mail", async ({
  browser,
  world,
}) => {
  test.setTimeout(180_000);
  const { organisation, admin } = await world.church();
  const staff = await world.user({ userType: UserType.Staff, organisationId: organisation.id });
  const followUpAddress = uniqueEmail("followup");
  const { page: host } = await world.signedIn(admin, { viewport: { width: 1280, height: 900 } });

  // The administrator names the church's follow-up address; a malformed one is refused first.
  await host.goto("/church/care");
  await host.getByLabel("Follow-up e-mail address").fill("not an address");
  await host.getByRole("button", { name: "Save" }).click();
  await expect(host.getByText("Enter a valid e-mail address, or leave it empty.")).toBeVisible();
  await host.getByLabel("Follow-up e-mail address").fill(followUpAddress);
  await host.getByRole("button", { name: "Save" }).click();
  await expectToast(host, "Care settings saved.");

  const { broadcastId } = await goLive(host);
  const guest = await (await browser.newContext({ viewport: { width: 375, height: 812 }, locale: "es-ES" })).newPage();
  await guest.goto(`/sermon/join/${broadcastId}`);
  await startReading(guest);
  await guest.getByRole("button", { name: "Acepto a Jesús" }).click();
  const sheet = guest.getByRole("dialog");
  await sheet.getByLabel("Tu nombre (opcional)").fill("Lucia Gomez");
  const prayer = "Por favor oren por mi madre, que está enferma.";
  await sheet.getByLabel("Petición de oración (opcional)").fill(prayer);
  await sheet.getByLabel("¿En qué punto está tu camino de fe? (opcional)").selectOption({ label: "Abierto a la fe" });
  // Nothing is kept without consent: the sheet says why.
  await sheet.getByRole("button", { name: "Enviar" }).click();
  await expect(sheet.getByText("Marca la casilla", { exact: false })).toBeVisible();
  await sheet.getByRole("checkbox").check();
  await sheet.getByRole("button", { name: "Enviar" }).click();
  await expect(sheet.getByRole("status")).toContainText("Gracias");

  // Translated once, when it arrived, into the sermon's language.
  const contact = async () =>
    (
      await queryE2eDb<{
        prayerTranslated: string | null;
        language: string;
        faithLevel: string;
        followUpState: string;
      }>("SELECT prayerTranslated, language, faithLevel, followUpState FROM GuestContact WHERE organisationId = ?", [
        organisation.id,
      ])
    )[0];
  await expect.poll(async () => (await contact())?.prayerTranslated ?? null, { timeout: 20_000 }).not.toBeNull();
  const stored = (await contact())!;
  expect(stored).toMatchObject({ language: "es", faithLevel: "open", followUpState: "new" });
  const english = stored.prayerTranslated!;
  expect(english).not.toBe(prayer);
  expect(english.toLowerCase()).toContain("mother");

  // Staff read it in English, with the Spanish behind it, and mark it contacted.
  const { page: desk } = await world.signedIn(staff, { viewport: { width: 375, height: 812 } });
  await desk.goto("/analytics?view=accepted");
  const card = desk.locator(".follow-up").filter({ hasText: "Lucia Gomez" });
  await expect(card.locator(".follow-up-prayer")).toHaveText(english);
  await expect(card).toContainText("Faith journey: Open to faith");
  await card.getByText("As written in Español").click();
  await expect(card.getByText(prayer)).toBeVisible();
  await card.getByLabel("Follow-up state").selectOption("contacted");
  await card.getByRole("button", { name: "Set" }).click();
  await expectToast(desk, "Follow-up updated.");
  await expect(desk.locator(".follow-up").filter({ hasText: "Lucia Gomez" })).toHaveAttribute(
    "data-state",
    "contacted",
  );
  expect((await contact())!.followUpState).toBe("contacted");

  // Another church's staff cannot set it.
  const stranger = await world.church();
  const { page: other } = await world.signedIn(stranger.admin);
  await other.goto("/analytics?view=accepted");
  const [guestRow] = await queryE2eDb<{ guestId: string }>(
    "SELECT guestId FROM GuestContact WHERE organisationId = ?",
    [organisation.id],
  );
  const refused = await craftedPost(other, "/analytics?view=accepted", {
    intent: "followUp",
    guestId: guestRow!.guestId,
    state: "done",
  });
  expect(refused.status()).toBe(404);
  expect((await contact())!.followUpState).toBe("contacted");

  // The e-mail reached the follow-up address, in the church's language, with the request translated.
  await expect.poll(() => mailsTo(followUpAddress).length, { timeout: 20_000 }).toBeGreaterThan(0);
  const mail = mailsTo(followUpAddress)[0]!;
  expect(mail).toContain(`Prayer request: ${english}`);
  expect(mail).toContain(`As written in Español: ${prayer}`);
  expect(mail).toContain("Name: Lucia Gomez");
  await guest.context().close();
});
