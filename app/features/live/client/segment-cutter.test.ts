import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalizeWord } from "#app/neutral/words.ts";
import { createSegmentCutter } from "./segment-cutter.ts";

const wordsOf = (segments: string[]) => segments.join(" ").split(/\s+/).filter(Boolean).map(normalizeWord);
const count = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Speaks `text` one word at a time, `gapMs` apart, as interim results only. */
function speak(cutter: ReturnType<typeof createSegmentCutter>, text: string, start: number, gapMs = 400) {
  const words = text.split(" ");
  const out: { at: number; segments: string[] }[] = [];
  for (let index = 1; index <= words.length; index++) {
    const at = start + index * gapMs;
    out.push({ at, segments: cutter.interim(words.slice(0, index).join(" "), at) });
  }
  return out;
}

describe("segment cutter", () => {
  it("sends nothing while the interim text keeps changing, then the whole utterance once it is stable", () => {
    const cutter = createSegmentCutter({ stableMs: 700 });
    const spoken = speak(cutter, "the Lord is my shepherd", 0);
    expect(spoken.flatMap((step) => step.segments)).toEqual([]);
    expect(cutter.tick(2000 + 600)).toEqual([]); // 600 ms after the last word: not yet
    expect(cutter.tick(2000 + 700)).toEqual(["the Lord is my shepherd"]);
    expect(cutter.pending()).toBe("");
    expect(cutter.tick(5000)).toEqual([]);
  });

  it("cuts a long run at the stable prefix, after a comma, and leaves the changing tail interim", () => {
    const cutter = createSegmentCutter({ stableMs: 500, softWords: 14 });
    const text = "when I was a young man in a small village far away, my father told me every day that";
    let sent: string[] = [];
    for (const step of speak(cutter, text, 0, 300)) sent = sent.concat(step.segments);
    expect(sent).toEqual(["when I was a young man in a small village far away,"]);
    expect(cutter.pending()).toBe("my father told me every day that");
  });

  it("cuts at a sentence end as soon as the recogniser punctuates", () => {
    const cutter = createSegmentCutter();
    expect(cutter.interim("Grace and peace to you", 0)).toEqual([]);
    expect(cutter.interim("Grace and peace to you. Let us", 100)).toEqual(["Grace and peace to you."]);
    expect(cutter.interim("Grace and peace to you. Let us pray! And", 200)).toEqual(["Let us pray!"]);
    expect(cutter.pending()).toBe("And");
    // An abbreviation is no sentence end.
    expect(cutter.interim("Grace and peace to you. Let us pray! And Dr.", 300)).toEqual([]);
  });

  it("never lets a segment grow beyond 25 words, even when the words never settle", () => {
    const cutter = createSegmentCutter();
    const words = Array.from({ length: 80 }, (_, index) => `word${index}`);
    const segments: string[] = [];
    // A new word every 100 ms: nothing is ever stable for 700 ms.
    for (let index = 1; index <= words.length; index++)
      segments.push(...cutter.interim(words.slice(0, index).join(" "), index * 100));
    segments.push(...cutter.final(words.join(" "), 9000));
    expect(Math.max(...segments.map(count))).toBeLessThanOrEqual(25);
    expect(wordsOf(segments)).toEqual(words);
    // One interim jump of 60 words is cut into pieces of 25 at most, too.
    const jump = createSegmentCutter();
    const pieces = jump.interim(words.slice(0, 60).join(" "), 0);
    expect(pieces.map(count)).toEqual([25, 25]);
  });

  it("sends only the unsent rest when the late final arrives", () => {
    const cutter = createSegmentCutter();
    cutter.interim("the Lord is my shepherd", 0);
    expect(cutter.tick(1000)).toEqual(["the Lord is my shepherd"]);
    cutter.interim("the Lord is my shepherd I shall", 1200);
    expect(cutter.final("The Lord is my shepherd, I shall not want.", 1500)).toEqual(["I shall not want."]);
    expect(cutter.final("He makes me lie down.", 3000)).toEqual(["He makes me lie down."]);
  });

  it("does not send again words the final rewrote after they were sent", () => {
    const cutter = createSegmentCutter();
    cutter.interim("we read from the book of Jon", 0);
    expect(cutter.tick(1000)).toEqual(["we read from the book of Jon"]);
    // The recogniser changes its mind: "Jon" becomes "John chapter", a word is merged.
    expect(cutter.final("We read from the book of John chapter three.", 1200)).toEqual(["chapter three."]);
    // A final that drops a sent word and splits another.
    cutter.interim("today is a good day to pray", 2000);
    expect(cutter.tick(3000)).toEqual(["today is a good day to pray"]);
    expect(cutter.final("To day is good day to pray for all.", 3100)).toEqual(["for all."]);
  });

  it("keeps words sent beyond a final's end as sent for the next utterance", () => {
    const cutter = createSegmentCutter();
    cutter.interim("the Lord is my shepherd I shall", 0);
    expect(cutter.tick(1000)).toEqual(["the Lord is my shepherd I shall"]);
    // Chrome finalises only part of what it showed, and keeps the rest interim.
    expect(cutter.final("The Lord is my shepherd", 1100)).toEqual([]);
    expect(cutter.interim("I shall not", 1200)).toEqual([]);
    expect(cutter.final("I shall not want.", 1500)).toEqual(["not want."]);
  });

  it("flushes what was heard when recognition stops without a final, and forgets it on reset", () => {
    const cutter = createSegmentCutter();
    cutter.interim("and so we", 0);
    expect(cutter.flush()).toEqual(["and so we"]);
    cutter.interim("this is private", 100);
    cutter.reset();
    expect(cutter.tick(5000)).toEqual([]);
    expect(cutter.final("Something new.", 5100)).toEqual(["Something new."]);
  });

  it("cuts Chinese, which has no spaces, to the same limit", () => {
    const cutter = createSegmentCutter();
    const text = "耶和华是我的牧者我必不致缺乏他使我躺卧在青草地上领我在可安歇的水边他使我的灵魂苏醒";
    const segments = cutter.interim(text, 0).concat(cutter.final(text, 100));
    expect(segments.join("")).toBe(text);
    expect(Math.max(...segments.map((segment) => [...segment].length))).toBeLessThanOrEqual(25);
  });

  it("sends every spoken word exactly once, in order, whatever the timing, revisions and finals", () => {
    const script = (
      "in the beginning was the word, and the word was with God. and the word was God; he was in the " +
      "beginning with God. all things were made through him and without him was not any thing made that " +
      "was made in him was life and the life was the light of men"
    ).split(" ");
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            gap: fc.integer({ min: 20, max: 1500 }),
            revise: fc.boolean(),
            final: fc.integer({ min: 0, max: 9 }),
          }),
          { minLength: script.length, maxLength: script.length },
        ),
        (steps) => {
          const cutter = createSegmentCutter();
          const segments: string[] = [];
          let now = 0;
          let utteranceStart = 0;
          steps.forEach((step, index) => {
            now += step.gap;
            segments.push(...cutter.tick(now));
            const utterance = script.slice(utteranceStart, index + 1);
            // Sometimes the newest word first shows misheard, then corrected.
            if (step.revise) segments.push(...cutter.interim([...utterance.slice(0, -1), "uh"].join(" "), now - 10));
            segments.push(...cutter.interim(utterance.join(" "), now));
            if (step.final === 0) {
              segments.push(...cutter.final(utterance.join(" "), now));
              utteranceStart = index + 1;
            }
          });
          segments.push(...cutter.final(script.slice(utteranceStart).join(" "), now + 10));
          const sent = wordsOf(segments);
          expect(sent).toEqual(script.map(normalizeWord).filter(Boolean));
          expect(Math.max(...segments.map(count))).toBeLessThanOrEqual(25);
        },
      ),
      { numRuns: 300 },
    );
  });
});
