import { describe, expect, it } from "vitest";
import { deserialize, serialize } from "./serialized.ts";

type Figures = { rows: { key: string; value: number }[]; zone: string };
const figures: Figures = { rows: [{ key: "a", value: 1 }], zone: "Australia/Adelaide" };

describe("figures sent as JSON text", () => {
  it("read back the same data", () => {
    expect(deserialize(serialize(figures))).toEqual(figures);
  });
});
