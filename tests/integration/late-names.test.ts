// Issue 40, finding 1: a provider's key sent to a private address through a name that did not
// resolve when it was checked. Each address is a real loopback listener that records what reaches
// it; the name's answers come from a DNS stand-in (tests/support/dns-stand-in.ts) for this process,
// while the room (workerd) resolves "localhost" itself, to loopback, as a rebound name would.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createOrganisation, createUser } from "#tests/db-utils.ts";
import { TEST_ROOM_SECRET } from "#tests/setup/partykit.ts";
import { sharedPartykit, type RoomServer } from "#tests/setup/shared-room.ts";
import { commandRoom, joinRoom, tokenFor } from "#tests/support/room-client.ts";
import { startRecordingListener } from "#tests/support/recording-listener.ts";
import { dnsStandIn } from "#tests/support/dns-stand-in.ts";
import { UserType } from "#app/features/auth/roles.ts";

// env.server.ts reads ROOM_SECRET once, at import: the room's test secret, set before any import.
const roomSecret = vi.hoisted(() => (process.env.ROOM_SECRET = "test-room-secret-that-is-long-enough-000"));
const { prisma } = await import("#app/utils/db.server.ts");
const { env } = await import("#app/utils/env.server.ts");
const { encryptSecret } = await import("#app/utils/secrets.server.ts");
const { saveOrganisationForm } = await import("#app/features/organisations/organisation.server.ts");
const { reviewPrepared } = await import("#app/features/live/prepared-review.server.ts");
const { startSermon } = await import("#app/features/live/room.server.ts");
const { getUser } = await import("#app/features/auth/permissions.server.ts");
const { commitAuthSession } = await import("#app/features/auth/auth.server.ts");
const { action: providerRelay } = await import("#app/features/providers/routes/provider-relay.ts");

const KEY = "organisation-key-0123456789";
const REPLY = { headers: { "Content-Type": "application/json" }, body: JSON.stringify({ translatedText: "ROBADO" }) };
const PUBLIC = "93.184.216.34";

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
async function listener() {
  const started = await startRecordingListener(() => REPLY);
  cleanups.push(() => started.close());
  return started;
}
function standIn(name: string, answers: (string | null)[]) {
  const dns = dnsStandIn(name, answers);
  cleanups.push(() => dns.restore());
  return dns;
}

async function staffOf(organisationId: string) {
  const user = await createUser({ organisationId, userType: UserType.OrganisationAdmin });
  const session = await prisma.session.create({ data: { userId: user.id, expiresAt: new Date(Date.now() + 60_000) } });
  const cookie = (await commitAuthSession(new Request("http://localhost/"), session.id)).split(";")[0]!;
  return (await getUser(new Request("http://localhost/", { headers: { Cookie: cookie } })))!;
}

async function libreOrganisation(url: string) {
  const organisation = await createOrganisation();
  return prisma.organisation.update({
    where: { id: organisation.id },
    data: { translationProvider: "libretranslate", libreTranslateUrl: url, libreTranslateKeyEnc: encryptSecret(KEY) },
  });
}

describe("in the web", () => {
  it("refuses, when saved, a name that does not resolve", async () => {
    const target = await listener();
    standIn("late.example.test", [null, "127.0.0.1"]);
    const organisation = await createOrganisation();
    const form = new FormData();
    for (const [name, value] of Object.entries({
      name: "Grace Chapel",
      address: "1 Church Street",
      state: "NSW",
      country: "Australia",
      pastorName: "Grace Lee",
      translationProvider: "libretranslate",
      libreTranslateUrl: `http://late.example.test:${target.port}`,
      libreTranslateKey: KEY,
    }))
      form.set(name, value);
    const result = await saveOrganisationForm(form, organisation.id, true);
    expect(result.ok).toBe(false);
    expect(JSON.stringify(result)).toContain("liveQuality.providers.unresolved");
    const stored = await prisma.organisation.findUniqueOrThrow({ where: { id: organisation.id } });
    expect(stored.libreTranslateUrl).toBeNull();
    expect(target.requests).toEqual([]);
  });

  it.each([
    ["did not resolve", null],
    ["was public", PUBLIC],
  ])("prepared review sends nothing to a name that %s when checked and is loopback when used", async (_, first) => {
    const target = await listener();
    standIn("late.example.test", [first, "127.0.0.1"]);
    const organisation = await libreOrganisation(`http://late.example.test:${target.port}`);
    const staff = await staffOf(organisation.id);
    const outcome = await reviewPrepared(staff, {
      text: "The choir will sing after the offering. Coffee is served in the hall.",
      sourceLanguage: "en",
    });
    expect(target.requests).toEqual([]);
    expect(JSON.stringify(outcome)).not.toContain("ROBADO");
  });
});

/** The web's provider relay as the room reaches it (WEB_INTERNAL_URL); other paths answer 404. */
async function startRelayWeb() {
  const server = http.createServer(async (request, response) => {
    let body = "";
    for await (const chunk of request) body += chunk;
    if (!request.url?.startsWith("/api/provider-relay")) return response.writeHead(404).end();
    const answer = (await providerRelay({
      request: new Request(`http://127.0.0.1${request.url}`, {
        method: request.method,
        headers: request.headers as HeadersInit,
        body,
      }),
    })) as Response | { data: unknown; init: ResponseInit | null };
    if (answer instanceof Response) {
      const headers = Object.fromEntries(answer.headers.entries());
      response.writeHead(answer.status, headers).end(Buffer.from(await answer.arrayBuffer()));
    } else response.writeHead(answer.init?.status ?? 200).end(JSON.stringify(answer.data));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("in the room", () => {
  let room: RoomServer;
  let web: Awaited<ReturnType<typeof startRelayWeb>>;
  beforeAll(async () => {
    expect(roomSecret).toBe(TEST_ROOM_SECRET);
    [room, web] = await Promise.all([sharedPartykit(), startRelayWeb()]);
    env.ROOM_INTERNAL_URL = room.url;
    env.WEB_INTERNAL_URL = web.url;
  }, 90_000);
  afterAll(async () => {
    await Promise.all([room?.stop(), web?.close()]);
  });

  /** Goes live as the organisation's admin; an English and a Spanish listener join, one sentence is said. */
  async function goLiveAndSpeak(organisationId: string, voiced = false) {
    const host = await createUser({ organisationId, userType: UserType.OrganisationAdmin });
    const { broadcastId } = await startSermon({ id: host.id, organisationId }, "en");
    const join = async (role: "host" | "listener", language: string) => {
      const socket = await joinRoom(
        room.url,
        broadcastId,
        await tokenFor({ sermon: broadcastId, role, userId: `${role}-${language}-${host.id}`, language }),
      );
      await socket.waitFor((all) => all.some((m) => m.type === "welcome"), "welcome");
      return socket;
    };
    const [speaker, english, spanish] = [
      await join("host", "en"),
      await join("listener", "en"),
      await join("listener", "es"),
    ];
    // The room answers in order: once it refused the message after, the voice request is stored.
    english.send({ type: "voice", on: true });
    english.send("not json");
    await english.waitFor((all) => all.some((m) => m.type === "error"), "the refusal after voice");
    speaker.send({ type: "final", seq: 0, text: "Grace and peace to you." });
    await spanish.waitForSegments(1);
    await english.waitForSegments(1);
    if (voiced) await english.waitFor((all) => all.some((m) => m.type === "audio"), "the spoken segment");
    const said = JSON.stringify([english.messages, spanish.messages]);
    for (const socket of [speaker, english, spanish]) socket.drop();
    return said;
  }

  it.each([
    ["did not resolve", null],
    ["was public", PUBLIC],
  ])(
    "sends the translator's key nowhere when its name %s at go-live and is loopback when used",
    async (_, first) => {
      const target = await listener();
      standIn("localhost", [first, "127.0.0.1"]);
      const organisation = await libreOrganisation(`http://localhost:${target.port}`);
      const said = await goLiveAndSpeak(organisation.id);
      expect(target.requests).toEqual([]);
      expect(said).not.toContain("ROBADO");
    },
    60_000,
  );

  it("refuses, in the room, a provider at a name when no web was given to reach it through", async () => {
    const target = await listener();
    const broadcastId = `no-relay-${Date.now()}`;
    const translation = { kind: "libretranslate", url: `http://localhost:${target.port}`, apiKey: KEY };
    expect(
      (await commandRoom(room.url, broadcastId, { type: "configure", sourceLanguage: "en", translation })).ok,
    ).toBe(true);
    const join = (role: "host" | "listener", language: string) =>
      tokenFor({ sermon: broadcastId, role, userId: `${role}-${language}`, language }).then((token) =>
        joinRoom(room.url, broadcastId, token),
      );
    const speaker = await join("host", "en");
    const spanish = await join("listener", "es");
    await spanish.waitFor((all) => all.some((m) => m.type === "welcome"), "welcome");
    speaker.send({ type: "final", seq: 0, text: "Grace and peace to you." });
    await spanish.waitForSegments(1);
    expect(target.requests).toEqual([]);
    for (const socket of [speaker, spanish]) socket.drop();
  }, 60_000);

  // The relay's own way, seen whole: on an install that allows private addresses (a church LAN), a
  // translator and a voice at a name reach the room through the web, answers and audio intact.
  it("carries the room's requests to a name through the web, and their answers back", async () => {
    const before = env.PROVIDERS_ALLOW_PRIVATE;
    env.PROVIDERS_ALLOW_PRIVATE = "1";
    cleanups.push(() => (env.PROVIDERS_ALLOW_PRIVATE = before));
    const target = await startRecordingListener((request) =>
      request.url.includes("cognitiveservices") ? { headers: { "Content-Type": "audio/mpeg" }, body: "VOICE" } : REPLY,
    );
    cleanups.push(() => target.close());
    standIn("localhost", ["127.0.0.1"]);
    const organisation = await libreOrganisation(`http://localhost:${target.port}`);
    await prisma.organisation.update({
      where: { id: organisation.id },
      data: { speechKeyEnc: encryptSecret(KEY), speechLocation: `http://localhost:${target.port}` },
    });
    const said = await goLiveAndSpeak(organisation.id, true);
    expect(target.requests.map((request) => request.url)).toEqual(
      expect.arrayContaining(["/translate", "/cognitiveservices/v1"]),
    );
    expect(target.requests.find((request) => request.url === "/translate")?.body).toContain(KEY);
    expect(said).toContain("ROBADO");
    expect(said).toContain(Buffer.from("VOICE").toString("base64"));
  }, 60_000);

  it("sends the speech key nowhere when the speech location's name did not resolve at go-live", async () => {
    const target = await startRecordingListener(() => ({
      headers: { "Content-Type": "audio/mpeg" },
      body: "LISTENER",
    }));
    cleanups.push(() => target.close());
    standIn("localhost", [null, "127.0.0.1"]);
    const created = await createOrganisation();
    const organisation = await prisma.organisation.update({
      where: { id: created.id },
      data: {
        translationProvider: "none",
        speechKeyEnc: encryptSecret(KEY),
        speechLocation: `http://localhost:${target.port}`,
      },
    });
    const said = await goLiveAndSpeak(organisation.id);
    expect(target.requests).toEqual([]);
    expect(said).not.toContain(Buffer.from("LISTENER").toString("base64"));
  }, 60_000);
});
