import { describe, expect, it } from "vitest";
import { glossaryAction } from "#app/features/glossary/glossary-action.server.ts";
import {
  glossaryTakes,
  importTermsCsv,
  loadRoomGlossary,
  writeImportedTerms,
} from "#app/features/glossary/organisation-terms.server.ts";
import { MAX_GLOSSARY_BYTES, MAX_GLOSSARY_TERMS, jsonBytes } from "#app/neutral/glossary/limits.ts";
import { prisma } from "#app/utils/db.server.ts";
import { getToast } from "#app/utils/toast.server.ts";
import { createOrganisation } from "#tests/db-utils.ts";

// Issue 40, observation (decision 053): nothing bounded an organisation's glossary, and past what
// one room configuration carries (1,000 terms, 1 MiB) every go-live failed. The term or import
// that would cross the bound is refused with a message; a glossary saved before still goes live.

const terms = (count: number, from = 0, rendering = (index: number) => `Término ${index}`) =>
  Array.from({ length: count }, (_, index) => ({ term: `Term ${from + index}`, es: rendering(from + index) }));

const addTerm = (organisationId: string, term: string) =>
  glossaryAction("addTerm", formOf({ term, es: "Nuevo" }), organisationId, "/glossary");

function formOf(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

// Two imports of a few hundred long terms each run in the import worker: more than the default 20 s on a busy machine.
describe("a glossary as large as a room takes", { timeout: 60_000 }, () => {
  it("refuses the term after the 1,000th, and an import past it, saving nothing", async () => {
    const { id } = await createOrganisation();
    await writeImportedTerms(id, terms(MAX_GLOSSARY_TERMS));
    // Replacing a term spelled the same adds nothing: still allowed.
    expect(await glossaryTakes(id, [{ term: "Term 3", es: "Otro" }])).toBe(true);
    expect(await glossaryTakes(id, [{ term: "Term 1000", es: "Uno más" }])).toBe(false);

    const refused = (await addTerm(id, "One more")) as Response;
    const cookie = refused.headers.get("Set-Cookie")!.split(";")[0]!;
    const { toast } = await getToast(new Request("http://localhost/", { headers: { Cookie: cookie } }));
    expect(toast).toMatchObject({ type: "error", messageKey: "liveQuality.glossary.full" });
    expect(await prisma.glossaryTerm.count({ where: { organisationId: id } })).toBe(MAX_GLOSSARY_TERMS);
    expect(await importTermsCsv(id, "term,es\nOne more,Uno más\n")).toEqual({
      ok: false,
      errorKey: "liveQuality.glossary.full",
    });
    expect(await prisma.glossaryTerm.count({ where: { organisationId: id } })).toBe(MAX_GLOSSARY_TERMS);
  });

  it("refuses the import whose terms would cross the room's bytes, though fewer than 1,000", async () => {
    const { id } = await createOrganisation();
    // 200 characters of Chinese in each of four languages: about 2.4 kB a term.
    const long = "恩".repeat(200);
    const rows = Array.from({ length: 400 }, (_, index) => `Term ${index},${long},${long},${long},${long}`);
    const csv = `term,zh,ar,hi,id\n${rows.join("\n")}\n`;
    expect(await importTermsCsv(id, csv)).toEqual({ ok: false, errorKey: "liveQuality.glossary.full" });
    expect(await prisma.glossaryTerm.count({ where: { organisationId: id } })).toBe(0);
    expect(await importTermsCsv(id, `term,zh,ar,hi,id\n${rows.slice(0, 300).join("\n")}\n`)).toEqual({
      ok: true,
      count: 300,
    });
  });

  it("sends a room the terms that fit of a glossary saved before the bound", async () => {
    const { id } = await createOrganisation();
    await writeImportedTerms(id, [...terms(MAX_GLOSSARY_TERMS), ...terms(200, MAX_GLOSSARY_TERMS)]);
    const sent = await loadRoomGlossary(id);
    expect(sent).toHaveLength(MAX_GLOSSARY_TERMS);
    expect(jsonBytes(sent)).toBeLessThanOrEqual(MAX_GLOSSARY_BYTES);
  });
});
