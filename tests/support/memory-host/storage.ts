// A room's durable storage in memory, with the one alarm (Durable Object storage's shape as
// party/host.ts names it). Values are copied in and out, as a real store serialises them.
import type { HostStorage } from "#party/host.ts";

type ListOptions = { prefix?: string; limit?: number; start?: string; end?: string; reverse?: boolean };

export class MemoryStorage implements HostStorage {
  private readonly values = new Map<string, unknown>();
  private alarm: number | null = null;
  /**
   * `onAlarm`: the alarm was set (a time) or cleared (null), for the host to arm its clock;
   * `touched`: any operation, the host's sign that something is going on.
   */
  constructor(
    private readonly onAlarm: (at: number | null) => void,
    private readonly touched: () => void,
  ) {}

  get<T = unknown>(key: string): Promise<T | undefined>;
  get<T = unknown>(keys: string[]): Promise<Map<string, T>>;
  async get<T>(keys: string | string[]) {
    this.touched();
    if (typeof keys === "string") return structuredClone(this.values.get(keys)) as T | undefined;
    const found = new Map<string, T>();
    for (const key of keys) if (this.values.has(key)) found.set(key, structuredClone(this.values.get(key)) as T);
    return found;
  }

  put<T>(key: string, value: T): Promise<void>;
  put<T>(entries: Record<string, T>): Promise<void>;
  async put<T>(key: string | Record<string, T>, value?: T) {
    this.touched();
    const entries = typeof key === "string" ? { [key]: value } : key;
    for (const [name, item] of Object.entries(entries)) this.values.set(name, structuredClone(item));
  }

  delete(key: string): Promise<boolean>;
  delete(keys: string[]): Promise<number>;
  async delete(keys: string | string[]) {
    this.touched();
    if (typeof keys === "string") return this.values.delete(keys);
    return keys.filter((key) => this.values.delete(key)).length;
  }

  async list<T = unknown>(options: ListOptions = {}) {
    this.touched();
    const keys = [...this.values.keys()]
      .filter((key) => !options.prefix || key.startsWith(options.prefix))
      .filter(
        (key) =>
          (options.start === undefined || key >= options.start) && (options.end === undefined || key < options.end),
      )
      .sort();
    if (options.reverse) keys.reverse();
    const listed = new Map<string, T>();
    for (const key of keys.slice(0, options.limit ?? keys.length))
      listed.set(key, structuredClone(this.values.get(key)) as T);
    return listed;
  }

  async getAlarm() {
    return this.alarm;
  }

  async setAlarm(at: number | Date) {
    this.touched();
    this.alarm = typeof at === "number" ? at : at.getTime();
    this.onAlarm(this.alarm);
  }

  /** The alarm went off: it is no longer set (a Durable Object's alarm runs once). */
  alarmFired() {
    this.alarm = null;
  }
}
