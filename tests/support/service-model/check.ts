// The service model's invariant (issue 27): every line spoken or sent while not paused is there
// exactly once, in order (or marked as history filled in behind newer lines, decision 050), with its
// latest correction, on every listener, the projector, the archived transcript and every export
// format; nothing spoken while paused is anywhere.
import { parseSync } from "subtitle";
import { exportFormats, renderTranscript, type ExportFormat } from "#app/features/transcript/format.ts";
import { transcriptLines } from "#app/features/transcript/export.server.ts";
import type { Participant } from "./participant.ts";

/** How a listener of `language` reads a line (the stand-in translator marks its language). */
export const readAs = (text: string, language: string, source = "en") =>
  language === source ? text : `[${language}] ${text}`;

/** Whether `text` has the sentence token `token` ("t1", and not the "t1" inside "t12"). */
const holds = (text: string, token: string) => new RegExp(`\\b${token}\\b`).test(text);

/** What went wrong, one sentence each; empty when the invariant holds. */
export function checkParticipant(person: Participant, lines: (string | null)[], pausedTokens: Set<string>) {
  const problems: string[] = [];
  const numbers = lines.map((_, seq) => seq);
  if (person.repeats.length) problems.push(`${person.name} got lines again: ${person.repeats.join(", ")}`);
  // Lines not marked history came in order. Someone who left has some of the lines, none they were
  // told was taken back; everyone else has every line not taken back (decisions 050, 061).
  const expected = numbers.filter((seq) => lines[seq] !== null);
  const inOrder = person.order.every((seq, index) => index === 0 || seq > person.order[index - 1]!);
  const held = [...person.texts.keys()].sort((a, b) => a - b);
  const whole = person.left
    ? held.every((seq) => seq < lines.length && !person.withdrawn.has(seq))
    : JSON.stringify(held) === JSON.stringify(expected);
  if (!inOrder || !whole)
    problems.push(
      `${person.name} got lines ${JSON.stringify(person.order)} (history ${JSON.stringify(person.history)}), ` +
        `wanted ${JSON.stringify(expected)}`,
    );
  if (!person.left) {
    for (const [seq, text] of lines.entries()) {
      const got = person.texts.get(seq);
      const want = text === null ? undefined : readAs(text, person.language);
      if (got !== want)
        problems.push(`${person.name} line ${seq}: ${JSON.stringify(got)}, wanted ${JSON.stringify(want)}`);
    }
  }
  const seen = [...person.texts.values(), ...person.others.map((message) => JSON.stringify(message))].join(" ");
  for (const token of pausedTokens) {
    if (holds(seen, token)) problems.push(`${person.name} saw ${token}, said while paused`);
  }
  return problems;
}

/** Nothing said while paused left the room either: not to the provider, not to the web. */
export function checkOutbound(outbound: string[], pausedTokens: Set<string>) {
  const problems: string[] = [];
  for (const token of pausedTokens)
    if (outbound.some((text) => holds(text, token))) problems.push(`${token}, said while paused, left the room`);
  return problems;
}

/** Subtitles cut long lines into cues (transcript/cues.ts): compared as one text, line breaks as spaces. */
const asSubtitles = (texts: string[]) => [texts.join(" ").replace(/\s+/g, " ")];

/** The texts an export carries, read back from the file as a person would get it. */
function exportedTexts(format: ExportFormat, body: string): string[] {
  switch (format) {
    case "txt":
      return body.split("\n").filter(Boolean);
    case "txt-times":
      return body
        .split("\n")
        .filter(Boolean)
        .map((line) => line.replace(/^\[\d\d:\d\d:\d\d\] /, ""));
    case "srt":
    case "vtt":
      return asSubtitles(parseSync(body).flatMap((node) => (node.type === "cue" ? [node.data.text] : [])));
    case "json":
      return (JSON.parse(body) as { segments: { text: string }[] }).segments.map((segment) => segment.text);
    case "csv": {
      // The model's lines hold no commas or quotes: the text is its column as written.
      const [header = "", ...rows] = body.replace(/^\uFEFF/, "").split(/\r?\n/);
      const at = header.split(",").indexOf("text");
      return rows.filter(Boolean).map((row) => row.split(",")[at]!);
    }
  }
}

/** The archived transcript and every export format, in each language, against the model's lines. */
export async function checkArchive(
  sermon: Parameters<typeof transcriptLines>[0],
  languages: string[],
  lines: (string | null)[],
  pausedTokens: Set<string>,
) {
  const problems: string[] = [];
  for (const language of languages) {
    const want = lines.flatMap((text) => (text === null ? [] : [readAs(text, language)]));
    const timed = await transcriptLines(sermon, language);
    const meta = { title: "Model", church: "Model church", language, startedAt: new Date().toISOString() };
    for (const format of exportFormats) {
      const got = exportedTexts(format, renderTranscript(format, meta, timed).body);
      const wanted = format === "srt" || format === "vtt" ? asSubtitles(want) : want;
      if (JSON.stringify(got) !== JSON.stringify(wanted))
        problems.push(`${format} in ${language}: ${JSON.stringify(got)}, wanted ${JSON.stringify(wanted)}`);
      for (const token of pausedTokens)
        if (got.some((text) => holds(text, token))) problems.push(`${format} in ${language} holds ${token}`);
    }
  }
  return problems;
}
