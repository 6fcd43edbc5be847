// When each transcript line is on screen: from when it was spoken, for at least its reading time.

/**
 * One sentence with when it was spoken, in ms after the sermon started. An `aside` (a verse card)
 * is shown beside speech: it keeps its own reading time among asides and never delays a spoken
 * line, which starts when it was said (issue 41: lines after a long card were 34.7 s late).
 */
export type TimedLine = {
  seq: number;
  text: string;
  startMs: number;
  endMs: number;
  untranslated: boolean;
  /** The language the line was said in (decision 065). */
  from?: string;
  aside?: boolean;
};
type Row = {
  seq: number;
  text: string;
  offsetMs: number | null;
  untranslated: boolean;
  from?: string;
  aside?: boolean;
};

/** Broadcast caption guidelines: a caption stays at least about 2 s, and is read at most ~17 characters a second. */
const MIN_CUE_MS = 2000;
const MAX_CHARS_PER_SECOND = 17;
const LINGER_MS = { min: 2400, max: 8000, perChar: 70 };
/** The least time a line must stay on screen to be read. */
const neededMs = (text: string) => Math.max(MIN_CUE_MS, Math.ceil((text.length * 1000) / MAX_CHARS_PER_SECOND));
/** How long a line stays when nothing follows soon: a comfortable reading time, bounded (never under neededMs). */
const lingerMs = (text: string) =>
  Math.max(neededMs(text), Math.min(LINGER_MS.max, Math.max(LINGER_MS.min, text.length * LINGER_MS.perChar)));

/**
 * Gives each line a start and an end. A line starts when it was spoken (or, for segments kept before
 * times were recorded, right after the previous line), but never before the previous line had its
 * reading time: prepared text arrives as many lines in one instant, and each still needs ~2 s. A line
 * ends when the next one starts, or after its linger time, whichever comes first.
 */
export function timeLines(rows: Row[]): TimedLine[] {
  const starts: number[] = [];
  // The row before, of the same kind (spoken or aside): only it makes a row wait. An aside never
  // starts before the spoken line it follows.
  const before = (index: number, aside: boolean) => {
    for (let at = index - 1; at >= 0; at--) if (Boolean(rows[at]!.aside) === aside) return at;
    return -1;
  };
  for (const [index, row] of rows.entries()) {
    const previous = before(index, Boolean(row.aside));
    let earliest = previous >= 0 ? starts[previous]! + neededMs(rows[previous]!.text) : 0;
    if (row.aside && index) earliest = Math.max(earliest, starts[index - 1]!);
    starts.push(Math.max(row.offsetMs ?? earliest, earliest));
  }
  return rows.map((row, index) => {
    const next = rows.findIndex((other, at) => at > index && Boolean(other.aside) === Boolean(row.aside));
    const natural = starts[index]! + lingerMs(row.text);
    return {
      seq: row.seq,
      text: row.text,
      untranslated: row.untranslated,
      ...(row.from ? { from: row.from } : {}),
      startMs: starts[index]!,
      endMs: next === -1 ? natural : Math.min(natural, starts[next]!),
      ...(row.aside ? { aside: true } : {}),
    };
  });
}
