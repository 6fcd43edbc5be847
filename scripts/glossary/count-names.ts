// npm run glossary:names [-- --top 600] [--align]: the Bible's proper names counted in the shipped
// World English Bible, confirmed by the King James Version (app/features/glossary/bible-names.ts),
// one "rank count name" line each, most frequent first; a name the shipped glossary lacks is
// marked "-". --align adds the form the Reina-Valera 1909 prints in the same verses and the
// glossary's Spanish form, marked "≠" where they differ beyond spelling.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { alignNames, countBibleNames, coveredWords, sameName } from "#app/features/glossary/bible-names.ts";
import { shippedGlossary } from "#app/neutral/glossary/shipped.ts";
import type { CompactBible } from "#app/features/scripture/bible-format.ts";

const { values } = parseArgs({
  options: { top: { type: "string", default: "600" }, align: { type: "boolean", default: false } },
});
const bible = (id: string) =>
  JSON.parse(readFileSync(join(process.env.BIBLES_DIR ?? "data/bibles", `${id}.json`), "utf8")) as CompactBible;

const english = (entry: (typeof shippedGlossary)[number]) => [
  ...(entry.forms.en ?? []),
  ...(entry.plural?.en ? [entry.plural.en] : []),
];
const known = coveredWords(shippedGlossary.flatMap(english));
const spanish = new Map<string, string>();
for (const entry of shippedGlossary) {
  if (entry.kind === "book") continue;
  const [name] = entry.forms.en ?? [];
  if (name && entry.forms.es?.[0]) spanish.set(name, entry.forms.es[0]);
  if (entry.plural?.en && entry.plural.es) spanish.set(entry.plural.en, entry.plural.es);
}

const web = bible("web");
const names = countBibleNames(web, bible("kjv")).slice(0, Number(values.top));
const aligned = values.align
  ? alignNames(
      names.map(({ name }) => name),
      web,
      bible("rv1909"),
    )
  : undefined;
names.forEach(({ name, count }, index) => {
  let line = `${String(index + 1).padStart(4)} ${String(count).padStart(5)} ${known.has(name) ? " " : "-"} ${name}`;
  const theirs = aligned?.get(name)?.form;
  const ours = spanish.get(name);
  if (aligned)
    line += `  rv1909: ${theirs ?? "?"}  es: ${ours ?? "-"}${theirs && ours && !sameName(theirs, ours) ? " ≠" : ""}`;
  console.log(line);
});
