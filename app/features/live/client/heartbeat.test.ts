import { describe, expect, it } from "vitest";
import { ANSWER_MS, HEARTBEAT_MS, watchSocket } from "./heartbeat.ts";

/** A clock the test moves by hand: every interval due by then runs, in order. */
function fakeClock(throttledTo?: number) {
  let now = 0;
  const timers = new Map<number, { run: () => void; every: number; next: number }>();
  let ids = 0;
  return {
    now: () => now,
    setInterval: (run: () => void, every: number) => {
      // A hidden tab's browser may run an interval far less often than asked.
      const period = throttledTo ?? every;
      timers.set(++ids, { run, every: period, next: now + period });
      return ids;
    },
    clearInterval: (handle: unknown) => void timers.delete(handle as number),
    advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const due = [...timers.entries()].sort((a, b) => a[1].next - b[1].next)[0];
        if (!due || due[1].next > until) break;
        now = due[1].next;
        due[1].next += due[1].every;
        due[1].run();
      }
      now = until;
    },
  };
}

function watched(throttledTo?: number) {
  const clock = fakeClock(throttledTo);
  const asked: number[] = [];
  const silent: number[] = [];
  const watch = watchSocket({ clock, ask: () => asked.push(clock.now()), silent: () => silent.push(clock.now()) });
  return { clock, asked, silent, watch };
}

describe("the socket watch (decision 051)", () => {
  it("asks nothing while frames keep coming, however long", () => {
    const { clock, asked, silent, watch } = watched();
    for (let second = 0; second < 120; second++) {
      clock.advance(1_000);
      watch.heard();
    }
    expect(asked).toEqual([]);
    expect(silent).toEqual([]);
  });

  it("asks once after HEARTBEAT_MS of silence, and an answer keeps the socket", () => {
    const { clock, asked, silent, watch } = watched();
    clock.advance(HEARTBEAT_MS);
    expect(asked).toEqual([HEARTBEAT_MS]);
    clock.advance(ANSWER_MS - 500);
    expect(asked).toHaveLength(1);
    watch.heard(); // the room's answer
    clock.advance(HEARTBEAT_MS + ANSWER_MS - 500);
    expect(silent).toEqual([]);
    expect(asked).toEqual([HEARTBEAT_MS, HEARTBEAT_MS + ANSWER_MS - 500 + HEARTBEAT_MS]);
  });

  it("gives the socket up once, ANSWER_MS after an unanswered question (5 s of silence), and stops", () => {
    const { clock, asked, silent } = watched();
    clock.advance(60_000);
    expect(asked).toEqual([HEARTBEAT_MS]);
    expect(silent).toEqual([HEARTBEAT_MS + ANSWER_MS]);
  });

  it("never takes silence alone for death: a timer that runs once a minute asks first", () => {
    const { clock, asked, silent, watch } = watched(60_000);
    clock.advance(60_000);
    expect([asked, silent]).toEqual([[60_000], []]);
    watch.heard();
    clock.advance(60_000);
    expect(silent).toEqual([]);
    // Asked again and never answered: given up on the next run.
    clock.advance(60_000);
    expect([asked, silent]).toEqual([[60_000, 120_000], [180_000]]);
  });

  it("stop() ends the watch: a closed socket is never given up again", () => {
    const { clock, asked, silent, watch } = watched();
    watch.stop();
    clock.advance(60_000);
    expect([asked, silent]).toEqual([[], []]);
  });
});
