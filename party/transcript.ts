// The sermon's segments: kept in memory for the hot path, written to room storage so a restart
// or a late listener loses nothing.
import type * as Party from "partykit/server";

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
};
const PREFIX = "seg:";
/** Keys of finals the room refused while paused: a resend after the pause is still a repeat. */
const DROPPED = "dropped:";
const keyOf = (seq: number) => `${PREFIX}${String(seq).padStart(9, "0")}`;

/** The key that makes a final a repeat of `segment`; prepared text has none, so it shadows no one. */
const lineKey = (segment: Segment) => segment.key ?? (segment.hostSeq === undefined ? null : `seq:${segment.hostSeq}`);

export class Transcript {
  private readonly segments = new Map<number, Segment>();
  /** Every final key the room has taken or refused: the speaker's keys, never the room's numbers. */
  private readonly keys = new Set<string>();
  /** The room's one series (decision 026): the highest number stored, so it survives any wake-up. */
  lastSeq = -1;

  constructor(private readonly storage: Party.Storage) {}

  async load() {
    for (const segment of (await this.storage.list<Segment>({ prefix: PREFIX })).values()) {
      this.segments.set(segment.seq, segment);
      const key = lineKey(segment);
      if (key !== null) this.keys.add(key);
      this.lastSeq = Math.max(this.lastSeq, segment.seq);
    }
    for (const key of (await this.storage.list({ prefix: DROPPED })).keys()) this.keys.add(key.slice(DROPPED.length));
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

  get(seq: number) {
    return this.segments.get(seq);
  }

  /**
   * The next segment, numbered by the room: speech, prepared text and everything else share one
   * order. Number and key are taken before the first await, so a repeat right behind is seen.
   * `translations`: renderings it arrives with (prepared text reviewed ahead, decision 039).
   */
  async append(source: string, key?: string, translations: Record<string, string> = {}) {
    if (key !== undefined) this.keys.add(key);
    const segment: Segment = {
      seq: this.lastSeq + 1,
      source,
      translations: { ...translations },
      at: Date.now(),
      ...(key !== undefined ? { key } : {}),
    };
    this.segments.set(segment.seq, segment);
    this.lastSeq = segment.seq;
    await this.storage.put(keyOf(segment.seq), segment);
    return segment;
  }

  /** An operator's correction: new source text, translations to be made again. */
  async correct(segment: Segment, source: string) {
    segment.source = source;
    segment.translations = {};
    segment.edited = true;
    await this.storage.put(keyOf(segment.seq), segment);
  }

  async saveTranslations(segment: Segment, translations: Record<string, string>) {
    Object.assign(segment.translations, translations);
    await this.storage.put(keyOf(segment.seq), segment);
  }

  /** Segments after `lastSeq`, in order. */
  after(lastSeq: number) {
    return [...this.segments.values()].filter((segment) => segment.seq > lastSeq).sort((a, b) => a.seq - b.seq);
  }
}
