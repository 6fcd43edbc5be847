import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ServerMessage } from "#app/neutral/protocol.ts";
import { startApertium } from "#tests/setup/apertium.ts";
import { TEST_ROOM_SECRET } from "#tests/setup/partykit.ts";
import { sharedPartykit, type RoomServer } from "#tests/setup/shared-room.ts";
import { configureRoom, createLiveSermon } from "#tests/support/live-sermon.ts";
import { joinRoom, tokenFor } from "#tests/support/room-client.ts";

// The web app's real segment-help and room-event endpoints on loopback, with the room's secret
// (env.server.ts reads ROOM_SECRET once, at import: set before every import).
const roomSecret = vi.hoisted(() => (process.env.ROOM_SECRET = "test-room-secret-that-is-long-enough-000"));
const { startRoomWeb } = await import("#tests/support/room-web.ts");
const { quoteIndexReady } = await import("#app/features/quotes/quotes.server.ts");
const { prisma } = await import("#app/utils/db.server.ts");

let room: RoomServer;
let web: Awaited<ReturnType<typeof startRoomWeb>>;
let apertium: Awaited<ReturnType<typeof startApertium>>;
let organisationId = "";
let broadcastId = "";
beforeAll(async () => {
  expect(roomSecret).toBe(TEST_ROOM_SECRET);
  [room, web, apertium] = await Promise.all([sharedPartykit(), startRoomWeb(), startApertium()]);
  const live = await createLiveSermon();
  [organisationId, broadcastId] = [live.organisation.id, live.broadcastId];
  // Built when a sermon starts (room.server.ts); here before the first segment, as there.
  await quoteIndexReady(organisationId, "en");
}, 120_000);
afterAll(async () => {
  await Promise.all([room?.stop(), web?.close(), apertium?.stop()]);
});

const segmentsOf = (messages: ServerMessage[], seq: number) =>
  messages.filter((m): m is Extract<ServerMessage, { type: "segment" }> => m.type === "segment" && m.seq === seq);

describe("memory and quoted verses through a real room", () => {
  it("a line corrected in the booth comes out corrected the next time it is said; a quote from the Bible", async () => {
    await configureRoom(room.url, broadcastId, {
      translation: { kind: "apertium", url: apertium.url },
      webhookUrl: web.webhookUrl,
      helpUrl: web.helpUrl,
    });
    const join = async (role: "host" | "listener", language: string) => {
      const claims = { sermon: broadcastId, role, userId: `${role}-${language}`, language };
      const socket = await joinRoom(room.url, broadcastId, await tokenFor(claims));
      await socket.waitFor((all) => all.some((m) => m.type === "welcome"));
      return socket;
    };
    const host = await join("host", "en");
    const es = await join("listener", "es");

    const said = "Our brothers from the valley church are with us.";
    const corrected = "Nuestros hermanos de la iglesia del valle están con nosotros.";
    host.send({ type: "final", seq: 0, text: said });
    await es.waitFor((all) => segmentsOf(all, 0).length > 0, "first line");
    expect(segmentsOf(es.messages, 0)[0]!.text).not.toBe(corrected);

    host.send({ type: "correctTranslation", seq: 0, language: "es", text: corrected });
    await es.waitFor((all) => segmentsOf(all, 0).some((m) => m.edited && m.text === corrected), "corrected line");
    const deadline = Date.now() + 15_000;
    while (!(await prisma.memoryEntry.count({ where: { organisationId, origin: "booth" } })) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await prisma.memoryEntry.findFirst({ where: { organisationId } })).toMatchObject({
      sourceLanguage: "en",
      source: said,
      targetLanguage: "es",
      rendering: corrected,
      origin: "booth",
    });

    // The engine's line goes first; the memory's rendering replaces it (help never holds a caption, decision 050).
    host.send({ type: "final", seq: 1, text: said });
    await es.waitFor((all) => segmentsOf(all, 1).some((m) => m.revised), "the same line again, from the memory");
    expect(segmentsOf(es.messages, 1).at(-1)!.text).toBe(corrected);

    host.send({
      type: "final",
      seq: 2,
      text:
        "For God so loved the world, that he gave his only born Son, " +
        "that whoever believes in him should not perish, but have eternal life.",
    });
    await es.waitFor((all) => segmentsOf(all, 2).some((m) => m.revised), "the quoted verse");
    expect(segmentsOf(es.messages, 2).at(-1)!.text).toBe(
      "Porque de tal manera amó Dios al mundo, que ha dado á su Hijo unigénito, para que todo aquel que en él " +
        "cree, no se pierda, mas tenga vida eterna (Juan 3:16).",
    );
  }, 90_000);
});
