// A socket that died without a close (a phone's network gone, a NAT that forgot it) still says
// "open": nothing ever arrives, and the page would say "Connected" with no captions (issue 39).
// The page asks "are you there?" when it has heard nothing for HEARTBEAT_MS, the room answers at
// once (party/connections.ts), and a socket that leaves it unanswered for ANSWER_MS (about 5 s of
// silence in all) is given up and opened again; the reconnect's catch-up (lastSeq) brings every
// line said meanwhile. Decision 051.

/** Heard nothing for this long: ask the room. */
export const HEARTBEAT_MS = 2_000;
/** Asked, and heard nothing for this long since: the socket is dead (about 5 s of silence in all). */
export const ANSWER_MS = 3_000;
/** How often the watch looks at the clock: a dead socket is found within this much. */
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
 * `silent()` is called once when a heartbeat went unanswered for ANSWER_MS, and the watch stops.
 * Only an unanswered question gives a socket up, never silence alone: a hidden tab's timers may
 * fire once a minute, and a quiet minute then must not look like a dead socket.
 */
export function watchSocket(options: { ask: () => void; silent: () => void; clock?: Clock }) {
  const clock = options.clock ?? realClock;
  let lastHeard = clock.now();
  let askedAt: number | null = null;
  const timer = clock.setInterval(() => {
    const now = clock.now();
    if (askedAt !== null && now - askedAt >= ANSWER_MS) {
      clock.clearInterval(timer);
      options.silent();
    } else if (askedAt === null && now - lastHeard >= HEARTBEAT_MS) {
      askedAt = now;
      options.ask();
    }
  }, TICK_MS);
  return {
    heard() {
      lastHeard = clock.now();
      askedAt = null;
    },
    stop() {
      clock.clearInterval(timer);
    },
  };
}
