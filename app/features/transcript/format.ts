// A sermon's transcript in one language, as the formats people ask for: plain text (with or
// without times), SRT and WebVTT subtitles (times from the sermon's start), JSON and CSV.
// Subtitle text comes from `subtitle` (SRT/WebVTT writer and parser, MIT, maintained).
import { stringifySync } from "subtitle";
import { toCsv } from "#app/utils/csv.ts";

export const exportFormats = ["txt", "txt-times", "srt", "vtt", "json", "csv"] as const;
export type ExportFormat = (typeof exportFormats)[number];

/** One sentence with when it was spoken, in ms after the sermon started. */
export type TimedLine = { seq: number; text: string; startMs: number; endMs: number; untranslated: boolean };

const MIN_CUE_MS = 1200;
const MAX_CUE_MS = 8000;
/** About how long a sentence stays on screen when nothing follows it: reading speed, bounded. */
const readingMs = (text: string) => Math.min(MAX_CUE_MS, Math.max(MIN_CUE_MS * 2, text.length * 70));

/**
 * Gives each line a start and an end. A line's start is when it was spoken (or, for segments kept
 * before times were recorded, right after the previous line); it ends when the next one starts,
 * or after its reading time, whichever comes first.
 */
export function timeLines(
  rows: { seq: number; text: string; offsetMs: number | null; untranslated: boolean }[],
): TimedLine[] {
  const starts: number[] = [];
  for (const [index, row] of rows.entries()) {
    const previous = index ? starts[index - 1]! + readingMs(rows[index - 1]!.text) : 0;
    starts.push(Math.max(row.offsetMs ?? previous, index ? starts[index - 1]! + 1 : 0));
  }
  return rows.map((row, index) => {
    const next = starts[index + 1];
    const natural = starts[index]! + readingMs(row.text);
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

export const extensionOf = (format: ExportFormat) => (format === "txt-times" ? "txt" : format);
