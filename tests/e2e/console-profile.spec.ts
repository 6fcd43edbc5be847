import { expect, expectToast, queryE2eDb, trySignIn, test, uniqueEmail } from "./helpers.ts";
import { UserType } from "#app/features/auth/roles.ts";

test.describe("profile settings", () => {
  test("a user updates their profile", async ({ page, world }) => {
    const user = await world.user({ userType: UserType.Member });
    await world.signIn(page.context(), user);
    await page.goto("/profile");
    const email = uniqueEmail("renamed");
    await page.getByLabel("First name").fill("Joanna");
    await page.getByLabel("Last name").fill("Okafor");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Date of birth").fill("1990-04-12");
    await page.getByLabel("Gender").selectOption("female");
    await page.getByLabel("LinkedIn profile").fill("https://www.linkedin.com/in/joanna");
    await page.getByLabel("Faith journey", { exact: true }).selectOption("exploring");
    await page.getByLabel("Attended before").selectOption("yes");
    await page.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Profile updated successfully");
    const [row] = await queryE2eDb<Record<string, unknown>>(
      "SELECT firstName, lastName, email, gender, linkedinUrl, faithLevel, attendedBefore FROM User WHERE id = ?",
      [user.id],
    );
    expect(row).toMatchObject({
      firstName: "Joanna",
      lastName: "Okafor",
      email,
      gender: "female",
      linkedinUrl: "https://www.linkedin.com/in/joanna",
      faithLevel: "exploring",
    });
    expect(Number(row!.attendedBefore)).toBe(1);
  });

  test("checks the profile formats in Spanish", async ({ page, world }) => {
    const user = await world.user({ userType: UserType.Staff });
    await world.signIn(page.context(), user);
    await page.goto("/profile?lng=es");
    await page.getByLabel("Apellido").fill("");
    await page.getByLabel("Teléfono").fill("12ab");
    await page.getByLabel("Correo de trabajo").fill("work@");
    await page.getByLabel("Perfil de LinkedIn").fill("https://example.com/me");
    await page.getByRole("button", { name: "Guardar" }).click();
    await expect(page.getByText("El apellido es obligatorio.")).toBeVisible();
    await expect(page.getByText("Escriba exactamente 10 dígitos.")).toBeVisible();
    await expect(
      page.getByText("Escriba la dirección de un perfil de LinkedIn (https://www.linkedin.com/in/…)."),
    ).toBeVisible();
    await expect(page.locator("#profile-workEmail-error")).toBeVisible();
  });

  test("changes the password in the dialog", async ({ page, browser, world }) => {
    const user = await world.user();
    await world.signIn(page.context(), user);
    await page.goto("/profile");
    await page.getByRole("link", { name: "Change password" }).click();
    const dialog = page.getByRole("dialog", { name: "Change password" });
    await dialog.getByRole("button", { name: "Change password" }).click();
    await expect(dialog.getByText("Enter your current password.")).toBeVisible();
    await expect(dialog.getByText("Enter a new password.")).toBeVisible();
    await expect(dialog.getByText("Please confirm your password.")).toBeVisible();

    await dialog.getByLabel("Current password").fill("wrong-password");
    await dialog.getByLabel("New password", { exact: true }).fill("brand-new-1");
    await dialog.getByLabel("Confirm new password").fill("brand-new-2");
    await dialog.getByRole("button", { name: "Change password" }).click();
    await expect(dialog.getByText("Passwords do not match.")).toBeVisible();

    await dialog.getByLabel("Confirm new password").fill("brand-new-1");
    await dialog.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByRole("dialog").getByText("Your current password is not right.")).toBeVisible();

    await page.getByRole("dialog").getByLabel("Current password").fill(user.password);
    await page.getByRole("dialog").getByLabel("New password", { exact: true }).fill("brand-new-1");
    await page.getByRole("dialog").getByLabel("Confirm new password").fill("brand-new-1");
    await page.getByRole("dialog").getByRole("button", { name: "Change password" }).click();
    await expectToast(page, "Password changed successfully");

    // The new password opens the sign-in form.
    const fresh = await trySignIn(browser, user.email, "brand-new-1");
    await expect(fresh.page).toHaveURL(/\/dashboard$/);
    await fresh.context.close();
  });
});
