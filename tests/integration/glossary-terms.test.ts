import { describe, expect, it } from "vitest";
import {
  exportTermsCsv,
  importTermsCsv,
  loadOrganisationTerms,
  saveTerm,
} from "#app/features/glossary/organisation-terms.server.ts";
import { parseCsv } from "#app/utils/csv.ts";
import { roomCommandSchema, serverMessageSchema } from "#party/protocol.ts";
import { createOrganisation } from "#tests/db-utils.ts";

describe("an organisation's glossary terms", () => {
  it("round-trips through CSV, spreadsheet-safe, and replaces a term spelled the same", async () => {
    const { id } = await createOrganisation();
    await saveTerm(id, { term: "Grace Chapel", keep: false, es: "Capilla Gracia", hi: "ग्रेस चैपल" });
    await saveTerm(id, { term: "=Nkosana", keep: true });
    const csv = await exportTermsCsv(id);
    expect(csv).toContain("'=Nkosana,yes");
    expect(csv).toContain("Grace Chapel,,,Capilla Gracia,,,,,ग्रेस चैपल");

    const other = await createOrganisation();
    expect(await importTermsCsv(other.id, csv)).toEqual({ ok: true, count: 2 });
    expect(await loadOrganisationTerms(other.id)).toEqual(await loadOrganisationTerms(id));
    await importTermsCsv(other.id, 'term,es\r\n"Grace Chapel","Capilla ""Gracia"""\r\n');
    expect((await loadOrganisationTerms(other.id)).find((term) => term.term === "Grace Chapel")?.renderings).toEqual({
      es: 'Capilla "Gracia"',
    });
  });

  it("refuses a file without a term column, or with a bad line, saving nothing", async () => {
    const { id } = await createOrganisation();
    expect(await importTermsCsv(id, "word,es\nGrace,Gracia\n")).toEqual({
      ok: false,
      errorKey: "liveQuality.glossary.csvHeader",
    });
    expect(await importTermsCsv(id, "term,es\nGrace,Gracia\nNothing,\n")).toEqual({
      ok: false,
      errorKey: "liveQuality.glossary.csvRow",
      line: 3,
    });
    expect(await loadOrganisationTerms(id)).toEqual([]);
    expect(parseCsv('a,"b,c"\n"d\ne",f')).toEqual([
      ["a", "b,c"],
      ["d\ne", "f"],
    ]);
  });
});

describe("the protocol", () => {
  it("carries an organisation's terms to the room and refuses malformed ones", () => {
    const base = { type: "configure", sourceLanguage: "en", translation: { kind: "none" } };
    expect(
      roomCommandSchema.safeParse({ ...base, glossary: [{ term: "Nkosana", keep: true, renderings: {} }] }).success,
    ).toBe(true);
    expect(roomCommandSchema.safeParse({ ...base, glossary: [{ term: "", keep: true, renderings: {} }] }).success).toBe(
      false,
    );
    expect(
      roomCommandSchema.safeParse({ ...base, glossary: [{ term: "x", keep: false, renderings: { "bad code!": "y" } }] })
        .success,
    ).toBe(false);
    expect(
      serverMessageSchema.safeParse({
        type: "welcome",
        status: "live",
        role: "listener",
        language: "hi",
        sourceLanguage: "en",
        lastSeq: -1,
        serverVoice: false,
        originalOnly: true,
      }).success,
    ).toBe(true);
  });
});

describe("the room's provider settings", () => {
  it("never point a room at a private address unless the instance allows it", async () => {
    const { guardedTranslationConfig } = await import("#app/features/providers/room-config.server.ts");
    const { prisma } = await import("#app/utils/db.server.ts");
    const organisation = await prisma.organisation.update({
      where: { id: (await createOrganisation()).id },
      data: { translationProvider: "libretranslate", libreTranslateUrl: "http://127.0.0.1:5000" },
    });
    expect(await guardedTranslationConfig(organisation, { allowPrivate: false, trusted: [] })).toEqual({
      kind: "none",
    });
    expect(
      await guardedTranslationConfig(organisation, { allowPrivate: false, trusted: ["http://127.0.0.1:5000/"] }),
    ).toEqual({ kind: "libretranslate", url: "http://127.0.0.1:5000" });
    expect(await guardedTranslationConfig(organisation, { allowPrivate: true, trusted: [] })).toMatchObject({
      kind: "libretranslate",
    });
  });
});

describe("the room's speech settings", () => {
  it("keep voices off a private address unless allowed", async () => {
    const { guardedSpeechConfig, speechTokenAllowed } = await import("#app/features/providers/room-config.server.ts");
    const { prisma } = await import("#app/utils/db.server.ts");
    const { encryptSecret } = await import("#app/utils/secrets.server.ts");
    const organisation = await prisma.organisation.update({
      where: { id: (await createOrganisation()).id },
      data: { speechKeyEnc: encryptSecret("speech-key"), speechLocation: "http://192.168.1.10:8080" },
    });
    expect(await guardedSpeechConfig(organisation, { allowPrivate: false, trusted: [] })).toEqual({
      speech: undefined,
      voices: {},
    });
    expect((await guardedSpeechConfig(organisation, { allowPrivate: true, trusted: [] })).speech).toEqual({
      endpoint: "http://192.168.1.10:8080",
      key: "speech-key",
    });
    expect(await speechTokenAllowed(organisation, { allowPrivate: false, trusted: [] })).toBe(false);
    expect(
      await speechTokenAllowed(
        { ...organisation, speechLocation: "australiaeast" },
        { allowPrivate: false, trusted: [] },
      ),
    ).toBe(true);
  });
});
