// Issue 30, finding 1 in the room: a translator that answers with a redirect gets nothing more
// than the request it was sent; the key never travels on to where the answer points. Both
// addresses are real loopback listeners that record what reaches them.
import { afterAll, beforeAll, expect, it } from "vitest";
import { commandRoom, joinRoom, tokenFor } from "#tests/support/room-client.ts";
import { startRecordingListener } from "#tests/support/recording-listener.ts";
import { sharedPartykit, type RoomServer } from "#tests/setup/shared-room.ts";

let room: RoomServer;
beforeAll(async () => {
  room = await sharedPartykit();
}, 90_000);
afterAll(async () => {
  await room?.stop();
});

it("does not follow a translator's redirect with the organisation's key", async () => {
  const elsewhere = await startRecordingListener(() => ({
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify([{ translations: [{ text: "robado", to: "es" }] }]),
  }));
  const translator = await startRecordingListener(() => ({
    status: 307,
    headers: { Location: `${elsewhere.url}/translate?api-version=3.0` },
  }));
  try {
    const id = `redirect-${Date.now()}`;
    const translation = { kind: "azure", endpoint: translator.url, key: "organisation-key-1234" };
    expect((await commandRoom(room.url, id, { type: "configure", sourceLanguage: "en", translation })).status).toBe(
      200,
    );
    const host = await joinRoom(
      room.url,
      id,
      await tokenFor({ sermon: id, role: "host", userId: "h", language: "en" }),
    );
    const spanish = await joinRoom(
      room.url,
      id,
      await tokenFor({ sermon: id, role: "listener", userId: null, language: "es" }),
    );
    await spanish.waitFor((all) => all.some((m) => m.type === "welcome"), "welcome");
    host.send({ type: "final", seq: 0, text: "Grace and peace to you." });
    await spanish.waitForSegments(1);
    expect(translator.requests.length).toBeGreaterThan(0);
    expect(translator.requests[0]!.headers["ocp-apim-subscription-key"]).toBe("organisation-key-1234");
    expect(elsewhere.requests).toEqual([]);
    expect(JSON.stringify(spanish.segments())).not.toContain("robado");
    host.drop();
    spanish.drop();
  } finally {
    await Promise.all([translator.close(), elsewhere.close()]);
  }
}, 60_000);
