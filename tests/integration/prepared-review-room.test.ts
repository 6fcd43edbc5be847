import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ServerMessage } from "#app/neutral/protocol.ts";
import { createOrganisation, createUser } from "#tests/db-utils.ts";
import { startApertium } from "#tests/setup/apertium.ts";
import { TEST_ROOM_SECRET } from "#tests/setup/partykit.ts";
import { sharedPartykit, type RoomServer } from "#tests/setup/shared-room.ts";
import { configureRoom, liveSermonOf } from "#tests/support/live-sermon.ts";
import { commandRoom, joinRoom, tokenFor } from "#tests/support/room-client.ts";
import { UserType } from "#app/features/auth/roles.ts";

// Issue 32, decision 039: a reading translated ahead through the web app's review action, its
// Spanish corrected by a volunteer, sent from the operator view through a real room; the Spanish
// listener reads exactly what was reviewed, and the organisation's memory keeps what the volunteer
// changed, and only that (issue 41, decision 063), saying which sermon and who.
const roomSecret = vi.hoisted(() => (process.env.ROOM_SECRET = "test-room-secret-that-is-long-enough-000"));
const { startRoomWeb } = await import("#tests/support/room-web.ts");
const { reviewPrepared } = await import("#app/features/live/prepared-review.server.ts");
const { prisma } = await import("#app/utils/db.server.ts");
const { env } = await import("#app/utils/env.server.ts");
const { getUser } = await import("#app/features/auth/permissions.server.ts");

let room: RoomServer;
let web: Awaited<ReturnType<typeof startRoomWeb>>;
let apertium: Awaited<ReturnType<typeof startApertium>>;
const originalApertium = env.APERTIUM_URL;
beforeAll(async () => {
  expect(roomSecret).toBe(TEST_ROOM_SECRET);
  [room, web, apertium] = await Promise.all([sharedPartykit(), startRoomWeb(), startApertium()]);
  // The organisation's translator is the embedded Apertium: this one.
  env.APERTIUM_URL = apertium.url;
}, 120_000);
afterAll(async () => {
  env.APERTIUM_URL = originalApertium;
  await Promise.all([room?.stop(), web?.close(), apertium?.stop()]);
});

type Segment = Extract<ServerMessage, { type: "segment" }>;
const segments = (messages: ServerMessage[]) => messages.filter((m): m is Segment => m.type === "segment");

/** A staff member as the web app knows them after sign-in. */
async function staffOf(organisationId: string) {
  const user = await createUser({ organisationId, userType: UserType.Staff });
  const session = await prisma.session.create({ data: { userId: user.id, expiresAt: new Date(Date.now() + 60_000) } });
  const { commitAuthSession } = await import("#app/features/auth/auth.server.ts");
  const cookie = (await commitAuthSession(new Request("http://localhost/"), session.id)).split(";")[0]!;
  return (await getUser(new Request("http://localhost/", { headers: { Cookie: cookie } })))!;
}

describe("prepared text reviewed ahead, through a real room", () => {
  it("reviewed lines reach a Spanish listener verbatim; only what a person changed is learned", async () => {
    const organisation = await createOrganisation();
    const organisationId = organisation.id;
    const staff = await staffOf(organisationId);
    const sermon = await liveSermonOf(organisationId, staff.id);
    const { broadcastId } = sermon;
    await configureRoom(room.url, broadcastId, {
      translation: { kind: "apertium", url: apertium.url },
      webhookUrl: web.webhookUrl,
      helpUrl: web.helpUrl,
    });

    // Translated at once into every language the sermon serves (Apertium: Spanish from English).
    const text = "The choir will sing after the reading. The offering is taken at the door.";
    const outcome = await reviewPrepared(staff, { text, sourceLanguage: "en", broadcastId });
    expect(outcome.error).toBeNull();
    const review = outcome.review!;
    expect(review.lines).toEqual(["The choir will sing after the reading.", "The offering is taken at the door."]);
    const spanish = review.languages.find((language) => language.code === "es")!;
    expect(spanish.renderings.every((rendering) => rendering.length > 0)).toBe(true);

    // The volunteer corrects the first line and approves the second as the machine wrote it.
    const corrected = "Tras la lectura, canta el coro de la iglesia.";
    expect(spanish.renderings[0]).not.toBe(corrected);
    const approved = [corrected, spanish.renderings[1]!];

    const join = async (role: "operator" | "listener", language: string) => {
      const claims = {
        sermon: broadcastId,
        role,
        userId: role === "operator" ? staff.id : `${role}-${language}`,
        language,
      };
      const socket = await joinRoom(room.url, broadcastId, await tokenFor(claims));
      await socket.waitFor((all) => all.some((m) => m.type === "welcome"), "welcome");
      return socket;
    };
    const operator = await join("operator", "en");
    const listener = await join("listener", "es");
    operator.send({
      type: "prepared",
      text,
      reviewed: {
        from: "en",
        // As the review panel says it: the volunteer changed the first line's Spanish, not the second's.
        lines: review.lines.map((said, index) => ({
          said,
          renderings: { es: approved[index]! },
          ...(index === 0 ? { changed: ["es"] } : {}),
        })),
      },
    });
    await listener.waitFor((all) => segments(all).length === 2, "two reviewed lines");
    expect(segments(listener.messages).map(({ text: line, untranslated }) => ({ line, untranslated }))).toEqual([
      { line: corrected, untranslated: undefined },
      { line: approved[1], untranslated: undefined },
    ]);
    // A Spanish listener who joins later catches up on the same reviewed lines, not on new translations.
    const late = await join("listener", "es");
    await late.waitFor((all) => segments(all).length === 2, "catch-up");
    expect(segments(late.messages).map((segment) => segment.text)).toEqual(approved);

    // In the booth, the second line's Spanish saved again with only its spacing changed: no
    // correction. Then a real one in Portuguese, whose memory entry fences the room's events: they
    // reach the web in order, so once it is there every earlier one is too.
    const second = segments(listener.messages)[1]!.seq;
    operator.send({ type: "correctTranslation", seq: second, language: "es", text: approved[1]!.replace(" ", "  ") });
    operator.send({ type: "correctTranslation", seq: second, language: "pt", text: "A oferta recolhe-se à porta." });
    const deadline = Date.now() + 15_000;
    while (
      !(await prisma.memoryEntry.count({ where: { organisationId, targetLanguage: "pt" } })) &&
      Date.now() < deadline
    )
      await new Promise((resolve) => setTimeout(resolve, 100));
    const entries = await prisma.memoryEntry.findMany({
      where: { organisationId },
      orderBy: { targetLanguage: "asc" },
      select: {
        source: true,
        targetLanguage: true,
        rendering: true,
        origin: true,
        originSermonId: true,
        originUserId: true,
      },
    });
    // The machine's line approved as it was taught nothing; each entry says how, where and by whom.
    const taught = { originSermonId: sermon.id, originUserId: staff.id };
    expect(entries).toEqual([
      { source: review.lines[0], targetLanguage: "es", rendering: corrected, origin: "prepared", ...taught },
      {
        source: review.lines[1],
        targetLanguage: "pt",
        rendering: "A oferta recolhe-se à porta.",
        origin: "booth",
        ...taught,
      },
    ]);
    // And the next time the sentence is said, the memory gives the reviewed rendering.
    const host = await joinRoom(
      room.url,
      broadcastId,
      await tokenFor({ sermon: broadcastId, role: "host", userId: staff.id, language: "en" }),
    );
    // The engine's line goes out on time; the memory's rendering follows as its revision (decision 050).
    host.send({ type: "final", id: "later-0", text: review.lines[0]! });
    const saidLater = (all: ServerMessage[]) => segments(all).filter((m) => m.seq === segments(all)[2]?.seq);
    await listener.waitFor((all) => saidLater(all).some((m) => m.revised), "the line said later, from the memory");
    expect(saidLater(listener.messages).find((m) => m.revised)!.text).toBe(corrected);
  }, 90_000);

  it("refuses reviewed lines that are not the text they claim to be", async () => {
    const broadcastId = `reviewed-mismatch-${Date.now()}`;
    await commandRoom(room.url, broadcastId, {
      type: "configure",
      sourceLanguage: "en",
      translation: { kind: "apertium", url: apertium.url },
    });
    const operator = await joinRoom(
      room.url,
      broadcastId,
      await tokenFor({ sermon: broadcastId, role: "operator", userId: "op", language: "en" }),
    );
    operator.send({
      type: "prepared",
      text: "The choir will sing.",
      reviewed: { from: "en", lines: [{ said: "Give us your bank details.", renderings: { es: "Denos sus datos." } }] },
    });
    await operator.waitFor((all) => all.some((m) => m.type === "error" && m.code === "invalid_message"), "refusal");
    expect(segments(operator.messages)).toEqual([]);
  }, 30_000);
});
