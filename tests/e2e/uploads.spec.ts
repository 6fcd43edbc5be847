import sharp from "sharp";
import { expect, expectToast, queryE2eDb, test } from "./helpers.ts";

// Each test signs in as a user of its own, so photos never touch the demo logins.
test.describe("uploaded images are checked by their content", () => {
  test("a PNG named .exe is accepted, re-encoded and served safely", async ({ page, world }) => {
    const user = await world.user();
    await world.signIn(page.context(), user);
    await page.goto("/profile");
    const pngBytes = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#18794e" } })
      .png()
      .toBuffer();
    await page
      .getByLabel("Profile photo")
      .setInputFiles({ name: "installer.exe", mimeType: "application/x-msdownload", buffer: pngBytes });
    await page.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Profile updated successfully");

    const [row] = await queryE2eDb<{ photoPath: string }>("SELECT photoPath FROM User WHERE id = ?", [user.id]);
    expect(row!.photoPath).toMatch(/^[0-9a-f-]{36}\.png$/);
    const served = await page.request.get(`/uploads/${row!.photoPath}`);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/png");
    expect(served.headers()["x-content-type-options"]).toBe("nosniff");
    expect(served.headers()["cache-control"]).toContain("max-age=31536000");
    const metadata = await sharp(await served.body()).metadata();
    expect(metadata.format).toBe("png");
  });

  test("a text file named .png is refused", async ({ page, world }) => {
    const user = await world.user();
    await world.signIn(page.context(), user);
    await page.goto("/profile");
    await page
      .getByLabel("Profile photo")
      .setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("hello, I am text") });
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Choose a JPG or PNG image.")).toBeVisible();
    const [row] = await queryE2eDb<{ photoPath: string | null }>("SELECT photoPath FROM User WHERE id = ?", [user.id]);
    expect(row!.photoPath).toBeNull();
  });

  test("a 6 MB image is refused with the required message (requirements §5, in Spanish)", async ({ page, world }) => {
    const user = await world.user();
    await world.signIn(page.context(), user);
    await page.goto("/profile?lng=es");
    // A real PNG padded past 6 MB: the size alone must refuse it.
    const pngBytes = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    const big = Buffer.concat([pngBytes, Buffer.alloc(6 * 1024 * 1024)]);
    await page.getByLabel("Foto de perfil").setInputFiles({ name: "big.png", mimeType: "image/png", buffer: big });
    await page.getByRole("button", { name: "Guardar" }).click();
    await expect(page.getByText("archivo demasiado grande (seleccione una imagen de menos de 5MB)")).toBeVisible();
    const [row] = await queryE2eDb<{ photoPath: string | null }>("SELECT photoPath FROM User WHERE id = ?", [user.id]);
    expect(row!.photoPath).toBeNull();
  });

  test("an unknown upload name answers 404", async ({ request }) => {
    expect((await request.get("/uploads/00000000-0000-0000-0000-000000000000.png")).status()).toBe(404);
    expect((await request.get("/uploads/..%2F..%2Fpackage.json")).status()).toBe(404);
  });
});
