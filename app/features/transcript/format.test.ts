import { parseSync } from "subtitle";
import { describe, expect, it } from "vitest";
import { fileNameOf, renderTranscript } from "./format.ts";
import { timeLines } from "./timing.ts";

const meta = {
  title: "Sunday service",
  church: "Grace",
  language: "es",
  sourceLanguage: "en",
  startedAt: "2026-11-22T09:00:00.000Z",
};
// Spoken at 2 s, 6.5 s and 1 h 2 min 3.4 s after the start; a comma and quotes to escape in CSV.
const lines = timeLines([
  { seq: 0, text: "El Señor es mi pastor, nada me faltará.", offsetMs: 2000, untranslated: false },
  { seq: 1, text: "En lugares de delicados pastos me hará descansar.", offsetMs: 6500, untranslated: false },
  { seq: 2, text: 'He said "amen".', offsetMs: 3_723_400, untranslated: true },
  // Said in Spanish by a bilingual preacher (decision 065): the Spanish transcript has it as said.
  { seq: 3, text: "Dios es amor.", offsetMs: 3_730_000, untranslated: false, from: "es" },
]);

describe("transcript export formats", () => {
  it("times each line from when it was spoken until the next one (or its reading time)", () => {
    expect(lines.map((line) => [line.startMs, line.endMs])).toEqual([
      [2000, 4730],
      [6500, 9930],
      [3_723_400, 3_725_800],
      [3_730_000, 3_732_400],
    ]);
  });

  it("writes SRT that parses back with the same times, text and order", () => {
    const srt = renderTranscript("srt", meta, lines).body;
    expect(srt.startsWith("1\n00:00:02,000 --> 00:00:04,730\nEl Señor es mi pastor, nada me faltará.")).toBe(true);
    const cues = parseSync(srt)
      .filter((node) => node.type === "cue")
      .map((node) => node.data as { start: number; end: number; text: string })
      .map((cue) => ({ ...cue, text: cue.text.replaceAll("\n", " ") }));
    expect(cues).toEqual(lines.map((line) => ({ start: line.startMs, end: line.endMs, text: line.text })));
  });

  it("writes WebVTT that parses back with the same times, text and order", () => {
    const vtt = renderTranscript("vtt", meta, lines).body;
    expect(vtt.startsWith("WEBVTT")).toBe(true);
    expect(vtt).toContain("01:02:03.400 --> 01:02:05.800");
    const cues = parseSync(vtt)
      .filter((node) => node.type === "cue")
      .map((node) => node.data as { start: number; end: number; text: string })
      .map((cue) => ({ ...cue, text: cue.text.replaceAll("\n", " ") }));
    expect(cues).toEqual(lines.map((line) => ({ start: line.startMs, end: line.endMs, text: line.text })));
  });

  it("cuts a verse card into readable cues: two lines of 42 characters, 2 s or more, 17 a second at most", () => {
    const verse =
      "John 3:16-21 (World English Bible): 16 For God so loved the world, that he gave his one and only Son, " +
      "that whoever believes in him should not perish, but have eternal life. 17 For God didn't send his Son " +
      "into the world to judge the world, but that the world should be saved through him. 18 He who believes " +
      "in him is not judged. He who doesn't believe has been judged already, because he has not believed in " +
      "the name of the one and only Son of God. 19 This is the judgement, that the light has come into the " +
      "world, and men loved the darkness rather than the light; for their works were evil.";
    const timed = timeLines([
      { seq: 0, text: "Let us read John three sixteen.", offsetMs: 0, untranslated: false },
      { seq: 0, text: verse, offsetMs: null, untranslated: false },
      { seq: 1, text: "Amen.", offsetMs: 4000, untranslated: false },
    ]);
    const cues = parseSync(renderTranscript("srt", meta, timed).body)
      .filter((node) => node.type === "cue")
      .map((node) => node.data as { start: number; end: number; text: string });
    expect(cues.length).toBeGreaterThan(8);
    for (const [index, cue] of cues.entries()) {
      expect(cue.end - cue.start, cue.text).toBeGreaterThanOrEqual(2000);
      expect(cue.text.length / ((cue.end - cue.start) / 1000), cue.text).toBeLessThanOrEqual(17);
      expect(cue.text.split("\n").length).toBeLessThanOrEqual(2);
      for (const row of cue.text.split("\n")) expect(row.length).toBeLessThanOrEqual(42);
      if (index) expect(cue.start).toBeGreaterThanOrEqual(cues[index - 1]!.end);
    }
    // Nothing lost or reordered; the next spoken line follows the card.
    expect(cues.map((cue) => cue.text.replaceAll("\n", " ")).join(" ")).toBe(
      `Let us read John three sixteen. ${verse} Amen.`,
    );
    // A Chinese card has no spaces to wrap at: it is cut at 42 characters.
    const chinese = timeLines([
      { seq: 0, text: "神爱世人，甚至将他的独生子赐给他们，".repeat(6), offsetMs: 0, untranslated: false },
    ]);
    const rows = parseSync(renderTranscript("vtt", meta, chinese).body)
      .filter((node) => node.type === "cue")
      .flatMap((node) => (node.data as { text: string }).text.split("\n"));
    expect(Math.max(...rows.map((row) => row.length))).toBeLessThanOrEqual(42);
  });

  it("writes plain text with and without times", () => {
    expect(renderTranscript("txt", meta, lines).body).toBe(`${lines.map((line) => line.text).join("\n")}\n`);
    expect(renderTranscript("txt-times", meta, lines).body.split("\n").slice(0, 3)).toEqual([
      "[00:00:02] El Señor es mi pastor, nada me faltará.",
      "[00:00:06] En lugares de delicados pastos me hará descansar.",
      '[01:02:03] He said "amen".',
    ]);
  });

  it("writes JSON with the sermon and each segment, and CSV a spreadsheet opens", () => {
    const json = JSON.parse(renderTranscript("json", meta, lines).body);
    expect(json).toMatchObject({ title: "Sunday service", language: "es" });
    expect(json.segments[2]).toEqual({
      seq: 2,
      startMs: 3_723_400,
      endMs: 3_725_800,
      text: 'He said "amen".',
      untranslated: true,
      sourceLanguage: "en",
    });
    expect(json.segments[3]).toMatchObject({
      seq: 3,
      text: "Dios es amor.",
      untranslated: false,
      sourceLanguage: "es",
    });
    const csv = renderTranscript("csv", meta, lines).body;
    expect(csv.split("\r\n")).toEqual([
      "\uFEFFseq,start,end,start_ms,end_ms,text,source_language",
      '0,00:00:02,00:00:04,2000,4730,"El Señor es mi pastor, nada me faltará.",en',
      "1,00:00:06,00:00:09,6500,9930,En lugares de delicados pastos me hará descansar.,en",
      '2,01:02:03,01:02:05,3723400,3725800,"He said ""amen"".",en',
      "3,01:02:10,01:02:12,3730000,3732400,Dios es amor.,es",
      "",
    ]);
  });

  it("starts every spoken line's cue at its own time after a long verse card, shown beside it (issue 41)", () => {
    const verse = "Psalm 119:1-8 (World English Bible): " + "Blessed are those whose ways are blameless. ".repeat(20);
    const spoken = [
      { seq: 0, text: "Let us read Psalm 119.", offsetMs: 1000, untranslated: false },
      { seq: 1, text: "Happy are they.", offsetMs: 5000, untranslated: false },
      { seq: 2, text: "Blameless means whole.", offsetMs: 9000, untranslated: false },
    ];
    const timed = timeLines([
      spoken[0]!,
      { seq: 0, text: verse, offsetMs: null, untranslated: false, aside: true },
      ...spoken.slice(1),
    ]);
    for (const format of ["srt", "vtt"] as const) {
      const cues = parseSync(renderTranscript(format, meta, timed).body)
        .filter((node) => node.type === "cue")
        .map((node) => node.data as { start: number; end: number; text: string });
      for (const line of spoken) {
        const cue = cues.find((candidate) => candidate.text.replaceAll("\n", " ") === line.text)!;
        expect(Math.abs(cue.start - line.offsetMs), `${format}: ${line.text}`).toBeLessThanOrEqual(500);
      }
      // The whole card is still there, each of its cues readable, none before the line that named it.
      const card = cues.filter((cue) => !spoken.some((line) => line.text === cue.text.replaceAll("\n", " ")));
      expect(card.map((cue) => cue.text.replaceAll("\n", " ")).join(" ")).toBe(verse.trim());
      for (const cue of card) expect(cue.end - cue.start).toBeGreaterThanOrEqual(2000);
      expect(card[0]!.start).toBeGreaterThanOrEqual(1000);
    }
  });

  it("spaces out segments kept before times were recorded, in order", () => {
    const old = timeLines([
      { seq: 0, text: "One.", offsetMs: null, untranslated: false },
      { seq: 1, text: "Two.", offsetMs: null, untranslated: false },
    ]);
    expect(old[0]!.startMs).toBe(0);
    expect(old[1]!.startMs).toBeGreaterThan(old[0]!.startMs);
    expect(old[0]!.endMs).toBeLessThanOrEqual(old[1]!.startMs);
  });

  it("gives prepared text, which arrives as many lines at once, each a readable time (issue 28)", () => {
    const reading = [
      "Psalm 23.",
      "The Lord is my shepherd; I shall not want.",
      "He makes me lie down in green pastures. He leads me beside still waters.",
      "He restores my soul.",
    ];
    const timed = timeLines(reading.map((text, seq) => ({ seq, text, offsetMs: 60_000, untranslated: false })));
    for (const [index, line] of timed.entries()) {
      const shown = line.endMs - line.startMs;
      expect(shown, line.text).toBeGreaterThanOrEqual(2000);
      expect(line.text.length / (shown / 1000), line.text).toBeLessThanOrEqual(17);
      if (index) expect(line.startMs).toBeGreaterThanOrEqual(timed[index - 1]!.endMs);
    }
    expect(timed[0]!.startMs).toBe(60_000);
  });

  it("names the plain and the timed text downloads differently", () => {
    const names = (["txt", "txt-times", "srt", "vtt", "json", "csv"] as const).map((format) =>
      fileNameOf("sermon-2026-11-22-abc-es", format),
    );
    expect(new Set(names).size).toBe(names.length);
    expect(names.slice(0, 2)).toEqual(["sermon-2026-11-22-abc-es.txt", "sermon-2026-11-22-abc-es-times.txt"]);
  });
});
