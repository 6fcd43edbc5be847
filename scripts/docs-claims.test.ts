import { describe, expect, test } from "vitest";
import { claimText, featuresNamed, filesNamed, judgeNumberClaim, namedFiles, numberClaims } from "./docs-claims.mjs";

const tracked = ["scripts/bench/stats.ts", "app/features/reports/aggregates.property.test.ts"];

describe("the docs check's claims", () => {
  test("a bare file name or partial path is found wherever it lives, a made-up one nowhere", () => {
    expect(namedFiles("percentiles from `stats.ts` and `bench/stats.ts`")).toEqual(["stats.ts", "bench/stats.ts"]);
    expect(filesNamed("bench/stats.ts", tracked)).toEqual(["scripts/bench/stats.ts"]);
    expect(filesNamed("schemas/rules.ts", tracked)).toEqual([]);
    expect(filesNamed("stats-helper.ts", tracked)).toEqual([]);
  });

  test("a struck-through name (a file that was) and a placeholder claim nothing", () => {
    expect(namedFiles(claimText("a.md", "it replaced ~~`users.ts`~~"))).toEqual([]);
    expect(namedFiles("docs/decisions/NNN-name.md and <name>.spec.ts")).toEqual([]);
  });

  test("only comments of code are claims, on the lines they were on", () => {
    const text = 'const a = "users.ts";\n// see stats.ts\n';
    expect(
      claimText("x.ts", text)
        .split("\n")
        .map((line) => namedFiles(line)),
    ).toEqual([[], ["stats.ts"], []]);
  });

  test("a number claim agrees with the constant it cites, or says what the code says", () => {
    const [claim] = numberClaims("the property test (`DEFAULT_RUNS = 100` histories)");
    expect(claim).toEqual({ name: "DEFAULT_RUNS", value: "100" });
    expect(judgeNumberClaim(claim!, "const DEFAULT_RUNS = 40;")).toBe("says DEFAULT_RUNS = 40");
    expect(judgeNumberClaim({ name: "MAX", value: "8_000_000" }, "const MAX = 8000000;")).toBe("agrees");
    expect(judgeNumberClaim({ name: "MAX", value: "1" }, "nothing here")).toBe("has no MAX =");
  });

  test("the layout table's feature folders, braces included", () => {
    expect([...featuresNamed("| `app/features/live/` | … | `app/features/{memory,quotes}/` |")]).toEqual([
      "live",
      "memory",
      "quotes",
    ]);
  });
});
