import { describe, expect, it } from "vitest";
import { ensureCsrfToken, verifyCsrf } from "./csrf.server.ts";

const token = "a".repeat(43);
const post = (init: { cookie?: string; header?: string; field?: string }) => {
  const headers = new Headers({ "Content-Type": "application/x-www-form-urlencoded" });
  if (init.cookie) headers.set("Cookie", `other=1; XSRF-TOKEN=${init.cookie}`);
  if (init.header) headers.set("X-XSRF-TOKEN", init.header);
  const body = new URLSearchParams(init.field ? { _csrf: init.field, name: "x" } : { name: "x" });
  return new Request("http://localhost/users", { method: "POST", headers, body });
};

async function status(request: Request) {
  try {
    await verifyCsrf(request);
    return 200;
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status ?? 500;
  }
}

describe("request forgery protection", () => {
  it("lets reads through without a token", async () => {
    expect(await status(new Request("http://localhost/users"))).toBe(200);
  });

  it("accepts the cookie echoed in the form field or the header", async () => {
    expect(await status(post({ cookie: token, field: token }))).toBe(200);
    expect(await status(post({ cookie: token, header: token }))).toBe(200);
  });

  it("refuses a missing or different token with 403", async () => {
    expect(await status(post({ cookie: token }))).toBe(403);
    expect(await status(post({ field: token }))).toBe(403);
    expect(await status(post({ cookie: token, field: "b".repeat(43) }))).toBe(403);
  });

  it("leaves the form readable for the action after checking it", async () => {
    const request = post({ cookie: token, field: token });
    await verifyCsrf(request);
    expect((await request.formData()).get("name")).toBe("x");
  });

  it("makes a new token only when the browser has none", () => {
    const fresh = ensureCsrfToken(new Request("http://localhost/"));
    expect(fresh.setCookie).toMatch(/^XSRF-TOKEN=[\w-]{43}; Path=\/; SameSite=Lax/);
    const kept = ensureCsrfToken(new Request("http://localhost/", { headers: { Cookie: `XSRF-TOKEN=${token}` } }));
    expect(kept).toEqual({ token, setCookie: null });
  });
});
