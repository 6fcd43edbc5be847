// Taking a line back (decision 061) through a real partykit dev room, a relay and the web's real
// event handling on the test database: the line leaves every screen (read through the browsers'
// own reducer), every late joiner's catch-up, the stored transcript, the exports and the memory;
// only staff may do it; the room keeps its number taken, and the audit keeps who and when.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerMessage } from "#app/neutral/protocol.ts";
import { relayName } from "#app/neutral/relay-protocol.ts";
import { prisma } from "#app/utils/db.server.ts";
import { applyRoomEvent } from "#app/features/live/room-events.server.ts";
import { initialRoomState, roomReducer } from "#app/features/live/client/room-state.ts";
import { transcriptLines } from "#app/features/transcript/export.server.ts";
import { renderTranscript } from "#app/features/transcript/format.ts";
import { sharedPartykit, type RoomServer } from "#tests/setup/shared-room.ts";
import { startAzureServer } from "#tests/support/azure-server.ts";
import { expectNothingArrived, until } from "#tests/support/barrier.ts";
import { startStaffedSermon } from "#tests/support/live-sermon.ts";
import { commandRoom, forceRoom, joinRoom } from "#tests/support/room-client.ts";
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

type Client = Awaited<ReturnType<typeof joinRoom>>;
const withdrawn = (seq: number) => (client: Client) =>
  client.waitFor((all) => all.some((m) => m.type === "withdrawn" && m.seq === seq), `withdrawn ${seq}`);
/** What the screen shows: the client's messages through the browsers' own reducer. */
const shown = (messages: ServerMessage[]) =>
  messages.reduce(roomReducer, initialRoomState).captions.map((caption) => caption.text);
const saidIn = (messages: ServerMessage[], text: string) =>
  messages.some((m) => m.type === "segment" && m.text.includes(text));

const liveSermon = () =>
  startStaffedSermon(room.url, {
    translation: { kind: "azure" as const, endpoint: azure.url, key: "k" },
    webhookUrl: web.url,
  });

describe("taking a line back", () => {
  it("removes it from every screen, relay, catch-up, the stored transcript, the exports and the memory", async () => {
    const { organisation, pastor, booth, sermon, id, join } = await liveSermon();
    const host = await join("host", "en", pastor.id);
    const operator = await join("operator", "en", booth.id);
    const es = await join("listener", "es", null);
    const pt = await join("listener", "pt", null, { relay: relayName(id, 1) });
    const display = await join("display", "en", null);
    const away = await join("listener", "es", null);

    const name = "Please pray for Margaret Holloway in Ward 7.";
    host.send({ type: "final", id: "line-0", text: "Let us pray together." });
    host.send({ type: "final", id: "line-1", text: name });
    for (const client of [es, pt, display, away]) await client.waitForSegments(2);
    // The booth's better Spanish for the line: it goes into the memory, so taking back must remove it.
    host.send({ type: "correctTranslation", seq: 1, language: "es", text: "Oren por Margarita, sala 7." });
    const memoryOf = () => prisma.memoryEntry.count({ where: { organisationId: organisation.id, origin: "booth" } });
    await until(memoryOf, (count) => count === 1, "the booth's memory entry");
    // The room forgets everything in memory meanwhile: what the line put in memory is in storage.
    await forceRoom(room.url, id, "evict");
    await away.drop();

    operator.send({ type: "withdraw", seq: 1 });
    for (const client of [host, operator, es, pt, display]) await withdrawn(1)(client);
    for (const client of [host, operator, es, pt, display]) {
      expect(shown(client.messages).some((text) => text.includes("Margaret") || text.includes("Margarita"))).toBe(
        false,
      );
      expect(shown(client.messages)).toHaveLength(1);
    }

    // A phone that was away comes back with the line on its screen: told to drop it.
    const back = await join("listener", "es", null, { lastSeq: 1 });
    await withdrawn(1)(back);
    expect(shown([...away.messages, ...back.messages]).some((text) => text.includes("Margaret"))).toBe(false);

    // Late joiners, here and on the relay: their catch-up never carries it.
    const late = await join("listener", "es", null);
    const lateRelay = await join("listener", "pt", null, { relay: relayName(id, 1) });
    await withdrawn(1)(lateRelay);
    const caughtUp = await expectNothingArrived(late, (m) => m.type === "segment" && m.seq === 1);
    expect(shown(caughtUp)).toEqual(["[es] Let us pray together."]);
    expect(saidIn(lateRelay.messages, "Margaret")).toBe(false);
    expect(shown(lateRelay.messages)).toEqual(["[pt] Let us pray together."]);

    // The speaker page resending the line after a reconnect does not bring it back; nor a wake-up.
    host.send({ type: "final", id: "line-1", text: name });
    await forceRoom(room.url, id, "evict");
    host.send({ type: "final", id: "line-2", text: "We will sing now." });
    const [next] = (
      await es.waitFor((all) => all.some((m) => m.type === "segment" && m.seq > 1), "the next line")
    ).filter((m) => m.type === "segment" && m.seq > 1);
    expect(next).toMatchObject({ seq: 2, text: "[es] We will sing now." }); // a number taken back is never reused
    const woken = await join("listener", "es", null);
    const afterWake = await expectNothingArrived(woken, (m) => m.type === "segment" && m.seq === 1);
    expect(shown(afterWake)).toEqual(["[es] Let us pray together.", "[es] We will sing now."]);

    // Ended: the stored transcript and every export lack it; the memory entry it made is gone.
    await commandRoom(room.url, id, { type: "end" });
    const rows = await until(
      () => prisma.transcriptSegment.findMany({ where: { sermonId: sermon.id }, orderBy: { seq: "asc" } }),
      (found) => found.length > 0,
      "the transcript",
    );
    expect(new Set(rows.map((row) => row.seq))).toEqual(new Set([0, 2]));
    expect(rows.some((row) => row.text.includes("Margaret"))).toBe(false);
    expect(await memoryOf()).toBe(0);
    const ended = { ...sermon, status: "ended", endedAt: new Date() };
    for (const language of ["en", "es", "pt"]) {
      const lines = await transcriptLines(ended, language);
      for (const format of ["txt", "srt", "vtt", "json", "csv"] as const) {
        const meta = { title: "t", church: "c", language, startedAt: sermon.startedAt.toISOString() };
        expect(renderTranscript(format, meta, lines).body).not.toMatch(/Margaret|Margarita/);
      }
    }

    // Taken back after the end: the stored rows go too. The audit names who and when, never the words.
    host.send({ type: "withdraw", seq: 0 });
    await until(
      () => prisma.transcriptSegment.count({ where: { sermonId: sermon.id, seq: 0 } }),
      (count) => count === 0,
      "line 0's rows gone",
    );
    const audit = await prisma.takenBackLine.findMany({ where: { sermonId: sermon.id }, orderBy: { seq: "asc" } });
    expect(audit.map(({ seq, userId, role }) => ({ seq, userId, role }))).toEqual([
      { seq: 0, userId: pastor.id, role: "host" },
      { seq: 1, userId: booth.id, role: "operator" },
    ]);
    expect(JSON.stringify(audit)).not.toMatch(/pray|Margaret/);
  }, 90_000);

  it("refuses a listener or a display that asks to take a line back", async () => {
    const { pastor, sermon, join } = await liveSermon();
    const host = await join("host", "en", pastor.id);
    const listener = await join("listener", "es", null);
    const display = await join("display", "en", null);
    host.send({ type: "final", id: "line-0", text: "Welcome, everyone." });
    for (const client of [listener, display]) await client.waitForSegments(1);

    for (const client of [listener, display]) {
      client.send({ type: "withdraw", seq: 0 });
      await client.waitFor((all) => all.some((m) => m.type === "error" && m.code === "forbidden"), "forbidden");
    }
    const late = await join("listener", "es", null);
    const caughtUp = await expectNothingArrived(late, (m) => m.type === "withdrawn", [host, listener, display]);
    expect(shown(caughtUp)).toEqual(["[es] Welcome, everyone."]);
    expect(shown(listener.messages)).toEqual(["[es] Welcome, everyone."]);
    expect(await prisma.takenBackLine.count({ where: { sermonId: sermon.id } })).toBe(0);
  }, 60_000);
});
