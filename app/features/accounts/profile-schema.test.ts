import { describe, expect, it } from "vitest";
import { passwordChangeSchema, profileSchema } from "./profile-schema.ts";

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => `${issue.path.join(".")}:${issue.message}`);

describe("profileSchema", () => {
  const valid = { firstName: "Michael", lastName: "Okafor", email: "m@example.org" };
  it("accepts a minimal profile", () => expect(messages(profileSchema.safeParse(valid))).toEqual([]));
  it("requires first and last name", () => {
    expect(messages(profileSchema.safeParse({ ...valid, firstName: undefined, lastName: undefined }))).toEqual([
      "firstName:validation.nameRequired",
      "lastName:validation.lastNameRequired",
    ]);
  });
  it("checks phone, work email and LinkedIn formats", () => {
    expect(
      messages(
        profileSchema.safeParse({ ...valid, phone: "123", workEmail: "x@", linkedinUrl: "https://evil.example/in/me" }),
      ).sort(),
    ).toEqual([
      "linkedinUrl:validation.linkedinInvalid",
      "phone:validation.phoneDigits",
      "workEmail:errors.emailInvalid",
    ]);
    expect(messages(profileSchema.safeParse({ ...valid, linkedinUrl: "https://www.linkedin.com/in/michael" }))).toEqual(
      [],
    );
  });
});

describe("passwordChangeSchema", () => {
  it("needs all three and a matching confirmation", () => {
    expect(messages(passwordChangeSchema.safeParse({}))).toEqual([
      "currentPassword:validation.currentPasswordRequired",
      "newPassword:validation.newPasswordRequired",
      "confirmPassword:validation.confirmPasswordRequired",
    ]);
    expect(
      messages(
        passwordChangeSchema.safeParse({ currentPassword: "a", newPassword: "abcdef", confirmPassword: "abcdeg" }),
      ),
    ).toEqual(["confirmPassword:validation.passwordsMismatch"]);
    expect(
      messages(passwordChangeSchema.safeParse({ currentPassword: "a", newPassword: "abc", confirmPassword: "abc" })),
    ).toEqual(["newPassword:validation.passwordMin"]);
  });
});
