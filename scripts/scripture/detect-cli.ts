/**
 * `npm run scripture -- --lang en "text"`: the references the live room would detect in `text`,
 * through the room's own detection path, as one JSON object: { "refs": [{ "osis", "text" }] }.
 * Churches use it to check the detector on their preacher's habits.
 */
import { parseArgs } from "node:util";
import { detectReferences } from "#app/neutral/scripture/detect.ts";
import { isScriptureLanguage, scriptureLanguages } from "#app/neutral/scripture/languages.ts";

const { values, positionals } = parseArgs({
  options: { lang: { type: "string", default: "en" } },
  allowPositionals: true,
});
const language = values.lang ?? "en";
if (!isScriptureLanguage(language)) {
  console.error(`--lang must be one of ${scriptureLanguages.join(", ")} (got "${language}")`);
  process.exit(2);
}
const text = positionals.join(" ");
if (!text.trim()) {
  console.error('Usage: npm run scripture -- --lang en "Let us read John three sixteen"');
  process.exit(2);
}
console.log(JSON.stringify({ refs: detectReferences(text, language).refs }));
