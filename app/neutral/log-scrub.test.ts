import { describe, expect, it } from "vitest";
import { scrubLogText, scrubLogValue } from "./log-scrub.ts";

describe("scrubLogText (issue 30, finding 7)", () => {
  it("masks e-mail addresses and redacts display tokens and secret query values", () => {
    expect(scrubLogText("GET /reset-password?email=ruth.moab@example.org 200")).toBe(
      "GET /reset-password?email=[redacted] 200",
    );
    expect(scrubLogText("mail to ruth.moab@example.org refused")).toBe("mail to r…@example.org refused");
    expect(scrubLogText("GET /display/GV7Ij1gOYYJT6uMI8nHuzH280Di4jhkL 200")).toBe("GET /display/[redacted] 200");
    expect(scrubLogText("/api/display-token?token=abc.def-123&language=es")).toBe(
      "/api/display-token?token=[redacted]&language=es",
    );
  });

  it("leaves what is already safe as it is", () => {
    for (const text of ["r…@example.org", "/display/[redacted]", "GET /dashboard 200", "/display-links"])
      expect(scrubLogText(text)).toBe(text);
  });

  it("reaches strings inside objects and errors", () => {
    const error = new Error("Recipient ruth@example.org rejected");
    const scrubbed = scrubLogValue({ err: error, path: "/display/abcdefghijklmnop", n: 3 });
    expect(scrubbed.err).toBeInstanceOf(Error);
    expect(scrubbed.err.message).toBe("Recipient r…@example.org rejected");
    expect(scrubbed.err.stack).not.toContain("ruth@example.org");
    expect(scrubbed).toMatchObject({ path: "/display/[redacted]", n: 3 });
  });
});
