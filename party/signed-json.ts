// The room's side of signed requests (app/neutral/signed-request.ts signs and checks them): a body
// is read only when its signature holds, and each nonce is taken once. The nonces are kept in room
// storage until they are worthless (older than any signed request may be), so a room that was
// evicted or restarted still refuses a replay (issue 40, finding 6; decision 052); a copy in
// memory refuses a replay that arrives while the first is still being written.
import type { HostStorage } from "./host.ts";
import type { z } from "zod";
import { freshSignedNonce, SIGNED_REQUEST_MAX_AGE_MS } from "../app/neutral/signed-request.ts";

const PREFIX = "nonce:";
/** A nonce older than this guards nothing: its timestamp alone refuses the request. */
const KEEP_MS = 2 * SIGNED_REQUEST_MAX_AGE_MS;
/** Storage deletes take up to 128 keys. */
const DELETE_BATCH = 128;

/** The nonces this room has taken within their lifetime. */
export class SeenNonces {
  private readonly recent = new Map<string, number>();
  private sweptAt = 0;

  constructor(private readonly storage: HostStorage) {}

  /** True the first time `nonce` is offered within its lifetime, even across evictions; false for a replay. */
  async take(nonce: string, now = Date.now()) {
    for (const [old, at] of this.recent) {
      if (now - at <= KEEP_MS) break;
      this.recent.delete(old);
    }
    if (this.recent.has(nonce)) return false;
    // Set before the first await: a replay right behind this request finds it here.
    this.recent.set(nonce, now);
    const key = `${PREFIX}${nonce}`;
    if ((await this.storage.get<number>(key)) !== undefined) return false;
    await this.storage.put(key, now);
    // Expired nonces go at most once a minute per instance (and at the first request after a wake).
    if (now - this.sweptAt > SIGNED_REQUEST_MAX_AGE_MS) {
      this.sweptAt = now;
      await this.sweep(now);
    }
    return true;
  }

  private async sweep(now: number) {
    const stored = await this.storage.list<number>({ prefix: PREFIX });
    const expired = [...stored].filter(([, at]) => now - at > KEEP_MS).map(([key]) => key);
    for (let start = 0; start < expired.length; start += DELETE_BATCH)
      await this.storage.delete(expired.slice(start, start + DELETE_BATCH));
  }
}

/** The request's body parsed with `schema` when its signature holds, or the response refusing it. */
export async function readSignedJson<Schema extends z.ZodType>(
  request: Request,
  secret: string,
  schema: Schema,
  seen: SeenNonces,
): Promise<z.output<Schema> | Response> {
  const body = await request.text();
  const nonce = await freshSignedNonce(secret, body, request.headers);
  if (!nonce || !(await seen.take(nonce))) return new Response("Unauthorized", { status: 401 });
  let parsed;
  try {
    parsed = schema.safeParse(JSON.parse(body));
  } catch {
    return new Response("Bad request", { status: 400 });
  }
  if (!parsed.success) return new Response("Bad request", { status: 400 });
  return parsed.data;
}
