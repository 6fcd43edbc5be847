// The protocol between the sermon room and the web app: signed commands the web sends the room,
// the webhooks the room sends the web, and the room's calls for help (segment plans, verse cards,
// provider requests by name). Browsers never see these; their messages are in protocol.ts.
import { z } from "zod";
import { MAX_GLOSSARY_TERMS } from "./glossary/limits.ts";
import { MAX_MASKED_WORD_LENGTH, MAX_MASKED_WORDS } from "./masking/masker.ts";
import { languageCode, text, verseCardContentSchema } from "./protocol.ts";

/** Room → web: plan a segment before the engine (memory sentences, a quoted verse). */
export const segmentHelpRequestSchema = z.object({
  broadcastId: z.string().max(100),
  text: text(4000),
  previous: text(4000).optional(),
  from: languageCode,
  targets: z.array(languageCode).max(50),
});
const plannedPieceSchema = z.discriminatedUnion("source", [
  z.object({ source: z.literal("memory"), said: text(4000), text: text(8000), note: text(8000) }),
  z.object({ source: z.literal("bible"), said: text(4000), text: text(8000), note: text(200) }),
  z.object({ source: z.literal("rest"), said: text(4000) }),
]);
export const segmentHelpResponseSchema = z.object({
  plans: z.record(languageCode, z.array(plannedPieceSchema).max(200)),
});

/**
 * Room → web: one request to the sermon's translator or speech provider, sent for the room because
 * its address is a name (party/provider-transport.ts, decision 052). The web answers with the
 * provider's status, type and body, or 502 when it refused the address.
 */
export const providerRelayRequestSchema = z.object({
  broadcastId: z.string().max(100),
  url: z.url().max(2048),
  method: z.enum(["GET", "POST"]),
  headers: z.record(z.string().max(100), z.string().max(2048)),
  body: z.string().max(64_000).optional(),
});
export type ProviderRelayRequest = z.infer<typeof providerRelayRequestSchema>;

/** Room → web: the verses of a passage a speaker named, for the languages in use. */
export const scriptureCardsRequestSchema = z.object({
  broadcastId: z.string().min(1).max(100),
  osis: z.string().regex(/^[\w.,-]{3,200}$/),
  languages: z.array(languageCode).max(20),
});
export const scriptureCardsResponseSchema = z.object({
  cards: z.record(z.string(), verseCardContentSchema.nullable()),
});

/** How the room translates, pushed by the web app (keys included: this never reaches a browser). */
const translationConfigSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("none") }),
  z.object({ kind: z.literal("apertium"), url: z.url() }),
  z.object({ kind: z.literal("libretranslate"), url: z.url(), apiKey: z.string().optional() }),
  z.object({ kind: z.literal("azure"), endpoint: z.url(), key: z.string().min(1), region: z.string().optional() }),
]);
export type TranslationConfig = z.infer<typeof translationConfigSchema>;

/** One organisation glossary term: what the speaker says, and its rendering per language. */
const glossaryTermSchema = z.object({
  term: z.string().trim().min(1).max(100),
  keep: z.boolean(),
  renderings: z.record(languageCode, z.string().trim().max(200)),
});

/** Web → room, over signed HTTP. */
export const roomCommandSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("configure"),
    sourceLanguage: languageCode,
    translation: translationConfigSchema,
    /** The organisation's own glossary terms; the shipped church glossary is in the room already. */
    glossary: z.array(glossaryTermSchema).max(MAX_GLOSSARY_TERMS).default([]),
    /** The organisation's words never shown (issue 42); each language's shipped list is in the room already. */
    maskedWords: z.array(z.string().trim().min(1).max(MAX_MASKED_WORD_LENGTH)).max(MAX_MASKED_WORDS).default([]),
    webhookUrl: z.url().optional(),
    /** Where the room asks the web app to plan a segment: memory and quoted verses (decision 033). */
    helpUrl: z.url().optional(),
    /**
     * Where the room sends a provider request whose address is a name (decision 052): the web
     * resolves it, checks it and connects to the address it checked. Without it such a request is refused.
     */
    providerRelayUrl: z.url().optional(),
    /** Azure neural voices: the speech endpoint and key, and a voice id per language. */
    speech: z.object({ endpoint: z.url(), key: z.string().min(1) }).optional(),
    voices: z.record(z.string(), z.string().regex(/^[\w-]{3,80}$/)).default({}),
    /** Verse cards for spoken references: where the room asks for verses, and how cards go out. */
    scripture: z
      .object({
        url: z.url(),
        mode: z.enum(["show", "suggest", "off"]),
        versesPerCard: z.number().int().min(1).max(10).default(3),
      })
      .optional(),
  }),
  z.object({ type: z.literal("end") }),
  /** The organisation changed its scripture mode: a live sermon follows it from its next segment (issue 28). */
  z.object({ type: z.literal("scriptureMode"), mode: z.enum(["show", "suggest", "off"]) }),
  /** Display links revoked: their sockets close now, and their tokens are refused from now on (decision 026). */
  z.object({
    type: z.literal("revokeDisplays"),
    listenerIds: z.array(z.string().regex(/^d-[\w-]{1,80}$/)).max(1000),
  }),
]);
export type RoomCommand = z.infer<typeof roomCommandSchema>;
export type RoomCommandInput = z.input<typeof roomCommandSchema>;

/** Room → web webhooks: signed, retried, idempotent by `id`. */
export const roomEventSchema = z.discriminatedUnion("type", [
  z.object({
    id: z.string(),
    type: z.literal("listener.joined"),
    broadcastId: z.string(),
    listenerId: z.string(),
    userId: z.string().nullable(),
    language: languageCode,
    at: z.string(),
  }),
  z.object({
    id: z.string(),
    type: z.literal("listener.left"),
    broadcastId: z.string(),
    listenerId: z.string(),
    at: z.string(),
  }),
  z.object({
    id: z.string(),
    type: z.literal("salvation"),
    broadcastId: z.string(),
    clickId: z.string(),
    userId: z.string().nullable(),
    listenerId: z.string().optional(),
    at: z.string(),
  }),
  z.object({ id: z.string(), type: z.literal("sermon.ended"), broadcastId: z.string(), at: z.string() }),
  /** The booth corrected a line in one language: the organisation's memory keeps it (decision 033). */
  z.object({
    id: z.string(),
    type: z.literal("booth.corrected"),
    broadcastId: z.string(),
    sourceLanguage: languageCode,
    source: z.string().max(4000),
    language: languageCode,
    rendering: z.string().max(4000),
    /**
     * Decision 063: who taught it (the operator's user id from their room token) and how: a line
     * corrected in the booth, or a prepared reading's line a person changed in review. Rooms from
     * before send neither: a booth correction by someone unknown.
     */
    userId: z.string().max(64).nullable().optional(),
    via: z.enum(["correction", "prepared"]).optional(),
  }),
  /**
   * A line taken back (decision 061): its transcript rows and the memory entries it made go; the
   * audit keeps who took it back and when, never its words. `memory`: what the line put in memory.
   */
  z.object({
    id: z.string(),
    type: z.literal("line.withdrawn"),
    broadcastId: z.string(),
    seq: z.number().int(),
    userId: z.string().nullable(),
    role: z.enum(["host", "operator"]),
    at: z.string(),
    memory: z
      .array(
        z.object({
          sourceLanguage: languageCode,
          source: z.string().max(4000),
          language: languageCode,
          rendering: z.string().max(4000),
        }),
      )
      .max(200)
      .default([]),
  }),
  z.object({
    id: z.string(),
    type: z.literal("transcript"),
    broadcastId: z.string(),
    /** `spokenAt`: when the segment was spoken (epoch ms), for the exports' subtitle times. */
    segments: z.array(
      z.object({
        seq: z.number().int(),
        language: languageCode,
        /** The language the line was said in (a bilingual preacher, decision 065); absent: the sermon's. */
        from: languageCode.optional(),
        text: z.string(),
        spokenAt: z.number().int().optional(),
      }),
    ),
    /** Verse cards shown to listeners, kept with the transcript for exports. */
    verses: z
      .array(
        z.object({
          afterSeq: z.number().int(),
          language: languageCode,
          osis: z.string(),
          reference: z.string(),
          bible: z.string(),
          machineTranslated: z.boolean(),
          text: z.string(),
        }),
      )
      .default([]),
  }),
]);
export type RoomEvent = z.infer<typeof roomEventSchema>;
/** Several webhooks in one request, in order: a thousand joins must not take a thousand round trips. */
export const roomEventBatchSchema = z.object({ events: z.array(roomEventSchema).min(1).max(100) });
export type RoomEventInput = z.input<typeof roomEventSchema>;
