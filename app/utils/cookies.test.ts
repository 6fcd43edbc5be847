import { describe, expect, it } from "vitest";
import { cookieValue, requestCookie } from "./cookies.ts";

describe("cookieValue", () => {
  it("finds a cookie among others, whatever the spacing, and decodes it", () => {
    expect(cookieValue("a=1;et_theme=dark; i18next=pt", "et_theme")).toBe("dark");
    expect(cookieValue("a=1; i18next=pt", "i18next")).toBe("pt");
    expect(cookieValue("XSRF-TOKEN=ab%2Bc%3D%3D", "XSRF-TOKEN")).toBe("ab+c==");
  });

  it("keeps an = inside the value and matches whole names only", () => {
    expect(cookieValue("__session=eyJ9.sig=", "__session")).toBe("eyJ9.sig=");
    expect(cookieValue("my_i18next=es; xi18next=fr", "i18next")).toBeNull();
  });

  it("answers null for a missing cookie, an empty header and broken percent-encoding", () => {
    expect(cookieValue("a=1", "b")).toBeNull();
    expect(cookieValue(null, "b")).toBeNull();
    expect(cookieValue("", "b")).toBeNull();
    expect(cookieValue("XSRF-TOKEN=%E0%A4%A", "XSRF-TOKEN")).toBeNull();
  });

  it("reads a request's Cookie header", () => {
    const request = new Request("http://localhost/", { headers: { Cookie: "et_theme=dark" } });
    expect(requestCookie(request, "et_theme")).toBe("dark");
    expect(requestCookie(new Request("http://localhost/"), "et_theme")).toBeNull();
  });
});
