// The sermon's segments: kept in memory for the hot path, written to room storage so a restart
// or a late listener loses nothing.
import type * as Party from "partykit/server";

/** `at`: when the host sent it (epoch ms); absent on segments stored before it was kept. */
export type Segment = { seq: number; source: string; translations: Record<string, string>; at?: number };
const PREFIX = "seg:";
const keyOf = (seq: number) => `${PREFIX}${String(seq).padStart(9, "0")}`;

export class Transcript {
  private readonly segments = new Map<number, Segment>();
  lastSeq = -1;

  constructor(private readonly storage: Party.Storage) {}

  async load() {
    for (const segment of (await this.storage.list<Segment>({ prefix: PREFIX })).values()) {
      this.segments.set(segment.seq, segment);
      this.lastSeq = Math.max(this.lastSeq, segment.seq);
    }
  }

  has(seq: number) {
    return this.segments.has(seq);
  }

  get(seq: number) {
    return this.segments.get(seq);
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
