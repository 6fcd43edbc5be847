import { createEvent, expect, queryE2eDb, test } from "./helpers.ts";
import { UserType } from "#app/features/auth/roles.ts";

test("the privacy policy states every fact in Indonesian", async ({ page }) => {
  await page.goto("/privacy-policy?lng=id");
  await expect(page.locator("html")).toHaveAttribute("lang", "id");
  for (const fact of [
    "minimal 13 tahun",
    "persetujuan orang tua atau wali",
    "dalam waktu 30 hari",
    "disimpan di Australia",
    "hukum Australia Selatan",
    "Nama Anda",
    "Alamat surel Anda",
    "Nomor ponsel Anda (opsional)",
    "Organisasi (gereja) Anda",
    "Foto profil (opsional)",
    "hanya digunakan selama sesi aktif",
    "enkripsi TLS",
    "27 Agustus 2025",
  ]) {
    await expect(page.getByText(fact)).toBeVisible();
  }
});

test("public events put an event a minute away under upcoming and one a minute past under expired", async ({
  page,
}) => {
  const [org] = await queryE2eDb<{ id: string }>("SELECT id FROM Organisation WHERE name = 'Gereja Kasih Karunia'");
  const stamp = Date.now();
  for (const [name, startsAt] of [
    [`Boundary soon ${stamp}`, stamp + 120_000],
    [`Boundary past ${stamp}`, stamp - 60_000],
  ] as const) {
    await createEvent({ organisationId: org!.id, name, description: "x".repeat(300), startsAt: new Date(startsAt) });
  }
  await page.goto(`/public/events?org=${org!.id}`);
  await expect(page.locator("#upcoming").getByText(`Boundary soon ${stamp}`)).toBeVisible();
  await expect(page.locator("#expired").getByText(`Boundary past ${stamp}`)).toBeVisible();
  await expect(page.locator("#upcoming").getByText(`Boundary past ${stamp}`)).toHaveCount(0);
  const card = page.locator(".event-card").filter({ hasText: `Boundary soon ${stamp}` });
  await expect(card.getByText("Active")).toBeVisible();
  await card.getByText("Read more").click();
  await expect(card.locator(".read-more p")).toHaveText("x".repeat(300));
});

test.describe("members' events", () => {
  test.use({ userType: UserType.Member });
  test("show the member's own church by default", async ({ page }) => {
    await page.goto("/user/events");
    await expect(page.getByRole("heading", { name: /Upcoming/ })).toBeVisible();
    await expect(page.locator("#upcoming .event-card").first()).toContainText("Grace Community Church");
    await expect(page.locator("#expired").getByRole("heading", { name: "Easter service" })).toBeVisible();
  });
});

test.describe("the super administrator's mailbox page", () => {
  test.use({ userType: UserType.SuperAdmin });
  test("says where mail goes", async ({ page }) => {
    await page.goto("/dev-mailbox");
    await expect(
      page.getByText("E-mail is sent through the SMTP server in SMTP_URL; nothing is kept here."),
    ).toBeVisible();
  });
});
