// A fake clock for the in-memory room host (decision 062): `now()` and timers move only when the
// test moves them (runUntilIdle), so provider latency, retries, heartbeats and gathered webhooks
// cost no real time and every run is the same run.
import type { Clock } from "#party/host.ts";

type Timer = { id: number; at: number; callback: () => void };

export class FakeClock implements Clock {
  private current: number;
  private readonly timers = new Map<number, Timer>();
  private nextId = 1;
  /** Bumped on every timer set or fired: the host's sign that something is going on. */
  changes = 0;

  /** Starts at the wall clock's time, so signed requests' timestamps (real time) stay fresh. */
  constructor(start = Date.now()) {
    this.current = start;
  }

  now() {
    return this.current;
  }

  setTimeout(callback: () => void, ms: number) {
    const id = this.nextId++;
    this.timers.set(id, { id, at: this.current + Math.max(0, ms || 0), callback });
    this.changes++;
    return id;
  }

  clearTimeout(handle: unknown) {
    this.timers.delete(handle as number);
  }

  sleep(ms: number) {
    return new Promise<void>((resolve) => this.setTimeout(resolve, ms));
  }

  /** When the earliest timer is due, or null when none is set. */
  nextAt() {
    let next: number | null = null;
    for (const timer of this.timers.values()) if (next === null || timer.at < next) next = timer.at;
    return next;
  }

  /** Moves the time on to `at` (no timer is due before it: the caller fired those). */
  moveTo(at: number) {
    this.current = Math.max(this.current, at);
  }

  /** Moves to the earliest timer and runs it (ties in the order they were set). */
  fireNext() {
    let first: Timer | null = null;
    for (const timer of this.timers.values()) if (!first || timer.at < first.at) first = timer;
    if (!first) return false;
    this.timers.delete(first.id);
    this.current = Math.max(this.current, first.at);
    this.changes++;
    first.callback();
    return true;
  }
}
