import { describe, expect, it } from "vitest";
import { eventSchema, eventStatus } from "./event-schema.ts";

describe("eventSchema", () => {
  const schema = eventSchema({ chooseOrganisation: true });
  const errorsOf = (input: object) => {
    const result = schema.safeParse({
      name: "Picnic",
      description: "Bring food",
      startsAt: "2030-05-01T12:00",
      organisationId: "o1",
      ...input,
    });
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };
  it("accepts a valid event", () => expect(errorsOf({})).toEqual([]));
  it("requires name, description, date and organisation", () => {
    expect(
      errorsOf({ name: undefined, description: undefined, startsAt: undefined, organisationId: undefined }).sort(),
    ).toEqual([
      "validation.dateRequired",
      "validation.descriptionRequired",
      "validation.eventNameRequired",
      "validation.organisationRequired",
    ]);
  });
  it("rejects an invalid date", () =>
    expect(errorsOf({ startsAt: "2030-02-31T12:00" })).toEqual(["validation.dateInvalid"]));
});

describe("eventStatus", () => {
  const now = new Date("2030-01-01T00:00:00Z");
  it("is active before the start and expired after", () => {
    expect(eventStatus("2030-01-02T00:00:00Z", now)).toBe("active");
    expect(eventStatus("2029-12-31T23:59:00Z", now)).toBe("expired");
  });
});
