import { describe, expect, it } from "vitest";
import { bibleBooks, bibleBookByOsis } from "./bible-books.ts";
import { churchTerms } from "./church-terms.ts";
import { buildGlossary, cleanTranslation, protectTerms, restoreTerms, type PlaceholderStyle } from "./engine.ts";
import { glossaryLanguages, type OrganisationTerm } from "./types.ts";

const shipped = buildGlossary();

/** A provider that translates nothing: what comes back is the protected text, restored. */
function roundTrip(text: string, target: string, style: PlaceholderStyle = "opaque", glossary = shipped, from = "en") {
  const protectedText = protectTerms(glossary, text, from, style);
  return { protected: protectedText.text, out: restoreTerms(protectedText.text, target, protectedText) };
}

describe("the shipped data", () => {
  it("has the 66 books with OSIS ids and a name in every live language", () => {
    expect(bibleBooks).toHaveLength(66);
    expect(new Set(bibleBooks.map((book) => book.osis)).size).toBe(66);
    for (const book of bibleBooks)
      for (const language of glossaryLanguages) expect(book.names[language], `${book.osis} ${language}`).toBeTruthy();
    expect(bibleBookByOsis.get("1Cor")?.alsoEn).toEqual(
      expect.arrayContaining(["First Corinthians", "1st Corinthians", "I Corinthians"]),
    );
    expect(bibleBookByOsis.get("Ps")?.names.pt).toBe("Salmos");
  });
  it("has at least 150 names and church terms, each in all seven languages", () => {
    expect(churchTerms.length).toBeGreaterThanOrEqual(150);
    for (const term of churchTerms)
      for (const language of glossaryLanguages) expect(term.names[language], `${term.id} ${language}`).toBeTruthy();
    expect(new Set(churchTerms.map((term) => term.id)).size).toBe(churchTerms.length);
  });
  it("says Indonesian worship the Christian way", () => {
    expect(roundTrip("Worship starts at ten.", "id").out).toBe("ibadah starts at ten.");
    expect(JSON.stringify(churchTerms)).not.toMatch(/sholat|salat/i);
  });
});

describe("protection and rendering", () => {
  it("replaces each term by a placeholder and puts each language's rendering back", () => {
    const result = roundTrip("Melchizedek blessed Abraham.", "es");
    expect(result.protected).toBe("[[1]] blessed [[2]].");
    expect(result.out).toBe("Melquisedec blessed Abraham.");
    expect(roundTrip("Melchizedek blessed Abraham.", "pt").out).toBe("Melquisedeque blessed Abraão.");
    expect(roundTrip("In Gethsemane Jesus prayed.", "zh").out).toBe("In 客西马尼 耶稣 prayed.");
    expect(roundTrip("Pastor Nkosana will now read from Deuteronomy.", "hi").out).toBe(
      "पास्टर Nkosana will now read from व्यवस्थाविवरण.",
    );
  });
  it("uses Apertium-friendly names, gendered for Spanish articles, never one already in the sentence", () => {
    const result = roundTrip("The Lord's Supper will be served after worship, Kevin.", "es", "names");
    expect(result.protected).toBe("The Linda will be served after Brenda, Kevin.");
    expect(result.out).toBe("The Cena del Señor will be served after adoración, Kevin.");
  });
  it("wraps terms in Azure's dynamic dictionary markup", () => {
    expect(protectTerms(shipped, "Elijah prayed.", "en", "azure").text).toBe(
      '<mstrans:dictionary translation="[[1]]">Elijah</mstrans:dictionary> prayed.',
    );
  });
  it("prefers the longer of overlapping terms", () => {
    expect(roundTrip("The Holy Spirit and the Spirit of God.", "es").out).toBe(
      "The Espíritu Santo and the Espíritu Santo.",
    );
    expect(roundTrip("The Spirit moves.", "es").out).toBe("The Espíritu moves.");
    expect(roundTrip("Jesus Christ is Lord.", "pt").out).toBe("Jesus Cristo is Senhor.");
  });
  it("matches names only when capitalised, common words in any case", () => {
    expect(roundTrip("Grace and GRACE and grace.", "es").out).toBe("gracia and Gracia and gracia.");
    expect(roundTrip("Make a mark here.", "es").out).toBe("Make a mark here.");
  });
  it("keeps possessives and plurals", () => {
    expect(roundTrip("Paul's letter to the churches.", "es").out).toBe("Pablo's letter to the iglesias.");
    expect(roundTrip("The apostles and an apostle.", "pt").out).toBe("The apóstolos and an apóstolo.");
    expect(roundTrip("Our sins.", "ar").out).toBe("Our خطايا.");
  });
  it("leaves punctuation next to a term alone", () => {
    expect(roundTrip("Grace, mercy; and (faith)!", "es").out).toBe("gracia, misericordia; and (fe)!");
    expect(roundTrip("“Habakkuk”?", "es").out).toBe("“Habacuc”?");
  });
  it("reads numbered books however they are said", () => {
    for (const said of ["1 Corinthians 13", "First Corinthians 13", "1st Corinthians 13", "I Corinthians 13"]) {
      expect(roundTrip(`Read ${said}.`, "es").out).toBe("Read 1 Corintios 13.");
    }
    expect(roundTrip("Read Second Kings.", "zh").out).toBe("Read 列王纪下.");
  });
  it("tells a book from a common word or a person", () => {
    expect(roundTrip("Turn to Job 3.", "es").out).toBe("Turn to Job 3.");
    expect(roundTrip("Turn to Job 3.", "zh").out).toBe("Turn to 约伯记 3.");
    expect(roundTrip("The job is done.", "es").out).toBe("The job is done.");
    expect(roundTrip("Mark my words.", "es").out).toBe("Mark my words.");
    expect(roundTrip("We read in Mark 4 that he slept.", "pt").out).toBe("We read in Marcos 4 that he slept.");
    expect(roundTrip("Acts of kindness matter.", "es").out).toBe("Acts of kindness matter.");
    expect(roundTrip("The book of Acts tells it.", "es").out).toBe("The book of Hechos tells it.");
    expect(roundTrip("In Acts, the church grew.", "zh").out).toBe("In 使徒行传, the 教会 grew.");
    expect(roundTrip("John wrote; read John 3:16.", "zh").out).toBe("约翰 wrote; read 约翰福音 3:16.");
    expect(roundTrip("The Gospel of John.", "zh").out).toBe("The 福音 of 约翰福音.");
  });
  it("translates from another live language too", () => {
    const glossary = buildGlossary();
    expect(roundTrip("El Espíritu Santo y la gracia.", "en", "opaque", glossary, "es").out).toBe(
      "El Holy Spirit y la grace.",
    );
    expect(roundTrip("耶稣在客西马尼祷告。", "es", "opaque", glossary, "zh").out).toBe("Jesús在Getsemaníoración。");
  });
});

describe("an organisation's own terms", () => {
  const own: OrganisationTerm[] = [
    { term: "Nkosana", keep: true, renderings: {} },
    { term: "Grace", keep: false, renderings: { es: "Gracia (nombre)" } },
    { term: "Hillsong Kids", keep: false, renderings: { es: "Hillsong Niños" } },
  ];
  const glossary = buildGlossary(own);
  it("keeps a name as is, overrides a shipped term, and leaves languages without a rendering as said", () => {
    expect(roundTrip("Pastor Nkosana thanks Grace.", "es", "opaque", glossary).out).toBe(
      "pastor Nkosana thanks Gracia (nombre).",
    );
    expect(roundTrip("Hillsong kids sing.", "es", "opaque", glossary).out).toBe("Hillsong Niños sing.");
    expect(roundTrip("Hillsong kids sing.", "pt", "opaque", glossary).out).toBe("Hillsong kids sing.");
  });
});

describe("clean-up of engine output", () => {
  it("removes Apertium markers, doubled spaces and spaces before punctuation", () => {
    expect(cleanTranslation("Habakkuk Esperó en la #muro .", "es")).toBe("Habakkuk Esperó en la muro.");
    expect(cleanTranslation("*Nkosana  ahora @leer , no ?", "es")).toBe("Nkosana ahora leer, no?");
  });
  it("capitalises each sentence, after ¿ and ¡ too", () => {
    expect(cleanTranslation("pastor Juan ora. ¿dónde está? ¡gloria!", "es")).toBe(
      "Pastor Juan ora. ¿Dónde está? ¡Gloria!",
    );
    expect(cleanTranslation("ibadah dimulai.", "id")).toBe("Ibadah dimulai.");
    expect(cleanTranslation("耶稣 。", "zh")).toBe("耶稣。");
  });
  it("leaves email addresses and hashtags inside words alone", () => {
    expect(cleanTranslation("Escriba a info@iglesia.org hoy.", "es")).toBe("Escriba a info@iglesia.org hoy.");
  });
});

describe("agreement around Apertium's placeholders", () => {
  it("makes determiners plural before a plural rendering", () => {
    const protectedText = protectTerms(shipped, "Christ is the propitiation for our sins.", "en", "names");
    const fromApertium = protectedText.text
      .replace("is the", "es la")
      .replace("for our", "para nuestro")
      .replace("Christ", "Cristo");
    expect(restoreTerms(fromApertium, "es", protectedText)).toContain("para nuestros pecados");
    const bibles = protectTerms(shipped, "Open your Bibles.", "en", "names");
    expect(restoreTerms(bibles.text.replace("Open your", "Abierto vuestro"), "es", bibles)).toBe(
      "Abierto vuestras Biblias.",
    );
  });
});

describe("a church term rendered in some languages only (issue 28)", () => {
  const glossary = buildGlossary([{ term: "small group", renderings: { es: "grupo de vida" }, keep: false }]);
  it("is protected for the languages it has a rendering in", () => {
    expect(roundTrip("Join a small group.", "es", "opaque", glossary).out).toBe("Join a grupo de vida.");
  });
  it("is left to the engine elsewhere, instead of coming back in English", () => {
    expect(protectTerms(glossary, "Join a small group.", "en", "opaque", "pt").text).toBe("Join a small group.");
    // Shipped terms still are protected for that language.
    expect(protectTerms(glossary, "Pray in a small group.", "en", "opaque", "pt").slots).toEqual([]);
    expect(protectTerms(glossary, "The Holy Spirit.", "en", "opaque", "pt").text).toBe("The [[1]].");
  });
});
