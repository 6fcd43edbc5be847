// The sermon's segments: kept in memory for the hot path, written to room storage so a restart
// or a late listener loses nothing.
import type * as Party from "partykit/server";

export type Segment = {
  seq: number;
  source: string;
  translations: Record<string, string>;
  /** When the room received it (ms since epoch): the lag meter's "spoken" time. */
  at?: number;
  /** The host's own number for it: a resent final is recognised by it (the room numbers segments). */
  hostSeq?: number;
  /** Corrected by an operator. */
  edited?: boolean;
};
const PREFIX = "seg:";
const keyOf = (seq: number) => `${PREFIX}${String(seq).padStart(9, "0")}`;

export class Transcript {
  private readonly segments = new Map<number, Segment>();
  private readonly hostSeqs = new Set<number>();
  lastSeq = -1;

  constructor(private readonly storage: Party.Storage) {}

  async load() {
    for (const segment of (await this.storage.list<Segment>({ prefix: PREFIX })).values()) {
      this.segments.set(segment.seq, segment);
      this.hostSeqs.add(segment.hostSeq ?? segment.seq);
      this.lastSeq = Math.max(this.lastSeq, segment.seq);
    }
  }

  /** Whether the host already sent its segment number `hostSeq`. */
  hasHostSeq(hostSeq: number) {
    return this.hostSeqs.has(hostSeq);
  }

  get(seq: number) {
    return this.segments.get(seq);
  }

  /** The next segment, numbered by the room: host speech and prepared text share one order. */
  async append(source: string, hostSeq?: number) {
    if (hostSeq !== undefined) this.hostSeqs.add(hostSeq);
    const segment: Segment = {
      seq: this.lastSeq + 1,
      source,
      translations: {},
      at: Date.now(),
      ...(hostSeq !== undefined ? { hostSeq } : {}),
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

  has(seq: number) {
    return this.segments.has(seq);
  }

  async add(seq: number, source: string) {
    const segment: Segment = { seq, source, translations: {}, at: Date.now() };
    this.segments.set(seq, segment);
    this.lastSeq = Math.max(this.lastSeq, seq);
    await this.storage.put(keyOf(seq), segment);
    return segment;
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
