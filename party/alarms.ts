// Delayed work that must outlive the room's memory. A hibernating room can be evicted between any
// two events, and a `setTimeout` set before that is simply gone (and, while pending, keeps the
// room awake). So delayed jobs are written to room storage and the room's one alarm is kept at
// the earliest of them; `onAlarm` runs what is due. The outbox shares the same alarm through
// `wakeAt`, so neither can push the other's wake-up later.
import type { HostStorage } from "./host.ts";

const PREFIX = "alarm:";
type Job<T> = { key: string; at: number; job: T };

export class Alarms<T> {
  constructor(private readonly storage: HostStorage) {}

  /** Makes sure the room wakes by `at` (an earlier alarm already set stays). */
  async wakeAt(at: number) {
    const current = await this.storage.getAlarm();
    if (current === null || current > at) await this.storage.setAlarm(at);
  }

  /** Stores `job` to run at `at`; a job with the same `key` is replaced. */
  async schedule(key: string, at: number, job: T) {
    await this.storage.put<Job<T>>(`${PREFIX}${key}`, { key, at, job });
    await this.wakeAt(at);
  }

  /** The jobs due now, removed from storage; the alarm is re-armed for the earliest one left. */
  async takeDue(now = Date.now()) {
    const all = [...(await this.storage.list<Job<T>>({ prefix: PREFIX })).values()];
    const due = all.filter((entry) => entry.at <= now).sort((a, b) => a.at - b.at);
    if (due.length) await this.storage.delete(due.map((entry) => `${PREFIX}${entry.key}`));
    const next = Math.min(...all.filter((entry) => entry.at > now).map((entry) => entry.at));
    if (Number.isFinite(next)) await this.wakeAt(next);
    return due;
  }
}
