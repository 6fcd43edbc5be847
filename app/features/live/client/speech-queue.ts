// Reads captions aloud, strictly in order: the room's server voice (an audio clip) when the
// organisation set one for this language, otherwise the device's own voices. When speech falls
// behind the speaker it catches up visibly: first faster, then by skipping with a marker —
// never by dropping sentences silently.
const FASTER_WHEN_BEHIND = 2;
const SKIP_WHEN_BEHIND = 6;

export type QueueState = { behind: number; skipped: number };

/**
 * `voice`: the device voice to read with (one that speaks `language`). `audio`: one page-long
 * audio element for server voices, so Media Session keeps them playing with the screen locked.
 */
export function createSpeechQueue(
  language: string,
  onChange: (state: QueueState) => void,
  options: { voice?: SpeechSynthesisVoice; audio?: HTMLAudioElement } = {},
) {
  type Item = { text: string } | { audio: string };
  const queue: Item[] = [];
  let speaking = false;
  let skipped = 0;
  let stopped = false;
  const synth = typeof window !== "undefined" ? window.speechSynthesis : undefined;

  const report = () => onChange({ behind: queue.length, skipped });

  const speakNext = () => {
    if (stopped || speaking) return;
    if (queue.length > SKIP_WHEN_BEHIND) {
      // Keep the newest few; the caption list still shows every sentence that was skipped.
      skipped += queue.length - FASTER_WHEN_BEHIND;
      queue.splice(0, queue.length - FASTER_WHEN_BEHIND);
    }
    const item = queue.shift();
    report();
    if (!item) return;
    const rate = queue.length >= FASTER_WHEN_BEHIND ? 1.35 : 1;
    const done = () => {
      speaking = false;
      speakNext();
    };
    speaking = true;
    if ("audio" in item) {
      const clip = options.audio ?? new Audio();
      clip.src = item.audio;
      clip.playbackRate = rate;
      clip.onended = clip.onerror = done;
      clip.play().catch(done);
      return;
    }
    // A device without speech synthesis still plays server clips; its text items are dropped.
    if (!synth) return done();
    const utterance = new SpeechSynthesisUtterance(item.text);
    utterance.lang = language;
    if (options.voice) utterance.voice = options.voice;
    utterance.rate = rate;
    utterance.onend = utterance.onerror = done;
    synth.speak(utterance);
  };

  return {
    supported: Boolean(synth),
    push(item: Item) {
      queue.push(item);
      speakNext();
    },
    stop() {
      stopped = true;
      queue.length = 0;
      synth?.cancel();
      report();
    },
  };
}
