// The one translation path: memory and quoted verses → glossary protection → provider → glossary
// renderings → clean-up. The room calls it for every segment (and every retry or re-translation);
// `npm run translate` calls it too, so what a church tries on the command line is what its
// listeners get. `help` plans a segment before the engine (decision 033): which sentences the
// translation memory knows and which words quote a verse the listener's Bible has.
import {
  buildGlossary,
  cleanTranslation,
  protectTerms,
  restoreTerms,
  termsIn,
  type Glossary,
  type Protected,
} from "./glossary/engine.ts";
import { beforeEngine } from "./glossary/before-engine.ts";
import type { GlossaryEntry, OrganisationTerm } from "./glossary/types.ts";
import { untouched, type PlannedPiece } from "./memory/plan.ts";
import { midSentenceCase } from "./memory/sentence-case.ts";
import { BATCH_TEXTS, type Translations, type Translator } from "./translate.ts";

/** One part of a translated segment and where it came from (`npm run translate -- --explain`). */
export type TranslatedPart = {
  source: "memory" | "bible" | "engine";
  said: string;
  text: string;
  /** Memory: which entry; Bible: the reference; engine: the glossary terms it was given. */
  note?: string;
};
type Explained = Record<string, TranslatedPart[]>;
/** What came just before a segment: a quote that began there is recognised by its end here. */
type SegmentContext = { previous?: string };
/** Plans a segment per target language; null (or a failure) leaves it all to the engine. */
export type SegmentHelp = (
  text: string,
  from: string,
  targets: string[],
  context: SegmentContext,
) => Promise<Record<string, PlannedPiece[]> | null>;

export type TranslationPath = {
  /** Translations into each target the provider serves; a failed or unserved target is missing. */
  translate(text: string, from: string, targets: string[], context?: SegmentContext): Promise<Translations>;
  /** The same, part by part, with where each part came from. */
  explain(text: string, from: string, targets: string[], context?: SegmentContext): Promise<Explained>;
  /** False when the provider has no route for the pair: those listeners read the original. */
  serves(from: string, to: string): boolean;
  /**
   * Many texts into one target, glossary applied, without segment help: a newcomer's history
   * (decision 050). In batches where the provider takes arrays, else one text at a time; a text
   * that failed is undefined.
   */
  translateMany(texts: string[], from: string, target: string): Promise<(string | undefined)[]>;
};

// Languages written without spaces between sentences.
const joiner = (language: string) => (["zh", "ja"].includes(language) ? "" : " ");

/** `base` is the shipped glossary unless given (`[]`: no shipped glossary, to compare). */
export function translationPath(
  translator: Translator,
  organisationTerms: readonly OrganisationTerm[] = [],
  base?: readonly GlossaryEntry[],
  help?: SegmentHelp,
): TranslationPath {
  const glossary: Glossary = buildGlossary(organisationTerms, base);

  /**
   * Glossary and engine for one piece of text. Targets whose protected text is the same share one
   * provider call (almost always all of them); a church term rendered in some languages only is
   * protected for those alone, and the engine translates it for the others.
   */
  async function engine(text: string, from: string, targets: string[]): Promise<Record<string, TranslatedPart>> {
    const groups = new Map<string, { protectedText: Protected; targets: string[] }>();
    const prepared = beforeEngine(text, from);
    for (const target of targets) {
      const protectedText = protectTerms(glossary, prepared, from, translator.placeholders, target);
      const group = groups.get(protectedText.text) ?? { protectedText, targets: [] };
      group.targets.push(target);
      groups.set(protectedText.text, group);
    }
    const out: Record<string, TranslatedPart> = {};
    for (const { protectedText, targets: group } of groups.values()) {
      const raw = await translator.translate(protectedText.text, from, group);
      for (const [target, translated] of Object.entries(raw)) {
        const terms = termsIn(protectedText, target).map(({ term, rendering }) => `${term} → ${rendering}`);
        out[target] = {
          source: "engine",
          said: text,
          text: cleanTranslation(restoreTerms(translated, target, protectedText), target),
          ...(terms.length ? { note: `glossary: ${terms.join("; ")}` } : {}),
        };
      }
    }
    return out;
  }

  async function explain(text: string, from: string, targets: string[], context: SegmentContext = {}) {
    const served = targets.filter((target) => target !== from && translator.supports(from, target));
    if (!served.length) return {};
    const plans = (help && (await help(text, from, served, context).catch(() => null))) ?? {};
    const whole = served.filter((target) => !plans[target] || untouched(plans[target]));
    const out: Explained = {};
    if (whole.length) {
      for (const [target, part] of Object.entries(await engine(text, from, whole))) out[target] = [part];
    }
    // The rest of a planned segment: each distinct piece once, for every target that needs it.
    const planned = served.filter((target) => !whole.includes(target));
    const pieces = new Map<string, string[]>();
    for (const target of planned)
      for (const piece of plans[target]!)
        if (piece.source === "rest") pieces.set(piece.said, [...(pieces.get(piece.said) ?? []), target]);
    const done = new Map<string, Record<string, TranslatedPart>>();
    await Promise.all(
      [...pieces].map(async ([said, wanted]) => done.set(said, await engine(said, from, wanted).catch(() => ({})))),
    );
    for (const target of planned) {
      const parts = plans[target]!.map((piece) => (piece.source === "rest" ? done.get(piece.said)?.[target] : piece));
      // A piece the engine failed makes the language missing: the room marks and retries it.
      if (parts.every((part) => part)) out[target] = midSentenceCase(parts as TranslatedPart[]);
    }
    return out;
  }

  async function translateMany(texts: string[], from: string, target: string) {
    if (target === from || !translator.supports(from, target)) return texts.map(() => undefined);
    const guarded = texts.map((text) => protectTerms(glossary, text, from, translator.placeholders, target));
    const finish = (index: number, raw: string | undefined) =>
      raw === undefined ? undefined : cleanTranslation(restoreTerms(raw, target, guarded[index]!), target);
    if (translator.translateMany) {
      const out: (string | undefined)[] = [];
      for (let start = 0; start < guarded.length; start += BATCH_TEXTS) {
        const batch = guarded.slice(start, start + BATCH_TEXTS).map((item) => item.text);
        const raw = await translator.translateMany(batch, from, target).catch(() => batch.map(() => undefined));
        raw.forEach((text, index) => out.push(finish(start + index, text)));
      }
      return out;
    }
    // One at a time (Apertium): in order, never more than one request of this history in flight.
    const out: (string | undefined)[] = [];
    for (const [index, item] of guarded.entries()) {
      const raw = await translator.translate(item.text, from, [target]).catch(() => ({}) as Translations);
      out.push(finish(index, raw[target]));
    }
    return out;
  }

  return {
    serves: (from, to) => from === to || translator.supports(from, to),
    translateMany,
    explain,
    async translate(text, from, targets, context) {
      const explained = await explain(text, from, targets, context);
      return Object.fromEntries(
        Object.entries(explained).map(([target, parts]) => [
          target,
          parts.map((part) => part.text).join(joiner(target)),
        ]),
      );
    },
  };
}
