import { describe, expect, it } from "vitest";
import { deserialize, serialize } from "./serialized.ts";

type Figures = { rows: { key: string; value: number }[]; zone: string };
const figures: Figures = { rows: [{ key: "a", value: 1 }], zone: "Australia/Adelaide" };

describe("figures sent as JSON text", () => {
  it("read back the same data", () => {
    expect(deserialize(serialize(figures))).toEqual(figures);
  });

  it("are parsed once per text: the same value for every reader", () => {
    const text = serialize({ ...figures, zone: "UTC" });
    expect(deserialize(text)).toBe(deserialize(text));
    // The same text built again, as a browser revalidation would receive it.
    expect(deserialize(serialize({ ...figures, zone: "UTC" }))).toBe(deserialize(text));
  });

  it("cannot be changed by one reader under the next", () => {
    const value = deserialize(serialize({ ...figures, zone: "Asia/Jakarta" }));
    expect(() => value.rows.push({ key: "b", value: 2 })).toThrow(TypeError);
    expect(() => {
      value.rows[0]!.value = 99;
    }).toThrow(TypeError);
    expect(deserialize(serialize({ ...figures, zone: "Asia/Jakarta" })).rows).toEqual(figures.rows);
  });

  it("keep only the most recent few parsed", () => {
    const first = serialize({ ...figures, zone: "first" });
    const kept = deserialize(first);
    for (let i = 0; i < 20; i++) deserialize(serialize({ ...figures, zone: `other ${i}` }));
    const again = deserialize(first);
    expect(again).toEqual(kept);
    expect(again).not.toBe(kept);
  });
});
