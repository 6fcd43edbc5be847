// The room's translation path (app/neutral/translation-path.ts) end to end: the twelve
// sentences through real Apertium (en → es, pt), and into all six other live languages through
// local servers speaking Azure Translator's and LibreTranslate's documented protocols.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bibleBookByOsis } from "#app/neutral/glossary/bible-books.ts";
import { churchTerms } from "#app/neutral/glossary/church-terms.ts";
import type { GlossaryLanguage } from "#app/neutral/glossary/types.ts";
import { apertiumTranslator, azureTranslator, libreTranslator } from "#app/neutral/translate.ts";
import { translationPath } from "#app/neutral/translation-path.ts";
import { startApertium } from "#tests/setup/apertium.ts";
import { startAzureServer } from "#tests/support/azure-server.ts";
import { startLibreTranslateServer } from "#tests/support/libretranslate-server.ts";
import { nodeTransport } from "#app/features/providers/outbound.server.ts";

// The stand-in servers listen on loopback: the web's transport, told this instance allows it.
const loopback = nodeTransport({ allowPrivate: true, trusted: [] });

type Expected = string | { book: string } | { plural: string };
const sentences: [string, Expected[]][] = [
  ["The Holy Spirit fell on them at Pentecost.", ["Holy Spirit", "Pentecost"]],
  ["He makes me lie down in green pastures.", ["makes me lie down", "green pastures"]],
  ["Melchizedek blessed Abraham.", ["Melchizedek", "Abraham"]],
  ["Let us turn to the book of Habakkuk.", [{ book: "Hab" }]],
  ["Jehoshaphat prayed before the battle.", ["Jehoshaphat"]],
  ["In Gethsemane Jesus prayed.", ["Gethsemane", "Jesus"]],
  ["Christ is the propitiation for our sins.", ["Christ", "propitiation", { plural: "sin" }]],
  ["Pastor Nkosana will now read from Deuteronomy.", ["pastor", { book: "Deut" }]],
  ["We are saved by grace through faith.", ["grace", "faith"]],
  ["Open your Bibles to the Gospel of John.", [{ plural: "Bible" }, "gospel", { book: "John" }]],
  ["The Lord's Supper will be served after worship.", ["Lord's Supper", "worship"]],
  ["Elijah went up by a whirlwind into heaven.", ["Elijah", "whirlwind", "heaven"]],
];

function rendering(expected: Expected, language: GlossaryLanguage) {
  if (typeof expected === "object" && "book" in expected) return bibleBookByOsis.get(expected.book)!.names[language];
  const name = typeof expected === "string" ? expected : expected.plural;
  const term = churchTerms.find((entry) => entry.names.en === name);
  const written =
    typeof expected === "object" ? (term?.plural[language] ?? term?.names[language]) : term?.names[language];
  if (!written) throw new Error(`no glossary term ${name} in ${language}`);
  return written;
}

function expectRenderings(outputs: Record<string, string>, languages: GlossaryLanguage[]) {
  for (const [index, [sentence, terms]] of sentences.entries()) {
    for (const language of languages) {
      const output = outputs[`${index}:${language}`];
      expect(output, `${sentence} → ${language}`).toBeDefined();
      expect(output, `${sentence} → ${language}`).not.toMatch(/(^|\s)[#*@]\p{L}/u);
      for (const term of terms) {
        expect(output!.toLocaleLowerCase(), `${sentence} → ${language}: ${JSON.stringify(term)}`).toContain(
          rendering(term, language).toLocaleLowerCase(),
        );
      }
    }
  }
}

async function translateAll(path: ReturnType<typeof translationPath>, languages: GlossaryLanguage[]) {
  const outputs: Record<string, string> = {};
  for (const [index, [sentence]] of sentences.entries()) {
    const translated = await path.translate(sentence, "en", languages);
    for (const [language, text] of Object.entries(translated)) outputs[`${index}:${language}`] = text;
  }
  return outputs;
}

describe("through real Apertium", () => {
  let apertium: Awaited<ReturnType<typeof startApertium>>;
  beforeAll(async () => {
    apertium = await startApertium();
  }, 60_000);
  afterAll(async () => apertium?.stop());

  it("keeps every glossary term of the twelve sentences in Spanish and Portuguese, with no markers", async () => {
    const outputs = await translateAll(translationPath(apertiumTranslator(apertium.url, loopback, 30_000)), [
      "es",
      "pt",
    ]);
    expectRenderings(outputs, ["es", "pt"]);
    // Sentence case and spacing are right too.
    for (const text of Object.values(outputs)) {
      expect(text).toMatch(/^\p{Lu}/u);
      expect(text).not.toMatch(/\s[,.;:!?]|\s{2}/);
    }
    expect(outputs["0:es"]).toBe("El Espíritu Santo cayó encima les en Pentecostés.");
  }, 120_000);

  it("serves Portuguese speakers into English and Spanish (through Spanish), and nothing else", async () => {
    const path = translationPath(apertiumTranslator(apertium.url, loopback, 30_000));
    const out = await path.translate("O Espírito Santo desceu no Pentecostes.", "pt", ["en", "es", "zh"]);
    expect(out.es).toContain("Espíritu Santo");
    expect(out.es).toContain("Pentecostés");
    expect(out.en).toContain("Holy Spirit");
    expect(out.en).toContain("Pentecost");
    expect(out.zh).toBeUndefined();
    expect(path.serves("pt", "en")).toBe(true);
    expect(path.serves("en", "hi")).toBe(false);
  }, 60_000);

  it("gives a term the articles of its own gender, and a Bible name its Bible's form (issue 32)", async () => {
    const path = translationPath(apertiumTranslator(apertium.url, loopback, 30_000));
    const out = await path.translate("Melchizedek blessed Abraham, and the prophet Elijah went up.", "en", [
      "es",
      "pt",
    ]);
    expect(out.es).toContain("el profeta Elías");
    expect(out.pt).toContain("o profeta Elias");
    const peoples = await path.translate("The Philistines gathered at Aphek against Ahab.", "en", ["es", "pt"]);
    expect(peoples.es).toMatch(/^Los filisteos .*Afec.*Acab\.$/);
    expect(peoples.pt).toMatch(/^Os filisteus .*Afeque.*Acabe\.$/);
  }, 60_000);

  it("lets the engine translate a church term into the languages it has no rendering for (issue 28)", async () => {
    const terms = [{ term: "small group", renderings: { es: "grupo de vida" }, keep: false }];
    const path = translationPath(apertiumTranslator(apertium.url, loopback, 30_000), terms);
    const out = await path.translate("Join a small group this week.", "en", ["es", "pt"]);
    expect(out.es).toContain("grupo de vida");
    expect(out.pt).not.toMatch(/small group/i);
    expect(out.pt).toContain("grupo pequeno");
  }, 60_000);
});

const others: GlossaryLanguage[] = ["es", "pt", "id", "zh", "ar", "hi"];

describe("through neural providers' protocols", () => {
  it("brings the renderings into all six languages through Azure Translator", async () => {
    const azure = await startAzureServer({ key: "glossary-key" });
    try {
      const outputs = await translateAll(
        translationPath(azureTranslator({ endpoint: azure.url, key: "glossary-key" }, loopback)),
        others,
      );
      expectRenderings(outputs, others);
      // One request per sentence for all six languages, with the terms as dictionary markup.
      expect(azure.state.translateRequests).toHaveLength(sentences.length);
      expect(azure.state.translateRequests[0]!.texts[0]).toContain(
        '<mstrans:dictionary translation="[[1]]">Holy Spirit</mstrans:dictionary>',
      );
    } finally {
      await azure.close();
    }
  });

  it("brings the renderings into all six languages through LibreTranslate", async () => {
    const libre = await startLibreTranslateServer({ apiKey: "libre-key" });
    try {
      const outputs = await translateAll(
        translationPath(libreTranslator({ url: libre.url, apiKey: "libre-key" }, loopback)),
        others,
      );
      expectRenderings(outputs, others);
      expect(outputs["10:id"]).toContain("ibadah");
      expect(outputs["10:id"]).not.toMatch(/sholat|salat/i);
      expect(libre.requests[0]!.body).toMatchObject({
        q: "The [[1]] fell on them at [[2]].",
        source: "en",
        format: "text",
        api_key: "libre-key",
      });
    } finally {
      await libre.close();
    }
  });

  it("translates a newcomer's history in one request per provider, glossary kept (decision 050)", async () => {
    const azure = await startAzureServer({ key: "batch-key" });
    const libre = await startLibreTranslateServer();
    try {
      const texts = sentences.map(([text]) => text);
      for (const [translator, requests] of [
        [
          azureTranslator({ endpoint: azure.url, key: "batch-key" }, loopback),
          () => azure.state.translateRequests.length,
        ],
        [libreTranslator({ url: libre.url }, loopback), () => libre.requests.length],
      ] as const) {
        const batch = await translationPath(translator).translateMany(texts, "en", "es");
        expect(requests()).toBe(1);
        expectRenderings(Object.fromEntries(batch.map((text, index) => [`${index}:es`, text!])), ["es"]);
        // The same renderings as one sentence at a time.
        const one = await translationPath(translator).translate(texts[3]!, "en", ["es"]);
        expect(batch[3]).toBe(one.es);
      }
    } finally {
      await Promise.all([azure.close(), libre.close()]);
    }
  });
});
