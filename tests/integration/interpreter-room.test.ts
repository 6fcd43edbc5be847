// A human interpreter's channel (decision 064) through a real partykit dev room and the web's real
// event handling: while the interpreter is live their language's listeners read the interpreter's
// lines, marked, and no machine line; when they drop (socket closed, or silent) the machine resumes
// from the first line they had not spoken for; they return; and a model over random drops, returns,
// evictions and lines says exactly what every listener (live or late) reads — no line lost.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerMessage } from "#app/neutral/protocol.ts";
import { relayName } from "#app/neutral/relay-protocol.ts";
import { prisma } from "#app/utils/db.server.ts";
import { applyRoomEvent } from "#app/features/live/room-events.server.ts";
import { initialRoomState, roomReducer } from "#app/features/live/client/room-state.ts";
import { transcriptLines } from "#app/features/transcript/export.server.ts";
import { UserType } from "#app/features/auth/roles.ts";
import { createUser } from "#tests/db-utils.ts";
import { startPartykit } from "#tests/setup/partykit.ts";
import { startAzureServer } from "#tests/support/azure-server.ts";
import { settle } from "#tests/support/barrier.ts";
import { startLiveSermon } from "#tests/support/live-sermon.ts";
import { commandRoom, forceRoom, joinRoom, tokenFor } from "#tests/support/room-client.ts";
import { startWebhookReceiver } from "#tests/support/webhook-receiver.ts";

/** The room's silence window here: a test interpreter's page beats every 500 ms, a silent one stops. */
const SILENT_MS = 3000;

let room: Awaited<ReturnType<typeof startPartykit>>;
let azure: Awaited<ReturnType<typeof startAzureServer>>;
let web: Awaited<ReturnType<typeof startWebhookReceiver>>;
beforeAll(async () => {
  [room, azure, web] = await Promise.all([
    startPartykit({ vars: { INTERPRETER_SILENT_MS: String(SILENT_MS) } }),
    startAzureServer({ key: "k" }),
    startWebhookReceiver({ apply: applyRoomEvent }),
  ]);
}, 90_000);
afterAll(async () => {
  await Promise.all([room?.stop(), azure?.close(), web?.close()]);
});

type Client = Awaited<ReturnType<typeof joinRoom>>;
type Role = "host" | "operator" | "listener" | "interpreter";
/** What a screen shows: its messages through the browsers' own reducer. */
const screen = (messages: ServerMessage[]) => messages.reduce(roomReducer, initialRoomState);
const shown = (messages: ServerMessage[]) =>
  screen(messages).captions.map((caption) => `${caption.interpreter ? "human" : "machine"}:${caption.text}`);
const liveIs = (live: string[]) => (client: Client) =>
  client.waitFor(
    (all) => JSON.stringify(screen(all).interpreters.live) === JSON.stringify(live),
    `interpreters live ${live}`,
  );

async function liveSermon() {
  const translation = { kind: "azure" as const, endpoint: azure.url, key: "k" };
  const { organisation, pastor, sermon } = await startLiveSermon(room.url, { translation, webhookUrl: web.url });
  const staff = await createUser({ organisationId: organisation.id, userType: UserType.Staff });
  const id = sermon.broadcastId;
  const beats = new Map<Client, ReturnType<typeof setInterval>>();
  const join = async (role: Role, language: string, userId: string | null, beat = role === "interpreter") => {
    const listenerId = { listenerId: `${role}-${language}-${Math.random().toString(36).slice(2)}` };
    const client = await joinRoom(room.url, id, await tokenFor({ sermon: id, role, userId, language, ...listenerId }));
    await client.waitFor((all) => all.some((m) => m.type === "welcome"), "welcome");
    // The interpreter page's heartbeat (decision 064): the room counts a page that stops as gone.
    if (beat)
      beats.set(
        client,
        setInterval(() => client.send({ type: "heartbeat" }), 500),
      );
    return client;
  };
  const drop = async (client: Client) => {
    clearInterval(beats.get(client));
    await client.drop();
  };
  return { sermon, pastor, staff, id, join, drop, stopBeats: () => beats.forEach((beat) => clearInterval(beat)) };
}

describe("a human interpreter's channel", () => {
  it("replaces machine lines while live, resumes them marked when the interpreter drops or goes silent", async () => {
    const { sermon, pastor, staff, id, join, drop, stopBeats } = await liveSermon();
    const host = await join("host", "en", pastor.id);
    const booth = await join("operator", "en", staff.id);
    const es = await join("listener", "es", null);
    const pt = await join("listener", "pt", null);
    const say = async (key: string, text: string) => {
      host.send({ type: "final", id: key, text });
      await settle(host, es, pt);
    };

    await say("l0", "Good morning.");
    const interpreter = await join("interpreter", "es", staff.id);
    await liveIs(["es"])(es);
    await say("l1", "Open your Bibles.");
    await say("l2", "We read John three.");
    // Nothing machine-made for Spanish while the interpreter is live; Portuguese goes on as before.
    expect(shown(es.messages)).toEqual(["machine:[es] Good morning."]);
    interpreter.send({ type: "interpret", id: "i-1", text: "Abran sus Biblias en Juan tres." });
    await settle(interpreter, es, booth);
    expect(shown(es.messages)).toEqual(["machine:[es] Good morning.", "human:Abran sus Biblias en Juan tres."]);
    expect(shown(pt.messages)).toHaveLength(3);
    expect(screen(booth.messages).interpreterLines.map((line) => line.text)).toEqual([
      "Abran sus Biblias en Juan tres.",
    ]);
    // The interpreter reads the speaker's lines, and a listener may not speak as one.
    expect(shown(interpreter.messages)).toContain("machine:We read John three.");
    es.send({ type: "interpret", id: "x-1", text: "No." });
    await es.waitFor((all) => all.some((m) => m.type === "error" && m.code === "forbidden"), "forbidden");

    // A line the interpreter had not spoken for when they dropped goes out in machine translation.
    await say("l4", "Love one another.");
    await drop(interpreter);
    await liveIs([])(es);
    await say("l5", "Let us pray.");
    expect(shown(es.messages).slice(2)).toEqual(["machine:[es] Love one another.", "machine:[es] Let us pray."]);

    // Back, then silent: the room's heartbeat window closes it and the machine resumes.
    const silent = await join("interpreter", "es", staff.id, false);
    await liveIs(["es"])(es);
    // Back on a new socket, the interpreter sees their own earlier line again.
    expect(shown(silent.messages)).toContain("human:Abran sus Biblias en Juan tres.");
    await say("l6", "Sit down, please.");
    await liveIs([])(es);
    // The room closed it (the client's close handshake may take ws's own 30 s to finish).
    expect(silent.socket.readyState).toBeGreaterThanOrEqual(silent.socket.CLOSING);
    await settle(host, es);
    expect(shown(es.messages).at(-1)).toBe("machine:[es] Sit down, please.");

    // A late Spanish phone reads what the first one does; the reducer holds every number.
    const late = await join("listener", "es", null);
    await settle(host, late);
    expect(shown(late.messages)).toEqual(shown(es.messages));
    // Seven numbers: four lines, the interpreter's, two covered; everyone holds through the last.
    for (const client of [late, es, pt]) expect(screen(client.messages).lastSeq).toBe(6);
    stopBeats();

    // Ended: the Spanish export has the interpreter's line in place of the lines it spoke for.
    await commandRoom(room.url, id, { type: "end" });
    const ended = { ...sermon, status: "ended", endedAt: new Date() };
    for (let tries = 0; !(await prisma.transcriptSegment.count({ where: { sermonId: sermon.id } })); tries++) {
      if (tries > 150) throw new Error("no transcript");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const exported = (await transcriptLines(ended, "es")).map((line) => line.text);
    expect(exported).toEqual([
      "[es] Good morning.",
      "Abran sus Biblias en Juan tres.",
      "[es] Love one another.",
      "[es] Let us pray.",
      "[es] Sit down, please.",
    ]);
    expect((await transcriptLines(ended, "en")).map((line) => line.text)).not.toContain(
      "Abran sus Biblias en Juan tres.",
    );
  }, 90_000);

  it("takes an interpreter's line back from every screen, the catch-up and the transcript", async () => {
    const { sermon, pastor, staff, id, join, stopBeats } = await liveSermon();
    const host = await join("host", "en", pastor.id);
    const booth = await join("operator", "en", staff.id);
    const es = await join("listener", "es", null);
    const interpreter = await join("interpreter", "es", staff.id);
    await liveIs(["es"])(es);
    const name = "Oremos por Margarita, sala 7.";
    interpreter.send({ type: "interpret", id: "page-0", text: name });
    interpreter.send({ type: "interpret", id: "page-1", text: "Amén." });
    await settle(interpreter, es, booth);
    const [taken] = screen(booth.messages).interpreterLines;
    booth.send({ type: "withdraw", seq: taken!.seq });
    await es.waitFor((all) => all.some((m) => m.type === "withdrawn" && m.seq === taken!.seq), "withdrawn");
    expect(shown(es.messages)).toEqual(["human:Amén."]);
    await booth.waitFor((all) => screen(all).interpreterLines.length === 1, "the booth's list without it");
    // Woken from storage, the page's resend of the line does not bring it back; a late phone never sees it.
    await forceRoom(room.url, id, "evict");
    interpreter.send({ type: "interpret", id: "page-0", text: name });
    const late = await join("listener", "es", null);
    await settle(interpreter, host, late);
    expect(shown(late.messages)).toEqual(["human:Amén."]);
    stopBeats();
    await commandRoom(room.url, id, { type: "end" });
    for (let tries = 0; !(await prisma.transcriptSegment.count({ where: { sermonId: sermon.id } })); tries++) {
      if (tries > 150) throw new Error("no transcript");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const rows = await prisma.transcriptSegment.findMany({ where: { sermonId: sermon.id } });
    expect(rows.map((row) => row.text)).toEqual(["Amén."]);
  }, 60_000);

  it("tells a late phone which numbers it never gets, in the sermon room and on a relay alike", async () => {
    const { pastor, staff, id, join, stopBeats } = await liveSermon();
    const host = await join("host", "en", pastor.id);
    const es = await join("listener", "es", null);
    host.send({ type: "final", id: "l0", text: "Good morning." });
    await settle(host, es);
    const interpreter = await join("interpreter", "es", staff.id);
    await liveIs(["es"])(es);
    interpreter.send({ type: "interpret", id: "i-1", text: "Buenos días a todos." });
    await settle(interpreter, es);
    host.send({ type: "final", id: "l2", text: "We stand together." });
    await settle(host, es);
    stopBeats();
    // Portuguese reads lines 0 and 2; number 1 is the Spanish interpreter's. A phone told so holds
    // through 2, and its next reconnect asks only for what comes after (it asked from 0 on a relay).
    const phones = await Promise.all(
      [undefined, relayName(id, 1)].map(async (relay) => {
        const token = await tokenFor({ sermon: id, role: "listener", userId: null, language: "pt" });
        const phone = await joinRoom(room.url, id, token, {}, relay);
        await phone.waitFor((all) => screen(all).captions.length === 2, `two lines ${relay ?? "here"}`);
        return phone;
      }),
    );
    for (const phone of phones) {
      expect(shown(phone.messages)).toEqual(["machine:[pt] Good morning.", "machine:[pt] We stand together."]);
      expect(phone.messages.filter((m) => m.type === "skipped").flatMap((m) => m.seqs)).toEqual([1]);
      expect(screen(phone.messages).lastSeq).toBe(2);
    }
  }, 60_000);

  it("loses no line over random drops, returns, evictions and lines (model)", async () => {
    for (const seed of [1, 2, 3, 4, 5]) await modelRun(seed);
  }, 180_000);

  it("loses no line when drops and returns race the speaker's lines (property)", async () => {
    for (const seed of [11, 12, 13]) await raceRun(seed);
  }, 180_000);
});

/**
 * Random steps with nothing settled between a line and a drop or return, so they race in the room.
 * Whatever the order came out, at the end (the interpreter gone): every speaker line reached
 * Spanish in machine translation or was covered by a later interpreter line; every interpreter line
 * the room echoed is there, marked; a late phone reads the same; Portuguese has every line.
 */
async function raceRun(seed: number) {
  const next = random(seed);
  const { pastor, staff, join, drop, stopBeats } = await liveSermon();
  const host = await join("host", "en", pastor.id);
  const es = await join("listener", "es", null);
  const pt = await join("listener", "pt", null);
  let interpreter: Client | null = null;
  const spoken: string[] = [];
  const interpreted: string[] = [];
  for (let step = 0; step < 40; step++) {
    const roll = next();
    if (roll < 0.5) {
      const text = `Line number ${step}.`;
      host.send({ type: "final", id: `s${step}`, text });
      spoken.push(text);
    } else if (roll < 0.7 && interpreter) {
      const text = `Frase ${step}.`;
      interpreter.send({ type: "interpret", id: `i${step}`, text });
      // Echoed to the interpreter once the room has taken it: only then is it theirs to keep.
      await interpreter.waitFor((all) => all.some((m) => m.type === "segment" && m.text === text), text);
      interpreted.push(text);
    } else if (interpreter) {
      await drop(interpreter);
      interpreter = null;
    } else interpreter = await join("interpreter", "es", staff.id);
  }
  if (interpreter) await drop(interpreter);
  await liveIs([])(es);
  await settle(host, es, pt);
  const late = await join("listener", "es", null);
  await settle(host, late);
  stopBeats();
  const captions = screen(es.messages).captions;
  const lastHuman = Math.max(-1, ...captions.filter((caption) => caption.interpreter).map((caption) => caption.seq));
  const ptSeqs = new Map(screen(pt.messages).captions.map((caption) => [caption.text, caption.seq]));
  for (const text of spoken) {
    const seq = ptSeqs.get(`[pt] ${text}`);
    expect({ seed, text, reachedPortuguese: seq !== undefined }).toEqual({ seed, text, reachedPortuguese: true });
    const machine = captions.some((caption) => caption.seq === seq && caption.text === `[es] ${text}`);
    expect({ seed, text, machineOrCovered: machine || seq! < lastHuman }).toEqual({
      seed,
      text,
      machineOrCovered: true,
    });
  }
  const human = captions.filter((caption) => caption.interpreter).map((caption) => caption.text);
  expect({ seed, human }).toEqual({ seed, human: interpreted });
  expect({ seed, late: shown(late.messages) }).toEqual({ seed, late: shown(es.messages) });
}

/** A small seeded generator: the same run for the same seed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/**
 * One run of random steps, each settled before the next. The model says what Spanish reads: a
 * speaker line said with no interpreter live, or still unspoken for when they dropped, in machine
 * translation; one they spoke after, not at all; every interpreter line, marked.
 */
async function modelRun(seed: number) {
  const next = random(seed);
  const { pastor, staff, id, join, drop, stopBeats } = await liveSermon();
  const host = await join("host", "en", pastor.id);
  const es = await join("listener", "es", null);
  const pt = await join("listener", "pt", null);
  let interpreter: Client | null = null;
  let seq = -1;
  let held: number[] = [];
  const expected = new Map<number, string>();
  const portuguese: string[] = [];
  const said = new Map<number, string>();
  for (let step = 0; step < 40; step++) {
    const roll = next();
    if (roll < 0.45) {
      const text = `Line number ${step}.`;
      host.send({ type: "final", id: `s${step}`, text });
      said.set(++seq, text);
      portuguese.push(`machine:[pt] ${text}`);
      if (interpreter) held.push(seq);
      else expected.set(seq, `machine:[es] ${text}`);
      await settle(host);
    } else if (roll < 0.7 && interpreter) {
      const text = `Frase ${step}.`;
      interpreter.send({ type: "interpret", id: `i${step}`, text });
      expected.set(++seq, `human:${text}`);
      held = [];
      await settle(interpreter);
    } else if (roll < 0.85) {
      if (interpreter) {
        await drop(interpreter);
        interpreter = null;
        for (const covered of held) expected.set(covered, `machine:[es] ${said.get(covered)}`);
        held = [];
        await liveIs([])(es);
      } else {
        interpreter = await join("interpreter", "es", staff.id);
        await liveIs(["es"])(es);
      }
    } else {
      // The room forgets everything in memory: sessions and lines must come back from storage.
      await forceRoom(room.url, id, "evict");
    }
  }
  await settle(host, es, pt);
  const late = await join("listener", "es", null);
  await settle(host, late);
  stopBeats();
  const want = [...expected.entries()].sort(([a], [b]) => a - b).map(([, line]) => line);
  expect({ seed, es: shown(es.messages) }).toEqual({ seed, es: want });
  expect({ seed, late: shown(late.messages) }).toEqual({ seed, late: want });
  expect({ seed, pt: shown(pt.messages) }).toEqual({ seed, pt: portuguese });
}
