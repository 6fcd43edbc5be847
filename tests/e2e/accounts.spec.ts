import { type Page } from "@playwright/test";
import { expect, fillDetails, latestResetCode, newMember, queryE2eDb, test, uniqueEmail } from "./helpers.ts";

test.describe("sign-up", () => {
  test("a visitor signs up through both steps, going back once, and lands signed in", async ({ page, world }) => {
    const email = uniqueEmail("lydia");
    world.forget(email);
    await page.goto("/login");
    await page.getByRole("link", { name: "Create an account" }).click();
    await fillDetails(page, email);
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByLabel("Have you attended before?")).toBeVisible();
    await page.getByRole("button", { name: "Previous" }).click();
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByLabel("Have you attended before?").selectOption("no");
    await page.getByLabel("Who brought you? (name)").fill("Paul of Tarsus");
    await page.getByLabel("Where are you in your faith journey?").selectOption("exploring");
    await page.getByLabel("Primary language").selectOption("pt");
    await page.getByLabel("How did you hear about us?").selectOption("friend_family");
    await page.getByLabel("I accept the").check();
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText("Your account has been created successfully.")).toBeVisible();
    await expect(page.getByText("Grace Community Church (Your Organisation)")).toBeVisible();
    // A member: the member's menu, never more.
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await expect(menu.getByRole("link", { name: "Join live sermons" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Users" })).toHaveCount(0);
  });

  test("shows every rule's message", async ({ page }) => {
    await page.goto("/sign-up");
    await expect(page.getByRole("button", { name: "Next" })).toBeVisible();
    await page.getByRole("button", { name: "Next" }).click();
    for (const message of [
      "First name is required.",
      "Phone is required.",
      "Email is required.",
      "Please choose your organisation.",
      "Password is required.",
      "Please confirm your password.",
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await page.getByLabel("First name").fill("Al");
    await page.getByLabel("Last name").fill("Sm1th");
    await page.getByLabel("Phone").fill("04123");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Password", { exact: true }).fill("12345");
    await page.getByLabel("Confirm password").fill("54321");
    await page.getByRole("button", { name: "Next" }).click();
    for (const message of [
      "First name must be at least 3 characters.",
      "Use letters, with a space, apostrophe or hyphen between names.",
      "Phone must have at least 10 digits.",
      "Please enter a valid email address.",
      "Password must be at least 6 characters.",
    ]) {
      await expect(page.getByText(message).first()).toBeVisible();
    }
    await page.getByLabel("First name").fill("Al1ce");
    await page.getByLabel("Phone").fill("04123abcde");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(
      page.getByText("Use letters, with a space, apostrophe or hyphen between names.").first(),
    ).toBeVisible();
    await expect(page.getByText("Please use digits only.")).toBeVisible();

    await fillDetails(page, uniqueEmail("rules"));
    await page.getByLabel("Confirm password").fill("something-else");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Passwords do not match.")).toBeVisible();
    await page.getByLabel("Confirm password").fill("purple-cloth");
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByLabel("Who brought you? (name)").fill("123");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("Please accept the terms to continue.")).toBeVisible();
    await expect(page.getByText("Please enter a valid name.")).toBeVisible();
  });

  test("refuses an e-mail that is already registered", async ({ page }) => {
    await page.goto("/sign-up");
    await expect(page.getByRole("button", { name: "Next" })).toBeVisible();
    await fillDetails(page, "member@example.org");
    // The server checks the address as soon as step one is done.
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("This email is already registered. Please use a different email.")).toBeVisible();
    await expect(page.getByLabel("Have you attended before?")).toBeHidden();
    await expect(page.getByLabel("First name")).toHaveValue("Lydia");
  });
});

test.describe("sign-up without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Next and Previous are answered by the server and keep what was typed", async ({ page, world }) => {
    const email = uniqueEmail("nojs");
    world.forget(email);
    await page.goto("/sign-up");
    await fillDetails(page, email);
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByLabel("Have you attended before?")).toBeVisible();
    await expect(page.getByLabel("First name")).toBeHidden();
    await page.getByRole("button", { name: "Previous" }).click();
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("purple-cloth");
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByLabel("Primary language").selectOption("id");
    await page.getByRole("button", { name: "Create account" }).click();
    // The terms are checked by the server too; step one's values survive the refusal.
    await expect(page.getByText("Please accept the terms to continue.")).toBeVisible();
    await page.getByLabel("I accept the").check();
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText("Your account has been created successfully.")).toBeVisible();
  });

  test("Next refuses a registered e-mail before step two", async ({ page }) => {
    await page.goto("/sign-up");
    await fillDetails(page, "admin@example.org");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("This email is already registered. Please use a different email.")).toBeVisible();
    await expect(page.getByLabel("First name")).toHaveValue("Lydia");
  });
});

async function requestCode(page: Page, email: string) {
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByText("A 4-digit reset code has been sent")).toBeVisible();
  return latestResetCode(email);
}

async function submitCode(page: Page, code: string, password = "new-password-1") {
  await page.getByLabel("4-digit code").fill(code);
  await page.getByLabel("New password").fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("button", { name: "Update password" }).click();
}

test.describe("password reset by e-mailed code", () => {
  test("a code from a real SMTP server resets the password and signs in with the new one", async ({ page, world }) => {
    const { email } = await newMember(world);
    const code = await requestCode(page, email);
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await submitCode(page, code);
    await expect(page.getByText("Password updated successfully, redirecting to login")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("new-password-1");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("five wrong codes void the code", async ({ page, world }) => {
    const { email } = await newMember(world);
    const code = await requestCode(page, email);
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, "0");
    for (let attempt = 0; attempt < 5; attempt++) {
      await submitCode(page, wrong);
      await expect(page.getByText("Invalid code or request.")).toBeVisible();
    }
    await submitCode(page, code);
    await expect(page.getByText("Invalid code or request.")).toBeVisible();
  });

  test("an expired code is refused", async ({ page, world }) => {
    const { email } = await newMember(world);
    const code = await requestCode(page, email);
    await queryE2eDb("UPDATE PasswordReset SET expiresAt = ? WHERE userId = (SELECT id FROM User WHERE email = ?)", [
      new Date(Date.now() - 60_000).toISOString(),
      email,
    ]);
    await submitCode(page, code);
    await expect(page.getByText("Invalid code or request.")).toBeVisible();
  });

  test("a malformed code gets the message of requirements R6.1", async ({ page }) => {
    await page.goto("/reset-password?email=someone@example.org");
    await submitCode(page, "12a");
    await expect(page.getByText("Please enter a valid 4-digit code and new password.")).toBeVisible();
  });
});
