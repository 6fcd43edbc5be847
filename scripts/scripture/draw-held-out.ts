/**
 * `npm run scripture:draw-held-out -- --seed <n>`: draws the scripture detector's held-out split of
 * the sermon set (tests/fixtures/sermons/sentences.tsv) afresh. Whole sources (a sermon, a book)
 * go to one side, so no sermon's wording is on both; per language, sources are taken in a seeded
 * shuffle while they fit in a fifth of that language's sentences. The seed and the date are
 * written into the file's header, so the draw can be repeated and checked (decision 060).
 *
 * Draw again whenever the held-out split has been tuned on (a gate in `npm test`, or a change
 * made because of its figures); never edit the set column by hand.
 */
import { readFileSync, writeFileSync } from "node:fs";

const file = "tests/fixtures/sermons/sentences.tsv";
const args = process.argv.slice(2);
const seed = Number(args[args.indexOf("--seed") + 1]);
if (!args.includes("--seed") || !Number.isInteger(seed)) throw new Error("usage: --seed <integer>");

/** mulberry32: a small, well-known seeded generator, so the draw does not depend on Node's. */
function random(state: number) {
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const lines = readFileSync(file, "utf8").split("\n");
const rows = lines.filter((line) => line.trim() && !line.startsWith("#") && !line.startsWith("id\t"));
const next = random(seed);
const heldOut = new Set<string>();
for (const language of [...new Set(rows.map((row) => row.split("\t")[2]!))].sort()) {
  const ofLanguage = rows.filter((row) => row.split("\t")[2] === language);
  const sizes = new Map<string, number>();
  for (const row of ofLanguage) sizes.set(row.split("\t")[3]!, (sizes.get(row.split("\t")[3]!) ?? 0) + 1);
  // Fisher–Yates over the sources in file order, so the same seed gives the same draw.
  const sources = [...sizes.keys()];
  for (let i = sources.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [sources[i], sources[j]] = [sources[j]!, sources[i]!];
  }
  // A source that would carry the split past a fifth is passed over (a whole book can be a
  // tenth of the set), so the held-out side is a fifth of the sentences, not of the sources.
  const fifth = Math.ceil(ofLanguage.length / 5);
  let taken = 0;
  for (const source of sources) {
    if (taken + sizes.get(source)! > fifth) continue;
    heldOut.add(source);
    taken += sizes.get(source)!;
  }
}

const drawn = new Date().toISOString().slice(0, 10);
const header = [
  "# The scripture detector's sermon set: see tests/fixtures/sermon-sentences.ts.",
  "# Sources: sources.tsv. Synthetic spoken columns: npm run scripture:sermon-set.",
  `# Held-out split: npm run scripture:draw-held-out -- --seed ${seed} (drawn ${drawn}).`,
];
const body = lines
  .filter((line) => !line.startsWith("#"))
  .map((line) => {
    if (!line.trim() || line.startsWith("id\t")) return line;
    const columns = line.split("\t");
    columns[1] = heldOut.has(columns[3]!) ? "heldout" : "dev";
    return columns.join("\t");
  });
writeFileSync(file, [...header, ...body].join("\n"));
const held = body.filter((line) => /^\S+\theldout\t/.test(line)).length;
console.log(JSON.stringify({ seed, sentences: rows.length, heldOut: held, heldOutSources: heldOut.size }));
