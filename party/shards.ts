// The sermon room's side of its relay rooms (decision 013): which relays exist and which
// languages their listeners use (kept in storage, so a woken room still knows them), and the
// forwarding of every delivery to them. The sermon room stays the single writer; relays only
// fan out. A relay that misses a forward notices the gap and catches up (party/relay.ts).
import type { Parties, RoomHost } from "./host.ts";
import { languageCode } from "../app/neutral/protocol.ts";
import { roomEventBatchSchema, roomEventSchema, type RoomEvent } from "../app/neutral/room-web-protocol.ts";
import { verifyHmacHex } from "../app/neutral/token.ts";
import { relayRegistrationSchema, type RelayCatchUp, type RelayCommand } from "../app/neutral/relay-protocol.ts";
import { freshSignedNonce, signedHeaders } from "../app/neutral/signed-request.ts";
import { readSignedJson, SeenNonces } from "./signed-json.ts";
import { roomLog } from "./log.ts";

/** What a relay's requests need of the sermon room. */
type Sermon = {
  id: string;
  add: (event: RoomEvent) => Promise<void>;
  catchUp: (language: string, after: number) => Promise<RelayCatchUp>;
  /** Resolves once every delivery queued before it has run. */
  settled: () => Promise<void>;
};

export class Relays {
  private relays: Record<string, string[]> = {};
  private parties: Parties | null = null;
  /** One queue per relay: forwards to a relay go one after another, without holding up the sermon. */
  private readonly queues = new Map<string, Promise<void>>();
  /** Relays' signed requests (registrations, events) already taken: a replayed one is refused. */
  private readonly relayNonces: SeenNonces;
  private forwarding = 0;

  constructor(
    private readonly room: RoomHost,
    private readonly secret: string,
  ) {
    this.relayNonces = new SeenNonces(room.storage);
  }

  async load() {
    this.relays = (await this.room.storage.get<Record<string, string[]>>("relays")) ?? {};
  }

  /**
   * Keeps PartyKit's handle on the other parties while it is there: it throws inside `onAlarm`
   * and in an instance an alarm built. A forward that cannot go then is healed by the relay.
   */
  capture() {
    try {
      this.parties ??= this.room.parties();
    } catch {
      // In an alarm: keep what we had.
    }
  }

  /** True while a forward has not gone yet. */
  get busy() {
    return this.forwarding > 0;
  }

  languages() {
    return [...new Set(Object.values(this.relays).flat())];
  }

  /**
   * A relay's requests, each signed with the room secret: `POST …/relay` (its languages),
   * `POST …/events` (its joins, leaves and clicks, for the sermon's outbox) and
   * `GET …/catchup?language&after` (one language's segments) and `GET …/barrier?relay` (answered
   * once every forward queued for that relay so far has reached it). Null for any other path.
   */
  async route(request: Request, sermon: Sermon) {
    const path = new URL(request.url).pathname.split("/").slice(4).join("/");
    if (path === "relay" && request.method === "POST") return this.register(request);
    if (path === "events" && request.method === "POST") return this.events(request, sermon);
    if (path === "catchup" && request.method === "GET") return this.catchUp(request, sermon);
    if (path === "barrier" && request.method === "GET") return this.barrier(request, sermon);
    return null;
  }

  private async events(request: Request, sermon: Pick<Sermon, "id" | "add">) {
    const body = await request.text();
    const nonce = await freshSignedNonce(this.secret, body, request.headers);
    if (!nonce || !(await this.relayNonces.take(nonce))) return new Response("Unauthorized", { status: 401 });
    let json;
    try {
      json = JSON.parse(body);
    } catch {
      return new Response("Bad request", { status: 400 });
    }
    const batch = roomEventBatchSchema.safeParse(json);
    const single = batch.success ? null : roomEventSchema.safeParse(json);
    if (!batch.success && !single?.success) return new Response("Bad request", { status: 400 });
    // A relay speaks for this sermon only; its events join the sermon's own, in order.
    for (const event of batch.success ? batch.data.events : [single!.data!]) {
      if (event.broadcastId === sermon.id) await sermon.add(event);
    }
    return Response.json({ ok: true });
  }

  /** A signed GET's address, or the refusal. */
  private async signedGet(request: Request) {
    const url = new URL(request.url);
    const signature = request.headers.get("Authorization")?.replace(/^Bearer /, "") ?? null;
    // A GET has no body: the signature covers the last path segment and the query.
    const signedPart = `${url.pathname.slice(url.pathname.lastIndexOf("/"))}${url.search}`;
    if (!(await verifyHmacHex(this.secret, signedPart, signature))) {
      return new Response("Unauthorized", { status: 401 });
    }
    return url;
  }

  private async catchUp(request: Request, sermon: Pick<Sermon, "catchUp">) {
    const url = await this.signedGet(request);
    if (url instanceof Response) return url;
    const language = url.searchParams.get("language") ?? "";
    const after = Number(url.searchParams.get("after") ?? "-1");
    if (!languageCode.safeParse(language).success || !Number.isInteger(after)) {
      return new Response("Bad request", { status: 400 });
    }
    return Response.json(await sermon.catchUp(language, after));
  }

  /**
   * A relay's listener pinged: the relay answers it after this, so the answer comes after every
   * delivery the sermon room queued before the ping (a relay queues each forward before saying ok).
   */
  private async barrier(request: Request, sermon: Pick<Sermon, "settled">) {
    const url = await this.signedGet(request);
    if (url instanceof Response) return url;
    await sermon.settled();
    await this.queues.get(url.searchParams.get("relay") ?? "");
    return Response.json({ ok: true });
  }

  private async register(request: Request) {
    const registration = await readSignedJson(request, this.secret, relayRegistrationSchema, this.relayNonces);
    if (registration instanceof Response) return registration;
    const { relay, languages } = registration;
    const known = new Set(this.relays[relay] ?? []);
    if (!this.relays[relay] || languages.some((language) => !known.has(language))) {
      this.relays[relay] = [...new Set([...known, ...languages])];
      await this.room.storage.put("relays", this.relays);
    }
    return Response.json({ ok: true });
  }

  /** A segment's messages by language; each relay gets the languages its listeners use. */
  forwardSegment(seq: number, messages: Record<string, string>, correction: boolean) {
    this.forward((languages) => {
      const mine = pick(messages, languages);
      return mine ? { type: "segment", seq, correction, messages: mine } : null;
    });
  }

  forwardAudio(messages: Record<string, string>) {
    this.forward((languages) => {
      const mine = pick(messages, languages);
      return mine ? { type: "audio", messages: mine } : null;
    });
  }

  broadcast(message: string, ended = false) {
    this.forward(() => ({ type: "broadcast", message, ...(ended ? { ended } : {}) }));
  }

  /**
   * To every relay at once. Called in delivery order; each relay's forwards wait for the one
   * before (a relay answers once it has queued a forward), so none overtakes another, while the
   * sermon room's own delivery chain goes on at once.
   */
  private forward(commandFor: (languages: string[]) => RelayCommand | null) {
    const entries = Object.entries(this.relays);
    if (!entries.length) return;
    this.capture();
    const parties = this.parties;
    if (!parties?.relay) return;
    for (const [relay, languages] of entries) {
      const command = commandFor(languages);
      if (!command) continue;
      const previous = this.queues.get(relay) ?? Promise.resolve();
      this.forwarding++;
      this.queues.set(
        relay,
        previous.then(async () => {
          const body = JSON.stringify(command);
          try {
            const response = await parties.relay!.get(relay).fetch({
              method: "POST",
              headers: { "Content-Type": "application/json", ...(await signedHeaders(this.secret, body)) },
              body,
            });
            if (!response.ok) throw new Error(`relay ${relay} answered ${response.status}`);
          } catch (error) {
            roomLog.error("forward to relay failed", error);
          } finally {
            this.forwarding--;
          }
        }),
      );
    }
  }
}

/** The messages in `languages`, or null when there are none. */
function pick(messages: Record<string, string>, languages: string[]) {
  const mine = Object.fromEntries(Object.entries(messages).filter(([language]) => languages.includes(language)));
  return Object.keys(mine).length ? mine : null;
}
