import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServerMessage } from "#app/neutral/protocol.ts";
import { roomEventBatchSchema, roomEventSchema, type RoomEvent } from "#app/neutral/room-web-protocol.ts";
import { prisma } from "#app/utils/db.server.ts";
import { loader as roomTokenLoader } from "#app/features/live/routes/room-token.ts";
import { commitAuthSession } from "#app/features/auth/auth.server.ts";
import { env } from "#app/utils/env.server.ts";
import { verifyRoomToken } from "#app/neutral/token.ts";
import { createOrganisation, createUser } from "#tests/db-utils.ts";
import { startAzureServer } from "#tests/support/azure-server.ts";
import { expectNothingArrived, settle } from "#tests/support/barrier.ts";
import { liveSermonOf } from "#tests/support/live-sermon.ts";
import { commandRoom, joinRoom, tokenFor } from "#tests/support/room-client.ts";
import { startPartykit } from "#tests/setup/partykit.ts";
import { sharedPartykit, type RoomServer } from "#tests/setup/shared-room.ts";
import { UserType } from "#app/features/auth/roles.ts";

let room: RoomServer;
let azure: Awaited<ReturnType<typeof startAzureServer>>;
let counter = 0;
const newSermon = () => `operator-${Date.now()}-${counter++}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  [room, azure] = await Promise.all([sharedPartykit(), startAzureServer({ key: "good-key" })]);
}, 90_000);

afterAll(async () => {
  await Promise.all([room?.stop(), azure?.close()]);
});

/** Stands in for the web app's /api/room-events: records what the room archives. */
async function startWebhookReceiver() {
  const received: RoomEvent[] = [];
  const server = http.createServer(async (request, response) => {
    let body = "";
    for await (const chunk of request) body += chunk;
    const json = JSON.parse(body);
    // The room sends one event, or what has piled up as { events: [...] }.
    received.push(...("events" in json ? roomEventBatchSchema.parse(json).events : [roomEventSchema.parse(json)]));
    response.writeHead(200, { "Content-Type": "application/json" }).end("{}");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/room-events`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const configure = (roomUrl: string, id: string, extra: object = {}) =>
  commandRoom(roomUrl, id, {
    type: "configure",
    sourceLanguage: "en",
    translation: { kind: "azure", endpoint: azure.url, key: "good-key" },
    ...extra,
  });

async function join(
  roomUrl: string,
  id: string,
  role: "host" | "operator" | "listener",
  language = "en",
  query: Record<string, string> = {},
) {
  // The listener id is a claim the web signs (never taken from the address).
  const { listenerId, ...rest } = query;
  const client = await joinRoom(
    roomUrl,
    id,
    await tokenFor({ sermon: id, role, userId: `${role}-1`, language, ...(listenerId ? { listenerId } : {}) }),
    rest,
  );
  await client.waitFor((all) => all.some((m) => m.type === "welcome"), "welcome");
  return client;
}

/** Each line as held, in seq order (a new language's history may come newest-first, decision 050). */
const texts = (client: Awaited<ReturnType<typeof join>>) =>
  client
    .segments()
    .map((m) => m.type === "segment" && ([m.seq, m.text, Boolean(m.edited)] as const))
    .sort((a, b) => (a && b ? a[0] - b[0] : 0));

describe("correcting a line", () => {
  it("reaches connected listeners in place, a late joiner, the archive, and survives a restart", async () => {
    const web = await startWebhookReceiver();
    const persistDir = fs.mkdtempSync(path.join(os.tmpdir(), "et-operator-"));
    let ownRoom = await startPartykit({ persistDir });
    try {
      const id = newSermon();
      await configure(ownRoom.url, id, { webhookUrl: web.url });
      const host = await join(ownRoom.url, id, "host");
      const spanish = await join(ownRoom.url, id, "listener", "es");
      host.send({ type: "final", seq: 0, text: "Welcome to Hilltop Halls." });
      host.send({ type: "final", seq: 1, text: "Let us pray." });
      await spanish.waitForSegments(2);

      // An operator on another device corrects the mis-heard name.
      const operator = await join(ownRoom.url, id, "operator");
      await operator.waitForSegments(2);
      operator.send({ type: "correct", seq: 0, text: "Welcome to Hilltop Hall." });
      await spanish.waitFor((all) => all.some((m) => m.type === "segment" && m.edited), "the correction");
      expect(spanish.segments().at(-1)).toEqual({
        type: "segment",
        seq: 0,
        language: "es",
        text: "[es] Welcome to Hilltop Hall.",
        edited: true,
      });
      await host.waitFor(
        (all) => all.some((m) => m.type === "segment" && m.edited && m.text === "Welcome to Hilltop Hall."),
        "host sees it",
      );

      const late = await join(ownRoom.url, id, "listener", "pt");
      await late.waitForSegments(2);
      expect(texts(late)).toEqual([
        [0, "[pt] Welcome to Hilltop Hall.", true],
        [1, "[pt] Let us pray.", false],
      ]);

      await ownRoom.stop(); // killed: the correction must already be stored
      ownRoom = await startPartykit({ port: ownRoom.port, persistDir });
      const afterRestart = await join(ownRoom.url, id, "listener", "es");
      await afterRestart.waitForSegments(2);
      expect(texts(afterRestart)).toEqual([
        [0, "[es] Welcome to Hilltop Hall.", true],
        [1, "[es] Let us pray.", false],
      ]);

      expect((await commandRoom(ownRoom.url, id, { type: "end" })).status).toBe(200);
      const deadline = Date.now() + 20_000;
      while (!web.received.some((event) => event.type === "transcript") && Date.now() < deadline) await sleep(100);
      const archive = web.received.find((event) => event.type === "transcript");
      expect(archive?.type === "transcript" && archive.segments.filter((segment) => segment.seq === 0)).toEqual(
        expect.arrayContaining([
          // spokenAt: when the line was first spoken (the exports' subtitle times, issue 12).
          { seq: 0, language: "en", text: "Welcome to Hilltop Hall.", spokenAt: expect.any(Number) },
          { seq: 0, language: "es", text: "[es] Welcome to Hilltop Hall.", spokenAt: expect.any(Number) },
          { seq: 0, language: "pt", text: "[pt] Welcome to Hilltop Hall.", spokenAt: expect.any(Number) },
        ]),
      );
    } finally {
      await ownRoom.stop();
      await web.close();
      fs.rmSync(persistDir, { recursive: true, force: true });
    }
  }, 90_000);
});

describe("pause", () => {
  it("stops storage and translation until resumed, and tells listeners", async () => {
    const id = newSermon();
    await configure(room.url, id);
    const host = await join(room.url, id, "host");
    const listener = await join(room.url, id, "listener", "es");
    host.send({ type: "final", seq: 0, text: "Before the testimony." });
    await listener.waitForSegments(1);
    const requestsBefore = azure.state.translateRequests.length;

    host.send({ type: "pause", paused: true });
    await listener.waitFor((all) => all.some((m) => m.type === "paused" && m.paused), "paused");
    host.send({ type: "interim", text: "A private story" });
    host.send({ type: "final", seq: 1, text: "A private story." });
    const spokenWhilePaused = (m: ServerMessage) =>
      (m.type === "segment" || m.type === "preview") && m.text.includes("private");
    await expectNothingArrived(listener, spokenWhilePaused, [host]);
    expect(azure.state.translateRequests.length).toBe(requestsBefore);
    expect(await (await fetch(`${room.url}/parties/main/${id}`)).json()).toMatchObject({ lastSeq: 0 });
    const late = await join(room.url, id, "listener", "es");
    expect(late.messages.find((m) => m.type === "welcome")).toMatchObject({ paused: true });

    host.send({ type: "pause", paused: false });
    await listener.waitFor((all) => all.some((m) => m.type === "paused" && !m.paused), "resumed");
    host.send({ type: "final", seq: 2, text: "After the testimony." });
    await listener.waitForSegments(2);
    expect(texts(listener)).toEqual([
      [0, "[es] Before the testimony.", false],
      [1, "[es] After the testimony.", false],
    ]);
    expect(listener.messages.some((m) => m.type === "preview" && m.text.includes("private"))).toBe(false);
  });
});

describe("prepared text", () => {
  it("is split into sentences, translated and delivered as segments, in order with speech", async () => {
    const id = newSermon();
    await configure(room.url, id);
    const host = await join(room.url, id, "host");
    const operator = await join(room.url, id, "operator");
    const listener = await join(room.url, id, "listener", "es");
    host.send({ type: "final", seq: 0, text: "Our reading today." });
    await listener.waitForSegments(1);
    operator.send({ type: "prepared", text: "In the beginning was the Word. And the Word was with God." });
    await listener.waitForSegments(3);
    // The host's next segment, numbered 1 by the host, comes after the reading.
    host.send({ type: "final", seq: 1, text: "Amen." });
    await listener.waitForSegments(4);
    expect(texts(listener)).toEqual([
      [0, "[es] Our reading today.", false],
      [1, "[es] In the beginning was the Word.", false],
      [2, "[es] And the Word was with Dios.", false],
      [3, "[es] Amén.", false],
    ]);
  });
});

describe("who may use the operator controls", () => {
  it("refuses a correction, a pause and prepared text from a listener", async () => {
    const id = newSermon();
    await configure(room.url, id);
    const host = await join(room.url, id, "host");
    const listener = await join(room.url, id, "listener", "es");
    host.send({ type: "final", seq: 0, text: "The true line." });
    await listener.waitForSegments(1);
    listener.send({ type: "correct", seq: 0, text: "A forged line." });
    listener.send({ type: "pause", paused: true });
    listener.send({ type: "prepared", text: "Injected announcement." });
    await listener.waitFor(
      (all) => all.filter((m) => m.type === "error" && m.code === "forbidden").length === 3,
      "three refusals",
    );
    // An operator may not publish speech or end the sermon either.
    const operator = await join(room.url, id, "operator");
    operator.send({ type: "final", seq: 5, text: "Operator speech." });
    operator.send({ type: "end" });
    await operator.waitFor(
      (all) => all.filter((m) => m.type === "error" && m.code === "forbidden").length === 2,
      "operator refusals",
    );
    await settle(listener, operator);
    const everyone = await join(room.url, id, "listener", "es");
    await everyone.waitForSegments(1);
    await settle(everyone);
    expect(texts(everyone)).toEqual([[0, "[es] The true line.", false]]);
    expect(everyone.messages.find((m) => m.type === "welcome")).toMatchObject({ paused: false });
    expect(await (await fetch(`${room.url}/parties/main/${id}`)).json()).toMatchObject({ status: "live", lastSeq: 0 });
  });

  it(
    "gives operator tokens to the host and the sermon's own " +
      "admins and staff, never to members or another church's staff",
    async () => {
      const church = await createOrganisation();
      const other = await createOrganisation();
      const host = await createUser({ organisationId: church.id, userType: UserType.Staff });
      const admin = await createUser({ organisationId: church.id, userType: UserType.OrganisationAdmin });
      const staff = await createUser({ organisationId: church.id, userType: UserType.Staff });
      const member = await createUser({ organisationId: church.id, userType: UserType.Member });
      const otherStaff = await createUser({ organisationId: other.id, userType: UserType.Staff });
      const otherAdmin = await createUser({ organisationId: other.id, userType: UserType.OrganisationAdmin });
      const sermon = await liveSermonOf(church.id, host.id);
      const { broadcastId } = await prisma.sermon.findUniqueOrThrow({ where: { id: sermon.id } });

      /** The real /api/room-token loader, asked by a signed-in user for an operator token. */
      const askAs = async (userId: string) => {
        const session = await prisma.session.create({ data: { userId, expiresAt: new Date(Date.now() + 60_000) } });
        const cookie = (await commitAuthSession(new Request("http://localhost/"), session.id)).split(";")[0]!;
        const params = new URLSearchParams({ broadcastId, language: "en", role: "operator" });
        const url = `http://localhost/api/room-token?${params}`;
        const answer = (await roomTokenLoader({
          request: new Request(url, { headers: { Cookie: cookie } }),
          params: {},
          context: {},
        } as never)) as unknown as { data: { token?: string }; init?: { status?: number } };
        if (!answer.data.token) return answer.init?.status ?? 0;
        return (await verifyRoomToken(answer.data.token, env.ROOM_SECRET, broadcastId))?.role;
      };
      expect(
        await Promise.all([host, admin, staff, member, otherStaff, otherAdmin].map((user) => askAs(user.id))),
      ).toEqual(["operator", "operator", "operator", 403, 403, 403]);
    },
  );
});

describe("the lag meter", () => {
  it("counts people per language, not connections, and shows translation time and failures", async () => {
    const id = newSermon();
    await configure(room.url, id);
    const host = await join(room.url, id, "host");
    await join(room.url, id, "listener", "es", { listenerId: "same-person-1" });
    await join(room.url, id, "listener", "es", { listenerId: "same-person-1" });
    await join(room.url, id, "listener", "es", { listenerId: "other-person-2" });
    await join(room.url, id, "listener", "pt", { listenerId: "third-person-3" });
    host.send({ type: "final", seq: 0, text: "Grace." });
    await host.waitFor(
      (all) => all.some((m) => m.type === "lag" && m.languages.some((row) => row.translateMs !== null)),
      "lag with translation time",
    );
    const last = host.messages.filter((m) => m.type === "lag").at(-1);
    expect(
      last?.type === "lag" && last.languages.map((row) => [row.language, row.listeners, row.failures, row.warning]),
    ).toEqual([
      ["es", 2, 0, false],
      ["pt", 1, 0, false],
    ]);

    // A provider that refuses: the meter warns and counts the failure.
    await commandRoom(room.url, id, {
      type: "configure",
      sourceLanguage: "en",
      translation: { kind: "azure", endpoint: azure.url, key: "wrong-key" },
    });
    host.send({ type: "final", seq: 1, text: "Peace." });
    await host.waitFor(
      (all) => all.some((m) => m.type === "lag" && m.languages.every((row) => row.warning && row.failures === 1)),
      "failure warning",
    );
  });
});
