// A bilingual preacher (decision 065): the language being spoken now, which the host or an operator
// switches mid-sermon. Each new line is stored with it (transcript.ts, `language`), so every later
// step — masking, cutting, translation, delivery, catch-up, the transcript webhook — reads the
// line's own language rather than the sermon's. Kept in storage: a woken room speaks as it did.
import type { HostStorage } from "./host.ts";
import { isLiveLanguage } from "../app/neutral/languages.ts";
import type { ClientMessage, ServerMessage } from "../app/neutral/protocol.ts";

const KEY = "speaking";

export type SpokenLanguageParts = {
  storage: HostStorage;
  /** The sermon's own language (configured by the web): what is spoken until someone switches. */
  sermonLanguage: () => string;
  /** In the live lane: lines said before the switch still arrive before the news of it. */
  enqueue: (task: () => Promise<void>) => void;
  broadcast: (message: ServerMessage) => void;
};

export class SpokenLanguage {
  private switched: string | null = null;

  constructor(private readonly parts: SpokenLanguageParts) {}

  async load() {
    this.switched = (await this.parts.storage.get<string>(KEY)) ?? null;
  }

  /** The language lines are said in now. */
  get current() {
    return this.switched ?? this.parts.sermonLanguage();
  }

  /** For the welcome: the language spoken now, when it is not the sermon's own. */
  get announced() {
    return this.current === this.parts.sermonLanguage() ? undefined : this.current;
  }

  /**
   * A switch from the host or an operator (the room checked the role). A code outside the one
   * language table is refused; a switch to the language already spoken changes nothing.
   */
  async switchTo(language: string): Promise<"unknown_language" | null> {
    if (!isLiveLanguage(language)) return "unknown_language";
    if (language === this.current) return null;
    this.switched = language === this.parts.sermonLanguage() ? null : language;
    if (this.switched === null) await this.parts.storage.delete(KEY);
    else await this.parts.storage.put(KEY, this.switched);
    this.parts.enqueue(async () => this.parts.broadcast({ type: "speaking", language }));
    return null;
  }
}

/**
 * The language a client message's words are in, for words never shown: a correction's is its
 * line's, anything newly said is in the language spoken now.
 */
export function maskingLanguage(
  message: ClientMessage,
  speaking: string,
  line: (seq: number) => { language?: string } | undefined,
  sermon: { languageOf(segment: { language?: string }): string },
) {
  if (message.type !== "correct") return speaking;
  const segment = line(message.seq);
  return segment ? sermon.languageOf(segment) : speaking;
}
