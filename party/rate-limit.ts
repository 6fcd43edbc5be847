// Per-connection limits on what listeners send, kept in the connection's own (serialised) state
// so they survive the room hibernating. A token bucket: a burst up to `capacity`, then `perSecond`.

export type Bucket = { tokens: number; at: number };
export type Limit = { capacity: number; perSecond: number };

/** Anything a listener sends (resume requests, clicks, junk). */
export const LISTENER_MESSAGES: Limit = { capacity: 20, perSecond: 2 };
/**
 * Accept-Jesus clicks: a person tapping fast a few times is counted every time; a script's
 * hundred clicks are not (each click is a salvation record for the church).
 */
export const ACCEPT_CLICKS: Limit = { capacity: 5, perSecond: 1 / 30 };

/** Takes one token when there is one: the new bucket, and whether the message may pass. */
export function take(bucket: Bucket | undefined, limit: Limit, now: number): { bucket: Bucket; allowed: boolean } {
  const previous = bucket ?? { tokens: limit.capacity, at: now };
  const tokens = Math.min(limit.capacity, previous.tokens + ((now - previous.at) / 1000) * limit.perSecond);
  if (tokens < 1) return { bucket: { tokens, at: now }, allowed: false };
  return { bucket: { tokens: tokens - 1, at: now }, allowed: true };
}
