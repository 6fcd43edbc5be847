// A bilingual preacher (decision 065; requirements R7.40-R7.41) through a real partykit dev room, a
// relay, an Azure-protocol translator and the web's real event handling on the test database:
// English lines, a switch to Spanish, Spanish lines. Spanish listeners read the Spanish lines as
// said (marked original), everyone else a translation from Spanish; late joiners (here and on a
// relay, in a language nobody used yet) get each line right; the stored transcript and the exports
// carry each line's language. Only staff may switch, and only to a language of the table.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerMessage } from "#app/neutral/protocol.ts";
import { relayName } from "#app/neutral/relay-protocol.ts";
import { prisma } from "#app/utils/db.server.ts";
import { applyRoomEvent } from "#app/features/live/room-events.server.ts";
import { initialRoomState, roomReducer } from "#app/features/live/client/room-state.ts";
import { transcriptLines } from "#app/features/transcript/export.server.ts";
import { transcriptIn } from "#app/features/live/join-live.server.ts";
import { renderTranscript } from "#app/features/transcript/format.ts";
import { startPartykit } from "#tests/setup/partykit.ts";
import { startAzureServer } from "#tests/support/azure-server.ts";
import { settle, until } from "#tests/support/barrier.ts";
import { startStaffedSermon } from "#tests/support/live-sermon.ts";
import { commandRoom, forceRoom, joinRoom } from "#tests/support/room-client.ts";
import { startWebhookReceiver } from "#tests/support/webhook-receiver.ts";

let room: Awaited<ReturnType<typeof startPartykit>>;
let azure: Awaited<ReturnType<typeof startAzureServer>>;
let web: Awaited<ReturnType<typeof startWebhookReceiver>>;
beforeAll(async () => {
  [room, azure, web] = await Promise.all([
    startPartykit(),
    startAzureServer({ key: "k" }),
    startWebhookReceiver({ apply: applyRoomEvent }),
  ]);
}, 90_000);
afterAll(async () => {
  await Promise.all([room?.stop(), azure?.close(), web?.close()]);
});

type Client = Awaited<ReturnType<typeof joinRoom>>;
/** What the screen shows: the client's messages through the browsers' own reducer. */
const screen = (messages: ServerMessage[]) =>
  messages
    .reduce(roomReducer, initialRoomState)
    .captions.map(({ seq, text, from, original }) => ({ seq, text, from, original }));
const errorOf = (client: Client) =>
  client
    .waitFor((all) => all.some((m) => m.type === "error"), "an error")
    .then((all) => all.find((m) => m.type === "error"));

const liveSermon = () =>
  startStaffedSermon(room.url, {
    translation: { kind: "azure" as const, endpoint: azure.url, key: "k" },
    webhookUrl: web.url,
  });

// The lines as each language must read them: English said first, then Spanish.
const english = ["Welcome, friends.", "Let us pray."];
const spanish = ["Buenos días, hermanos.", "Gracias a todos."];
const readAs = (language: string) => [
  ...english.map((text, seq) => ({ seq, text: language === "en" ? text : `[${language}] ${text}` })),
  ...spanish.map((text, index) => ({
    seq: index + 2,
    text: language === "es" ? text : `[${language}] ${text}`,
    from: "es",
    original: language === "es" ? true : undefined,
  })),
];
const withMarks = (lines: ReturnType<typeof readAs>) =>
  lines.map((line) => ({ from: undefined, original: undefined, ...line }));

describe("a bilingual preacher", () => {
  it("switches the language mid-sermon; each line reaches every listener, late joiner and export right", async () => {
    const { pastor, booth, sermon, id, join } = await liveSermon();
    const host = await join("host", "en", pastor.id);
    const operator = await join("operator", "en", booth.id);
    const en = await join("listener", "en", null);
    const es = await join("listener", "es", null);
    const pt = await join("listener", "pt", null, { relay: relayName(id, 1) });

    host.send({ type: "final", id: "line-0", text: english[0]! });
    host.send({ type: "final", id: "line-1", text: english[1]! });
    for (const client of [en, es, pt]) await client.waitForSegments(2);

    // Only staff switch, and only to a language of the one table (app/neutral/languages.ts).
    es.send({ type: "speaking", language: "es" });
    expect(await errorOf(es)).toEqual({ type: "error", code: "forbidden" });
    host.send({ type: "speaking", language: "xx" });
    expect(await errorOf(host)).toEqual({ type: "error", code: "unknown_language" });

    // The booth switches (the speaker's page does the same); everyone is told, relays included.
    operator.send({ type: "speaking", language: "es" });
    for (const client of [host, en, es, pt])
      await client.waitFor((all) => all.some((m) => m.type === "speaking" && m.language === "es"), "the switch");
    // A wake-up between the switch and the next line keeps it (room storage).
    await forceRoom(room.url, id, "evict");
    host.send({ type: "final", id: "line-2", text: spanish[0]! });
    host.send({ type: "final", id: "line-3", text: spanish[1]! });
    for (const client of [en, es, pt, host]) await client.waitForSegments(4);
    await settle(host, en, es, pt);

    expect(screen(es.messages)).toEqual(withMarks(readAs("es")));
    expect(screen(en.messages)).toEqual(withMarks(readAs("en")));
    expect(screen(pt.messages)).toEqual(withMarks(readAs("pt")));
    // The preacher's own screen shows each line as said.
    expect(screen(host.messages).map((line) => line.text)).toEqual([...english, ...spanish]);
    // The translator was asked from Spanish for the Spanish lines, never into Spanish.
    const asked = azure.state.translateRequests.filter((request) => request.texts.includes(spanish[0]!));
    expect(asked.length).toBeGreaterThan(0);
    for (const request of asked) {
      expect(request.from).toBe("es");
      expect(request.to).not.toContain("es");
    }

    // Late joiners: in a language in use, in one nobody used yet (history translated from each
    // line's own language), and on a relay; the welcome says what is spoken now.
    const lateEn = await join("listener", "en", null);
    const lateId = await join("listener", "id", null);
    const lateRelay = await join("listener", "es", null, { relay: relayName(id, 1) });
    for (const client of [lateEn, lateId, lateRelay]) await client.waitForSegments(4);
    await settle(lateEn, lateId, lateRelay);
    expect(lateEn.messages.find((m) => m.type === "welcome")).toMatchObject({ sourceLanguage: "en", speaking: "es" });
    expect(screen(lateEn.messages)).toEqual(withMarks(readAs("en")));
    expect(screen(lateId.messages)).toEqual(withMarks(readAs("id")));
    expect(screen(lateRelay.messages)).toEqual(withMarks(readAs("es")));
    const intoId = azure.state.translateRequests.filter((request) => request.to.includes("id"));
    expect(new Set(intoId.map((request) => request.from))).toEqual(new Set(["en", "es"]));

    // Ended: every stored row says its line's language; every export reads each line right.
    await commandRoom(room.url, id, { type: "end" });
    const rows = await until(
      () => prisma.transcriptSegment.findMany({ where: { sermonId: sermon.id }, orderBy: { seq: "asc" } }),
      (found) => found.length > 0,
      "the transcript",
    );
    // Rows of lines in the sermon's own language say none (null: the sermon's, as rows from before).
    for (const row of rows) expect(row.sourceLanguage).toBe(row.seq < 2 ? null : "es");
    expect(rows.filter((row) => row.seq === 2).map((row) => [row.language, row.text])).toEqual(
      expect.arrayContaining([
        ["es", spanish[0]],
        ["en", `[en] ${spanish[0]}`],
      ]),
    );
    // The finished sermon's page reads the same lines, the Spanish ones marked as said in Spanish.
    const page = await transcriptIn(sermon.id, "en", "es");
    expect(page.map(({ seq, text, from }) => ({ seq, text, from }))).toEqual(
      readAs("es").map(({ seq, text }) => ({ seq, text, from: seq < 2 ? undefined : "es" })),
    );
    const ended = { ...sermon, status: "ended", endedAt: new Date() };
    for (const language of ["en", "es", "pt"]) {
      const lines = await transcriptLines(ended, language);
      expect(lines.map(({ seq, text, from }) => ({ seq, text, from }))).toEqual(
        readAs(language).map(({ seq, text }) => ({ seq, text, from: seq < 2 ? "en" : "es" })),
      );
      expect(lines.every((line) => !line.untranslated)).toBe(true);
      const meta = {
        title: "t",
        church: "c",
        language,
        sourceLanguage: "en",
        startedAt: sermon.startedAt.toISOString(),
      };
      const json = JSON.parse(renderTranscript("json", meta, lines).body) as { segments: { sourceLanguage: string }[] };
      expect(json.segments.map((segment) => segment.sourceLanguage)).toEqual(["en", "en", "es", "es"]);
      const csv = renderTranscript("csv", meta, lines).body.trim().split("\r\n");
      expect(csv.slice(1).map((line) => line.split(",").at(-1))).toEqual(["en", "en", "es", "es"]);
      const vtt = renderTranscript("vtt", meta, lines).body;
      for (const { text } of readAs(language)) expect(vtt).toContain(text);
    }
  }, 120_000);

  it("masks words never shown with the list of the language being spoken, also in the preview", async () => {
    const { pastor, join } = await liveSermon();
    const host = await join("host", "en", pastor.id);
    const es = await join("listener", "es", null);
    host.send({ type: "speaking", language: "es" });
    await es.waitFor((all) => all.some((m) => m.type === "speaking"), "the switch");
    // "mierda" is on Spanish's shipped list, not on English's: a Spanish line's own language decides.
    host.send({ type: "interim", text: "Qué mierda" });
    host.send({ type: "final", id: "line-0", text: "Qué mierda de día." });
    await es.waitForSegments(1);
    await settle(host, es);
    const said = es.messages.filter((m) => m.type === "segment" || m.type === "preview");
    expect(said.length).toBeGreaterThan(1);
    for (const message of said) expect(JSON.stringify(message)).not.toMatch(/mierda/i);
    expect(es.segments()[0]).toMatchObject({ seq: 0, from: "es", original: true });
    expect(host.messages.find((m) => m.type === "masked")).toMatchObject({ words: expect.arrayContaining(["mierda"]) });
  }, 60_000);
});
