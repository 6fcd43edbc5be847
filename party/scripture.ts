import type { HostConnection, RoomHost } from "./host.ts";
import { detectReferences, type ReferenceContext } from "../app/neutral/scripture/detect.ts";
import { osisShown } from "../app/neutral/scripture/chapter-opening.ts";
import { referenceLabel } from "../app/neutral/scripture/reference-label.ts";
import { type ServerMessage, type VerseCardContent } from "../app/neutral/protocol.ts";
import { scriptureCardsResponseSchema, type RoomCommand } from "../app/neutral/room-web-protocol.ts";
import { signedHeaders } from "../app/neutral/signed-request.ts";

type ScriptureConfig = NonNullable<Extract<RoomCommand, { type: "configure" }>["scripture"]>;

/** One detected passage: its cards per language, once built. Kept in room storage (hibernation). */
type Passage = {
  id: string;
  afterSeq: number;
  osis: string;
  spoken: string;
  state: "shown" | "pending" | "dismissed";
  cards: Record<string, VerseCardContent | null>;
};

export type ScriptureHooks = {
  roomId: () => string;
  sourceLanguage: () => string;
  languagesInUse: () => string[];
  /** The room's own translation path (glossary included), for languages without a Bible. */
  translate: (text: string, from: string, targets: string[]) => Promise<Record<string, string>>;
  /** Sends in order with the captions (the room's delivery chain). */
  enqueue: (task: () => Promise<void>) => void;
};

const KEEP_PASSAGES = 200;

/**
 * Verse cards: finds the passages a speaker names in each final segment, asks the web app for
 * the verses in each listener language's Bible, and sends each language group its card, at once
 * or once an operator approves ("suggest"). State lives in storage so a hibernated room wakes
 * with its pending suggestions and the cards late joiners must get.
 */
export class ScriptureDesk {
  private context: ReferenceContext = null;
  private passages: Passage[] = [];

  constructor(
    private readonly room: RoomHost,
    private readonly secret: string,
    private readonly hooks: ScriptureHooks,
  ) {}

  async load() {
    this.context = (await this.room.storage.get<ReferenceContext>("scripture:context")) ?? null;
    const stored = await this.room.storage.list<Passage>({ prefix: "scripture:passage:" });
    this.passages = [...stored.values()].sort((a, b) => a.afterSeq - b.afterSeq || a.id.localeCompare(b.id));
  }

  /**
   * After a final segment is stored: detect, then build and send (or suggest) its cards. `said`:
   * the line's own language (a bilingual preacher's "Juan 3:16", decision 065), the sermon's if none.
   */
  async onSegment(seq: number, text: string, config: ScriptureConfig | undefined, said?: string) {
    if (!config || config.mode === "off") return;
    const found = detectReferences(text, said ?? this.hooks.sourceLanguage(), this.context);
    this.context = found.context;
    await this.room.storage.put("scripture:context", this.context);
    for (const [index, ref] of found.refs.entries()) {
      const passage: Passage = {
        id: `${seq}.${index}`,
        afterSeq: seq,
        osis: ref.osis,
        spoken: ref.text,
        state: config.mode === "suggest" ? "pending" : "shown",
        cards: {},
      };
      // Until the passage is listed, a joining listener's catch-up cannot see it: one of a language
      // new to the room who joined during the lookup got the caption but never the card. So the
      // languages are asked again after each lookup, and the passage listed with no await between
      // the last asking and the listing.
      let missing = [...new Set([this.hooks.sourceLanguage(), ...this.hooks.languagesInUse()])];
      while (missing.length) {
        await this.buildCards(passage, missing, config);
        missing = this.hooks.languagesInUse().filter((language) => !(language in passage.cards));
      }
      this.passages.push(passage);
      await this.save(passage);
      const dropped = this.passages.splice(0, Math.max(0, this.passages.length - KEEP_PASSAGES));
      if (dropped.length) await this.room.storage.delete(dropped.map((old) => `scripture:passage:${old.id}`));
      if (passage.state === "shown") this.hooks.enqueue(async () => this.broadcast(passage, config));
      else this.hooks.enqueue(async () => this.toOperators(this.suggestion(passage)));
    }
  }

  /** An operator's answer to a suggestion. */
  async decide(id: string, approve: boolean, config: ScriptureConfig | undefined) {
    const passage = this.passages.find((item) => item.id === id && item.state === "pending");
    if (!passage || !config) return;
    passage.state = approve ? "shown" : "dismissed";
    await this.save(passage);
    // The cards are built off the live lane (decision 050): the verse lookup and its translation
    // once held every caption behind them (found by the time properties, decision 062).
    if (approve) await this.buildCards(passage, this.hooks.languagesInUse(), config);
    this.hooks.enqueue(async () => {
      if (approve) this.broadcast(passage, config);
      this.toOperators({ ...this.suggestion(passage), resolved: approve ? "approved" : "dismissed" });
    });
  }

  /** For a joining or reconnecting connection: the cards shown after `lastSeq`, and open suggestions. */
  async catchUp(
    connection: HostConnection,
    language: string,
    role: string,
    lastSeq: number,
    config: ScriptureConfig | undefined,
  ) {
    if (!config) return;
    if (role === "host" || role === "operator") {
      for (const passage of this.passages)
        if (passage.state === "pending") connection.send(JSON.stringify(this.suggestion(passage)));
    }
    for (const passage of this.passages) {
      if (passage.state !== "shown" || passage.afterSeq <= lastSeq) continue;
      if (!(language in passage.cards)) {
        await this.buildCards(passage, [language], config);
        await this.save(passage);
      }
      for (const message of this.messages(passage, language, config)) connection.send(JSON.stringify(message));
    }
  }

  /** Every card listeners saw, one row per passage and language, for the archived transcript. */
  archive() {
    return this.passages.flatMap((passage) =>
      passage.state !== "shown"
        ? []
        : Object.entries(passage.cards).flatMap(([language, card]) =>
            card
              ? [
                  {
                    afterSeq: passage.afterSeq,
                    language,
                    osis: passage.osis,
                    reference: card.reference,
                    bible: card.bible,
                    machineTranslated: card.machineTranslated,
                    text: card.verses.map((verse) => `${verse.verse} ${verse.text}`).join(" "),
                  },
                ]
              : [],
          ),
    );
  }

  private async buildCards(passage: Passage, languages: string[], config: ScriptureConfig) {
    const missing = languages.filter((language) => !(language in passage.cards));
    if (!missing.length) return;
    const source = this.hooks.sourceLanguage();
    const wanted = [...new Set([source, ...missing])].filter(
      (language) => !(language in passage.cards) || language === source,
    );
    const fetched = await this.fetchCards(passage.osis, wanted, config);
    for (const language of wanted)
      if (!(language in passage.cards)) passage.cards[language] = fetched[language] ?? null;
    // A language without a Bible reads the source language's verses machine-translated, marked, or,
    // where no translator serves it, the source language's card itself.
    const sourceCard = passage.cards[source];
    const untranslated = missing.filter((language) => passage.cards[language] === null && language !== source);
    if (!sourceCard || !untranslated.length) return;
    const texts = await Promise.all(
      sourceCard.verses.map((verse) =>
        this.hooks.translate(verse.text, source, untranslated).catch(() => ({}) as Record<string, string>),
      ),
    );
    for (const language of untranslated) {
      // No translator into this language: its listeners read the original, as their captions are
      // (issue 28: Arabic, Chinese, Hindi and Indonesian got no card at all under Apertium).
      if (texts.some((translations) => translations[language] === undefined)) {
        passage.cards[language] = sourceCard;
        continue;
      }
      passage.cards[language] = {
        reference: referenceLabel(osisShown(passage.osis, sourceCard.verses), language),
        bible: sourceCard.bible,
        machineTranslated: true,
        verses: sourceCard.verses.map((verse, index) => ({ ...verse, text: texts[index]![language]! })),
      };
    }
  }

  private async fetchCards(
    osis: string,
    languages: string[],
    config: ScriptureConfig,
  ): Promise<Record<string, VerseCardContent | null>> {
    const body = JSON.stringify({ broadcastId: this.hooks.roomId(), osis, languages });
    try {
      const response = await this.room.fetch(config.url, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...(await signedHeaders(this.secret, body)) },
        body,
      });
      if (!response.ok) return {};
      const parsed = scriptureCardsResponseSchema.safeParse(await response.json());
      return parsed.success ? parsed.data.cards : {};
    } catch {
      return {}; // the web app is unreachable: no card rather than a stalled caption stream
    }
  }

  /** A passage's card for one language, cut into parts of at most `versesPerCard` verses. */
  private messages(passage: Passage, language: string, config: ScriptureConfig): ServerMessage[] {
    const card = passage.cards[language];
    if (!card) return [];
    const size = config.versesPerCard;
    const parts = Math.max(1, Math.ceil(card.verses.length / size));
    return Array.from({ length: parts }, (_, index) => ({
      type: "verse" as const,
      id: `${passage.id}.${index + 1}`,
      afterSeq: passage.afterSeq,
      osis: passage.osis,
      part: index + 1,
      parts,
      card: { ...card, verses: card.verses.slice(index * size, (index + 1) * size) },
    }));
  }

  private broadcast(passage: Passage, config: ScriptureConfig) {
    const source = this.hooks.sourceLanguage();
    for (const language of Object.keys(passage.cards)) {
      const messages = this.messages(passage, language, config).map((message) => JSON.stringify(message));
      for (const connection of this.room.getConnections(`lang:${language}`))
        for (const message of messages) connection.send(message);
      if (language !== source) continue;
      // The speaker and operators see the cards too, unless their language group already got them.
      for (const role of ["host", "operator"]) {
        for (const host of this.room.getConnections<{ language?: string }>(role)) {
          if (host.state?.language !== language) for (const message of messages) host.send(message);
        }
      }
    }
  }

  private suggestion(passage: Passage): Extract<ServerMessage, { type: "verseSuggestion" }> {
    const source = passage.cards[this.hooks.sourceLanguage()];
    return {
      type: "verseSuggestion",
      id: passage.id,
      osis: passage.osis,
      spoken: passage.spoken,
      reference: source?.reference ?? referenceLabel(passage.osis, this.hooks.sourceLanguage()),
      preview: source?.verses[0]?.text ?? "",
    };
  }

  private toOperators(message: ServerMessage) {
    const text = JSON.stringify(message);
    for (const role of ["host", "operator"])
      for (const connection of this.room.getConnections(role)) connection.send(text);
  }

  /** One key per passage: a storage value holds at most 128 KiB, and a passage's cards can be large. */
  private save(passage: Passage) {
    return this.room.storage.put(`scripture:passage:${passage.id}`, passage);
  }
}
