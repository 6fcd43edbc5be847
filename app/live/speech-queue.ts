// Reads captions aloud with the device's own voices, strictly in order. When speech falls
// behind the speaker it catches up visibly: first faster, then by skipping with a marker —
// never by dropping sentences silently.
const FASTER_WHEN_BEHIND = 2;
const SKIP_WHEN_BEHIND = 6;

export type QueueState = { behind: number; skipped: number };

export function createSpeechQueue(language: string, onChange: (state: QueueState) => void) {
  const queue: string[] = [];
  let speaking = false;
  let skipped = 0;
  let stopped = false;
  const synth = typeof window !== "undefined" ? window.speechSynthesis : undefined;

  const report = () => onChange({ behind: queue.length, skipped });

  const speakNext = () => {
    if (!synth || stopped || speaking) return;
    if (queue.length > SKIP_WHEN_BEHIND) {
      // Keep the newest few; the caption list still shows every sentence that was skipped.
      skipped += queue.length - FASTER_WHEN_BEHIND;
      queue.splice(0, queue.length - FASTER_WHEN_BEHIND);
    }
    const text = queue.shift();
    report();
    if (!text) return;
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = language;
    utterance.rate = queue.length >= FASTER_WHEN_BEHIND ? 1.35 : 1;
    utterance.onend = utterance.onerror = () => {
      speaking = false;
      speakNext();
    };
    speaking = true;
    synth.speak(utterance);
  };

  return {
    supported: Boolean(synth),
    push(text: string) {
      queue.push(text);
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
