import { expect, type Browser, type Page } from "@playwright/test";

const NEW_MEMBER_PASSWORD = "purple-cloth";

export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.org`;

/** Step one of sign-up; the organisation by its label, or by id when `organisationId` is given. */
export async function fillDetails(page: Page, email: string, organisationId?: string) {
  await page.getByLabel("First name").fill("Lydia");
  await page.getByLabel("Last name").fill("Thyatira");
  await page.getByLabel("Phone").fill("0412345678");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Organisation").selectOption(organisationId ?? { label: "Grace Community Church · Adelaide · Australia" });
  await page.getByLabel("Password", { exact: true }).fill(NEW_MEMBER_PASSWORD);
  await page.getByLabel("Confirm password").fill(NEW_MEMBER_PASSWORD);
}

/**
 * A brand-new member made through the real sign-up form (so destructive tests never touch the
 * seed's people); the page is left signed out.
 */
export async function signUpMember(page: Page, prefix: string, organisationId?: string) {
  const email = uniqueEmail(prefix);
  await page.goto("/sign-up");
  await fillDetails(page, email, organisationId);
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("I accept the").check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.context().clearCookies();
  return email;
}

const signedOut = { storageState: { cookies: [], origins: [] } };

/** A member of our own making (the seed's people are never deleted), of Grace by default. */
export async function newMember(browser: Browser, organisationId?: string) {
  const context = await browser.newContext(signedOut);
  const email = await signUpMember(await context.newPage(), "leaving", organisationId);
  await context.close();
  return email;
}

/** Submits the sign-in form in a fresh, signed-out browser context; the caller checks the outcome. */
export async function trySignIn(browser: Browser, email: string) {
  // Explicitly signed out: a new context would otherwise inherit the file's signed-in state.
  const context = await browser.newContext(signedOut);
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(NEW_MEMBER_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  return { context, page };
}

export async function signIn(browser: Browser, email: string) {
  const signedIn = await trySignIn(browser, email);
  await expect(signedIn.page).toHaveURL(/\/dashboard$/);
  return signedIn;
}

export async function requestDeletion(browser: Browser, email: string) {
  const { context, page } = await signIn(browser, email);
  await page.goto("/request-delete");
  await page.getByRole("button", { name: "Request deletion" }).click();
  await expect(page.getByText("Please select a reason for deletion")).toBeVisible();
  await page.getByLabel("Reason").selectOption("privacy");
  await page.getByRole("button", { name: "Request deletion" }).click();
  await expect(page.getByText("Your deletion request has been sent.")).toBeVisible();
  await expect(page.getByText("Pending", { exact: true })).toBeVisible();
  await context.close();
}
