// The one translation path: glossary protection → provider → glossary renderings → clean-up.
// The room calls it for every segment (and every retry or re-translation); `npm run translate`
// calls it too, so what a church tries on the command line is what its listeners get.
import {
  buildGlossary,
  cleanTranslation,
  protectTerms,
  restoreTerms,
  type Glossary,
  type Protected,
} from "../app/features/glossary/engine.ts";
import type { GlossaryEntry, OrganisationTerm } from "../app/features/glossary/types.ts";
import type { Translations, Translator } from "./translate.ts";

export type TranslationPath = {
  /** Translations into each target the provider serves; a failed or unserved target is missing. */
  translate(text: string, from: string, targets: string[]): Promise<Translations>;
  /** False when the provider has no route for the pair: those listeners read the original. */
  serves(from: string, to: string): boolean;
};

/** `base` is the shipped glossary unless given (`[]`: no shipped glossary, to compare). */
export function translationPath(
  translator: Translator,
  organisationTerms: readonly OrganisationTerm[] = [],
  base?: readonly GlossaryEntry[],
): TranslationPath {
  const glossary: Glossary = buildGlossary(organisationTerms, base);
  return {
    serves: (from, to) => from === to || translator.supports(from, to),
    async translate(text, from, targets) {
      const served = targets.filter((target) => target !== from && translator.supports(from, target));
      if (!served.length) return {};
      // Targets whose protected text is the same share one provider call (almost always all of them);
      // a church term rendered in some languages only is protected for those alone.
      const groups = new Map<string, { protectedText: Protected; targets: string[] }>();
      for (const target of served) {
        const protectedText = protectTerms(glossary, text, from, translator.placeholders, target);
        const group = groups.get(protectedText.text) ?? { protectedText, targets: [] };
        group.targets.push(target);
        groups.set(protectedText.text, group);
      }
      const out: Translations = {};
      for (const { protectedText, targets } of groups.values()) {
        const raw = await translator.translate(protectedText.text, from, targets);
        for (const [target, translated] of Object.entries(raw)) {
          out[target] = cleanTranslation(restoreTerms(translated, target, protectedText), target);
        }
      }
      return out;
    },
  };
}
