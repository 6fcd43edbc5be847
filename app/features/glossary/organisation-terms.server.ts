// An organisation's own glossary terms in the database, and their CSV form.
import { prisma } from "#app/utils/db.server.ts";
import { parseCsv, toCsv } from "#app/utils/csv.ts";
import type { MessageKey } from "#app/locales/keys.ts";
import { glossaryTermFormSchema, MAX_IMPORT_ROWS, renderingLanguages, type GlossaryTermForm } from "./schema.ts";
import type { GlossaryLanguage, OrganisationTerm } from "./types.ts";

export type StoredTerm = OrganisationTerm & { id: string };

function parseRenderings(json: string): Partial<Record<GlossaryLanguage, string>> {
  try {
    const value = JSON.parse(json) as Record<string, unknown>;
    return Object.fromEntries(
      renderingLanguages.flatMap((language) =>
        typeof value[language] === "string" && value[language] ? [[language, value[language]]] : [],
      ),
    );
  } catch {
    return {};
  }
}

export async function loadStoredTerms(organisationId: string): Promise<StoredTerm[]> {
  const rows = await prisma.glossaryTerm.findMany({ where: { organisationId }, orderBy: { term: "asc" } });
  return rows.map((row) => ({
    id: row.id,
    term: row.term,
    keep: row.keep,
    renderings: parseRenderings(row.renderings),
  }));
}

/** The terms as the room's translation path takes them. */
export async function loadOrganisationTerms(organisationId: string): Promise<OrganisationTerm[]> {
  return (await loadStoredTerms(organisationId)).map(({ term, keep, renderings }) => ({ term, keep, renderings }));
}

function renderingsOf(value: GlossaryTermForm) {
  if (value.keep) return {};
  return Object.fromEntries(
    renderingLanguages.flatMap((language) => (value[language] ? [[language, value[language]]] : [])),
  );
}

/** Adds a term, or replaces the one spelled the same. */
export async function saveTerm(organisationId: string, value: GlossaryTermForm) {
  const data = { keep: Boolean(value.keep), renderings: JSON.stringify(renderingsOf(value)) };
  await prisma.glossaryTerm.upsert({
    where: { organisationId_term: { organisationId, term: value.term } },
    create: { organisationId, term: value.term, ...data },
    update: data,
  });
}

export async function removeTerm(organisationId: string, termId: string) {
  return (await prisma.glossaryTerm.deleteMany({ where: { id: termId, organisationId } })).count;
}

const CSV_HEADER = ["term", "keep", ...renderingLanguages];

export async function exportTermsCsv(organisationId: string) {
  const terms = await loadStoredTerms(organisationId);
  return toCsv(
    CSV_HEADER,
    terms.map((term) => [
      term.term,
      term.keep ? "yes" : "",
      ...renderingLanguages.map((language) => term.renderings[language] ?? ""),
    ]),
  );
}

export type ImportResult = { ok: true; count: number } | { ok: false; errorKey: MessageKey; line?: number };

/** Imports a CSV export (header row required); every row is checked before any is saved. */
export async function importTermsCsv(organisationId: string, text: string): Promise<ImportResult> {
  const [header, ...rows] = parseCsv(text);
  const columns = header?.map((cell) => cell.trim().toLowerCase()) ?? [];
  if (!columns.includes("term")) return { ok: false, errorKey: "liveQuality.glossary.csvHeader" };
  if (rows.length > MAX_IMPORT_ROWS) return { ok: false, errorKey: "liveQuality.glossary.csvTooMany" };
  const values: GlossaryTermForm[] = [];
  for (const [index, cells] of rows.entries()) {
    const record = Object.fromEntries(
      columns.map((column, position) => [column, (cells[position] ?? "").replace(/^'(?=[=+\-@])/, "")]),
    );
    const parsed = glossaryTermFormSchema.safeParse({ ...record, keep: /^(yes|true|1|x)$/i.test(record.keep ?? "") });
    if (!parsed.success) return { ok: false, errorKey: "liveQuality.glossary.csvRow", line: index + 2 };
    values.push(parsed.data);
  }
  for (const value of values) await saveTerm(organisationId, value);
  return { ok: true, count: values.length };
}
