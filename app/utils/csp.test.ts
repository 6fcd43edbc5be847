import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, relaxationOf } from "./csp.ts";
import { screenRequest } from "./http-guard.server.ts";

describe("the content security policy", () => {
  const directives = (policy: string) =>
    Object.fromEntries(policy.split("; ").map((part) => [part.split(" ")[0], part.slice(part.indexOf(" ") + 1)]));

  it("allows scripts only from this origin and with the request's nonce, and the room over ws and wss", () => {
    const policy = directives(contentSecurityPolicy({ nonce: "abc123", roomHost: "church.local:1999" }));
    expect(policy["script-src"]).toBe("'self' 'nonce-abc123'");
    expect(policy["connect-src"]).toContain("ws://church.local:1999");
    expect(policy["connect-src"]).toContain("wss://church.local:1999");
    expect(policy["frame-ancestors"]).toBe("'none'");
    expect(policy["object-src"]).toBe("'none'");
  });

  it("lets the deepest route relax framing, and nothing else", () => {
    const relax = relaxationOf([
      undefined,
      { csp: { frameAncestors: ["'self'"] } },
      { csp: { frameAncestors: ["https://obs.example"] } },
    ]);
    const policy = directives(contentSecurityPolicy({ nonce: "n", roomHost: "h:1", relax }));
    expect(policy["frame-ancestors"]).toBe("https://obs.example");
    expect(policy["script-src"]).toBe("'self' 'nonce-n'");
  });
});

describe("the HTTP guard's screening", () => {
  it("refuses what Node's Request cannot carry, endless and oversized bodies; passes the rest", () => {
    expect(screenRequest("TRACE", {})).toMatchObject({ status: 405 });
    expect(screenRequest("CONNECT", {})).toMatchObject({ status: 405 });
    expect(screenRequest("POST", { "transfer-encoding": "chunked" })).toMatchObject({ status: 411 });
    expect(screenRequest("POST", { "content-length": String(200 * 1024 * 1024) })).toMatchObject({ status: 413 });
    expect(screenRequest("POST", { "content-length": "abc" })).toMatchObject({ status: 413 });
    expect(screenRequest("POST", { "content-length": "1000" })).toBeNull();
    expect(screenRequest("GET", { "transfer-encoding": "chunked" })).toBeNull();
  });
});
