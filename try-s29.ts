import { detectReferences } from "#app/features/scripture/detect.ts";
import { readSermonCases } from "#tests/fixtures/sermon-sentences.ts";
const set = process.argv[2] ?? "dev"; const form = (process.argv[3] ?? "spokenWords") as "written" | "spokenDigits" | "spokenWords";
for (const c of readSermonCases().filter(c => c.set === set)) {
  const got = detectReferences(c[form], c.language).refs.map(r => r.osis);
  const fp = got.filter(g => !c.expected.includes(g)); const fn = c.expected.filter(e => !got.includes(e));
  if (fp.length || fn.length) console.log(`${c.id} FP[${fp}] FN[${fn}] | ${c[form].slice(0, 230)}`);
}
