// A socket that died without a close (a phone's network gone, a NAT that forgot it) still says
// "open": nothing ever arrives, and the page would say "Connected" with no captions (issue 39).
// The page asks "are you there?" when it has heard nothing for HEARTBEAT_MS, the room answers at
// once (party/connections.ts), and a socket silent for SILENT_MS is given up and opened again;
// the reconnect's catch-up (lastSeq) brings every line said meanwhile. Decision 051.

/** Heard nothing for this long: ask the room. */
export const HEARTBEAT_MS = 2_000;
/** Heard nothing, not even the answer, for this long: the socket is dead. */
export const SILENT_MS = 5_000;
/** How often the watch looks at the clock: SILENT_MS is met within this much. */
const TICK_MS = 500;

type Clock = {
  now: () => number;
  setInterval: (run: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
};

const realClock: Clock = {
  now: () => Date.now(),
  setInterval: (run, ms) => setInterval(run, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
};

/**
 * Watches one open socket. `heard()` on every frame that arrives; `ask()` sends a heartbeat;
 * `silent()` is called once when the socket has said nothing for SILENT_MS, and the watch stops.
 */
export function watchSocket(options: { ask: () => void; silent: () => void; clock?: Clock }) {
  const clock = options.clock ?? realClock;
  let lastHeard = clock.now();
  let lastAsked = -Infinity;
  const timer = clock.setInterval(() => {
    const now = clock.now();
    if (now - lastHeard >= SILENT_MS) {
      clock.clearInterval(timer);
      options.silent();
    } else if (now - lastHeard >= HEARTBEAT_MS && now - lastAsked >= HEARTBEAT_MS) {
      // Once per HEARTBEAT_MS of silence, not on every tick.
      lastAsked = now;
      options.ask();
    }
  }, TICK_MS);
  return {
    heard() {
      lastHeard = clock.now();
    },
    stop() {
      clock.clearInterval(timer);
    },
  };
}
