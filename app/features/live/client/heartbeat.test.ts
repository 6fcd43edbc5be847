import { describe, expect, it } from "vitest";
import { HEARTBEAT_MS, SILENT_MS, watchSocket } from "./heartbeat.ts";

/** A clock the test moves by hand: every interval due by then runs, in order. */
function fakeClock() {
  let now = 0;
  const timers = new Map<number, { run: () => void; every: number; next: number }>();
  let ids = 0;
  return {
    now: () => now,
    setInterval: (run: () => void, every: number) => {
      timers.set(++ids, { run, every, next: now + every });
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

function watched() {
  const clock = fakeClock();
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

  it("asks after HEARTBEAT_MS of silence, once per HEARTBEAT_MS, and an answer keeps the socket", () => {
    const { clock, asked, silent, watch } = watched();
    clock.advance(HEARTBEAT_MS);
    expect(asked).toEqual([HEARTBEAT_MS]);
    clock.advance(HEARTBEAT_MS - 1);
    expect(asked).toHaveLength(1);
    watch.heard(); // the room's answer
    clock.advance(SILENT_MS - 1);
    expect(silent).toEqual([]);
    expect(asked.length).toBeGreaterThan(1);
  });

  it("gives the socket up once after SILENT_MS with no answer, within one tick, and stops", () => {
    const { clock, asked, silent } = watched();
    clock.advance(60_000);
    expect(silent).toHaveLength(1);
    expect(silent[0]).toBeGreaterThanOrEqual(SILENT_MS);
    expect(silent[0]).toBeLessThanOrEqual(SILENT_MS + 500);
    // Asked at 2 s and 4 s, then nothing more once given up.
    expect(asked).toEqual([HEARTBEAT_MS, 2 * HEARTBEAT_MS]);
  });

  it("stop() ends the watch: a closed socket is never given up again", () => {
    const { clock, asked, silent, watch } = watched();
    watch.stop();
    clock.advance(60_000);
    expect([asked, silent]).toEqual([[], []]);
  });
});
