import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import en from "#app/locales/en.ts";
import { ISLAND_SECTIONS } from "./island.server.ts";

const ROOT = path.resolve("app");

/** The app modules the island bundles: followed from its entry through relative and #app/ imports. */
function islandModules(entry = path.join(ROOT, "features/listener/island.tsx")) {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !fs.existsSync(file)) return;
    seen.add(file);
    const source = fs.readFileSync(file, "utf8");
    for (const [, spec] of source.matchAll(/^import (?!type )[^;]*?from "([^"]+)";/gms)) {
      if (spec!.startsWith("#app/")) visit(path.join(ROOT, spec!.slice("#app/".length)));
      else if (spec!.startsWith(".")) visit(path.resolve(path.dirname(file), spec!));
    }
  };
  visit(entry);
  return [...seen];
}

describe("the listener island's messages", () => {
  it("include every locale section its components translate from", () => {
    const modules = islandModules();
    expect(modules.some((file) => file.endsWith("reading-screen.tsx"))).toBe(true);
    const sections = new Set<string>();
    // The locale modules themselves name keys as data (keys.ts), not as messages shown.
    for (const file of modules.filter((name) => !name.includes(`${path.sep}locales${path.sep}`))) {
      const source = fs.readFileSync(file, "utf8");
      // t("live.x"), t(`live.status.${…}`), and keys kept in maps: "liveQuality.join.text"
      for (const [, section] of source.matchAll(/[("`]([a-z][A-Za-z]+)\.[a-z][A-Za-z]*[.A-Za-z]*(?:\$\{|["`])/g)) {
        sections.add(section!);
      }
    }
    const known = new Set(Object.keys(en));
    const used = [...sections].filter((section) => known.has(section));
    expect(used.filter((section) => !ISLAND_SECTIONS.includes(section as never))).toEqual([]);
  });
});
