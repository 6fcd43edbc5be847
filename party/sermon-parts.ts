// The sermon room's parts, built over a host (host.ts) and wired to each other: what the room
// remembers, a segment's way to every listener, the lanes (decision 050), the operator's controls,
// verse cards, relays and the outbox. room-core.ts routes events to them; building them anew is
// what an eviction does (decision 013).
import { Alarms } from "./alarms.ts";
import { CatchUp } from "./catch-up.ts";
import { languagesInUse, LocalLanguages } from "./connections.ts";
import { Delivery } from "./delivery.ts";
import { DisplayRevocations } from "./display-revocations.ts";
import { HelpLane } from "./help-lane.ts";
import { Interpreters } from "./interpreter.ts";
import type { RoomHost } from "./host.ts";
import { LagMeter } from "./lag.ts";
import { ListenerLimits } from "./listener-limits.ts";
import { OperatorControls } from "./operator.ts";
import { Outbox } from "./outbox.ts";
import type { RoomEvent } from "../app/neutral/room-web-protocol.ts";
import { secretOf } from "./room-env.ts";
import { RoomState } from "./room-state.ts";
import { ScriptureDesk } from "./scripture.ts";
import { Segments, type RoomJob } from "./segments.ts";
import { SeenNonces } from "./signed-json.ts";
import { SpokenLanguage } from "./spoken-language.ts";
import { Relays } from "./shards.ts";
import { TakeBack } from "./take-back.ts";
import { Transcript, type Segment } from "./transcript.ts";

export type SermonParts = ReturnType<typeof sermonParts>;

/** Every part of one sermon room; `emit` puts an event for the web in the outbox. */
export function sermonParts(host: RoomHost, emit: (event: RoomEvent) => Promise<void>) {
  const { storage, clock } = host;
  const secret = secretOf(host.env);
  const sermon = new RoomState(host);
  const transcript = new Transcript(storage, clock);
  const alarms = new Alarms<RoomJob>(storage);
  /** Relay rooms holding shares of the listeners of a very big sermon (decision 013). */
  const relays = new Relays(host, secret);
  const outbox = new Outbox(host, secret, (at) => alarms.wakeAt(at), true);
  const lag = new LagMeter(storage);
  const delivery = new Delivery(host, relays, sermon, lag, transcript);
  const languages = new LocalLanguages(host);
  /** The language being spoken now: a bilingual preacher switches it (decision 065). */
  const speaking = new SpokenLanguage({
    storage,
    sermonLanguage: () => sermon.sourceLanguage,
    enqueue: (task) => delivery.enqueue(task),
    broadcast: (message) => delivery.broadcast(message),
  });
  const inUse = () => languagesInUse(languages, relays);
  const scripture = new ScriptureDesk(host, secret, {
    roomId: () => sermon.id,
    sourceLanguage: () => sermon.sourceLanguage,
    languagesInUse: inUse,
    translate: (text, from, targets) => sermon.translator.translate(text, from, targets),
    enqueue: (task) => delivery.enqueue(task),
  });
  const help = new HelpLane({ sermon, transcript, delivery, relays });
  const segments = new Segments({
    sermon,
    transcript,
    lag,
    delivery,
    relays,
    alarms,
    scripture,
    help,
    languagesInUse: inUse,
    clock,
    // A line a human interpreter speaks for gets no machine line in their language (decision 064).
    interpreted: (seq, language): boolean => interpreters.hidden(seq, language),
  });
  const translateInto = (segment: Segment, languages: string[]) => segments.translateInto(segment, languages);
  const takeBack = new TakeBack({
    storage,
    transcript,
    broadcastId: () => sermon.id,
    broadcast: (message) => delivery.broadcast(message),
    emit,
    clock,
    other: (seq) => interpreters.takeBack(seq),
  });
  const operator = new OperatorControls(storage, {
    get sourceLanguage() {
      return speaking.current;
    },
    languageOf: (segment) => sermon.languageOf(segment),
    transcript,
    languagesInUse: inUse,
    publish: (text, reviewed) => segments.publish(text, { reviewed, language: speaking.current }),
    translateInto,
    enqueueDelivery: (task) => delivery.enqueue(task),
    // An operator's correction: to everyone in the language, here and on every relay.
    deliver: (segment, language) =>
      interpreters.hidden(segment.seq, language) ||
      relays.forwardSegment(segment.seq, { [language]: delivery.deliver(segment, language) }, true),
    retryLater: async (segment, languages) => void (await segments.scheduleRetry(segment.seq, languages, 1)),
    broadcast: (message) => delivery.broadcast(message),
    remember: async (segment, language, rendering, { userId, via }) => {
      const sourceLanguage = sermon.languageOf(segment);
      // Nothing awaited between the check and the event (take-back.ts): a line taken back learns nothing.
      if (!takeBack.noted(segment.seq, { sourceLanguage, source: segment.source, language, rendering })) return;
      await emit({
        id: `memory:${segment.seq}:${language}:${clock.now()}`,
        type: "booth.corrected",
        broadcastId: sermon.id,
        sourceLanguage,
        source: segment.source,
        language,
        rendering,
        userId,
        via,
      });
    },
  });
  // Built once the parts it needs are; the segment lane, take-back and the operator ask it only when a line comes.
  const interpreters: Interpreters = new Interpreters({
    room: host,
    sermon,
    transcript,
    delivery,
    relays,
    alarms,
    translateInto,
    paused: () => operator.paused,
  });
  const catchUp = new CatchUp({
    sermon,
    transcript,
    delivery,
    scripture,
    translateInto,
    translateHistory: (lines, language) => segments.translateHistory(lines, language),
    paused: () => operator.paused,
    readable: (language) => interpreters.readable(language),
    skipped: (language, after, upTo) => interpreters.skipped(language, after, upTo),
  });
  return {
    sermon,
    transcript,
    outbox,
    scripture,
    alarms,
    relays,
    lag,
    delivery,
    segments,
    operator,
    catchUp,
    help,
    takeBack,
    interpreters,
    speaking,
    languages,
    inUse,
    /** Signed commands from the web already taken, kept in storage: a replayed one is refused (signed-json.ts). */
    commandNonces: new SeenNonces(storage),
    /** What each person may still send, whichever connection or relay they use (decision 026). */
    limits: new ListenerLimits(storage, clock),
    revocations: new DisplayRevocations(host),
  };
}
