/**
 * `npm run scripture:sermon-set`: writes the two synthetic spoken forms of every sentence in the detector's
 * sermon set (tests/fixtures/sermons/sentences.tsv) from its written form, so the set is edited in
 * one column only. See scripts/scripture/spoken-form.ts for what a recogniser makes of the text.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { readAloud } from "./spoken-form.ts";

const file = "tests/fixtures/sermons/sentences.tsv";
const lines = readFileSync(file, "utf8").split("\n");
let changed = 0;
const out = lines.map((line) => {
  if (!line.trim() || line.startsWith("#") || line.startsWith("id\t")) return line;
  const columns = line.split("\t");
  const language = columns[2] as "en" | "es" | "pt";
  const { digits, words } = readAloud(columns[5]!, language);
  if (columns[6] !== digits || columns[7] !== words) changed++;
  return [...columns.slice(0, 6), digits, words].join("\t");
});
writeFileSync(file, out.join("\n"));
console.log(JSON.stringify({ sentences: lines.filter((line) => /^\S+\t(dev|heldout)\t/.test(line)).length, changed }));
