// What a sermon room and its relay rooms say to each other (decision 013). Every request is
// signed with the shared room secret: relays and the sermon room are public HTTP endpoints too.
import { z } from "zod";
import { languageCode } from "./protocol.ts";

/** Relay room names: `<broadcastId>.r<n>`; broadcastIds are base64url, so "." never occurs in one. */
export const relayName = (broadcastId: string, shard: number) => `${broadcastId}.r${shard}`;
export function sermonOfRelay(name: string) {
  const match = /^(.+)\.r(\d{1,4})$/.exec(name);
  return match ? { sermon: match[1]!, shard: Number(match[2]) } : null;
}

/** Sermon → relay: what to send to the relay's listeners (messages already serialised). */
export const relayCommandSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("segment"),
    seq: z.number().int(),
    /** A retried translation: goes to everyone in the language, like in the sermon room. */
    correction: z.boolean(),
    messages: z.record(z.string(), z.string()),
  }),
  /** A segment's speech, one message per language. */
  z.object({ type: z.literal("audio"), messages: z.record(z.string(), z.string()) }),
  z.object({ type: z.literal("broadcast"), message: z.string(), ended: z.boolean().optional() }),
]);
export type RelayCommand = z.infer<typeof relayCommandSchema>;

/** Relay → sermon: the languages its listeners use, so that the sermon translates into them. */
export const relayRegistrationSchema = z.object({
  type: z.literal("register"),
  relay: z.string().min(1).max(80),
  languages: z.array(languageCode).max(50),
});

/** Sermon → relay, answering a catch-up: one language's segments, and what a welcome says. */
export type RelayCatchUp = {
  status: "live" | "ended";
  sourceLanguage: string;
  lastSeq: number;
  serverVoice: boolean;
  /** No translator serves the language: its listeners read the original. */
  originalOnly: boolean;
  paused: boolean;
  /** Lines taken back (decision 061): a listener coming back drops its copies. */
  withdrawn?: number[];
  /** Numbers after `after` the language never gets (an interpreter's lines, decision 064). */
  skipped?: number[];
  segments: { seq: number; message: string }[];
};
