// npm run glossary:names [-- --top 600]: the Bible's proper names counted in the shipped World
// English Bible, confirmed by the King James Version (app/features/glossary/bible-names.ts), one
// "rank count name" line each, most frequent first; names the shipped glossary lacks are marked "-".
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { countBibleNames } from "#app/features/glossary/bible-names.ts";
import { shippedGlossary } from "#app/features/glossary/shipped.ts";
import type { CompactBible } from "#app/features/scripture/bible-format.ts";

const { values } = parseArgs({ options: { top: { type: "string", default: "600" } } });
const bible = (id: string) =>
  JSON.parse(readFileSync(join(process.env.BIBLES_DIR ?? "data/bibles", `${id}.json`), "utf8")) as CompactBible;

const known = new Set(
  shippedGlossary.flatMap((entry) => [...(entry.forms.en ?? []), ...(entry.plural?.en ? [entry.plural.en] : [])]),
);
const names = countBibleNames(bible("web"), bible("kjv")).slice(0, Number(values.top));
names.forEach(({ name, count }, index) =>
  console.log(`${String(index + 1).padStart(4)} ${String(count).padStart(5)} ${known.has(name) ? " " : "-"} ${name}`),
);
