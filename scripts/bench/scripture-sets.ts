/**
 * Precision and recall of the scripture detector per set and per form, for `npm run
 * bench:scripture` (decision 060). Sets: the sermon set's held-out split (drawn with a recorded
 * seed, never a gate in `npm test`) and its development split (tests/fixtures/sermons/), and the
 * hand-written sentences (tests/fixtures/scripture-sentences.ts). Forms: as written; SYNTHETIC
 * spoken, our model of what a recogniser writes ("syntheticSpoken": digits and number words
 * pooled; `syntheticSpokenDigits` and `syntheticSpokenWords` apart); and, beside them on the same
 * English sentences, what a real recogniser wrote (espeak-ng → PocketSphinx,
 * tests/fixtures/recognised-sentences.ts). Counted per reference: a reference found that the
 * sentence does not name is a false positive, one it names and was not found a false negative.
 */
import { detectReferences, type ReferenceContext } from "#app/neutral/scripture/detect.ts";
import { scriptureCases } from "#tests/fixtures/scripture-sentences.ts";
import { heldOutSeed, readSermonCases } from "#tests/fixtures/sermon-sentences.ts";
import { readRecognised, type RecognisedSet } from "#tests/fixtures/recognised-sentences.ts";
import { readAloud } from "#scripts/scripture/spoken-form.ts";

type Item = { language: string; text: string; expected: string[] };
type Tally = { truePositives: number; falsePositives: number; falseNegatives: number };
const forms = ["written", "syntheticSpokenDigits", "syntheticSpokenWords"] as const;
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

type Case = { id: string; language: string; expected: string[] } & Record<Form, string>;

function formTallies(cases: Case[], carry: boolean) {
  return Object.fromEntries(
    forms.map((form) => [
      form,
      tally(
        cases.map((item) => ({ ...item, text: item[form] })),
        carry,
      ),
    ]),
  ) as Record<Form, Tally>;
}

function report(cases: Case[], carry: boolean) {
  const byForm = formTallies(cases, carry);
  return {
    sentences: cases.length,
    written: score(byForm.written),
    syntheticSpoken: score(add(byForm.syntheticSpokenDigits, byForm.syntheticSpokenWords)),
    syntheticSpokenDigits: score(byForm.syntheticSpokenDigits),
    syntheticSpokenWords: score(byForm.syntheticSpokenWords),
  };
}

/** Word error rate of `heard` against `said`: word-level edit distance over the words said. */
export function wordErrors(said: string, heard: string) {
  const a = said.split(" ").filter(Boolean);
  const b = heard.split(" ").filter(Boolean);
  // row[j]: the distance from the words said so far to the first j words heard.
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 0; i < a.length; i++) {
    const next = [i + 1];
    for (let j = 0; j < b.length; j++) {
      next.push(Math.min(row[j + 1]! + 1, next[j]! + 1, row[j]! + (a[i] === b[j] ? 0 : 1)));
    }
    row = next;
  }
  return { errors: row[b.length]!, words: a.length };
}

/**
 * The real recogniser's output beside the written and synthetic forms of the very same sentences
 * (the recogniser set may not hold every sentence of a set: `sentences` says how many it does).
 */
function recogniserOutput(cases: Case[], set: RecognisedSet, carry: boolean) {
  const recognised = readRecognised().filter((item) => item.set === set);
  const ids = new Set(recognised.map((item) => item.id));
  const same = cases.filter((item) => ids.has(item.id));
  const byForm = formTallies(same, carry);
  // How far the recogniser's words are from the words spoken (the worded form espeak-ng read):
  // tells a detector miss from a recogniser miss.
  const errors = recognised
    .map((item) => wordErrors(readAloud(item.written, "en").words, item.recognised))
    .reduce((sum, item) => ({ errors: sum.errors + item.errors, words: sum.words + item.words }), {
      errors: 0,
      words: 0,
    });
  return {
    sentences: recognised.length,
    recogniserWordErrorRate: round(errors.words ? errors.errors / errors.words : 0),
    recognised: score(
      tally(
        recognised.map((item) => ({ language: "en", text: item.recognised, expected: item.expected })),
        carry,
      ),
    ),
    writtenSameSentences: score(byForm.written),
    syntheticSpokenSameSentences: score(add(byForm.syntheticSpokenDigits, byForm.syntheticSpokenWords)),
  };
}

function withLanguages(cases: Case[], set: RecognisedSet, carry: boolean) {
  const languages = [...new Set(cases.map((item) => item.language))];
  return {
    ...report(cases, carry),
    recogniserOutput: recogniserOutput(cases, set, carry),
    languages: Object.fromEntries(
      languages.map((language) => {
        const { written, syntheticSpoken } = report(
          cases.filter((item) => item.language === language),
          carry,
        );
        return [language, { written, syntheticSpoken }];
      }),
    ),
  };
}

export function detectionSets() {
  const sermons = readSermonCases().map((item) => ({
    id: item.id,
    language: item.language,
    expected: item.expected,
    written: item.written,
    syntheticSpokenDigits: item.syntheticSpokenDigits,
    syntheticSpokenWords: item.syntheticSpokenWords,
    set: item.set,
  }));
  const handwritten = scriptureCases.map((item, index) => {
    const spoken = readAloud(item.sentence, item.language as "en" | "es" | "pt");
    return {
      id: `hw-${index}`,
      language: item.language,
      expected: item.expected,
      written: item.sentence,
      syntheticSpokenDigits: spoken.digits,
      syntheticSpokenWords: spoken.words,
    };
  });
  return {
    heldOutSeed: heldOutSeed(),
    sermonsHeldOut: withLanguages(
      sermons.filter((item) => item.set === "heldout"),
      "heldout",
      false,
    ),
    sermonsDevelopment: withLanguages(
      sermons.filter((item) => item.set === "dev"),
      "dev",
      false,
    ),
    handwritten: withLanguages(handwritten, "handwritten", true),
  };
}
