import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "#app/utils/db.server.ts";
import { issueSpeechToken, speechConfigFor, translationConfigFor } from "#app/features/providers/providers.server.ts";
import { decryptSecret, encryptSecret, maskSecret } from "#app/utils/secrets.server.ts";
import { languageServicesFor } from "#app/features/providers/language-service.server.ts";
import { createOrganisation } from "#tests/db-utils.ts";
import { startAzureServer } from "#tests/support/azure-server.ts";

let azure: Awaited<ReturnType<typeof startAzureServer>>;
beforeAll(async () => {
  azure = await startAzureServer({ key: "speech-key-1234" });
});
afterAll(async () => {
  await azure?.close();
});

describe("provider keys at rest", () => {
  it("encrypts, decrypts, masks, and reads tampering as missing", () => {
    const stored = encryptSecret("abcd-secret-9876");
    expect(stored).not.toContain("secret");
    expect(decryptSecret(stored)).toBe("abcd-secret-9876");
    expect(decryptSecret(stored.slice(0, -2) + (stored.endsWith("A") ? "B" : "A"))).toBeNull();
    expect(decryptSecret("plain-text")).toBeNull();
    expect(maskSecret("abcd-secret-9876")).toBe("••••9876");
  });
});

describe("an organisation's providers", () => {
  it("uses Azure Translator with its decrypted key, and Apertium without one", async () => {
    const withKeys = await createOrganisation();
    const updated = await prisma.organisation.update({
      where: { id: withKeys.id },
      data: {
        translationProvider: "azure",
        translatorEndpoint: azure.url,
        translatorKeyEnc: encryptSecret("translator-key"),
        translatorLocation: "australiaeast",
      },
    });
    expect(translationConfigFor(updated)).toEqual({
      kind: "azure",
      endpoint: azure.url,
      key: "translator-key",
      region: "australiaeast",
    });
    expect(translationConfigFor(await createOrganisation())).toMatchObject({ kind: "apertium" });
  });

  it("gives the room a voice per join-live language when there is a speech key", async () => {
    const organisation = await createOrganisation();
    expect(await speechConfigFor(organisation)).toEqual({ speech: undefined, voices: {} });
    const withSpeech = await prisma.organisation.update({
      where: { id: organisation.id },
      data: { speechKeyEnc: encryptSecret("speech-key-1234"), speechLocation: azure.url },
    });
    const config = await speechConfigFor(withSpeech);
    expect(config.speech).toEqual({ endpoint: azure.url, key: "speech-key-1234" });
    expect(config.voices).toMatchObject({
      es: "es-ES-ElviraNeural",
      pt: "pt-BR-FranciscaNeural",
      zh: "zh-CN-XiaoxiaoNeural",
    });
  });

  it("issues a short-lived speech token from the key, and reports a refused key", async () => {
    const organisation = await createOrganisation();
    const good = await prisma.organisation.update({
      where: { id: organisation.id },
      data: { speechKeyEnc: encryptSecret("speech-key-1234"), speechLocation: azure.url },
    });
    const issued = await issueSpeechToken(good, { allowPrivate: true, trusted: [] });
    expect(issued?.token).toMatch(/^eyJhbGciOiJub25lIn0\.[\w-]+\.$/);
    const bad = await prisma.organisation.update({
      where: { id: organisation.id },
      data: { speechKeyEnc: encryptSecret("wrong") },
    });
    await expect(issueSpeechToken(bad, { allowPrivate: true, trusted: [] })).rejects.toThrow(/refused the key \(401\)/);
    expect(await issueSpeechToken(await createOrganisation())).toBeNull();
  });
});

describe("what the join screen offers each language", () => {
  const servicesOf = async (organisationId: string) =>
    Object.fromEntries((await languageServicesFor(organisationId, "en")).map((entry) => [entry.code, entry.service]));

  it("reads the church's translator, voices and join-live languages as they are saved", async () => {
    const organisation = await createOrganisation();
    // Apertium (the default) translates English to Spanish and Portuguese only; no speech key, no voices.
    expect(await servicesOf(organisation.id)).toEqual({
      en: "text",
      es: "text",
      pt: "text",
      zh: "original",
      ar: "original",
      id: "original",
      hi: "original",
    });
    await prisma.organisation.update({
      where: { id: organisation.id },
      data: {
        translationProvider: "azure",
        translatorEndpoint: azure.url,
        translatorKeyEnc: encryptSecret("translator-key"),
        speechKeyEnc: encryptSecret("speech-key-1234"),
        speechLocation: azure.url,
      },
    });
    await prisma.organisationLanguage.deleteMany({
      where: { organisationId: organisation.id, purpose: "joinlive", code: { in: ["ar", "hi"] } },
    });
    await prisma.organisationLanguage.updateMany({
      where: { organisationId: organisation.id, purpose: "joinlive", code: "id" },
      data: { femaleVoiceId: null, maleVoiceId: null },
    });
    // The very next read sees the change: nothing is kept between requests.
    expect(await servicesOf(organisation.id)).toEqual({
      en: "textVoice",
      es: "textVoice",
      pt: "textVoice",
      zh: "textVoice",
      id: "text",
    });
    expect(await languageServicesFor("no-such-organisation", "en")).toEqual([]);
  });
});
