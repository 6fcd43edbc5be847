// What the sermon room remembers besides its transcript: the sermon's id, the web app's
// configuration (provider, glossary, voices, webhook, scripture) and whether the sermon has ended.
// Loaded in `onStart` and written as it changes, so a hibernated room wakes as it was (decision 013).
import type { RoomHost } from "./host.ts";
import { jsonBytes } from "../app/neutral/glossary/limits.ts";
import type { RoomCommand } from "../app/neutral/room-web-protocol.ts";
import { secretOf } from "./room-env.ts";
import { helpOncePerSegment, webSegmentHelp } from "./segment-help.ts";
import { translatorFor } from "../app/neutral/translate.ts";
import type { ProviderTransport } from "../app/neutral/provider-fetch.ts";
import { roomProviderTransport } from "./provider-transport.ts";
import { translationPath, type SegmentHelp, type TranslationPath } from "../app/neutral/translation-path.ts";
import { makeMasker, maskingTranslations, type Masker } from "../app/neutral/masking/masker.ts";

export type RoomConfig = Extract<RoomCommand, { type: "configure" }>;
export type RoomStatus = "live" | "ended";

const GLOSSARY_PARTS_KEY = "glossaryParts";
/** JSON bytes per stored part of the glossary: under storage's 128 KiB a value, whatever its script. */
const GLOSSARY_PART_BYTES = 96 * 1024;

const partKeys = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from) }, (_, index) => `glossary:${from + index}`);

/** The glossary cut into runs of terms of at most GLOSSARY_PART_BYTES each (a term is a few kB at most). */
function glossaryInParts(glossary: RoomConfig["glossary"]) {
  const parts: RoomConfig["glossary"][] = [];
  let bytes = Infinity;
  for (const term of glossary) {
    const size = jsonBytes(term) + 1;
    if (bytes + size > GLOSSARY_PART_BYTES) {
      parts.push([]);
      bytes = 0;
    }
    parts.at(-1)!.push(term);
    bytes += size;
  }
  return parts;
}

export class RoomState {
  config: RoomConfig | null = null;
  status: RoomStatus = "live";
  /** How this room reaches its providers: an IP directly, a name through the web (provider-transport.ts). */
  transport: ProviderTransport = roomProviderTransport(
    undefined,
    "",
    () => this.id,
    (url, init) => this.room.fetch(url, init),
  );
  /** The configured provider behind the glossary, engine only; none until the web app configures the room. */
  translator: TranslationPath = translationPath(translatorFor({ kind: "none" }, this.transport));
  /**
   * With the web app's segment help, when configured: the help lane's (help-lane.ts), never a
   * caption's first rendering (decision 050). `plan` asks the web; `path` translates with its plan.
   */
  helped: { plan: SegmentHelp; path: TranslationPath } | null = null;
  /** The church's words never shown and each language's shipped list (issue 42). */
  masker: Masker = makeMasker([]);
  /** The sermon's broadcastId. PartyKit's `room.id` throws in `onAlarm` and, once an alarm has
   * woken an evicted room, until its next eviction; so it is remembered from every URL seen. */
  private roomId: string | null = null;
  /** How many parts the stored glossary is in (configure). */
  private glossaryParts = 0;

  constructor(private readonly room: RoomHost) {}

  async load() {
    this.roomId = (await this.room.storage.get<string>("roomId")) ?? null;
    this.config = (await this.room.storage.get<RoomConfig>("config")) ?? null;
    this.status = (await this.room.storage.get<RoomStatus>("status")) ?? "live";
    this.glossaryParts = (await this.room.storage.get<number>(GLOSSARY_PARTS_KEY)) ?? 0;
    // A configuration stored before the glossary went in parts still holds it whole.
    if (this.config && this.glossaryParts > 0) {
      const parts = await this.room.storage.get<RoomConfig["glossary"]>(partKeys(0, this.glossaryParts));
      this.config.glossary = partKeys(0, this.glossaryParts).flatMap((key) => parts.get(key) ?? []);
    }
    if (this.config) this.usePaths(this.config);
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

  /** True when listeners of `language` get lines said in `from` (their own language always); false: the original. */
  serves(language: string, from = this.sourceLanguage) {
    return this.translator.serves(from, language);
  }

  /** The language a line was said in: its own (a bilingual preacher, decision 065), else the sermon's. */
  languageOf(segment: { language?: string }) {
    return segment.language ?? this.sourceLanguage;
  }

  /** True when the room speaks `language` with a server voice. */
  serverVoice(language: string) {
    return Boolean(this.config?.speech && this.config.voices[language]);
  }

  async configure(config: RoomConfig) {
    this.config = config;
    this.usePaths(config);
    // One stored value holds at most 128 KiB; a glossary as large as the web allows (768 kB,
    // app/neutral/glossary/limits.ts) is kept in parts beside the rest (decision 053).
    const parts = glossaryInParts(config.glossary);
    const stale = partKeys(parts.length, this.glossaryParts);
    await this.room.storage.put<unknown>({
      config: { ...config, glossary: [] },
      [GLOSSARY_PARTS_KEY]: parts.length,
      ...Object.fromEntries(parts.map((part, index) => [`glossary:${index}`, part])),
    });
    if (stale.length) await this.room.storage.delete(stale);
    this.glossaryParts = parts.length;
  }

  /** A scripture mode changed in the settings mid-sermon; a room configured without cards stays without. */
  async setScriptureMode(mode: NonNullable<RoomConfig["scripture"]>["mode"]) {
    if (!this.config?.scripture) return;
    this.config = { ...this.config, scripture: { ...this.config.scripture, mode } };
    await this.room.storage.put("config", this.glossaryParts > 0 ? { ...this.config, glossary: [] } : this.config);
  }

  /** The provider behind the glossary; and with the web app's segment help, when configured. */
  private usePaths(config: RoomConfig) {
    const secret = secretOf(this.room.env);
    this.masker = makeMasker(config.maskedWords ?? []);
    // Every translation's source and outputs masked, whichever path asks (live, retry, catch-up,
    // correction, the help lane's revision).
    const masked = (path: TranslationPath) => maskingTranslations(path, () => this.masker);
    this.transport = roomProviderTransport(
      config.providerRelayUrl,
      secret,
      () => this.id,
      (url, init) => this.room.fetch(url, init),
    );
    const translator = translatorFor(config.translation, this.transport);
    this.translator = masked(translationPath(translator, config.glossary));
    if (!config.helpUrl) return void (this.helped = null);
    const plan = helpOncePerSegment(webSegmentHelp(config.helpUrl, secret, () => this.id, this.room));
    this.helped = { plan, path: masked(translationPath(translator, config.glossary, undefined, plan)) };
  }

  /** Marks the sermon ended; false when it already was. */
  async end() {
    if (this.status === "ended") return false;
    this.status = "ended";
    await this.room.storage.put("status", "ended");
    return true;
  }
}
