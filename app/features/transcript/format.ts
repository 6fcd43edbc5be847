// A sermon's transcript in one language, as the formats people ask for: plain text (with or
// without times), SRT and WebVTT subtitles (times from the sermon's start), JSON and CSV.
// Subtitle text comes from `subtitle` (SRT/WebVTT writer and parser, MIT, maintained).
import { stringifySync } from "subtitle";
import { toCsv } from "#app/utils/csv.ts";

export const exportFormats = ["txt", "txt-times", "srt", "vtt", "json", "csv"] as const;
export type ExportFormat = (typeof exportFormats)[number];

/** One sentence with when it was spoken, in ms after the sermon started. */
export type TimedLine = { seq: number; text: string; startMs: number; endMs: number; untranslated: boolean };

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
export function timeLines(
  rows: { seq: number; text: string; offsetMs: number | null; untranslated: boolean }[],
): TimedLine[] {
  const starts: number[] = [];
  for (const [index, row] of rows.entries()) {
    const earliest = index ? starts[index - 1]! + neededMs(rows[index - 1]!.text) : 0;
    starts.push(Math.max(row.offsetMs ?? earliest, earliest));
  }
  return rows.map((row, index) => {
    const next = starts[index + 1];
    const natural = starts[index]! + lingerMs(row.text);
    return {
      seq: row.seq,
      text: row.text,
      untranslated: row.untranslated,
      startMs: starts[index]!,
      endMs: next === undefined ? natural : Math.min(natural, next),
    };
  });
}

function clock(ms: number) {
  const total = Math.floor(ms / 1000);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

export type TranscriptMeta = { title: string; church: string; language: string; startedAt: string };

export function renderTranscript(
  format: ExportFormat,
  meta: TranscriptMeta,
  lines: TimedLine[],
): { body: string; type: string } {
  const cues = () =>
    lines.map((line) => ({ type: "cue" as const, data: { start: line.startMs, end: line.endMs, text: line.text } }));
  switch (format) {
    case "txt":
      return { type: "text/plain; charset=utf-8", body: `${lines.map((line) => line.text).join("\n")}\n` };
    case "txt-times":
      return {
        type: "text/plain; charset=utf-8",
        body: `${lines.map((line) => `[${clock(line.startMs)}] ${line.text}`).join("\n")}\n`,
      };
    case "srt":
      return { type: "application/x-subrip; charset=utf-8", body: stringifySync(cues(), { format: "SRT" }) };
    case "vtt":
      return { type: "text/vtt; charset=utf-8", body: stringifySync(cues(), { format: "WebVTT" }) };
    case "json":
      return {
        type: "application/json; charset=utf-8",
        body: JSON.stringify(
          {
            ...meta,
            segments: lines.map(({ seq, startMs, endMs, text, untranslated }) => ({
              seq,
              startMs,
              endMs,
              text,
              untranslated,
            })),
          },
          null,
          2,
        ),
      };
    case "csv":
      return {
        type: "text/csv; charset=utf-8",
        body: toCsv(
          ["seq", "start", "end", "start_ms", "end_ms", "text"],
          lines.map((line) => [line.seq, clock(line.startMs), clock(line.endMs), line.startMs, line.endMs, line.text]),
        ),
      };
  }
}

/** The download's file name: each format its own, so the plain and the timed text never overwrite each other. */
export const fileNameOf = (base: string, format: ExportFormat) =>
  format === "txt-times" ? `${base}-times.txt` : `${base}.${format}`;
