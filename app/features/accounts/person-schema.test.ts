import { describe, expect, it } from "vitest";
import { personSchema } from "./person-schema.ts";

const valid = {
  firstName: "Maria",
  lastName: "Santos",
  email: "Maria@Example.org",
  phone: "0400111222",
  password: "secret1",
  organisationId: "o1",
};
const schema = personSchema({ creating: true, chooseOrganisation: true, staff: false });
const errorsOf = (input: object, s = schema) => {
  const result = s.safeParse({ ...valid, ...input });
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}:${issue.message}`);
};

describe("personSchema", () => {
  it("accepts valid data and lower-cases the email", () => {
    expect(schema.parse(valid).email).toBe("maria@example.org");
  });
  it("applies the name rules of requirements R5.21", () => {
    expect(errorsOf({ firstName: undefined })).toEqual(["firstName:validation.nameRequired"]);
    expect(errorsOf({ firstName: "Al" })).toEqual(["firstName:validation.nameMin"]);
    expect(errorsOf({ firstName: "Mar1a" })).toEqual(["firstName:validation.lettersOnly"]);
    expect(errorsOf({ lastName: "Li" })).toEqual(["lastName:validation.nameMin"]);
  });
  it("needs exactly ten digits of phone", () => {
    expect(errorsOf({ phone: "040011122" })).toEqual(["phone:validation.phoneDigits"]);
    expect(errorsOf({ phone: "04001112223" })).toEqual(["phone:validation.phoneDigits"]);
  });
  it("checks email, password on creation only, and organisation", () => {
    expect(errorsOf({ email: "nope" })).toEqual(["email:errors.emailInvalid"]);
    expect(errorsOf({ password: "12345" })).toEqual(["password:validation.passwordMin"]);
    expect(errorsOf({ organisationId: undefined })).toEqual(["organisationId:validation.organisationRequired"]);
    expect(
      errorsOf({ password: undefined }, personSchema({ creating: false, chooseOrganisation: true, staff: false })),
    ).toEqual([]);
  });
  it("checks staff fields on the staff form", () => {
    const staff = personSchema({ creating: true, chooseOrganisation: false, staff: true });
    expect(errorsOf({ workEmail: "bad", employmentType: "volunteer" }, staff).sort()).toEqual([
      "employmentType:validation.choose",
      "workEmail:errors.emailInvalid",
    ]);
    expect(errorsOf({ startDate: new Date("2025-02-01"), endDate: new Date("2025-01-01") }, staff)).toEqual([
      "endDate:validation.endBeforeStart",
    ]);
  });
});
