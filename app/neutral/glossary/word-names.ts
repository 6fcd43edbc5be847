/**
 * Names that are also everyday English words (issue 41): "Lot" and "a lot", "Job" and "a job",
 * "May God bless you" and "in May", "Sister Grace" and "grace". The recogniser writes most of
 * what it hears in lower case, so a capital cannot decide: the words around it do, read in lower
 * case. Each entry's `decide` says, from the text before and after, whether this is the name (or,
 * for "may", the wish); `wordsNotNames` writes the everyday word in lower case where a capital
 * would make the engine keep it as a name ("Mark my words" → "mark my words").
 * Pure string work: the room, the web app and `npm run translate` share it.
 */
import { glossaryLanguages, type GlossaryEntry, type GlossaryLanguage } from "./types.ts";

const ends = (pattern: string) => new RegExp(`(?:^|[^\\p{L}])(?:${pattern})\\s+$`, "iu");
const starts = (pattern: string) => new RegExp(`^\\s*(?:${pattern})(?![\\p{L}])`, "iu");
const sentenceStart = (before: string) => /(^|[.!?…:;"“]\s*)$/.test(before.trimEnd());

// A determiner or adjective before the word makes it the everyday noun: "a lot", "the job".
const DETERMINERS = "a|an|the|this|whole|parking|our|my|your|his|her|their|good|new|first|full-time|one";
const DETERMINER = ends(`${DETERMINERS}|that`);
// "that lot mixed with sinners": "that" before a name and its verb is a conjunction.
const DETERMINER_NOT_THAT = ends(DETERMINERS);
// Past tenses a story tells of a person: "Lot went", "Job said".
const STORY_VERB = starts(
  "['’]s|went|said|says|chose|lifted|looked|sat|fled|lingered|was|had|did|escaped|dwelt|pitched|took|saw|" +
    "rose|bowed|lived|told|answered|offered|begged|left|lost|suffered|cursed|prayed|replied|spoke|" +
    "and his|and her|, the|, his|, a man",
);
const TITLE = ends(
  "sister|brother|mrs\\.?|mr\\.?|miss|ms\\.?|aunt|auntie|uncle|mama|mother|father|deacon|deaconess|pastor|" +
    "elder|dr\\.?|grandma|grandpa|granny|our sister|our brother",
);

type Rule = {
  name: string;
  renderings?: Partial<Record<GlossaryLanguage, string>>;
  female?: boolean;
  decide: Decide;
};
type Decide = (before: string, after: string) => boolean;

const RULES: Rule[] = [
  {
    // Abraham's nephew: "Lot went", "Lot's wife", "Abraham and Lot"; "a lot", "the lot fell" are not.
    name: "Lot",
    renderings: { es: "Lot", pt: "Ló" },
    decide: (before, after) =>
      !DETERMINER_NOT_THAT.test(before) &&
      !starts("of|more|less|better|worse").test(after) &&
      (STORY_VERB.test(after) ||
        starts("\\p{L}+ed").test(after) ||
        ends(
          "abraham and|abram and|nephew|and|like|to|with|rescued|remember|persuaded|told|warned|urged|saved|hastened",
        ).test(before)),
  },
  {
    // The man of Uz: "Job lost everything", "like Job", "the patience of Job"; "a good job" is not.
    name: "Job",
    renderings: { es: "Job", pt: "Jó" },
    decide: (before, after) =>
      !DETERMINER.test(before) &&
      (STORY_VERB.test(after) ||
        starts("chapter|\\d").test(after) ||
        ends("like|of|book of|patience of|story of|friends of|man named").test(before)),
  },
  {
    // The evangelist in lower case: "as mark tells us", "john mark", "mark wrote"; "mark my words" is not.
    name: "Mark",
    renderings: { es: "Marcos", pt: "Marcos" },
    decide: (before, after) =>
      !DETERMINER.test(before) &&
      !starts("my|these|this|your|them|it|well|those|that|you").test(after) &&
      (starts("wrote|writes|tells|says|records|said|chapter|\\d").test(after) ||
        ends("john|saint|st\\.?|gospel of|book of|according to").test(before)),
  },
  {
    // A wish: "May God bless you", "may the Lord keep you"; the month ("in May", "May 5") is not.
    name: "May",
    renderings: { es: "Que", pt: "Que" },
    decide: (before, after) =>
      sentenceStart(before) &&
      starts("god|the lord|the grace|the peace|the love|the spirit|his|he|you|your|our|peace|grace|this|it").test(
        after,
      ),
  },
  // People of the congregation named after a virtue or a word: only after a title.
  ...["Hope", "Grace", "Faith", "Rose", "Joy", "Patience", "Mercy", "Charity"].map((name): Rule => ({
    name,
    female: true,
    decide: (before) => TITLE.test(before),
  })),
  ...["Will", "Bill"].map((name): Rule => ({ name, decide: (before) => TITLE.test(before) })),
];

/** The rules as glossary entries: any case, decided by context (types.ts `decide`). */
export const wordNames: readonly GlossaryEntry[] = RULES.map((rule) => ({
  id: `word-name:${rule.name}`,
  kind: "person",
  forms: {
    en: [rule.name],
    ...Object.fromEntries(
      glossaryLanguages
        .filter((language) => language !== "en")
        .map((language) => [language, [rule.renderings?.[language] ?? rule.name]]),
    ),
  },
  caseSensitive: false,
  ...(rule.female ? { gender: { es: "f", pt: "f" } } : {}),
  decide: rule.decide,
}));

// A capitalised "Mark" or "Will" the rules say is the everyday word, where a capital would make the
// engine keep it as a name: at a sentence's start ("Mark my words", "Will you pray?").
const EVERYDAY_AT_START: [RegExp, Decide][] = [
  [/\bMark\b/g, (_before, after) => starts("my|these|this|your|them|it|well|those|that|you").test(after)],
  [/\bWill\b/g, (_before, after) => starts("you|we|they|he|she|it|i|the|this|god|there").test(after)],
  [/\bMay\b/g, (_before, after) => starts("i|we|they|she").test(after)],
];

/** `text` with everyday words a capital would make names written in lower case. */
export function wordsNotNames(text: string): string {
  let out = text;
  for (const [pattern, everyday] of EVERYDAY_AT_START)
    out = out.replace(pattern, (word: string, offset: number) => {
      const before = out.slice(0, offset);
      return sentenceStart(before) && everyday(before, out.slice(offset + word.length)) ? word.toLowerCase() : word;
    });
  return out;
}
