// The one protocol between browsers and the sermon room (the room's calls to and from the web app
// are in room-web-protocol.ts). Every message in either direction is parsed with these schemas;
// anything else is refused.
import { z } from "zod";

export const languageCode = z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/);
export const text = (max: number) => z.string().max(max);
/**
 * The longest segment the room keeps, in characters: a 25-word caption line (MAX_SEGMENT_WORDS)
 * is about 150, so long words and Chinese stay well inside. A longer final is cut into lines where
 * it enters the room (app/neutral/words.ts, roomSegments), so no per-segment step ever sees more.
 */
export const MAX_SEGMENT_CHARS = 400;
/** Text without its white space: reviewed lines are their block when they have the same characters. */
const squeezed = (value: string) => value.replace(/\s+/g, "");

/** Browser → room. Only the host may send interim, final and end. */
export const clientMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("interim"), text: text(2000) }),
  /**
   * A line the speaker's page cut (decision 026). `id`: the page's own key for it, never a room
   * number; a resend after a reconnect carries the same id and is known as a repeat. `seq`: what
   * pages loaded before decision 026 send instead (one open during a deploy must keep working).
   */
  z
    .object({
      type: z.literal("final"),
      id: z
        .string()
        .regex(/^[\w-]{1,80}$/)
        .optional(),
      seq: z.number().int().min(0).max(1_000_000).optional(),
      text: text(4000).min(1),
    })
    .refine((final) => (final.id === undefined) !== (final.seq === undefined), "id or seq, not both"),
  z.object({ type: z.literal("end") }),
  z.object({ type: z.literal("resume"), lastSeq: z.number().int().min(-1) }),
  z.object({ type: z.literal("accept"), clickId: z.string().regex(/^[\w-]{8,64}$/) }),
  /** A listener turned the server voice on or off: only listeners who asked get its clips (decision 022). */
  z.object({ type: z.literal("voice"), on: z.boolean() }),
  // Operator controls (the host, or the organisation's staff on the operator view).
  z.object({ type: z.literal("correct"), seq: z.number().int().min(0).max(1_000_000), text: text(4000).trim().min(1) }),
  /** A better rendering of a sent line in one language: shown at once and kept in the memory (decision 033). */
  z.object({
    type: z.literal("correctTranslation"),
    seq: z.number().int().min(0).max(1_000_000),
    language: languageCode,
    text: text(4000).trim().min(1),
  }),
  /**
   * A reading or announcement. `reviewed` (decision 039): the lines the booth reviewed ahead, as the
   * room would cut `text` for a sermon in `from`, each with the renderings a volunteer approved; those
   * go out verbatim in their languages, the others are translated as usual. `changed` (decision 063):
   * the languages of the line whose rendering a person changed; only those land in the memory (a
   * line approved as the machine wrote it teaches nothing; a message without `changed` teaches nothing).
   */
  z
    .object({
      type: z.literal("prepared"),
      text: text(8000).trim().min(1),
      reviewed: z
        .object({
          from: languageCode,
          lines: z
            .array(
              z.object({
                said: text(MAX_SEGMENT_CHARS).trim().min(1),
                renderings: z.record(languageCode, text(4000).trim().min(1)),
                changed: z.array(languageCode).max(20).optional(),
              }),
            )
            .min(1)
            .max(200),
        })
        .optional(),
    })
    .refine(
      ({ text, reviewed }) =>
        !reviewed || squeezed(reviewed.lines.map((line) => line.said).join("")) === squeezed(text),
      "reviewed lines are the text, nothing added or dropped",
    ),
  z.object({ type: z.literal("pause"), paused: z.boolean() }),
  /**
   * A bilingual preacher (decision 065): the language spoken from now on, one of the live languages
   * (app/neutral/languages.ts); a code outside that table is refused with `unknown_language`.
   */
  z.object({ type: z.literal("speaking"), language: languageCode }),
  /** A human interpreter's line in their language (decision 064); `id` as a final's, so a resend is a repeat. */
  z.object({ type: z.literal("interpret"), id: z.string().regex(/^[\w-]{1,80}$/), text: text(4000).trim().min(1) }),
  /** Take a line back (decision 061): gone from every screen, the transcript, exports and memory. */
  z.object({ type: z.literal("withdraw"), seq: z.number().int().min(0).max(1_000_000) }),
  /** The operator shows (approve) or drops a suggested verse card ("suggest" mode). */
  z.object({ type: z.literal("verseDecision"), id: z.string().regex(/^[\w.:-]{1,80}$/), approve: z.boolean() }),
  /**
   * Anyone: answered with a `pong` of the same id once everything the room queued for this
   * connection before it has been sent. Tests use it to prove that nothing more is coming.
   */
  z.object({ type: z.literal("ping"), id: z.string().regex(/^[\w-]{1,64}$/) }),
  /**
   * Anyone: "are you there?", sent by a page that has heard nothing for a while (decision 051).
   * Answered at once with a `heartbeat`, never queued behind deliveries as `ping` is, and not
   * counted against a listener's message allowance.
   */
  z.object({ type: z.literal("heartbeat") }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;
export const hostOnly: ReadonlySet<ClientMessage["type"]> = new Set(["interim", "final", "end"]);
/** Refused from listeners: only the host and operators may send these. */
export const operatorOnly: ReadonlySet<ClientMessage["type"]> = new Set([
  "correct",
  "correctTranslation",
  "prepared",
  "pause",
  "speaking",
  "withdraw",
  "verseDecision",
]);
/** What an interpreter may send; and only an interpreter sends `interpret`. */
export const interpreterMay: ReadonlySet<ClientMessage["type"]> = new Set(["interpret", "resume", "ping", "heartbeat"]);

/** A passage's verses in one language, as a listener's verse card shows them. */
export const verseCardContentSchema = z.object({
  /** As that language's Bible writes it: "Juan 3:16". */
  reference: z.string().max(200),
  bible: z.string().max(200),
  /** True when the church has no Bible in this language: the source language's verses, translated. */
  machineTranslated: z.boolean(),
  verses: z.array(z.object({ chapter: z.number().int(), verse: z.number().int(), text: z.string().max(4000) })).max(50),
});
export type VerseCardContent = z.infer<typeof verseCardContentSchema>;

/** The operator's lag meter, one row per language in use. */
const lagReportSchema = z.array(
  z.object({
    language: languageCode,
    /** People (listener ids), not connections. */
    listeners: z.number().int().min(0),
    /** How far the newest caption in this language is behind the spoken segment. */
    behindMs: z.number().min(0),
    /** Recent translation time; null for the source language or before the first translation. */
    translateMs: z.number().min(0).nullable(),
    failures: z.number().int().min(0),
    /** More than 5 s behind, or the last translation failed. */
    warning: z.boolean(),
  }),
);
export type LagReport = z.infer<typeof lagReportSchema>;

/** Room → browser. */
export const serverMessageSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("welcome"),
    status: z.enum(["live", "ended"]),
    role: z.enum(["host", "operator", "listener", "display", "interpreter"]),
    language: languageCode,
    sourceLanguage: languageCode,
    lastSeq: z.number().int(),
    paused: z.boolean().optional(),
    /** True when the room sends spoken audio for this language (a server voice is set). */
    serverVoice: z.boolean(),
    /** True when no translator serves this language: captions are the original, said once. */
    originalOnly: z.boolean().optional(),
    /** The language being spoken now, when the preacher switched from `sourceLanguage` (decision 065). */
    speaking: languageCode.optional(),
  }),
  z.object({ type: z.literal("preview"), text: z.string() }),
  z.object({
    type: z.literal("segment"),
    seq: z.number().int(),
    language: languageCode,
    text: z.string(),
    /** True when translation failed and `text` is the source; a corrected segment may follow. */
    untranslated: z.boolean().optional(),
    /** The operator corrected this line: it replaces the one with the same seq. */
    edited: z.boolean().optional(),
    /** Sent live (not catch-up): how long after it was spoken this caption left the room. */
    behindMs: z.number().min(0).optional(),
    /** An earlier line a newcomer's catch-up fills in after newer ones (decision 050): shown in place, not said. */
    history: z.boolean().optional(),
    /** A better rendering (memory, a quoted verse) of a line already sent: replaces it in place, not said again. */
    revised: z.boolean().optional(),
    /** The line's own language, when it was said in another than the sermon's (decision 065). */
    from: languageCode.optional(),
    /** With `from`: `text` is the line as said (this listener's language), not a translation. */
    original: z.boolean().optional(),
    /** A human interpreter's line in this language (decision 064), not a machine translation. */
    interpreter: z.boolean().optional(),
  }),
  /**
   * Languages with a human interpreter live now, and those that had one in this sermon (their
   * machine lines are marked as such). Sent when it changes, and on arrival once there was one.
   */
  z.object({
    type: z.literal("interpreters"),
    live: z.array(languageCode).max(50),
    used: z.array(languageCode).max(50),
  }),
  /** To the host and operators: an interpreter's line (decision 064). */
  z.object({ type: z.literal("interpreterLine"), seq: z.number().int(), language: languageCode, text: z.string() }),
  /**
   * Numbers this screen's language never gets (another language's interpreter line, a line an
   * interpreter spoke for): held all the same, so a reconnect asks only for what is missing.
   */
  z.object({ type: z.literal("skipped"), seqs: z.array(z.number().int()).max(100_000) }),
  z.object({ type: z.literal("paused"), paused: z.boolean() }),
  /** The preacher switched language (decision 065): lines from now on are said in `language`. */
  z.object({ type: z.literal("speaking"), language: languageCode }),
  /** The line `seq` was taken back (decision 061): every screen drops it; it never comes again. */
  z.object({ type: z.literal("withdrawn"), seq: z.number().int() }),
  /** To the host and operators only. */
  z.object({ type: z.literal("lag"), languages: lagReportSchema }),
  /** Speech for one segment in one language, synthesised once for everyone in that language. */
  z.object({
    type: z.literal("audio"),
    seq: z.number().int(),
    language: languageCode,
    mime: z.string(),
    data: z.string(),
  }),
  z.object({ type: z.literal("ended") }),
  /** The answer to a `ping`, after everything queued before it. */
  z.object({ type: z.literal("pong"), id: z.string() }),
  /** The answer to a `heartbeat`, at once: the room is there and this socket carries its words. */
  z.object({ type: z.literal("heartbeat") }),
  /** A verse card in the caption stream, after segment `afterSeq`; long passages come in parts. */
  z.object({
    type: z.literal("verse"),
    id: z.string(),
    afterSeq: z.number().int(),
    osis: z.string(),
    part: z.number().int().min(1),
    parts: z.number().int().min(1),
    card: verseCardContentSchema,
  }),
  /** To operators in "suggest" mode: a detected passage waiting for approval; `resolved` when decided. */
  z.object({
    type: z.literal("verseSuggestion"),
    id: z.string(),
    osis: z.string(),
    spoken: z.string(),
    reference: z.string(),
    preview: z.string(),
    resolved: z.enum(["approved", "dismissed"]).optional(),
  }),
  z.object({
    type: z.literal("error"),
    code: z.enum(["invalid_message", "forbidden", "translation_error", "rate_limited", "unknown_language"]),
  }),
  /** To the host and operators only: words never shown that the room just masked (issue 42). */
  z.object({ type: z.literal("masked"), words: z.array(z.string().max(200)).max(50) }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;

/** Splits recognised speech at sentence boundaries; nothing is translated from half sentences. */
export function splitSentences(input: string, locale = "en"): string[] {
  const segmenter = new Intl.Segmenter(locale, { granularity: "sentence" });
  return Array.from(segmenter.segment(input), (part) => part.segment.trim()).filter(Boolean);
}
