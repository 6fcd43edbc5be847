import { describe, expect, test } from "vitest";
import { readAloud } from "#scripts/scripture/spoken-form.ts";
import { readSermonCases } from "#tests/fixtures/sermon-sentences.ts";
import { detectReferences } from "./detect.ts";

const osis = (text: string, language: string) => detectReferences(text, language).refs.map((ref) => ref.osis);

// Each pattern as a sermon text writes it; the test also reads it the way a browser recogniser
// writes it read aloud (lower case, no punctuation; digits, and number words).
const patterns: [string, string, string[]][] = [
  ["en", "Turn with me to the fourth chapter of Philippians.", ["Phil.4"]],
  ["en", "The twelfth chapter of Hebrews and the second verse.", ["Heb.12.2"]],
  ["en", "You will find it in the 15th chapter of Genesis, beginning at the 18th verse.", ["Gen.15.18"]],
  ["en", "It is in the sixth of Micah that we read it.", ["Mic.6"]],
  ["en", "The eighth of Romans is a golden chapter.", ["Rom.8"]],
  ["en", "Read the sixty-first of Isaiah.", ["Isa.61"]],
  ["en", "How comforting is the ninety-first Psalm.", ["Ps.91"]],
  ["en", "We sang the hundredth Psalm.", ["Ps.100"]],
  ["en", "David wrote the 119th Psalm.", ["Ps.119"]],
  ["en", "The first is from Genesis the twelfth.", ["Gen.12"]],
  ["en", "The second epistle to Timothy, third chapter and sixteenth verse.", ["2Tim.3.16"]],
  ["en", "Turn to the second of Peter, the first chapter.", ["2Pet.1"]],
  ["en", "Look at the First of Kings, chapter 18, at the 21st verse.", ["1Kgs.18.21"]],
  ["en", "Read the 36th verse of the third chapter of John.", ["John.3.36"]],
  ["en", "In the third chapter of John's first Epistle there is much.", ["1John.3"]],
  ["en", "We read in the eighteenth Psalm, at the third verse, of a rock.", ["Ps.18.3"]],
  ["en", "Then John 3:16 says it all.", ["John.3.16"]],
  ["en", "Romans 8:28 is our comfort.", ["Rom.8.28"]],
  ["en", "Read Mark 4 tonight.", ["Mark.4"]],
  ["es", "Leemos en los Hechos en el capítulo 2, versículos 38 al 41.", ["Acts.2.38-Acts.2.41"]],
  ["es", "Cantemos el salmo 91.", ["Ps.91"]],
  ["es", "Abramos en el capítulo cuatro de Filipenses.", ["Phil.4"]],
  ["es", "Es el versículo 9 del capítulo 5 de Mateo.", ["Matt.5.9"]],
  ["es", "Lo dice Mateo capítulo 5, versículo 9.", ["Matt.5.9"]],
  ["es", "Primera de Corintios 13 nos habla del amor.", ["1Cor.13"]],
  ["pt", "Vamos ler no capítulo 4 de Filipenses.", ["Phil.4"]],
  ["pt", "Cantemos o salmo 91.", ["Ps.91"]],
  ["pt", "É o versículo 9 do capítulo 5 de Mateus.", ["Matt.5.9"]],
  ["pt", "Atos capítulo 2, versículos 38 a 41.", ["Acts.2.38-Acts.2.41"]],
  ["pt", "Leia a segunda carta de Pedro, capítulo 3.", ["2Pet.3"]],
];

describe("references as preachers say them, in each form", () => {
  test.each(patterns)("%s: %s", (language, written, expected) => {
    const spoken = readAloud(written, language as "en" | "es" | "pt");
    expect(osis(written, language), "written").toEqual(expected);
    expect(osis(spoken.digits, language), spoken.digits).toEqual(expected);
    expect(osis(spoken.words, language), spoken.words).toEqual(expected);
  });

  test("spoken forms the issue quotes, exactly as a recogniser writes them", () => {
    expect(osis("the sixty first of isaiah", "en")).toEqual(["Isa.61"]);
    expect(osis("romans 8 28", "en")).toEqual(["Rom.8.28"]);
    expect(osis("john 3:16", "en")).toEqual(["John.3.16"]);
    expect(osis("el salmo noventa y uno", "es")).toEqual(["Ps.91"]);
    expect(osis("no capítulo quatro de filipenses", "pt")).toEqual(["Phil.4"]);
    expect(osis("o salmo 91", "pt")).toEqual(["Ps.91"]);
    expect(osis("el quinto capítulo de mateo", "es")).toEqual(["Matt.5"]);
    expect(osis("o capitulo quinto de mateus", "pt")).toEqual(["Matt.5"]);
  });

  test("the chapter named carries to a following 'verse sixteen' in the next segment", () => {
    const first = detectReferences("turn with me to the fifth chapter of matthew", "en");
    expect(first.refs.map((ref) => ref.osis)).toEqual(["Matt.5"]);
    expect(detectReferences("verse nine", "en", first.context).refs.map((ref) => ref.osis)).toEqual(["Matt.5.9"]);
    expect(detectReferences("verses four to seven", "en", first.context).refs.map((ref) => ref.osis)).toEqual([
      "Matt.5.4-Matt.5.7",
    ]);
    const spanish = detectReferences("el capitulo trece de primera de corintios", "es");
    expect(detectReferences("versiculos cuatro al siete", "es", spanish.context).refs.map((ref) => ref.osis)).toEqual([
      "1Cor.13.4-1Cor.13.7",
    ]);
  });
});

describe("printed shorthand in sermon texts (never from a recogniser, but in every written sermon)", () => {
  test.each([
    ["(John iii. 16.) There is no portion of the Word of God more familiar.", ["John.3.16"]],
    ["Let such read Psalm cxxi.; I will lift up mine eyes unto the hills.", ["Ps.121"]],
    ["In John xvii, we find that He made seven requests.", ["John.17"]],
    ["(Acts viii. 26-38.) Conversions were sudden.", ["Acts.8.26-Acts.8.38"]],
    ["Hosea, ch. vi. verses 1 and 2: Come and let us return.", ["Hos.6.1-Hos.6.2"]],
    ["See Rom. 8:28 and 1 Cor. 13:4-7.", ["Rom.8.28", "1Cor.13.4-1Cor.13.7"]],
    ["Hebreus 10.25 nos lembra.", ["Heb.10.25"]],
  ])("%s", (text, expected) => {
    expect(osis(text, text.startsWith("Hebreus") ? "pt" : "en")).toEqual(expected);
  });

  test("a lower-case 'i' is a roman chapter only with its full stop and a verse", () => {
    expect(osis("john i think was the youngest", "en")).toEqual([]);
    expect(osis("Tim 3 times over", "en")).toEqual([]); // an abbreviation needs its full stop
  });
});

describe("false alarms", () => {
  test.each([
    ["en", "think of job one man who lost everything"],
    ["en", "she read revelation seven times over"],
    ["en", "in that psalm one line stands out"],
    ["en", "we still find daniel one of the greatest men in the government"],
    ["en", "the word of the lord came unto jonah the second time"],
    ["en", "when the lord looked on peter the first thing peter did was to weep"],
    ["en", "and the second in hebrews is a warning"],
    ["en", "mark 2 things before you leave"],
    ["en", "first of all let us pray"],
    ["en", "the first chapter of my life was hard"],
    ["es", "juan vino tres veces"],
    ["es", "en ese salmo una linea resalta"],
    ["pt", "joao batista foi desgracado com reis porque um rei o fez nascer"],
    ["pt", "pedro tres vezes negou"],
  ])("%s: %s", (language, text) => {
    expect(osis(text, language)).toEqual([]);
  });

  test("a number after the book still counts when the reference ends there or a clause follows", () => {
    expect(osis("think of job one", "en")).toEqual(["Job.1"]);
    expect(osis("revelation seven tells of the sealed", "en")).toEqual(["Rev.7"]);
    expect(osis("psalm one blessed is the man", "en")).toEqual([]); // "blessed" may be counted
    expect(osis("psalm one is the gate of the psalter", "en")).toEqual(["Ps.1"]);
  });
});

describe("the real-sermon set's development split (tests/fixtures/sermons/)", () => {
  // Only the development split gates: the held-out split is reported by bench:scripture and never
  // checked here, or every later change would be tuned until it passed (decision 060).
  test("synthetic spoken English: the issue's targets hold on the development split", () => {
    let truePositives = 0;
    let falsePositives = 0;
    let falseNegatives = 0;
    const cases = readSermonCases().filter((item) => item.set === "dev" && item.language === "en");
    for (const item of cases) {
      for (const text of [item.syntheticSpokenDigits, item.syntheticSpokenWords]) {
        const got = osis(text, "en");
        truePositives += got.filter((ref) => item.expected.includes(ref)).length;
        falsePositives += got.filter((ref) => !item.expected.includes(ref)).length;
        falseNegatives += item.expected.filter((ref) => !got.includes(ref)).length;
      }
    }
    expect(cases.length).toBeGreaterThan(600);
    // npm run bench:scripture prints the figures; here they must stay above the targets
    expect(truePositives / (truePositives + falsePositives), "precision").toBeGreaterThanOrEqual(0.97);
    expect(truePositives / (truePositives + falseNegatives), "recall").toBeGreaterThanOrEqual(0.92);
  });

  test("the held-out split is a fifth of the set, drawn from whole sources", () => {
    const cases = readSermonCases();
    const heldOut = cases.filter((item) => item.set === "heldout");
    expect(heldOut.length).toBeGreaterThanOrEqual(Math.floor(cases.length / 5) - 1);
    expect(heldOut.length).toBeLessThanOrEqual(Math.ceil(cases.length / 5));
    const heldOutSources = new Set(heldOut.map((item) => item.source));
    expect(cases.filter((item) => item.set === "dev" && heldOutSources.has(item.source))).toEqual([]);
  });
});
