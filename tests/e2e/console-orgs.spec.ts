import http from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import {
  createEvent,
  expect,
  expectToast,
  makeWorld,
  queryE2eDb,
  test,
  uniqueLetters,
  waitForHydration,
  type MadeUser,
} from "./helpers.ts";
import { UserType } from "#app/features/auth/roles.ts";

type OrgRow = { id: string; name: string; latitude: number | null; longitude: number | null; imagePath: string | null };
const orgByName = async (name: string) =>
  (
    await queryE2eDb<OrgRow>("SELECT id, name, latitude, longitude, imagePath FROM Organisation WHERE name = ?", [name])
  )[0];

async function fillOrganisation(page: import("@playwright/test").Page, name: string) {
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Address").fill("7 Hope Street");
  await page.getByLabel("Contact number").fill("0881234567");
  await page.getByLabel("City").fill("Perth");
  await page.getByLabel("State").fill("Western Australia");
  await page.getByLabel("Country").fill("Australia");
  await page.getByLabel("Pastor name").fill("Grace Lee");
  await page.getByLabel("Pastor phone").fill("0412345678");
}

test.describe("the super administrator managing organisations", () => {
  test.use({ userType: UserType.SuperAdmin });

  test("adds an organisation with typed coordinates and a GIF image, then finds it", async ({ page, world }) => {
    const name = `St. ${uniqueLetters("Hope")} Church`;
    world.forgetOrganisation(name);
    await page.goto("/churches/new");
    await fillOrganisation(page, name);
    await page.getByLabel("Latitude").fill("-31.95");
    await page.getByLabel("Longitude").fill("115.86");
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#f2a93b" } })
      .gif()
      .toBuffer();
    await page
      .getByLabel("Image", { exact: true })
      .setInputFiles({ name: "logo.gif", mimeType: "image/gif", buffer: gif });
    await page.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Organisation added successfully");

    const row = await orgByName(name);
    expect(row).toMatchObject({ latitude: -31.95, longitude: 115.86 });
    expect(row!.imagePath).toMatch(/\.gif$/);
    const image = await page.request.get(`/uploads/${row!.imagePath}`);
    expect(image.headers()["content-type"]).toBe("image/gif");

    await page.goto(`/churches?q=${encodeURIComponent(name)}`);
    await expect(page.getByTestId("list-count")).toHaveText("1 found");
    await expect(page.getByRole("link", { name })).toBeVisible();
  });

  test("sets the location by clicking the map", async ({ page }) => {
    await page.goto("/churches/new");
    const map = page.getByRole("img", { name: "World map: click to place the organisation" });
    await expect(map.locator("path").first()).toBeAttached();
    await map.click({ position: { x: 200, y: 100 } });
    await expect(page.getByLabel("Latitude")).not.toHaveValue("");
    const latitude = Number(await page.getByLabel("Latitude").inputValue());
    const longitude = Number(await page.getByLabel("Longitude").inputValue());
    expect(latitude).toBeGreaterThan(0);
    expect(longitude).toBeLessThan(0);
  });

  test("shows the organisation rules in Spanish", async ({ page }) => {
    await page.goto("/churches/new?lng=es");
    await page.getByLabel("Nombre", { exact: true }).fill(".Gracia");
    await page.getByLabel("Dirección").fill("ab");
    await page.getByLabel("Estado o provincia").fill("SA1");
    await page.getByLabel("País").fill("Au");
    await page.getByLabel("Nombre del pastor").fill("Jo");
    await page.getByLabel("Teléfono del pastor").fill("123");
    await page.getByLabel("Latitud").fill("91");
    await page.getByRole("button", { name: "Guardar" }).click();
    await expect(
      page.getByText("Use solo letras, espacios y puntos, sin empezar ni terminar con punto."),
    ).toBeVisible();
    await expect(page.getByText("Escriba al menos 3 caracteres.")).toHaveCount(2);
    await expect(page.getByText("Use solo letras y espacios.")).toBeVisible();
    await expect(page.getByText("Escriba al menos 3 letras.")).toBeVisible();
    await expect(page.getByText("Escriba exactamente 10 dígitos.")).toBeVisible();
    await expect(page.getByText("La latitud debe estar entre -90 y 90.")).toBeVisible();
  });

  test("manages go-live and join-live languages and voices in the dialog", async ({ page, world }) => {
    const name = `${uniqueLetters("Voices")} Church`;
    world.forgetOrganisation(name);
    await page.goto("/churches/new");
    await fillOrganisation(page, name);
    await page.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Organisation added successfully");

    await page.getByRole("link", { name: "Languages and voices" }).click();
    const dialog = page.getByRole("dialog", { name: "Language and voice settings" });
    const addForm = dialog.getByRole("form", { name: "Add language" });
    await addForm.getByRole("button", { name: "Add language" }).click();
    await expect(dialog.getByText("Please select a language and a voice.")).toBeVisible();

    await addForm.getByLabel("Language", { exact: true }).selectOption("es");
    await addForm.getByLabel("Female voice id", { exact: true }).fill("es-ES-ElviraNeural");
    await addForm.getByRole("button", { name: "Add language" }).click();
    await expectToast(page, "Language saved");
    await expect(dialog.getByRole("region", { name: "Go-live languages" }).getByText("Español")).toBeVisible();

    await addForm.getByLabel("Language", { exact: true }).selectOption("es");
    await addForm.getByLabel("Female voice id", { exact: true }).fill("es-ES-ElviraNeural");
    await addForm.getByRole("button", { name: "Add language" }).click();
    await expectToast(page, "No changes detected");

    const createForm = dialog.getByRole("form", { name: "Create language" });
    const maleVoice = createForm.getByLabel("Male voice id", { exact: true });
    await createForm.getByLabel("Language name").fill("");
    await maleVoice.fill("fil-PH-AngeloNeural");
    await createForm.getByRole("button", { name: "Create language" }).click();
    await expect(dialog.getByText("Please enter a language name.")).toBeVisible();
    await createForm.getByLabel("Language name").fill("Tagalog");
    await maleVoice.fill("");
    await createForm.getByRole("button", { name: "Create language" }).click();
    await expect(dialog.getByText("Please add at least one voice id.")).toBeVisible();
    await createForm.getByLabel("Used for").selectOption("joinlive");
    await createForm.getByLabel("Language name").fill("Tagalog");
    await maleVoice.fill("fil-PH-AngeloNeural");
    await createForm.getByRole("button", { name: "Create language" }).click();
    await expectToast(page, "Language saved");
    const joinLive = dialog.getByRole("region", { name: "Join-live languages" });
    await expect(joinLive.getByText("Tagalog")).toBeVisible();

    await joinLive.getByRole("button", { name: "Remove Tagalog" }).click();
    await expectToast(page, "Language removed");
    await expect(joinLive.getByText("Tagalog")).toHaveCount(0);
    const rows = await queryE2eDb<{ code: string; purpose: string; femaleVoiceId: string }>(
      "SELECT l.code, l.purpose, l.femaleVoiceId FROM OrganisationLanguage l JOIN Organisation o ON o.id = " +
        "l.organisationId WHERE o.name = ?",
      [name],
    );
    expect(rows).toEqual([{ code: "es", purpose: "golive", femaleVoiceId: "es-ES-ElviraNeural" }]);
  });

  test("deleting an organisation asks first, removes its events and keeps its people without one", async ({
    page,
    world,
  }) => {
    const name = `${uniqueLetters("Closing")} Church`;
    world.forgetOrganisation(name);
    await page.goto("/churches/new");
    await fillOrganisation(page, name);
    await page.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Organisation added successfully");
    const { id } = (await orgByName(name))!;
    const person = await world.user({ organisationId: id });
    await createEvent({ organisationId: id, name: "Farewell", description: "Last service", startsAt: new Date() });

    await page.goto(`/churches/${id}`);
    await page.getByRole("link", { name: "Delete" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Yes, delete" }).click();
    await expectToast(page, "Organisation deleted successfully");
    expect(await orgByName(name)).toBeUndefined();
    expect(await queryE2eDb("SELECT id FROM Event WHERE organisationId = ?", [id])).toEqual([]);
    const [kept] = await queryE2eDb<{ organisationId: string | null }>("SELECT organisationId FROM User WHERE id = ?", [
      person.id,
    ]);
    expect(kept).toEqual({ organisationId: null });
  });
});

test.describe("an organisation admin on their own organisation", () => {
  test.describe.configure({ mode: "serial" });
  // Its own organisation and admin: saved Azure keys switch an organisation's live translation
  // to Azure, which must not reach any other test.
  // The tests share it (the second tests the key the first saved): made once, removed at the end.
  let shared: ReturnType<typeof makeWorld>;
  let admin: MadeUser;
  test.beforeAll(async ({ browser }) => {
    shared = makeWorld(browser);
    admin = (await shared.church()).admin;
  });
  test.afterAll(async () => shared.dispose());
  test.beforeEach(async ({ page }) => shared.signIn(page.context(), admin));

  // A stand-in for Azure Translator v3 that knows one key.
  let server: http.Server;
  let endpoint = "";
  const goodKey = `good-${uniqueLetters("key")}-K9Z1`;
  test.beforeAll(async () => {
    server = http.createServer((request, response) => {
      const url = new URL(request.url ?? "/", "http://x");
      const ok =
        request.method === "POST" &&
        url.pathname === "/translate" &&
        url.searchParams.get("to") === "es" &&
        request.headers["ocp-apim-subscription-key"] === goodKey &&
        request.headers["ocp-apim-subscription-region"] === "australiaeast";
      response.writeHead(ok ? 200 : 401, { "Content-Type": "application/json" });
      response.end(
        JSON.stringify(
          ok ? [{ translations: [{ text: "Hola", to: "es" }] }] : { error: { code: 401000, message: "denied" } },
        ),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test("stores the keys encrypted and never sends them back to the browser", async ({ page }) => {
    const speechKey = `speech-${uniqueLetters("secret")}-S7Q2`;
    await page.goto("/church");
    await page.getByLabel("Speech key").fill(speechKey);
    await page.getByLabel("Speech location").fill("australiaeast");
    await page.getByLabel("Translator endpoint").fill(endpoint);
    await page.getByLabel("Translator key").fill(goodKey);
    await page.getByLabel("Translator location").fill("australiaeast");
    await page.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Organisation updated successfully");

    const [stored] = await queryE2eDb<{ speechKeyEnc: string; translatorKeyEnc: string }>(
      "SELECT o.speechKeyEnc, o.translatorKeyEnc FROM Organisation " +
        "o JOIN User u ON u.organisationId = o.id WHERE u.email = ?",
      [admin.email],
    );
    expect(stored!.speechKeyEnc).not.toContain(speechKey);
    expect(stored!.translatorKeyEnc).not.toContain(goodKey);

    const bodies = await Promise.all(
      ["/church", "/church.data", "/church?dialog=languages", "/dashboard", "/events", "/users"].map(async (url) =>
        (await page.request.get(url)).text(),
      ),
    );
    for (const body of bodies) {
      expect(body).not.toContain(speechKey);
      expect(body).not.toContain(goodKey);
      expect(body).not.toContain(stored!.translatorKeyEnc);
    }
    await page.goto("/church");
    await expect(page.getByLabel("Speech key")).toHaveValue(/^•+S7Q2$/);
    await expect(page.getByLabel("Translator key")).toHaveValue(/^•+K9Z1$/);

    // Saving with the masks untouched keeps the stored keys.
    await page.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Organisation updated successfully");
    const [after] = await queryE2eDb<{ speechKeyEnc: string }>(
      "SELECT o.speechKeyEnc FROM Organisation o JOIN User u ON u.organisationId = o.id WHERE u.email = ?",
      [admin.email],
    );
    expect(after!.speechKeyEnc).toBe(stored!.speechKeyEnc);
  });

  test("tests the translator connection against the provider", async ({ page }) => {
    await page.goto("/church");
    await waitForHydration(page);
    await page.getByLabel("Translator endpoint").fill(endpoint);
    await page.getByLabel("Translator location").fill("australiaeast");
    await page.getByRole("button", { name: "Test connection" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Connection works" })).toHaveText(
      "Connection works. The translator answered: “Hola”",
    );

    await page.getByLabel("Translator key").fill("wrong-key-0000");
    await page.getByRole("button", { name: "Test connection" }).click();
    await expect(page.getByText("The translator refused the key (status 401).")).toBeVisible();
  });

  test("requires the provider settings here (in Portuguese)", async ({ page }) => {
    await page.goto("/church?lng=pt");
    await page.getByLabel("Região de fala").fill("");
    await page.getByLabel("Endpoint do tradutor").fill("not a url");
    await page.getByRole("button", { name: "Salvar" }).click();
    await expect(page.getByText("Esta região é obrigatória.")).toBeVisible();
    await expect(page.getByText("Digite um endereço web válido (https://…).")).toBeVisible();
  });
});
