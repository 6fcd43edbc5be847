import { describe, expect, it } from "vitest";
import { clientAddress } from "./request-info.server.ts";

const from = (forwardedFor: string) =>
  new Request("http://app.example/", { headers: { "X-Forwarded-For": forwardedFor } });

describe("clientAddress behind trusted proxies (issue 30, finding 2)", () => {
  it("takes the entry the one proxy added, not what the client wrote to its left", () => {
    expect(clientAddress(from("10.1.1.1, 198.51.100.7"), 1)).toBe("198.51.100.7");
    expect(clientAddress(from("198.51.100.7"), 1)).toBe("198.51.100.7");
  });

  it("counts N hops from the right", () => {
    expect(clientAddress(from("6.6.6.6, 198.51.100.7, 10.0.0.2"), 2)).toBe("198.51.100.7");
    expect(clientAddress(from("198.51.100.7, 10.0.0.2"), 2)).toBe("198.51.100.7");
  });

  it("believes nothing when fewer proxies wrote than are configured, or none is", () => {
    expect(clientAddress(from("198.51.100.7"), 2)).toBeNull();
    expect(clientAddress(from(""), 1)).toBeNull();
    expect(clientAddress(from("198.51.100.7"), 0)).toBeNull();
  });
});
