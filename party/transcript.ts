// The sermon's segments: kept in memory for the hot path, written to room storage so a restart
// or a late listener loses nothing.
import type { HostStorage } from "./host.ts";

export type Segment = {
  seq: number;
  source: string;
  translations: Record<string, string>;
  /** When the room received it (ms since epoch): the lag meter's "spoken" time. */
  at?: number;
  /** The speaker page's own key for it (decision 026): a resent final is recognised by it. */
  key?: string;
  /** Stored before decision 026: the page's own number, read as the key `seq:<n>` (see lineKey). */
  hostSeq?: number;
  /** Corrected by an operator. */
  edited?: boolean;
  /** The language it was said in, when not the sermon's own (a bilingual preacher, decision 065). */
  language?: string;
  /** A human interpreter's line, read in this language only (party/interpreter.ts, decision 064). */
  interpreter?: string;
};
const PREFIX = "seg:";
/** Keys of finals the room refused while paused: a resend after the pause is still a repeat. */
const DROPPED = "dropped:";
/** Numbers of lines taken back (decision 061): never used again, and told to screens that come back. */
const WITHDRAWN = "withdrawn:";
const keyOf = (seq: number) => `${PREFIX}${String(seq).padStart(9, "0")}`;

/** The key that makes a final a repeat of `segment`; prepared text has none, so it shadows no one. */
const lineKey = (segment: Segment) => segment.key ?? (segment.hostSeq === undefined ? null : `seq:${segment.hostSeq}`);

export class Transcript {
  private readonly segments = new Map<number, Segment>();
  /** Every final key the room has taken or refused: the speaker's keys, never the room's numbers. */
  private readonly keys = new Set<string>();
  /** Lines taken back: their numbers only, never their words. */
  private readonly gone = new Set<number>();
  /** The room's one series (decision 026): the highest number stored, so it survives any wake-up. */
  lastSeq = -1;

  constructor(
    private readonly storage: HostStorage,
    private readonly clock: { now(): number } = Date,
  ) {}

  async load() {
    for (const segment of (await this.storage.list<Segment>({ prefix: PREFIX })).values()) {
      this.segments.set(segment.seq, segment);
      const key = lineKey(segment);
      if (key !== null) this.keys.add(key);
      this.lastSeq = Math.max(this.lastSeq, segment.seq);
    }
    for (const key of (await this.storage.list({ prefix: DROPPED })).keys()) this.keys.add(key.slice(DROPPED.length));
    for (const key of (await this.storage.list({ prefix: WITHDRAWN })).keys()) {
      const seq = Number(key.slice(WITHDRAWN.length));
      this.gone.add(seq);
      this.lastSeq = Math.max(this.lastSeq, seq);
    }
  }

  /** Whether a final with this key was already taken (or refused while paused). */
  hasKey(key: string) {
    return this.keys.has(key);
  }

  /** A final refused while paused: remembered, so that no resend brings it in after the pause. */
  async dropped(key: string) {
    this.keys.add(key);
    await this.storage.put(`${DROPPED}${key}`, true);
  }

  /**
   * A line taken back (decision 061): its words leave memory and storage; its number stays taken
   * (the next line never reuses it) and its speaker key stays known, so a resend cannot bring it back.
   */
  async withdraw(segment: Segment) {
    this.segments.delete(segment.seq);
    this.gone.add(segment.seq);
    const key = lineKey(segment);
    if (key !== null) await this.dropped(key);
    await this.storage.put(`${WITHDRAWN}${String(segment.seq).padStart(9, "0")}`, true);
    await this.storage.delete(keyOf(segment.seq));
  }

  isWithdrawn(seq: number) {
    return this.gone.has(seq);
  }

  /** The numbers of the lines taken back, in order. */
  withdrawnSeqs() {
    return [...this.gone].sort((a, b) => a - b);
  }

  get(seq: number) {
    return this.segments.get(seq);
  }

  /**
   * The next segment, numbered by the room: speech, prepared text and everything else share one
   * order. Number and key are taken before the first await, so a repeat right behind is seen.
   * `translations`: renderings it arrives with (prepared text reviewed ahead, decision 039).
   * `language`: the language it was said in, given only when it is not the sermon's (decision 065).
   */
  async append(source: string, key?: string, translations: Record<string, string> = {}, language?: string) {
    if (key !== undefined) this.keys.add(key);
    const segment: Segment = {
      seq: this.lastSeq + 1,
      source,
      translations: { ...translations },
      at: this.clock.now(),
      ...(key !== undefined ? { key } : {}),
      ...(language !== undefined ? { language } : {}),
    };
    this.segments.set(segment.seq, segment);
    this.lastSeq = segment.seq;
    await this.storage.put(keyOf(segment.seq), segment);
    return segment;
  }

  /** An operator's correction: new source text, translations to be made again. */
  async correct(segment: Segment, source: string) {
    if (this.gone.has(segment.seq)) return;
    segment.source = source;
    segment.translations = {};
    segment.edited = true;
    await this.storage.put(keyOf(segment.seq), segment);
  }

  async saveTranslations(segment: Segment, translations: Record<string, string>) {
    // A translation that lands after the line was taken back must not store it again.
    if (this.gone.has(segment.seq)) return;
    Object.assign(segment.translations, translations);
    await this.storage.put(keyOf(segment.seq), segment);
  }

  /** Segments after `lastSeq`, in order. */
  after(lastSeq: number) {
    return [...this.segments.values()].filter((segment) => segment.seq > lastSeq).sort((a, b) => a.seq - b.seq);
  }
}
