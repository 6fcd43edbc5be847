import { describe, expect, it } from "vitest";
import { safeRedirect } from "./request-info.server.ts";

describe("safeRedirect", () => {
  it.each([
    ["/events?page=2#top", "/events?page=2#top"],
    ["/join/abc", "/join/abc"],
    ["/a/../users", "/users"],
  ])("keeps the same-origin path %s", (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  it.each([
    ["a tab between slashes (browsers drop it)", "/\t/evil.example"],
    ["a newline between slashes", "/\n/evil.example"],
    ["a carriage return", "/\r/evil.example"],
    ["a NUL", "/\u0000/evil.example"],
    ["two slashes", "//evil.example"],
    ["a backslash", "/\\evil.example"],
    ["a backslash after the slash", "/\\/evil.example"],
    ["an encoded tab", "/%09/evil.example"],
    ["an encoded newline", "/%0A/evil.example"],
    ["encoded slashes", "/%2F/evil.example"],
    ["an encoded backslash", "/%5Cevil.example"],
    ["broken encoding", "/%E0%A4%A"],
    ["an absolute URL", "https://evil.example/"],
    ["a scheme-relative URL", "//evil.example/path"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["a space", "/ /evil.example"],
    ["nothing", ""],
    ["a very long path", `/${"a".repeat(3000)}`],
    // Issue 30: paths that only become "//x.test" once their dot segments are resolved.
    ["a dot segment before two slashes", "/.//x.test"],
    ["a parent segment before two slashes", "/x/..//x.test"],
    ["an encoded parent segment", "/%2e%2e//x.test"],
    ["an upper-case encoded parent segment", "/%2E%2E//x.test"],
    ["an encoded dot segment", "/%2e//x.test"],
    ["a parent segment before a backslash", "/x/../\\x.test"],
  ])("refuses %s", (_label, input) => {
    expect(safeRedirect(input)).toBe("/dashboard");
  });
});
