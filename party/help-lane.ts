// Segment help as a correction (decision 050). A caption goes out from the engine on time; here,
// behind it, the room asks the web app for the segment's plan (memory sentences, a quoted verse,
// segment-help.ts) and, where a plan changes a language's rendering, stores the better one and
// sends it as a revision that replaces the line in place. A slow or stopped web costs only this
// improvement, never a caption's time. One job at a time, live lines before history, and a bounded
// queue: when the web cannot keep up, the oldest waiting improvements are dropped, not the captions.
import { untouched } from "../app/neutral/memory/plan.ts";
import type { Delivery } from "./delivery.ts";
import { roomLog } from "./log.ts";
import type { RoomState } from "./room-state.ts";
import type { Relays } from "./shards.ts";
import type { Segment, Transcript } from "./transcript.ts";

type HelpLaneParts = {
  sermon: RoomState;
  transcript: Transcript;
  delivery: Delivery;
  relays: Relays;
};

/** A segment's languages and the engine's rendering of each when it was sent (an operator's edit since wins). */
type Job = { seq: number; sent: Record<string, string | undefined> };

/** Improvements waiting per queue; past it the oldest is dropped (a web that never answers, a long history). */
const MAX_WAITING = 200;

export class HelpLane {
  private readonly live: Job[] = [];
  private readonly history: Job[] = [];
  private running: Promise<void> | null = null;

  constructor(private readonly parts: HelpLaneParts) {}

  /** True while improvements wait or one is under way. */
  get busy() {
    return this.running !== null;
  }

  /** After the engine's renderings of `segments` in `languages` were stored: improve them where help can. */
  add(segments: Segment[], languages: string[], history = false) {
    if (!this.parts.sermon.helped || !languages.length) return;
    const queue = history ? this.history : this.live;
    for (const segment of segments) {
      const sent = Object.fromEntries(languages.map((language) => [language, segment.translations[language]]));
      queue.push({ seq: segment.seq, sent });
    }
    queue.splice(0, Math.max(0, queue.length - MAX_WAITING));
    this.running ??= this.run().finally(() => (this.running = null));
  }

  private async run() {
    for (let job = this.live.shift() ?? this.history.shift(); job; job = this.live.shift() ?? this.history.shift()) {
      await this.improve(job).catch((error) => roomLog.error("segment help failed", error));
    }
  }

  private async improve({ seq, sent }: Job) {
    const { sermon, transcript, delivery, relays } = this.parts;
    const helped = sermon.helped;
    const segment = transcript.get(seq);
    if (!helped || !segment) return;
    // The line's own language (decision 065): a line is never "improved" into the language it was said in.
    const from = sermon.languageOf(segment);
    const context = { previous: transcript.get(seq - 1)?.source };
    const languages = Object.keys(sent).filter((language) => language !== from);
    if (!languages.length) return;
    const plans = await helped.plan(segment.source, from, languages, context).catch(() => null);
    const planned = languages.filter((language) => plans?.[language] && !untouched(plans[language]!));
    if (!planned.length) return;
    const better = await helped.path.translate(segment.source, from, planned, context);
    // Only over what the engine gave: a line corrected (or re-said) meanwhile keeps its text.
    const changed = Object.entries(better).filter(
      ([language, text]) => segment.translations[language] === sent[language] && text !== sent[language],
    );
    if (!changed.length) return;
    await transcript.saveTranslations(segment, Object.fromEntries(changed));
    delivery.enqueue(async () => {
      const messages: Record<string, string> = {};
      for (const [language] of changed) {
        // A line that had no rendering is a new caption (said, like a retry's); else a quiet revision.
        const marks = sent[language] === undefined ? {} : ({ revised: true } as const);
        messages[language] = delivery.deliver(segment, language, false, marks);
      }
      relays.forwardSegment(segment.seq, messages, true);
    });
  }
}
