import { describe, expect, it } from "vitest";
import {
  decryptSecret,
  effectiveSecret,
  encryptSecret,
  forTests,
  maskSecret,
  maskStored,
  nextStoredSecret,
} from "./secrets.server.ts";

describe("secrets", () => {
  it("round-trips and never stores the plain text", () => {
    const stored = encryptSecret("azure-key-1234567890abcd");
    expect(stored).not.toContain("azure-key");
    expect(stored.startsWith("v1.")).toBe(true);
    expect(decryptSecret(stored)).toBe("azure-key-1234567890abcd");
  });

  it("uses a fresh IV each time", () => {
    expect(encryptSecret("same")).not.toBe(encryptSecret("same"));
  });

  it("refuses tampered values and other keys", () => {
    const stored = encryptSecret("secret-value");
    const parts = stored.split(".");
    const body = Buffer.from(parts[3]!, "base64url");
    body[0] = body[0]! ^ 1;
    expect(decryptSecret([...parts.slice(0, 3), body.toString("base64url")].join("."))).toBeNull();
    expect(decryptSecret(stored, forTests.keyFrom("another-secret-that-is-long-enough-000"))).toBeNull();
    expect(decryptSecret("garbage")).toBeNull();
  });

  it("masks to the last four characters only", () => {
    expect(maskSecret("abcdefghijkl1234")).toBe(`${forTests.MASK}1234`);
    expect(maskSecret("short")).toBe(forTests.MASK);
    expect(maskSecret(null)).toBe("");
  });

  it("keeps the stored value when the mask comes back untouched", () => {
    const stored = encryptSecret("the-translator-key-9876");
    expect(nextStoredSecret(maskStored(stored), stored)).toBe(stored);
    expect(nextStoredSecret("", stored)).toBe(stored);
    expect(decryptSecret(nextStoredSecret("a-new-key-value-0000", stored))).toBe("a-new-key-value-0000");
    expect(effectiveSecret(maskStored(stored), stored)).toBe("the-translator-key-9876");
    expect(effectiveSecret("typed-key", stored)).toBe("typed-key");
  });
});
