// Subtitle cues a viewer can read: a verse card or a long prepared paragraph is one line of the
// transcript, but on screen it must come a couple of lines at a time (broadcast caption
// guidelines: at most two lines of about 42 characters, read at most ~17 characters a second).
import { timeLines, type TimedLine } from "./timing.ts";

const LINE_CHARS = 42;
const LINES_PER_CUE = 2;

/** `text` wrapped at spaces into lines of at most LINE_CHARS; a longer word (or unspaced script, as Chinese) is cut. */
function wrap(text: string) {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const pieces = word.match(new RegExp(`[^]{1,${LINE_CHARS}}`, "gu")) ?? [];
    for (const piece of pieces) {
      if (current && current.length + 1 + piece.length <= LINE_CHARS) current += ` ${piece}`;
      else {
        if (current) lines.push(current);
        current = piece;
      }
    }
  }
  if (current) lines.push(current);
  return lines;
}

/** A line's text as cue texts of at most two wrapped lines each (joined by a line break). */
function cueTexts(text: string) {
  const lines = wrap(text);
  const cues: string[] = [];
  for (let index = 0; index < lines.length; index += LINES_PER_CUE)
    cues.push(lines.slice(index, index + LINES_PER_CUE).join("\n"));
  return cues.length ? cues : [text];
}

/**
 * The transcript's lines as subtitle cues: each line cut into readable cues, the first starting when
 * the line did and each next one after the previous had its reading time (timeLines' own rule), so
 * a 600-character verse card becomes a dozen cues of a few seconds rather than one of 37 s.
 */
export function subtitleCues(lines: TimedLine[]): TimedLine[] {
  const cues = timeLines(
    lines.flatMap((line) =>
      cueTexts(line.text).map((text, index) => ({
        seq: line.seq,
        text,
        offsetMs: index === 0 ? line.startMs : null,
        untranslated: line.untranslated,
        aside: line.aside,
      })),
    ),
  );
  // A verse card's cues run beside the speech that follows it: players want cues by start time.
  return cues.sort((a, b) => a.startMs - b.startMs);
}
