import { describe, expect, it } from "vitest";
import { addressRange, clientAddress, clientRange } from "./request-info.server.ts";

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

describe("addressRange: what limits count (issue 40, finding 2; decision 051)", () => {
  it("counts every address of one IPv6 /64 as one, however it is written", () => {
    const one = [
      "2001:db8:7:42::1",
      "2001:db8:7:42:ffff:ffff:ffff:ffff",
      "2001:0DB8:0007:0042:0:0:0:9",
      "[2001:db8:7:42::abcd]",
      "2001:db8:7:42::1%eth0",
      "2001:db8:7:42:1::",
    ];
    expect(new Set(one.map(addressRange))).toEqual(new Set(["2001:db8:7:42::/64"]));
    expect(addressRange("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressRange("::1")).toBe("0:0:0:0::/64");
  });

  it("keeps neighbouring /64s and IPv4 addresses apart", () => {
    expect(addressRange("2001:db8:7:43::1")).not.toBe(addressRange("2001:db8:7:42::1"));
    expect(addressRange("198.51.100.7")).toBe("198.51.100.7");
    expect(addressRange("198.51.100.8")).not.toBe(addressRange("198.51.100.7"));
    // An IPv4 client seen through an IPv6 socket is that IPv4 client.
    expect(addressRange("::ffff:198.51.100.7")).toBe("198.51.100.7");
  });

  it("counts what it cannot read as itself", () => {
    expect(addressRange("not-an-address")).toBe("not-an-address");
    expect(addressRange("1::2::3")).toBe("1::2::3");
  });

  it("clientRange is the range of clientAddress", () => {
    expect(clientRange(from("10.0.0.1, 2001:db8:7:42::99"), 1)).toBe("2001:db8:7:42::/64");
    expect(clientRange(from("198.51.100.7"), 0)).toBeNull();
  });
});
