import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ServerMessage } from "#app/neutral/protocol.ts";
import { createOrganisation, createUser } from "#tests/db-utils.ts";
import { startApertium } from "#tests/setup/apertium.ts";
import { TEST_ROOM_SECRET } from "#tests/setup/partykit.ts";
import { sharedPartykit, type RoomServer } from "#tests/setup/shared-room.ts";
import { expectNothingArrived, settle } from "#tests/support/barrier.ts";
import { liveSermonOf } from "#tests/support/live-sermon.ts";
import { commandRoom, joinRoom, tokenFor } from "#tests/support/room-client.ts";
import { UserType } from "#app/features/auth/roles.ts";

// The web app's real card endpoint, served on loopback with the room's secret: the room signs
// its requests with the test secret, and env.server.ts reads ROOM_SECRET once, at import (so
// before every import: TEST_ROOM_SECRET's value, checked below).
const roomSecret = vi.hoisted(() => (process.env.ROOM_SECRET = "test-room-secret-that-is-long-enough-000"));
const { action } = await import("#app/features/scripture/routes/scripture-cards.ts");
const { startRoomWeb } = await import("#tests/support/room-web.ts");
const { prisma } = await import("#app/utils/db.server.ts");
const { env } = await import("#app/utils/env.server.ts");
const { scriptureSettingsAction } = await import("#app/features/scripture/settings.server.ts");
const { commitAuthSession } = await import("#app/features/auth/auth.server.ts");

let room: RoomServer;
let web: Awaited<ReturnType<typeof startRoomWeb>>;
let apertium: Awaited<ReturnType<typeof startApertium>>;
let broadcastIds: string[] = [];
let adminCookie: string;
beforeAll(async () => {
  expect(roomSecret).toBe(TEST_ROOM_SECRET);
  [room, web, apertium] = await Promise.all([
    sharedPartykit(),
    startRoomWeb(action, "/api/scripture-cards"),
    startApertium(),
  ]);
  // The settings page tells live rooms of a changed mode (room.server.ts), at this room server.
  env.ROOM_INTERNAL_URL = room.url;
  const organisation = await createOrganisation();
  const host = await createUser({ organisationId: organisation.id, userType: UserType.OrganisationAdmin });
  const session = await prisma.session.create({
    data: { userId: host.id, expiresAt: new Date(Date.now() + 3_600_000) },
  });
  adminCookie = (await commitAuthSession(new Request("http://localhost/"), session.id)).split(";")[0]!;
  broadcastIds = await Promise.all(
    [0, 1, 2].map(async () => (await liveSermonOf(organisation.id, host.id)).broadcastId),
  );
}, 90_000);
afterAll(async () => {
  await Promise.all([room?.stop(), web?.close(), apertium?.stop()]);
});

const verses = (messages: ServerMessage[]) =>
  messages.filter((m): m is Extract<ServerMessage, { type: "verse" }> => m.type === "verse");

/** An English sermon whose verse cards the web app at `cardsUrl` answers. */
const configure = (broadcastId: string, mode: "show" | "suggest", cardsUrl = web.helpUrl) =>
  commandRoom(room.url, broadcastId, {
    type: "configure",
    sourceLanguage: "en",
    translation: { kind: "apertium", url: apertium.url },
    scripture: { url: cardsUrl, mode, versesPerCard: 3 },
    webhookUrl: web.webhookUrl,
  });

async function joinOne(broadcastId: string, role: "host" | "listener", language: string) {
  const socket = await joinRoom(
    room.url,
    broadcastId,
    await tokenFor({ sermon: broadcastId, role, userId: `${role}-${language}`, language }),
  );
  await socket.waitFor((all) => all.some((m) => m.type === "welcome"));
  return socket;
}

async function sermonRoom(broadcastId: string, mode: "show" | "suggest") {
  await configure(broadcastId, mode);
  const join = (role: "host" | "listener", language: string) => joinOne(broadcastId, role, language);
  return {
    host: await join("host", "en"),
    es: await join("listener", "es"),
    en: await join("listener", "en"),
    pt: await join("listener", "pt"),
    ar: await join("listener", "ar"),
  };
}

describe("verse cards through a real room", () => {
  it("a spoken reference brings each listener the verse from their language's Bible", async () => {
    const { host, es, en, pt, ar } = await sermonRoom(broadcastIds[0]!, "show");
    host.send({ type: "final", seq: 0, text: "Let us read John three sixteen." });
    const [esCard] = verses(await es.waitFor((all) => verses(all).length > 0, "es card", 20_000));
    expect(esCard!.osis).toBe("John.3.16");
    expect(esCard!.afterSeq).toBe(0);
    expect(esCard!.card).toMatchObject({
      reference: "Juan 3:16",
      bible: "Reina-Valera 1909",
      machineTranslated: false,
    });
    expect(esCard!.card.verses[0]!.text).toMatch(/^Porque de tal manera amó Dios al mundo/);
    const [enCard] = verses(await en.waitFor((all) => verses(all).length > 0, "en card", 20_000));
    expect(enCard!.card).toMatchObject({ reference: "John 3:16", bible: "World English Bible" });
    expect(enCard!.card.verses[0]!.text).toMatch(/^For God so loved the world/);
    // No Portuguese Bible here: the English verse, machine-translated and marked so.
    const [ptCard] = verses(await pt.waitFor((all) => verses(all).length > 0, "pt card", 20_000));
    expect(ptCard!.card).toMatchObject({
      reference: "João 3:16",
      machineTranslated: true,
      bible: "World English Bible",
    });
    expect(ptCard!.card.verses[0]!.text).toMatch(/Deus/);
    // Apertium has no Arabic: the Arabic listener, reading the English original, gets its card (issue 28).
    const [arCard] = verses(await ar.waitFor((all) => verses(all).length > 0, "ar card", 20_000));
    expect(arCard!.card).toMatchObject({
      reference: "John 3:16",
      bible: "World English Bible",
      machineTranslated: false,
    });
    expect(arCard!.card.verses[0]!.text).toMatch(/^For God so loved the world/);
    // A late joiner gets the card after the segment it followed.
    const late = await joinRoom(
      room.url,
      broadcastIds[0]!,
      await tokenFor({ sermon: broadcastIds[0]!, role: "listener", userId: "late", language: "es" }),
    );
    const caught = await late.waitFor((all) => verses(all).length > 0, "late card", 20_000);
    expect(caught.findIndex((m) => m.type === "segment")).toBeLessThan(caught.findIndex((m) => m.type === "verse"));
    for (const socket of [host, es, en, pt, ar, late]) socket.drop();
  }, 60_000);

  it("a reference said after a switch to Spanish is found in Spanish (decision 065)", async () => {
    const { broadcastId } = await liveSermonOf(
      (await createOrganisation()).id,
      (await createUser({ userType: UserType.OrganisationAdmin })).id,
    );
    const { host, es, en, pt, ar } = await sermonRoom(broadcastId, "show");
    host.send({ type: "speaking", language: "es" });
    await es.waitFor((all) => all.some((m) => m.type === "speaking"), "the switch");
    host.send({ type: "final", id: "line-0", text: "Leamos Juan 3:16." });
    const [enCard] = verses(await en.waitFor((all) => verses(all).length > 0, "en card", 20_000));
    expect(enCard).toMatchObject({ osis: "John.3.16", afterSeq: 0, card: { reference: "John 3:16" } });
    const [esCard] = verses(await es.waitFor((all) => verses(all).length > 0, "es card", 20_000));
    expect(esCard!.card).toMatchObject({ reference: "Juan 3:16", bible: "Reina-Valera 1909" });
    for (const socket of [host, es, en, pt, ar]) socket.drop();
  }, 60_000);

  // Found in CI: a Spanish phone that joined while the verse was being looked up got the line
  // (caught up in Spanish) but never its card, because its catch-up ran before the card was listed.
  it("a listener of a language new to the room who joins during the verse lookup gets the card", async () => {
    let lookupAsked!: () => void;
    const asked = new Promise<void>((resolve) => (lookupAsked = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const slowCards = await startRoomWeb(async (args: Parameters<typeof action>[0]) => {
      lookupAsked();
      await released;
      return action(args);
    }, "/api/scripture-cards");
    const { broadcastId } = await liveSermonOf(
      (await createOrganisation()).id,
      (await createUser({ userType: UserType.OrganisationAdmin })).id,
    );
    await configure(broadcastId, "show", slowCards.helpUrl);
    const host = await joinOne(broadcastId, "host", "en");
    host.send({ type: "final", seq: 0, text: "Let us read John three sixteen." });
    await asked;
    const es = await joinOne(broadcastId, "listener", "es");
    await es.waitFor((all) => all.some((m) => m.type === "segment"), "the line, caught up", 20_000);
    release();
    const [card] = verses(await es.waitFor((all) => verses(all).length > 0, "es card", 20_000));
    expect(card).toMatchObject({ osis: "John.3.16", afterSeq: 0, card: { reference: "Juan 3:16" } });
    host.drop();
    es.drop();
    await slowCards.close();
  }, 60_000);

  it("a long passage comes verse by verse, a few verses per card", async () => {
    const { host, es, en, pt, ar } = await sermonRoom(broadcastIds[0]!, "show");
    host.send({ type: "final", seq: 1, text: "First Corinthians thirteen, verses four to seven." });
    const cards = verses(
      await en.waitFor(
        (all) => verses(all).filter((m) => m.osis === "1Cor.13.4-1Cor.13.7").length === 2,
        "two parts",
        20_000,
      ),
    ).filter((m) => m.osis === "1Cor.13.4-1Cor.13.7");
    expect(cards.map((m) => [m.part, m.parts, m.card.verses.map((v) => v.verse)])).toEqual([
      [1, 2, [4, 5, 6]],
      [2, 2, [7]],
    ]);
    for (const socket of [host, es, en, pt, ar]) socket.drop();
  }, 60_000);

  it("a chapter said first, without a verse, shows its opening in every language (decision 030)", async () => {
    const { host, es, en, pt } = await sermonRoom(broadcastIds[0]!, "show");
    host.send({ type: "final", seq: 2, text: "now turn with me to the fourth chapter of mark" });
    const chapter = (all: ServerMessage[]) => verses(all).filter((m) => m.osis === "Mark.4");
    const esCards = chapter(await es.waitFor((all) => chapter(all).length === 2, "es opening", 20_000));
    expect(esCards.map((m) => [m.card.reference, m.card.verses.map((v) => v.verse)])).toEqual([
      ["Marcos 4:1-5", [1, 2, 3]],
      ["Marcos 4:1-5", [4, 5]],
    ]);
    // machine-translated (no Portuguese Bible here): labelled by the verses shown, too
    const ptCards = chapter(await pt.waitFor((all) => chapter(all).length === 2, "pt opening", 20_000));
    expect(ptCards[0]!.card).toMatchObject({ reference: "Marcos 4:1-5", machineTranslated: true });
    for (const socket of [host, es, en, pt]) socket.drop();
  }, 60_000);

  it("in suggest mode nothing reaches listeners until the operator approves; a listener cannot approve", async () => {
    const { host, es, en, pt, ar } = await sermonRoom(broadcastIds[1]!, "suggest");
    host.send({ type: "final", seq: 0, text: "Psalm twenty-three verse one." });
    const [suggestion] = (
      await host.waitFor((all) => all.some((m) => m.type === "verseSuggestion"), "suggestion", 20_000)
    ).filter((m) => m.type === "verseSuggestion");
    expect(suggestion).toMatchObject({
      osis: "Ps.23.1",
      reference: "Psalms 23:1",
      spoken: "Psalm twenty-three verse one",
    });
    await es.waitFor((all) => all.some((m) => m.type === "segment"), "segment");
    es.send({ type: "verseDecision", id: suggestion!.id, approve: true });
    await es.waitFor((all) => all.some((m) => m.type === "error" && m.code === "forbidden"), "forbidden");
    await expectNothingArrived(es, (m) => m.type === "verse");
    expect(verses(es.messages)).toEqual([]);
    host.send({ type: "verseDecision", id: suggestion!.id, approve: true });
    const [card] = verses(await es.waitFor((all) => verses(all).length > 0, "approved card", 20_000));
    expect(card!.card.verses[0]!.text).toMatch(/JEHOVÁ es mi pastor/);
    await host.waitFor((all) => all.some((m) => m.type === "verseSuggestion" && m.resolved === "approved"), "resolved");
    // A dismissed suggestion never reaches anyone.
    host.send({ type: "final", seq: 1, text: "Romans eight twenty-eight." });
    const second = (
      await host.waitFor(
        (all) => all.filter((m) => m.type === "verseSuggestion" && !m.resolved).length === 2,
        "second",
        20_000,
      )
    ).filter((m) => m.type === "verseSuggestion" && !m.resolved)[1]!;
    host.send({ type: "verseDecision", id: (second as { id: string }).id, approve: false });
    await host.waitFor(
      (all) => all.some((m) => m.type === "verseSuggestion" && m.resolved === "dismissed"),
      "dismissed",
    );
    await settle(en);
    expect(verses(en.messages).map((m) => m.osis)).toEqual(["Ps.23.1"]);
    for (const socket of [host, es, en, pt, ar]) socket.drop();
  }, 60_000);

  it("a scripture mode saved mid-sermon applies to that sermon from its next segment (issue 28)", async () => {
    const { host, es, en, pt, ar } = await sermonRoom(broadcastIds[2]!, "suggest");
    const saveMode = async (mode: string) => {
      const form = new FormData();
      form.set("intent", "mode");
      form.set("mode", mode);
      const request = new Request("http://localhost/church/scripture", {
        method: "POST",
        headers: { Cookie: adminCookie },
        body: form,
      });
      expect(((await scriptureSettingsAction(request, undefined)) as Response).status).toBe(302);
    };
    await saveMode("off");
    host.send({ type: "final", seq: 0, text: "Psalm twenty-three verse one." });
    await es.waitFor((all) => all.some((m) => m.type === "segment"), "segment");
    await expectNothingArrived(host, (m) => m.type === "verseSuggestion");
    await expectNothingArrived(es, (m) => m.type === "verse");
    // And back: "show" sends the next passage's card to listeners at once, without a suggestion.
    await saveMode("show");
    host.send({ type: "final", seq: 1, text: "John three sixteen." });
    const [card] = verses(await es.waitFor((all) => verses(all).length > 0, "card after show", 20_000));
    expect(card!.osis).toBe("John.3.16");
    expect(host.messages.filter((m) => m.type === "verseSuggestion")).toEqual([]);
    for (const socket of [host, es, en, pt, ar]) socket.drop();
  }, 60_000);

  it("the cards listeners saw are kept with the archived transcript when the sermon ends", async () => {
    await commandRoom(room.url, broadcastIds[0]!, { type: "end" });
    const sermon = await prisma.sermon.findUniqueOrThrow({ where: { broadcastId: broadcastIds[0]! } });
    const deadline = Date.now() + 20_000;
    while ((await prisma.transcriptVerse.count({ where: { sermonId: sermon.id } })) === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const verses = await prisma.transcriptVerse.findMany({
      where: { sermonId: sermon.id, language: "es" },
      orderBy: { afterSeq: "asc" },
    });
    expect(verses.map((verse) => [verse.afterSeq, verse.osis, verse.reference, verse.bible])).toEqual([
      [0, "John.3.16", "Juan 3:16", "Reina-Valera 1909"],
      [1, "1Cor.13.4-1Cor.13.7", "1 Corintios 13:4-7", "Reina-Valera 1909"],
      [2, "Mark.4", "Marcos 4:1-5", "Reina-Valera 1909"],
    ]);
    expect(verses[0]!.text).toMatch(/^16 Porque de tal manera/);
  }, 60_000);
});
