// The sermon room (real `partykit dev`) with an organisation glossary and a translator that does
// not serve every listener: the glossary's renderings arrive, and a listener whose language has
// no translator is told once (welcome.originalOnly) and reads the original, never marked failed.
import { afterAll, beforeAll, expect, it } from "vitest";
import { startAzureServer } from "#tests/support/azure-server.ts";
import { startLibreTranslateServer } from "#tests/support/libretranslate-server.ts";
import { commandRoom, forceRoom, joinRoom, tokenFor } from "#tests/support/room-client.ts";
import { glossaryFits, jsonBytes, MAX_GLOSSARY_BYTES, MAX_GLOSSARY_TERMS } from "#app/neutral/glossary/limits.ts";
import { sharedPartykit, type RoomServer } from "#tests/setup/shared-room.ts";

let room: RoomServer;
let azure: Awaited<ReturnType<typeof startAzureServer>>;
let libre: Awaited<ReturnType<typeof startLibreTranslateServer>>;
beforeAll(async () => {
  [room, azure, libre] = await Promise.all([
    sharedPartykit(),
    startAzureServer({ key: "good-key" }),
    startLibreTranslateServer(),
  ]);
}, 90_000);
afterAll(async () => {
  await Promise.all([room?.stop(), azure?.close(), libre?.close()]);
});

async function sermon(translation: object, glossary: object[] = []) {
  const id = `glossary-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  expect(
    (await commandRoom(room.url, id, { type: "configure", sourceLanguage: "en", translation, glossary })).status,
  ).toBe(200);
  const host = await joinRoom(
    room.url,
    id,
    await tokenFor({ sermon: id, role: "host", userId: "host-1", language: "en" }),
  );
  await host.waitFor((all) => all.some((m) => m.type === "welcome"), "welcome");
  const listen = async (language: string) => {
    const listener = await joinRoom(
      room.url,
      id,
      await tokenFor({ sermon: id, role: "listener", userId: null, language }),
    );
    await listener.waitFor((all) => all.some((m) => m.type === "welcome"), "welcome");
    return listener;
  };
  return { host, listen, id };
}

it("applies the shipped glossary and the organisation's terms for Azure and LibreTranslate", async () => {
  const glossary = [{ term: "Grace Chapel", keep: false, renderings: { hi: "ग्रेस चैपल" } }];
  for (const translation of [
    { kind: "azure", endpoint: azure.url, key: "good-key" },
    { kind: "libretranslate", url: libre.url },
  ]) {
    const { host, listen } = await sermon(translation, glossary);
    const hindi = await listen("hi");
    host.send({ type: "final", seq: 0, text: "Grace Chapel prays to the Holy Spirit." });
    await hindi.waitForSegments(1);
    expect(hindi.segments()[0]!.text).toMatch(/^[[(]hi[\])] ग्रेस चैपल prays to the पवित्र आत्मा\.$/);
  }
});

it("tells a listener once that their language has no translator, and sends the original unmarked", async () => {
  const { host, listen } = await sermon({ kind: "none" });
  const hindi = await listen("hi");
  expect(hindi.messages.find((m) => m.type === "welcome")).toMatchObject({ originalOnly: true });
  host.send({ type: "final", seq: 0, text: "We are saved by grace through faith." });
  await hindi.waitForSegments(1);
  // No "untranslated" mark: the welcome said so once (behindMs is the live lag figure).
  expect(hindi.segments()).toEqual([
    {
      type: "segment",
      seq: 0,
      language: "hi",
      text: "We are saved by grace through faith.",
      behindMs: expect.any(Number),
    },
  ]);
});

// Issue 40, observation (decision 053): a glossary of more than 1,000 terms made every go-live fail
// (502), and one far smaller did too, as the room kept its configuration as one stored value
// (storage takes at most 128 KiB). The largest glossary the web lets an organisation save goes live,
// and is still there after the room was evicted.
it("takes a glossary as large as the web allows, and keeps it through an eviction", async () => {
  // 1,000 terms of Chinese renderings (three bytes a character), the last one a name to listen for.
  const glossary = [
    ...Array.from({ length: MAX_GLOSSARY_TERMS - 1 }, (_, index) => ({
      term: `Ministry ${index}`,
      keep: false,
      renderings: { zh: `事工${"恩".repeat(240)}`.slice(0, 200), es: `Ministerio ${index}` },
    })),
    { term: "Grace Chapel", keep: false, renderings: { hi: "ग्रेस चैपल" } },
  ];
  expect(glossaryFits(glossary)).toBe(true);
  expect(jsonBytes(glossary)).toBeGreaterThan(MAX_GLOSSARY_BYTES * 0.8);
  const { host, listen, id } = await sermon({ kind: "libretranslate", url: libre.url }, glossary);
  await forceRoom(room.url, id, "evict");
  const hindi = await listen("hi");
  host.send({ type: "final", seq: 0, text: "Grace Chapel prays." });
  await hindi.waitForSegments(1);
  expect(hindi.segments()[0]!.text).toContain("ग्रेस चैपल");
});
