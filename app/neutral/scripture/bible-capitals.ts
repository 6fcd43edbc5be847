/**
 * Which words of a Bible's text keep their capital inside a sentence: God's names and the names of
 * people and places the glossary knows ("Jehová", "Dios", "Moisés"). A verse spliced mid-sentence
 * starts in lower case unless its first word is one of these ("As the psalmist says, Jehová es mi
 * pastor", not "jehová"); an old Bible's chapter capitals ("JEHOVÁ") are written the same way.
 */
import { shippedGlossary } from "#app/neutral/glossary/shipped.ts";

const DIVINE = [
  "jehová",
  "jah",
  "dios",
  "señor",
  "senhor",
  "deus",
  "jesús",
  "jesus",
  "cristo",
  "god",
  "lord",
  "christ",
];
let names: Set<string> | undefined;

export function keepsCapital(word: string): boolean {
  if (!names) {
    names = new Set(DIVINE);
    for (const entry of shippedGlossary)
      if (entry.kind === "person" || entry.kind === "place")
        for (const forms of Object.values(entry.forms))
          for (const form of forms ?? []) if (!form.includes(" ")) names.add(form.toLowerCase());
  }
  return names.has(word.toLowerCase());
}
