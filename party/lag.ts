// The operator's lag meter: per language in use, how many people listen, how far the captions
// are behind the spoken segment, how long translation takes lately and how often it failed.
// Kept in room storage (one small record) so a hibernated or restarted room still knows; the
// "how far behind" of a segment still on its way is recomputed from the segment's time.
import type { HostStorage } from "./host.ts";
import type { LagReport } from "../app/neutral/protocol.ts";
import type { Segment } from "./transcript.ts";

/** Past this, the language is flagged to the operator and its listeners see "about N s behind". */
const BEHIND_WARNING_MS = 5000;
const KEY = "lag";

type LanguageStats = {
  /** Time of the newest segment delivered in this language, and how late it arrived. */
  deliveredSeq: number;
  behindMs: number;
  /** Recent translation time (smoothed), failed translations so far, and whether the last one failed. */
  translateMs: number | null;
  failures: number;
  lastFailed: boolean;
};

const fresh = (): LanguageStats => ({
  deliveredSeq: -1,
  behindMs: 0,
  translateMs: null,
  failures: 0,
  lastFailed: false,
});

export class LagMeter {
  private stats: Record<string, LanguageStats> = {};
  /** Whether the last report found a segment still on its way somewhere (worth refreshing). */
  waiting = false;

  constructor(private readonly storage: HostStorage) {}

  async load() {
    this.stats = (await this.storage.get<Record<string, LanguageStats>>(KEY)) ?? {};
  }

  private of(language: string) {
    return (this.stats[language] ??= fresh());
  }

  private save() {
    void this.storage.put(KEY, this.stats);
  }

  /** A segment was spoken that these languages now wait for. */
  spoken(segment: Segment, languages: string[]) {
    for (const language of languages) {
      // A language new to the meter starts counting from this segment, not from the sermon's start.
      if (!this.stats[language]) this.of(language).deliveredSeq = segment.seq - 1;
    }
  }

  /** One translation round for `languages` took `ms`; those missing from `translated` failed. */
  translated(languages: string[], ms: number, translated: Record<string, string>) {
    for (const language of languages) {
      const stats = this.of(language);
      const ok = translated[language] !== undefined;
      stats.lastFailed = !ok;
      if (!ok) stats.failures++;
      // Smoothed so one slow request shows, but does not dominate for long.
      stats.translateMs = Math.round(stats.translateMs === null ? ms : stats.translateMs * 0.6 + ms * 0.4);
    }
    this.save();
  }

  /** A segment reached a language's listeners; returns how late (ms after it was spoken). */
  delivered(segment: Segment, language: string, now = Date.now()) {
    const stats = this.of(language);
    const behind = Math.max(0, now - (segment.at ?? now));
    if (segment.seq >= stats.deliveredSeq) {
      stats.deliveredSeq = segment.seq;
      stats.behindMs = behind;
    }
    this.save();
    return behind;
  }

  /**
   * The meter now. `listeners` are the listener connections' (language, listener id) pairs: a
   * person on two devices or reconnecting counts once. A segment not yet delivered in a language
   * counts from when it was spoken, so a stuck translation shows before it arrives.
   */
  report(
    listeners: { language: string; listenerId: string }[],
    segments: Segment[],
    sourceLanguage: string,
    now = Date.now(),
  ): LagReport {
    const people = new Map<string, Set<string>>();
    for (const { language, listenerId } of listeners) {
      if (!people.has(language)) people.set(language, new Set());
      people.get(language)!.add(listenerId);
    }
    this.waiting = false;
    return [...people.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([language, ids]) => {
        const known = this.stats[language];
        const stats = known ?? fresh();
        const waiting =
          language === sourceLanguage || !known
            ? undefined
            : segments.find((segment) => segment.seq > stats.deliveredSeq && segment.at !== undefined);
        if (waiting) this.waiting = true;
        const behindMs = waiting ? Math.max(stats.behindMs, now - waiting.at!) : stats.behindMs;
        return {
          language,
          listeners: ids.size,
          behindMs,
          translateMs: language === sourceLanguage ? null : stats.translateMs,
          failures: stats.failures,
          warning: behindMs > BEHIND_WARNING_MS || stats.lastFailed,
        };
      });
  }
}
