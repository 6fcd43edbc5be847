import { describe, expect, it } from "vitest";
import { localeKeyReport } from "#scripts/locale-keys.ts";

// `npm run locale-keys` prints the same report. A key is "used" when the code spells it out, names its
// section ("signUp.yesNo") or matches a template's fixed parts (`deletion.status.${status}`).
describe("interface-string keys against the code", () => {
  const report = localeKeyReport();

  it("defines no key the code never uses (remove it from all five languages)", () => {
    expect(report.dead).toEqual([]);
  });

  it("uses no key-like string that en.ts lacks (add it, with real translations, to all five)", () => {
    expect(report.missing).toEqual([]);
  });
});
