import { describe, expect, it } from "vitest";
import {
  exportTermsCsv,
  importTermsCsv,
  loadOrganisationTerms,
  saveTerm,
} from "#app/features/glossary/organisation-terms.server.ts";
import { MAX_IMPORT_ROWS } from "#app/features/glossary/schema.ts";
import { readCsv } from "#app/utils/csv.ts";
import { prisma } from "#app/utils/db.server.ts";
import { serverMessageSchema } from "#app/neutral/protocol.ts";
import { roomCommandSchema } from "#app/neutral/room-web-protocol.ts";
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
    expect(readCsv('a,"b,c"\n"d\ne",f', { maxRows: 10, maxColumns: 10 })).toEqual({
      ok: true,
      rows: [
        { line: 1, cells: ["a", "b,c"] },
        { line: 2, cells: ["d\ne", "f"] },
      ],
    });
  });

  // Issue 30, finding 4: the largest allowed file (1,000 terms) stalled every other request for
  // 11–14 s, one write per term; and a header of 40,000 columns made each of the 1,000 rows cost
  // 40,000 cells (117 s of CPU). Now the columns are bounded and the terms go in as one write.
  it("refuses a file wider than the glossary's columns at its first line, saving nothing", async () => {
    const { id } = await createOrganisation();
    const header = ["term", "es", ...Array.from({ length: 39_998 }, (_, index) => `c${index}`)].join(",");
    const csv = `${header}\n${"Grace,Gracia\n".repeat(MAX_IMPORT_ROWS)}`;
    expect(await importTermsCsv(id, csv)).toEqual({
      ok: false,
      errorKey: "liveQuality.glossary.csvColumns",
      line: 1,
    });
    expect(await loadOrganisationTerms(id)).toEqual([]);
  });

  it("imports the largest allowed file in one write, and refuses one term more", async () => {
    const { id } = await createOrganisation();
    await saveTerm(id, { term: "Term 7", keep: true });
    const rows = Array.from({ length: MAX_IMPORT_ROWS }, (_, index) => `Term ${index},Término ${index}`);
    // A term named twice: the later line wins, as it did when each line replaced the one before.
    rows[999] = "Term 0,Último";
    expect(await importTermsCsv(id, `term,es\n${rows.join("\n")}\n`)).toEqual({ ok: true, count: 999 });
    const stored = await prisma.glossaryTerm.findMany({ where: { organisationId: id } });
    expect(stored).toHaveLength(999);
    expect(stored.find((term) => term.term === "Term 0")?.renderings).toBe('{"es":"Último"}');
    expect(stored.find((term) => term.term === "Term 7")?.renderings).toBe('{"es":"Término 7"}');
    // One transaction wrote them all, as of one moment (a write per term gave each its own time).
    expect(new Set(stored.map((term) => term.createdAt.getTime())).size).toBe(1);

    expect(await importTermsCsv(id, `term,es\n${rows.join("\n")}\nOne more,Uno más\n`)).toEqual({
      ok: false,
      errorKey: "liveQuality.glossary.csvTooMany",
    });
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
    const { guardedSpeechConfig } = await import("#app/features/providers/room-config.server.ts");
    const { issueSpeechToken } = await import("#app/features/providers/providers.server.ts");
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
    // The speech token request goes through the same guard: no key leaves for a private address.
    await expect(issueSpeechToken(organisation, { allowPrivate: false, trusted: [] })).rejects.toThrow(/private/);
  });
});
