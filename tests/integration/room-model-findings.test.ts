// What the whole-service model (service-model.test.ts) found, each kept as a plain test.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSpokenLines } from "#app/features/live/client/spoken-lines.ts";
import { relayName } from "#app/neutral/relay-protocol.ts";
import { sharedPartykit, type RoomServer } from "#tests/setup/shared-room.ts";
import { startAzureServer } from "#tests/support/azure-server.ts";
import { commandRoom, joinRoom, tokenFor } from "#tests/support/room-client.ts";

let room: RoomServer;
let azure: Awaited<ReturnType<typeof startAzureServer>>;
let counter = 0;

beforeAll(async () => {
  [room, azure] = await Promise.all([sharedPartykit(), startAzureServer({ key: "k" })]);
}, 90_000);
afterAll(async () => {
  await Promise.all([room?.stop(), azure?.close()]);
});

async function sermon() {
  const id = `findings-${Date.now()}-${counter++}`;
  await commandRoom(room.url, id, {
    type: "configure",
    sourceLanguage: "en",
    translation: { kind: "azure", endpoint: azure.url, key: "k" },
  });
  const join = async (role: "host" | "operator" | "listener", language: string, query = {}, relay?: string) => {
    const token = await tokenFor({ sermon: id, role, userId: null, language, listenerId: `g-${role}-${language}` });
    const client = await joinRoom(room.url, id, token, query, relay);
    await client.waitFor((all) => all.some((m) => m.type === "welcome"), `${role}'s welcome`);
    return client;
  };
  return { id, join };
}

describe.each([
  ["in the sermon room", undefined],
  ["on a relay", 1],
])("a listener away while a line is corrected, %s", (_, shard) => {
  // Seed 4 of the first soak: a projector back from a drop showed the line as it was before.
  it("gets the corrected line on its return", async () => {
    const { id, join } = await sermon();
    const relay = shard === undefined ? undefined : relayName(id, shard);
    const [host, operator] = [await join("host", "en"), await join("operator", "en")];
    const listener = await join("listener", "es", {}, relay);
    const lines = createSpokenLines();
    host.send(lines.final("The first line."));
    host.send(lines.final("The second line."));
    await listener.waitForSegments(2);
    await listener.drop();

    operator.send({ type: "correct", seq: 0, text: "The first line, corrected." });
    await host.waitFor((all) => all.some((m) => m.type === "segment" && m.edited), "the correction");
    const back = await join("listener", "es", { lastSeq: "1" }, relay);
    await back.waitFor((all) => all.some((m) => m.type === "segment"), "the corrected line");
    host.send(lines.final("The third line."));
    await back.waitFor((all) => all.some((m) => m.type === "segment" && m.seq === 2), "the next line");
    expect(back.segments().map((m) => m.type === "segment" && [m.seq, m.text, Boolean(m.edited)])).toEqual([
      [0, "[es] The first line, corrected.", true],
      [2, "[es] The third line.", false],
    ]);
  }, 60_000);
});
