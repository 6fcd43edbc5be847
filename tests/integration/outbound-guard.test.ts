// Issue 30, findings 1 and 5: what an organisation-chosen address receives from us. Each address
// is a real loopback listener that records every connection and request reaching it.
import { afterEach, describe, expect, it } from "vitest";
import { prisma } from "#app/utils/db.server.ts";
import { encryptSecret, maskSecret } from "#app/utils/secrets.server.ts";
import { issueSpeechToken } from "#app/features/providers/providers.server.ts";
import { guardedTranslationConfig } from "#app/features/providers/room-config.server.ts";
import { testTranslator } from "#app/features/providers/translator.server.ts";
import { saveOrganisationForm } from "#app/features/organisations/organisation.server.ts";
import { createOrganisation } from "#tests/db-utils.ts";
import { startRecordingListener } from "#tests/support/recording-listener.ts";

const KEY = "speech-key-0123456789";
// A token as Azure's STS issues it: a JWT.
const TOKEN = "eyJhbGciOiJIUzI1NiJ9.eyJyZWdpb24iOiJ0ZXN0In0.c2lnbmF0dXJlLWJ5dGVz";
const lan = { allowPrivate: true, trusted: [] };
const internet = { allowPrivate: false, trusted: [] };

const listeners: Awaited<ReturnType<typeof startRecordingListener>>[] = [];
async function listener(...args: Parameters<typeof startRecordingListener>) {
  const started = await startRecordingListener(...args);
  listeners.push(started);
  return started;
}
afterEach(async () => {
  await Promise.all(listeners.splice(0).map((started) => started.close()));
});

async function organisationWithSpeech(location: string) {
  const organisation = await createOrganisation();
  return prisma.organisation.update({
    where: { id: organisation.id },
    data: { speechKeyEnc: encryptSecret(KEY), speechLocation: location },
  });
}

const issued = (...args: Parameters<typeof issueSpeechToken>) =>
  issueSpeechToken(...args).then(
    (result) => result,
    () => null,
  );

describe("the speech token request (finding 1)", () => {
  it("keeps the stored key for the address it was saved with: a changed location needs the key typed", async () => {
    const saved = await listener(() => ({ body: TOKEN }));
    const attacker = await listener(() => ({ body: TOKEN }));
    const organisation = await organisationWithSpeech(saved.url);
    const form = new FormData();
    for (const [name, value] of Object.entries({
      name: "Grace Chapel",
      address: "1 Church Street",
      state: "NSW",
      country: "Australia",
      pastorName: "Grace Lee",
      translationProvider: "apertium",
      speechLocation: attacker.url,
      // The masked key, untouched: "keep the stored one".
      speechKey: maskSecret(KEY),
    }))
      form.set(name, value);
    const result = await saveOrganisationForm(form, organisation.id, true);
    expect(result.ok).toBe(false);
    expect(JSON.stringify(result)).toContain("liveQuality.providers.retypeKey");
    const now = await prisma.organisation.findUniqueOrThrow({ where: { id: organisation.id } });
    await issued(now, lan);
    expect(attacker.requests).toEqual([]);
  });

  it("checks a location written without http:// like any other address", async () => {
    const target = await listener(() => ({ body: TOKEN }));
    // speechBase() once made this https://127.0.0.1:<port>/x?.api.cognitive.microsoft.com
    const organisation = await organisationWithSpeech(`127.0.0.1:${target.port}/x?`);
    expect(await issued(organisation, internet)).toBeNull();
    expect(target.connections()).toBe(0);
  });

  it("does not follow a redirect with the key", async () => {
    const elsewhere = await listener(() => ({ body: TOKEN }));
    const saved = await listener(() => ({
      status: 302,
      headers: { Location: `${elsewhere.url}/sts/v1.0/issueToken` },
    }));
    const organisation = await organisationWithSpeech(saved.url);
    expect(await issued(organisation, lan)).toBeNull();
    expect(saved.requests).toHaveLength(1);
    expect(elsewhere.requests).toEqual([]);
  });

  it("passes back a token, never whatever body the address answered", async () => {
    const page = "<html><body>router admin: wifi password hunter2</body></html>";
    const saved = await listener(() => ({ body: page, headers: { "Content-Type": "text/html" } }));
    const organisation = await organisationWithSpeech(saved.url);
    const answer = await issued(organisation, lan);
    expect(JSON.stringify(answer ?? {})).not.toContain("hunter2");
    expect(saved.requests).toHaveLength(1);
    const good = await listener(() => ({ body: TOKEN }));
    expect(await issued(await organisationWithSpeech(good.url), lan)).toEqual({
      token: TOKEN,
      region: good.url,
    });
  });
});

describe("private addresses in every spelling (finding 5)", () => {
  const spellings = (port: number) => [
    `http://[::ffff:127.0.0.1]:${port}`,
    `http://[::ffff:7f00:1]:${port}`,
    `http://[0:0:0:0:0:ffff:127.0.0.1]:${port}`,
    `http://[::ffff:0:7f00:1]:${port}`,
    `http://[::127.0.0.1]:${port}`,
    `http://2130706433:${port}`,
    `http://0x7f.1:${port}`,
    `http://0177.0.0.1:${port}`,
    `http://127.1:${port}`,
    `http://localhost:${port}`,
    `http://[::1]:${port}`,
    `http://0.0.0.0:${port}`,
  ];

  it("refuses each in test connection, and nothing reaches loopback", async () => {
    const target = await listener(() => ({
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ translatedText: "loopback answered" }),
    }));
    for (const url of spellings(target.port)) {
      const result = await testTranslator({ provider: "libretranslate", url, key: null }, internet);
      expect(result, url).toEqual({ ok: false, reason: "private" });
    }
    expect(target.requests).toEqual([]);
  });

  it("gives the room no translator at such an address", async () => {
    const target = await listener();
    for (const url of spellings(target.port)) {
      const organisation = await createOrganisation();
      const withUrl = await prisma.organisation.update({
        where: { id: organisation.id },
        data: { translationProvider: "libretranslate", libreTranslateUrl: url },
      });
      expect(await guardedTranslationConfig(withUrl, internet), url).toEqual({ kind: "none" });
    }
  });
});
