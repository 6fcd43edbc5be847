import { expect, type Page } from "@playwright/test";

export const NEW_MEMBER_PASSWORD = "purple-cloth";

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
