// A segment's way through the room: stored, translated once per language in use, delivered in
// order, spoken, and retried later for a language whose translation failed. The retries are stored
// alarm jobs (alarms.ts), not timers, so a hibernated room still makes them. Translation here is
// the engine's (glossary included); segment help improves it afterwards (help-lane.ts, decision 050).
import type { Alarms } from "./alarms.ts";
import type { Delivery } from "./delivery.ts";
import type { HelpLane } from "./help-lane.ts";
import type { LagMeter } from "./lag.ts";
import type { RoomState } from "./room-state.ts";
import type { ScriptureDesk } from "./scripture.ts";
import type { Relays } from "./shards.ts";
import type { Segment, Transcript } from "./transcript.ts";
import type { Clock } from "./host.ts";
import { roomLog } from "./log.ts";

/** Delayed work kept in storage (see alarms.ts): a failed language's next translation attempt. */
export type RoomJob =
  | { type: "retry"; seq: number; languages: string[]; attempt: number }
  /** Whether a language's interpreters still answer (party/interpreter.ts). */
  | { type: "interpreterSilence"; language: string };

// A failed language is retried after each of these delays (a provider blip, a cold start).
const RETRY_DELAYS_MS = [1500, 5000, 15000];

export type SegmentParts = {
  sermon: RoomState;
  transcript: Transcript;
  lag: LagMeter;
  delivery: Delivery;
  relays: Relays;
  alarms: Alarms<RoomJob>;
  scripture: ScriptureDesk;
  help: HelpLane;
  languagesInUse: () => string[];
  /** A human interpreter speaks for line `seq` in `language`: no machine line (party/interpreter.ts). */
  interpreted: (seq: number, language: string) => boolean;
  clock: Clock;
};

export class Segments {
  /**
   * Translations under way, by segment, language and text: a newcomer's catch-up waits for the
   * live lane's translation of a line rather than asking the provider for it a second time.
   */
  private readonly underWay = new Map<string, Promise<void>>();

  constructor(private readonly parts: SegmentParts) {}

  /**
   * A new segment (speech with the speaker page's key, or prepared text): stored, translated once
   * per language, delivered in order. `reviewed`: renderings the booth approved ahead (decision
   * 039), stored with the segment so that no path (here, retries, catch-up) translates those
   * languages again.
   */
  async publish(
    text: string,
    { key, reviewed, language: said }: { key?: string; reviewed?: Record<string, string>; language?: string } = {},
  ) {
    const { sermon, transcript, lag, delivery, relays, scripture } = this.parts;
    // `said`: the language spoken now (decision 065), kept on the line only when not the sermon's.
    const own = said && said !== sermon.sourceLanguage ? said : undefined;
    const segment = await transcript.append(text, key, reviewed, own);
    const from = sermon.languageOf(segment);
    // Asked after the line has its number: an interpreter arriving meanwhile starts after it (decision 064).
    const machine = (language: string) => !this.parts.interpreted(segment.seq, language);
    const targets = this.parts
      .languagesInUse()
      .filter((language) => language !== from && sermon.serves(language, from) && machine(language));
    lag.spoken(segment, targets);
    // Translation starts now; delivery waits its turn so segments never overtake each other.
    const started = this.parts.clock.now();
    const translating = this.translateInto(segment, targets).then(() => this.measured(targets, started, segment));
    delivery.enqueue(async () => {
      await translating;
      const messages: Record<string, string> = {};
      for (const language of [from, ...targets, ...this.originalOnlyLanguages(from).filter(machine)]) {
        messages[language] = delivery.deliver(segment, language, true);
      }
      relays.forwardSegment(segment.seq, messages, false);
      delivery.reportLag();
      void delivery.speak(segment, [from, ...targets]);
      const failed = targets.filter((language) => segment.translations[language] === undefined);
      if (failed.length) await this.scheduleRetry(segment.seq, failed, 1);
    });
    // Verse cards follow their segment; detection and the verse lookup never hold captions back.
    void scripture
      .onSegment(segment.seq, segment.source, sermon.config?.scripture, from)
      .catch((error) => roomLog.error("scripture failed", error));
    return segment;
  }

  /** Another attempt for `languages` later, while attempts are left. */
  scheduleRetry(seq: number, languages: string[], attempt: number) {
    const delay = RETRY_DELAYS_MS[attempt - 1];
    if (delay === undefined) return;
    return this.parts.alarms.schedule(`retry:${seq}`, this.parts.clock.now() + delay, {
      type: "retry",
      seq,
      languages,
      attempt,
    });
  }

  /** A stored retry job come due: translate, send what succeeded to everyone, retry what did not. */
  async retry({ seq, languages, attempt }: Extract<RoomJob, { type: "retry" }>) {
    const { transcript, delivery, relays } = this.parts;
    const segment = transcript.get(seq);
    if (!segment) return;
    const started = this.parts.clock.now();
    await this.translateInto(segment, languages);
    this.measured(languages, started, segment);
    delivery.enqueue(async () => {
      const messages: Record<string, string> = {};
      for (const language of languages) {
        if (segment.translations[language] !== undefined) messages[language] = delivery.deliver(segment, language);
      }
      relays.forwardSegment(segment.seq, messages, true);
      delivery.reportLag();
    });
    const still = languages.filter((language) => segment.translations[language] === undefined);
    if (still.length) await this.scheduleRetry(seq, still, attempt + 1);
  }

  /** Translates the segment into those of `languages` it lacks and stores them; help improves them later. */
  translateInto(segment: Segment, languages: string[]) {
    return this.once([segment], languages, async (missing) => {
      const { sermon } = this.parts;
      try {
        const translations = await sermon.translator.translate(segment.source, sermon.languageOf(segment), missing);
        await this.parts.transcript.saveTranslations(segment, translations);
      } catch {
        // Provider down: listeners get the source text marked untranslated; retried later.
      }
      this.parts.help.add([segment], missing);
    });
  }

  /**
   * A newcomer's history into one language (decision 050): every line it lacks in one provider
   * request where the provider takes arrays (translation-path.ts), one at a time otherwise.
   */
  translateHistory(segments: Segment[], language: string) {
    return this.once(segments, [language], async (_, lacking) => {
      const { sermon, transcript } = this.parts;
      // One request per language the lines were said in (a bilingual preacher, decision 065); a
      // line in the newcomer's own language needs none.
      const byFrom = new Map<string, Segment[]>();
      for (const segment of lacking) {
        const from = sermon.languageOf(segment);
        if (from !== language) byFrom.set(from, [...(byFrom.get(from) ?? []), segment]);
      }
      for (const [from, lines] of byFrom) {
        const texts = await sermon.translator
          .translateMany(
            lines.map((segment) => segment.source),
            from,
            language,
          )
          .catch(() => []);
        await Promise.all(
          lines.map((segment, index) =>
            texts[index] === undefined ? null : transcript.saveTranslations(segment, { [language]: texts[index]! }),
          ),
        );
      }
      this.parts.help.add(lacking, [language], true);
    });
  }

  /**
   * Runs `work` for what `segments` lack in `languages` and nobody is translating yet, and waits
   * for that and for whatever others are already translating of it.
   */
  private async once(
    segments: Segment[],
    languages: string[],
    work: (missing: string[], lacking: Segment[]) => Promise<void>,
  ) {
    const waits = new Set<Promise<void>>();
    const lacking = new Set<Segment>();
    const missing = new Set<string>();
    const keys: string[] = [];
    for (const segment of segments) {
      for (const language of languages) {
        if (segment.translations[language] !== undefined) continue;
        const key = JSON.stringify([segment.seq, language, segment.source]);
        const underWay = this.underWay.get(key);
        if (underWay) waits.add(underWay);
        else {
          lacking.add(segment);
          missing.add(language);
          keys.push(key);
        }
      }
    }
    if (keys.length) {
      const mine = work([...missing], [...lacking]).finally(() => {
        for (const key of keys) if (this.underWay.get(key) === mine) this.underWay.delete(key);
      });
      for (const key of keys) this.underWay.set(key, mine);
      waits.add(mine);
    }
    await Promise.all(waits);
  }

  /** Languages in use that no translator serves from `from`: they get the original, never a retry. */
  private originalOnlyLanguages(from: string) {
    const { sermon } = this.parts;
    return this.parts.languagesInUse().filter((language) => language !== from && !sermon.serves(language, from));
  }

  /** Translation time and failures for the lag meter (no provider configured is no failure). */
  private measured(languages: string[], started: number, segment: Segment) {
    if (this.parts.sermon.config?.translation.kind === "none" || !languages.length) return;
    this.parts.lag.translated(languages, this.parts.clock.now() - started, segment.translations);
  }
}
