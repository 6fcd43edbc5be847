import { describe, expect, it } from "vitest";
import { addressOf, shardFor } from "./room-shards.server.ts";

describe("which room a listener joins", () => {
  it("is the sermon room until it holds a shard's worth, then a relay, spread over as many as needed", () => {
    expect(shardFor(0, 100)).toBe(0);
    expect(shardFor(99, 100)).toBe(0); // the 100th still fits
    expect(shardFor(100, 100, () => 0.99)).toBe(1); // the 101st goes to the first relay
    expect(shardFor(299, 100, () => 0)).toBe(1);
    expect(shardFor(299, 100, () => 0.99)).toBe(2);
    const spread = new Set(Array.from({ length: 200 }, (_, index) => shardFor(350, 100, () => index / 200)));
    expect([...spread].sort()).toEqual([1, 2, 3]);
  });

  it("names relays after their sermon", () => {
    expect(addressOf("abcDEF123_-x", 0)).toEqual({ party: "main", room: "abcDEF123_-x" });
    expect(addressOf("abcDEF123_-x", 2)).toEqual({ party: "relay", room: "abcDEF123_-x.r2" });
  });
});
