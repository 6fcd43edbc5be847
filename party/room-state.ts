// What the sermon room remembers besides its transcript: the sermon's id, the web app's
// configuration (provider, glossary, voices, webhook, scripture) and whether the sermon has ended.
// Loaded in `onStart` and written as it changes, so a hibernated room wakes as it was (decision 013).
import type * as Party from "partykit/server";
import type { RoomCommand } from "../app/neutral/protocol.ts";
import { secretOf } from "./room-env.ts";
import { webSegmentHelp } from "./segment-help.ts";
import { translatorFor } from "./translate.ts";
import { translationPath, type TranslationPath } from "./translation-path.ts";
import { makeMasker, maskingTranslations, type Masker } from "../app/neutral/masking/masker.ts";

export type RoomConfig = Extract<RoomCommand, { type: "configure" }>;
export type RoomStatus = "live" | "ended";

export class RoomState {
  config: RoomConfig | null = null;
  status: RoomStatus = "live";
  /** The configured provider behind the glossary; none until the web app configures the room. */
  translator: TranslationPath = translationPath(translatorFor({ kind: "none" }));
  /** The church's words never shown and each language's shipped list (issue 42). */
  masker: Masker = makeMasker([]);
  /** The sermon's broadcastId. PartyKit's `room.id` throws in `onAlarm` and, once an alarm has
   * woken an evicted room, until its next eviction; so it is remembered from every URL seen. */
  private roomId: string | null = null;

  constructor(private readonly room: Party.Room) {}

  async load() {
    this.roomId = (await this.room.storage.get<string>("roomId")) ?? null;
    this.config = (await this.room.storage.get<RoomConfig>("config")) ?? null;
    this.status = (await this.room.storage.get<RoomStatus>("status")) ?? "live";
    if (this.config) this.translator = this.pathFor(this.config);
  }

  get id() {
    if (!this.roomId) this.roomId = this.room.id;
    return this.roomId;
  }

  /**
   * The broadcastId from a room URL (`/parties/<party>/<id>`), kept in memory and storage.
   * Synchronous on purpose: an await here would let a later message overtake an earlier one.
   */
  remember(url: string | undefined) {
    if (this.roomId || !url) return;
    const id = decodeURIComponent(new URL(url).pathname.split("/")[3] ?? "");
    if (!id) return;
    this.roomId = id;
    void this.room.storage.put("roomId", id);
  }

  get sourceLanguage() {
    return this.config?.sourceLanguage ?? "en";
  }

  /** True when listeners of `language` get it (the source language always); false: the original. */
  serves(language: string) {
    return this.translator.serves(this.sourceLanguage, language);
  }

  /** True when the room speaks `language` with a server voice. */
  serverVoice(language: string) {
    return Boolean(this.config?.speech && this.config.voices[language]);
  }

  async configure(config: RoomConfig) {
    this.config = config;
    this.translator = this.pathFor(config);
    await this.room.storage.put("config", config);
  }

  /** A scripture mode changed in the settings mid-sermon; a room configured without cards stays without. */
  async setScriptureMode(mode: NonNullable<RoomConfig["scripture"]>["mode"]) {
    if (!this.config?.scripture) return;
    this.config = { ...this.config, scripture: { ...this.config.scripture, mode } };
    await this.room.storage.put("config", this.config);
  }

  /** The provider behind the glossary, with the web app's segment help when configured. */
  private pathFor(config: RoomConfig) {
    const help = config.helpUrl ? webSegmentHelp(config.helpUrl, secretOf(this.room.env), () => this.id) : undefined;
    this.masker = makeMasker(config.maskedWords ?? []);
    // Every translation's source and outputs masked, whichever path asks (live, retry, catch-up, correction).
    return maskingTranslations(
      translationPath(translatorFor(config.translation), config.glossary, undefined, help),
      () => this.masker,
    );
  }

  /** Marks the sermon ended; false when it already was. */
  async end() {
    if (this.status === "ended") return false;
    this.status = "ended";
    await this.room.storage.put("status", "ended");
    return true;
  }
}
