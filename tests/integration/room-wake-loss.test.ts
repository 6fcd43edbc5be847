// Issue 27: spoken sentences vanished after prepared text and a quiet spell. The room woke, counted
// its prepared lines' numbers as numbers the speaker had already used, and dropped the speaker's
// next finals as repeats. Here the whole path: every listener (one on a relay), the projector and
// the archived transcript must have every line once, in order.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSpokenLines } from "#app/features/live/client/spoken-lines.ts";
import { applyRoomEvent } from "#app/features/live/room-events.server.ts";
import { transcriptLines } from "#app/features/transcript/export.server.ts";
import { prisma } from "#app/utils/db.server.ts";
import type { ClientMessage } from "#app/neutral/protocol.ts";
import { relayName } from "#app/neutral/relay-protocol.ts";
import { sharedPartykit, type RoomServer } from "#tests/setup/shared-room.ts";
import { startAzureServer } from "#tests/support/azure-server.ts";
import { startLiveSermon } from "#tests/support/live-sermon.ts";
import { commandRoom, forceRoom, joinRoom, tokenFor } from "#tests/support/room-client.ts";
import { startWebhookReceiver } from "#tests/support/webhook-receiver.ts";

let room: RoomServer;
let azure: Awaited<ReturnType<typeof startAzureServer>>;
let web: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeAll(async () => {
  [room, azure, web] = await Promise.all([
    sharedPartykit(),
    startAzureServer({ key: "k" }),
    startWebhookReceiver({ apply: applyRoomEvent }),
  ]);
}, 90_000);

afterAll(async () => {
  await Promise.all([room?.stop(), azure?.close(), web?.close()]);
});

const awakeSince = async (id: string) =>
  ((await (await fetch(`${room.url}/parties/main/${id}`)).json()) as { awakeSince: number }).awakeSince;

/** What the speaker's page sends for its lines: its own keys, or (a page loaded before decision 026) its numbers. */
const speakers = {
  "keys of its own": () => {
    const lines = createSpokenLines();
    return { final: (text: string) => lines.final(text), resend: () => lines.recent() };
  },
  "numbers (a page open during the deploy)": () => {
    const sent: ClientMessage[] = [];
    return {
      final: (text: string) => sent[sent.push({ type: "final", seq: sent.length, text }) - 1]!,
      resend: () => sent,
    };
  },
};

describe.each(Object.entries(speakers))("prepared text, eviction, then a speaker's page sending %s", (_, speaker) => {
  it("reaches every listener, the projector and the archived transcript, every sentence once", async () => {
    const translation = { kind: "azure" as const, endpoint: azure.url, key: "k" };
    const { sermon } = await startLiveSermon(room.url, { translation, webhookUrl: web.url });
    const id = sermon.broadcastId;
    const join = async (
      role: "host" | "operator" | "listener" | "display",
      language: string,
      listenerId?: string,
      relay?: string,
    ) => {
      const token = await tokenFor({ sermon: id, role, userId: null, language, ...(listenerId ? { listenerId } : {}) });
      const client = await joinRoom(room.url, id, token, {}, relay);
      await client.waitFor((all) => all.some((m) => m.type === "welcome"), `${role}'s welcome`);
      return client;
    };
    const host = await join("host", "en");
    const operator = await join("operator", "en");
    const english = await join("listener", "en", "g-english-listener");
    const spanish = await join("listener", "es", "g-spanish-listener", relayName(id, 1));
    const projector = await join("display", "en", "d-projector");
    const readers = { english, spanish, projector };

    operator.send({ type: "prepared", text: "Our first reading. Our second reading. Our third reading." });
    await Promise.all(Object.values(readers).map((reader) => reader.waitForSegments(3)));

    const before = await awakeSince(id);
    await forceRoom(room.url, id, "evict");
    expect(await awakeSince(id)).toBeGreaterThan(before);

    const spoken = ["Good morning, everyone.", "Let us sit together.", "Thank you all."];
    const page = speaker();
    for (const text of spoken) host.send(page.final(text));
    await Promise.all(Object.values(readers).map((reader) => reader.waitForSegments(6)));
    // The page reconnects after another wake and sends its last lines again: the room has them all.
    await forceRoom(room.url, id, "evict");
    await host.drop();
    const back = await join("host", "en");
    for (const message of page.resend()) back.send(message);

    await commandRoom(room.url, id, { type: "end" });
    // "ended" follows every segment in the room's one delivery chain: nothing more can come after it.
    await Promise.all(Object.values(readers).map((reader) => reader.waitFor((all) => all.at(-1)?.type === "ended")));
    const everything = ["Our first reading.", "Our second reading.", "Our third reading.", ...spoken];
    const received = (reader: (typeof readers)[keyof typeof readers]) =>
      reader.segments().map((m) => (m.type === "segment" ? m.text : ""));
    expect(received(english)).toEqual(everything);
    expect(received(projector)).toEqual(everything);
    expect(received(spanish)).toEqual(everything.map((line) => `[es] ${line}`));

    const deadline = Date.now() + 15_000;
    while (!(await prisma.transcriptSegment.count({ where: { sermonId: sermon.id } })) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const archived = await transcriptLines({ ...sermon, endedAt: new Date() }, "es");
    expect(archived.map((line) => line.text)).toEqual(everything.map((line) => `[es] ${line}`));
    expect((await transcriptLines(sermon, "en")).map((line) => line.text)).toEqual(everything);
  }, 90_000);
});
