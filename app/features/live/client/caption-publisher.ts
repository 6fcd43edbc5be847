// The speaker's side of captions: recogniser results in, keyed lines and a preview out.
// Every recogniser (Web Speech API, Azure, the test seam) goes through the segment cutter, so
// captions flow from interim results and nothing waits for the recogniser's final.
import type { ClientMessage } from "#app/neutral/protocol.ts";
import { createSegmentCutter, type CutterOptions } from "./segment-cutter.ts";
import type { SpokenLines } from "./spoken-lines.ts";

export const TICK_MS = 100;

export function createCaptionPublisher(options: {
  send: (message: ClientMessage) => void;
  /** The page's lines: each final gets the page's own key (decision 026). */
  lines: SpokenLines;
  cutter?: CutterOptions;
  now?: () => number;
}) {
  const cutter = createSegmentCutter(options.cutter);
  const now = options.now ?? Date.now;
  let lastPreview = "";

  const publish = (segments: string[]) => {
    for (const text of segments) options.send(options.lines.final(text));
    const preview = cutter.pending();
    if (preview !== lastPreview) {
      lastPreview = preview;
      options.send({ type: "interim", text: preview.slice(0, 2000) });
    }
  };

  return {
    onInterim: (text: string) => publish(cutter.interim(text, now())),
    onFinal: (text: string) => publish(cutter.final(text, now())),
    /** Called every TICK_MS: text that stopped changing goes out without a final. */
    tick: () => publish(cutter.tick(now())),
    /** Recognition ended by itself without a final: nothing heard is lost. */
    flush: () => publish(cutter.flush()),
    /** Paused: what was being said at that moment is not sent. */
    reset: () => {
      cutter.reset();
      lastPreview = "";
    },
  };
}
