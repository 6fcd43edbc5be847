/**
 * Precision and recall of the scripture detector per set and per form, for `npm run
 * bench:scripture`: the sermon set (real sermons, tests/fixtures/sermons/; its development half
 * and the fifth held back), and the 216 hand-written sentences (tests/fixtures/scripture-sentences.ts),
 * each as written and as a recogniser writes it read aloud ("spoken": digits and number words
 * pooled; `spokenDigits` and `spokenWords` apart). Counted per reference: a reference found that
 * the sentence does not name is a false positive, one it names and was not found a false negative.
 */
import { detectReferences, type ReferenceContext } from "#app/neutral/scripture/detect.ts";
import { scriptureCases } from "#tests/fixtures/scripture-sentences.ts";
import { readSermonCases } from "#tests/fixtures/sermon-sentences.ts";
import { readAloud } from "#scripts/scripture/spoken-form.ts";

type Item = { language: string; text: string; expected: string[] };
type Tally = { truePositives: number; falsePositives: number; falseNegatives: number };
const forms = ["written", "spokenDigits", "spokenWords"] as const;
type Form = (typeof forms)[number];

const round = (value: number) => Math.round(value * 1000) / 1000;

function score(tally: Tally) {
  const { truePositives: tp, falsePositives: fp, falseNegatives: fn } = tally;
  return {
    precision: round(tp + fp ? tp / (tp + fp) : 1),
    recall: round(tp + fn ? tp / (tp + fn) : 1),
    references: tp + fn,
    falsePositives: fp,
    falseNegatives: fn,
  };
}

/** Runs the detector over `items`; `carry` keeps the last chapter per language (a sermon in order). */
function tally(items: Item[], carry: boolean): Tally {
  const result: Tally = { truePositives: 0, falsePositives: 0, falseNegatives: 0 };
  const contexts: Record<string, ReferenceContext> = {};
  for (const item of items) {
    const found = detectReferences(item.text, item.language, carry ? (contexts[item.language] ?? null) : null);
    contexts[item.language] = found.context;
    const got = found.refs.map((ref) => ref.osis);
    for (const osis of got) {
      if (item.expected.includes(osis)) result.truePositives++;
      else result.falsePositives++;
    }
    for (const osis of item.expected) if (!got.includes(osis)) result.falseNegatives++;
  }
  return result;
}

const add = (a: Tally, b: Tally): Tally => ({
  truePositives: a.truePositives + b.truePositives,
  falsePositives: a.falsePositives + b.falsePositives,
  falseNegatives: a.falseNegatives + b.falseNegatives,
});

type Case = { language: string; expected: string[] } & Record<Form, string>;

function report(cases: Case[], carry: boolean) {
  const byForm = Object.fromEntries(
    forms.map((form) => [
      form,
      tally(
        cases.map((item) => ({ ...item, text: item[form] })),
        carry,
      ),
    ]),
  ) as Record<Form, Tally>;
  return {
    sentences: cases.length,
    written: score(byForm.written),
    spoken: score(add(byForm.spokenDigits, byForm.spokenWords)),
    spokenDigits: score(byForm.spokenDigits),
    spokenWords: score(byForm.spokenWords),
  };
}

function withLanguages(cases: Case[], carry: boolean) {
  const languages = [...new Set(cases.map((item) => item.language))];
  return {
    ...report(cases, carry),
    languages: Object.fromEntries(
      languages.map((language) => {
        const { written, spoken } = report(
          cases.filter((item) => item.language === language),
          carry,
        );
        return [language, { written, spoken }];
      }),
    ),
  };
}

export function detectionSets() {
  const sermons = readSermonCases().map((item) => ({
    language: item.language,
    expected: item.expected,
    written: item.written,
    spokenDigits: item.spokenDigits,
    spokenWords: item.spokenWords,
    set: item.set,
  }));
  const handwritten = scriptureCases.map((item) => {
    const spoken = readAloud(item.sentence, item.language as "en" | "es" | "pt");
    return {
      language: item.language,
      expected: item.expected,
      written: item.sentence,
      spokenDigits: spoken.digits,
      spokenWords: spoken.words,
    };
  });
  return {
    sermons: withLanguages(
      sermons.filter((item) => item.set === "dev"),
      false,
    ),
    sermonsHeldOut: withLanguages(
      sermons.filter((item) => item.set === "heldout"),
      false,
    ),
    handwritten: withLanguages(handwritten, true),
  };
}
