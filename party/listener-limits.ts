// Limits on what listeners send, kept per person: the signed listener id ("u-…" or "g-…" from the
// room token), never the connection. Forty sockets opened with one token share one allowance
// (decision 026). Kept in room storage, so an evicted or restarted room still remembers them; a
// small cache keeps the hot path from reading storage twice for the same person.
import type { HostStorage } from "./host.ts";
import { ACCEPT_CLICKS, LISTENER_MESSAGES, take, type Bucket } from "./rate-limit.ts";

type Buckets = { messages?: Bucket; accepts?: Bucket };
const PREFIX = "limits:";

export class ListenerLimits {
  private readonly cache = new Map<string, Buckets>();

  constructor(
    private readonly storage: HostStorage,
    private readonly clock: { now(): number } = Date,
  ) {}

  /** Spends one message (and, for a click, one click) of this person's allowance; false when none is left. */
  async message(listenerId: string, isClick: boolean, now = this.clock.now()) {
    const buckets = await this.read(listenerId);
    const messages = take(buckets.messages, LISTENER_MESSAGES, now);
    const accepts = isClick ? take(buckets.accepts, ACCEPT_CLICKS, now) : null;
    this.write(listenerId, { messages: messages.bucket, accepts: accepts?.bucket ?? buckets.accepts });
    return messages.allowed && (accepts?.allowed ?? true);
  }

  /** A click a relay passed on: the person's click allowance is the sermon's, whatever room they are in. */
  async click(listenerId: string, now = this.clock.now()) {
    const buckets = await this.read(listenerId);
    const accepts = take(buckets.accepts, ACCEPT_CLICKS, now);
    this.write(listenerId, { ...buckets, accepts: accepts.bucket });
    return accepts.allowed;
  }

  private async read(listenerId: string) {
    const cached = this.cache.get(listenerId);
    if (cached) return cached;
    const stored = (await this.storage.get<Buckets>(`${PREFIX}${listenerId}`)) ?? {};
    // Another message of the same person may have filled the cache while this one read.
    return this.cache.get(listenerId) ?? stored;
  }

  private write(listenerId: string, buckets: Buckets) {
    this.cache.set(listenerId, buckets);
    // Not awaited: the runtime holds every outgoing message until the write is safe (output gate).
    void this.storage.put(`${PREFIX}${listenerId}`, buckets);
  }
}
