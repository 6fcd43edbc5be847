import { describe, expect, it } from "vitest";
import { personNamePattern, phoneDigits } from "./real-names.ts";
import { signUpDetailsSchema } from "./sign-up-schema.ts";

const valid = {
  firstName: "Maria",
  phone: "0400111222",
  email: "maria@example.org",
  organisationId: "o1",
  password: "secret1",
  confirmPassword: "secret1",
};
const issues = (input: Record<string, string>) =>
  signUpDetailsSchema
    .safeParse({ ...valid, ...input })
    .error?.issues.map((issue) => `${issue.path.join(".")}:${issue.message}`) ?? [];

describe("real names and numbers (issue 12)", () => {
  it("accepts names as people write them, in every script", () => {
    for (const name of [
      "Mary Ann",
      "O'Neil",
      "Jean-Luc",
      "伟",
      "Nguyễn",
      "José María",
      "Ngũgĩ",
      "देवनागरी",
      "محمد",
      "D’Arcy",
    ]) {
      expect(personNamePattern.test(name), name).toBe(true);
    }
  });

  it("refuses digits, symbols and separators that join nothing", () => {
    for (const name of ["Mar1a", "Mary  Ann", "-Ann", "O'", "Ann--Marie", "a@b", "Ann "]) {
      expect(personNamePattern.test(name), name).toBe(false);
    }
  });

  it("keeps the minimum lengths on sign-up (requirements R5.13)", () => {
    expect(issues({ firstName: "Mary Ann" })).toEqual([]);
    expect(issues({ firstName: "O'Neil", lastName: "伟" })).toEqual([]);
    expect(issues({ firstName: "伟" })).toEqual(["firstName:signUp.errors.firstNameShort"]);
    expect(issues({ firstName: "Ma2y" })).toEqual(["firstName:listener.contact.nameInvalid"]);
  });

  it("reduces typed phone numbers to their digits before the digit rules", () => {
    expect(phoneDigits("+86 138 0013 8000")).toBe("8613800138000");
    expect(phoneDigits("0812-3456-7890")).toBe("081234567890");
    expect(phoneDigits("(02) 9999 1234")).toBe("0299991234");
    expect(phoneDigits("04OO 111 222")).toBe("04OO 111 222");
    expect(signUpDetailsSchema.parse({ ...valid, phone: "+86 138 0013 8000" }).phone).toBe("8613800138000");
    expect(signUpDetailsSchema.parse({ ...valid, phone: "0812-3456-7890" }).phone).toBe("081234567890");
    expect(issues({ phone: "call me" })).toContain("phone:signUp.errors.phoneDigits");
    expect(issues({ phone: "123-45" })).toEqual(["phone:signUp.errors.phoneShort"]);
  });
});
