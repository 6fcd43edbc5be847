// A sermon's transcript in one language, as the formats people ask for: plain text (with or
// without times), SRT and WebVTT subtitles (times from the sermon's start), JSON and CSV.
// Subtitle text comes from `subtitle` (SRT/WebVTT writer and parser, MIT, maintained); its cues
// are cut to a readable size in cues.ts.
import { stringifySync } from "subtitle";
import { toCsv } from "#app/utils/csv.ts";
import { subtitleCues } from "./cues.ts";
import type { TimedLine } from "./timing.ts";

export const exportFormats = ["txt", "txt-times", "srt", "vtt", "json", "csv"] as const;
export type ExportFormat = (typeof exportFormats)[number];

function clock(ms: number) {
  const total = Math.floor(ms / 1000);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/** `sourceLanguage`: the sermon's, each line's own unless it says otherwise (decision 065). */
export type TranscriptMeta = {
  title: string;
  church: string;
  language: string;
  sourceLanguage?: string;
  startedAt: string;
};

export function renderTranscript(
  format: ExportFormat,
  meta: TranscriptMeta,
  lines: TimedLine[],
): { body: string; type: string } {
  const cues = () =>
    subtitleCues(lines).map((cue) => ({
      type: "cue" as const,
      data: { start: cue.startMs, end: cue.endMs, text: cue.text },
    }));
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
            segments: lines.map(({ seq, startMs, endMs, text, untranslated, from }) => ({
              seq,
              startMs,
              endMs,
              text,
              untranslated,
              // The language the line was said in (a bilingual preacher, decision 065).
              sourceLanguage: from ?? meta.sourceLanguage,
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
          ["seq", "start", "end", "start_ms", "end_ms", "text", "source_language"],
          lines.map((line) => [
            line.seq,
            clock(line.startMs),
            clock(line.endMs),
            line.startMs,
            line.endMs,
            line.text,
            line.from ?? meta.sourceLanguage ?? "",
          ]),
        ),
      };
  }
}

/** The download's file name: each format its own, so the plain and the timed text never overwrite each other. */
export const fileNameOf = (base: string, format: ExportFormat) =>
  format === "txt-times" ? `${base}-times.txt` : `${base}.${format}`;
