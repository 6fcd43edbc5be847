// The operator's controls in the room: correct a line, send prepared text (reviewed or not), pause
// and resume.
// The room checks who may send them (host or operator, never a listener); this module does the
// work through the room's own paths, so a correction is translated exactly like a segment is.
// The paused flag lives in room storage: a restarted or hibernated room is still paused.
import type { HostStorage } from "./host.ts";
import type { ClientMessage, ServerMessage } from "../app/neutral/protocol.ts";
import type { Segment, Transcript } from "./transcript.ts";
import { captionPieces } from "../app/neutral/words.ts";
import { personChanged } from "../app/neutral/memory/person-changed.ts";

type OperatorMessage = Extract<ClientMessage, { type: "correct" | "correctTranslation" | "prepared" | "pause" }>;

/** What the controls need from the room. */
export type RoomOps = {
  /** The language spoken now (decision 065): prepared text is read out in it. */
  readonly sourceLanguage: string;
  /** The language a sent line was said in. */
  languageOf(segment: Segment): string;
  readonly transcript: Transcript;
  languagesInUse(): string[];
  /**
   * Stores, translates and delivers one new segment, in order with the host's speech; `reviewed`
   * renderings are stored with it and never translated again (decision 039).
   */
  publish(text: string, reviewed?: Record<string, string>): Promise<Segment>;
  translateInto(segment: Segment, languages: string[]): Promise<void>;
  enqueueDelivery(task: () => Promise<void>): void;
  deliver(segment: Segment, language: string): void;
  /** Languages whose translation failed are tried again later (stored alarm jobs). */
  retryLater(segment: Segment, languages: string[]): Promise<void>;
  broadcast(message: ServerMessage): void;
  /**
   * A line a person corrected in one language: the organisation's memory keeps it (a room event),
   * with who taught it and how (decision 063).
   */
  remember(segment: Segment, language: string, rendering: string, taught: Taught): Promise<void>;
};

/** Who taught the memory a rendering, and how: a booth correction or a prepared line changed in review. */
type Taught = { userId: string | null; via: "correction" | "prepared" };

const PAUSED_KEY = "paused";

export class OperatorControls {
  paused = false;

  constructor(
    private readonly storage: HostStorage,
    private readonly room: RoomOps,
  ) {}

  async load() {
    this.paused = (await this.storage.get<boolean>(PAUSED_KEY)) ?? false;
  }

  /** `userId`: the sender's, from their room token (the memory says who taught it). */
  async handle(message: OperatorMessage, userId: string | null = null) {
    switch (message.type) {
      case "pause":
        return this.setPaused(message.paused);
      case "correct":
        return this.correct(message.seq, message.text);
      case "correctTranslation":
        return this.correctTranslation(message.seq, message.language, message.text, userId);
      case "prepared":
        return this.prepared(message, userId);
    }
  }

  private async setPaused(paused: boolean) {
    this.paused = paused;
    await this.storage.put(PAUSED_KEY, paused);
    // In the delivery chain: segments spoken before the pause still arrive before "Paused".
    this.room.enqueueDelivery(async () => this.room.broadcast({ type: "paused", paused }));
  }

  /**
   * New source text for a sent line: translated again into every language it had and every
   * language in use, then sent to everyone, replacing the line in place (marked edited). Late
   * joiners and the archive read the stored, corrected segment.
   */
  private async correct(seq: number, text: string) {
    const segment = this.room.transcript.get(seq);
    if (!segment || segment.source === text) return;
    // In the delivery chain: a translation of the old text still on its way (the segment was just
    // spoken) has landed before the translations are cleared, so it cannot overwrite the new ones.
    this.room.enqueueDelivery(async () => {
      const languages = new Set([...Object.keys(segment.translations), ...this.room.languagesInUse()]);
      const own = this.room.languageOf(segment);
      languages.delete(own);
      await this.room.transcript.correct(segment, text);
      await this.room.translateInto(segment, [...languages]);
      for (const language of new Set([own, ...this.room.languagesInUse()])) this.room.deliver(segment, language);
      const failed = [...languages].filter((language) => segment.translations[language] === undefined);
      if (failed.length) await this.room.retryLater(segment, failed);
    });
  }

  /**
   * A better rendering of a sent line in one language (a bilingual volunteer in the booth): sent
   * to that language at once, replacing the line (marked edited), and kept in the organisation's
   * translation memory so the next time the sentence is said it comes out this way.
   */
  private async correctTranslation(seq: number, language: string, text: string, userId: string | null) {
    const segment = this.room.transcript.get(seq);
    if (!segment || language === this.room.languageOf(segment)) return;
    // Saved with only its spacing changed is no correction (decision 063): nothing to send or learn.
    const current = segment.translations[language];
    if (current !== undefined && !personChanged(current, text)) return;
    this.room.enqueueDelivery(async () => {
      segment.edited = true; // stored with the translation just below
      await this.room.transcript.saveTranslations(segment, { [language]: text });
      this.room.deliver(segment, language);
    });
    await this.room.remember(segment, language, text, { userId, via: "correction" });
  }

  /**
   * A reading or an announcement: sentence by sentence, as if spoken without a single mistake.
   * Reviewed ahead (decision 039): each line goes out in each reviewed language exactly as the
   * volunteer approved it. Only the renderings a person changed become memory entries, the way a
   * booth correction does (decision 063): a machine line approved as it was teaches nothing. A
   * review made for another spoken language is no review of this sermon's lines.
   */
  private async prepared({ text, reviewed }: Extract<OperatorMessage, { type: "prepared" }>, userId: string | null) {
    const { sourceLanguage } = this.room;
    const lines: { said: string; renderings: Record<string, string>; changed?: string[] }[] =
      reviewed?.from === sourceLanguage
        ? reviewed.lines
        : captionPieces(text, sourceLanguage).map((said) => ({ said, renderings: {} }));
    for (const { said, renderings, changed = [] } of lines) {
      const approved = Object.fromEntries(
        Object.entries(renderings).filter(([language]) => language !== sourceLanguage),
      );
      const segment = await this.room.publish(said, approved);
      for (const [language, rendering] of Object.entries(approved))
        if (changed.includes(language))
          await this.room.remember(segment, language, rendering, { userId, via: "prepared" });
    }
  }
}
