import { describe, expect, it } from "vitest";
import { addLanguageSchema, createLanguageSchema, customLanguageCode } from "./languages-schema.ts";
import { organisationSchema } from "./organisation-schema.ts";

const valid = {
  name: "St. Mark Church",
  address: "1 Main Road",
  state: "South Australia",
  country: "Australia",
  pastorName: "Samuel Reid",
};
const errorsOf = (input: object) => {
  const result = organisationSchema.safeParse({ ...valid, ...input });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("organisationSchema", () => {
  it("accepts a valid organisation", () => expect(errorsOf({})).toEqual([]));
  it("allows dots inside the name but not at either end", () => {
    expect(errorsOf({ name: ".Grace" })).toEqual(["validation.organisationNameFormat"]);
    expect(errorsOf({ name: "Grace." })).toEqual(["validation.organisationNameFormat"]);
    expect(errorsOf({ name: "Grace 2" })).toEqual(["validation.organisationNameFormat"]);
    expect(errorsOf({ name: "Gr" })).toEqual(["validation.min3"]);
  });
  it("needs letters and spaces for state and country", () => {
    expect(errorsOf({ state: "SA1" })).toEqual(["validation.lettersSpaces"]);
    expect(errorsOf({ country: "Au" })).toEqual(["validation.min3"]);
  });
  it("checks pastor and phone numbers", () => {
    expect(errorsOf({ pastorName: "Jo3" })).toEqual(["validation.lettersOnly"]);
    expect(errorsOf({ pastorPhone: "12345" })).toEqual(["validation.phoneDigits"]);
    expect(errorsOf({ contactNumber: "04001112223" })).toEqual(["validation.phoneDigits"]);
  });
  it("keeps coordinates on the globe", () => {
    expect(errorsOf({ latitude: 91 })).toEqual(["validation.latitude"]);
    expect(errorsOf({ longitude: -181 })).toEqual(["validation.longitude"]);
  });
});

describe("language schemas", () => {
  it("needs a language and a voice to add", () => {
    expect(addLanguageSchema.safeParse({ purpose: "golive", code: "es" }).error?.issues[0]?.message).toBe(
      "languagesDialog.selectLanguageAndVoice",
    );
    expect(addLanguageSchema.safeParse({ purpose: "golive", code: "es", femaleVoiceId: "v" }).success).toBe(true);
  });
  it("needs a name and a voice to create", () => {
    expect(createLanguageSchema.safeParse({ purpose: "joinlive", maleVoiceId: "v" }).error?.issues[0]?.message).toBe(
      "languagesDialog.enterName",
    );
    expect(createLanguageSchema.safeParse({ purpose: "joinlive", name: "Tagalog" }).error?.issues[0]?.message).toBe(
      "languagesDialog.addVoice",
    );
  });
  it("makes a code from the name", () => expect(customLanguageCode("Bahasa Jawa")).toBe("x-bahasa-jawa"));
});
