// An organisation's own glossary terms in the database, and their CSV form.
import { prisma } from "#app/utils/db.server.ts";
import { toCsv } from "#app/utils/csv.ts";
import { runOffThread } from "#app/utils/off-thread.server.ts";
import { renderingLanguages, type GlossaryTermForm } from "./schema.ts";
import type { TermsImport } from "./terms-csv.ts";
import type { GlossaryLanguage, OrganisationTerm } from "#app/neutral/glossary/types.ts";
import { fittingGlossary, glossaryFits } from "#app/neutral/glossary/limits.ts";

export type StoredTerm = OrganisationTerm & { id: string };

// This feature's job for the import worker (app/utils/import-jobs.ts).
declare module "#app/utils/import-jobs.ts" {
  interface ImportJobs {
    /** A glossary CSV export, checked and written as the organisation's terms. */
    glossaryCsv: { input: { organisationId: string; text: string }; output: TermsImport };
  }
}

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

/** A term from the form as the room takes it. */
function organisationTerm(value: GlossaryTermForm): OrganisationTerm {
  const renderings = value.keep
    ? {}
    : Object.fromEntries(
        renderingLanguages.flatMap((language) => (value[language] ? [[language, value[language]]] : [])),
      );
  return { term: value.term, keep: Boolean(value.keep), renderings };
}

/** A term's stored columns: "keep", or its renderings as JSON. */
function storedFields(value: GlossaryTermForm) {
  const { keep, renderings } = organisationTerm(value);
  return { keep, renderings: JSON.stringify(renderings) };
}

/**
 * True when the glossary, with `changed` added (each replacing a term spelled the same), can still
 * go to a room (app/neutral/glossary/limits.ts); checked before a term or an import is saved.
 */
export async function glossaryTakes(organisationId: string, changed: GlossaryTermForm[]) {
  const terms = new Map((await loadOrganisationTerms(organisationId)).map((term) => [term.term, term]));
  for (const value of changed) terms.set(value.term, organisationTerm(value));
  return glossaryFits([...terms.values()]);
}

/** The terms a sermon goes live with: all of them, or those that fit of a glossary saved before the bounds. */
export async function loadRoomGlossary(organisationId: string): Promise<OrganisationTerm[]> {
  return fittingGlossary(await loadOrganisationTerms(organisationId));
}

/** Adds a term, or replaces the one spelled the same. */
export async function saveTerm(organisationId: string, value: GlossaryTermForm) {
  const data = storedFields(value);
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

// Reading and writing 1,000 terms takes well under a second; past this the worker is stopped.
const IMPORT_BUDGET_MS = 20_000;
// Terms per statement: the database driver takes at most 999 bound values in one (5 per new term).
const WRITE_CHUNK = 150;

function chunks<T>(items: T[], size: number) {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );
}

/**
 * Imports a CSV export in a worker thread (app/features/imports/): every line is checked, then
 * all terms are written, or none. A term spelled like one already saved replaces it.
 */
export async function importTermsCsv(organisationId: string, text: string): Promise<TermsImport> {
  const run = await runOffThread("glossaryCsv", { organisationId, text }, IMPORT_BUDGET_MS);
  return run.ok ? run.value : { ok: false, errorKey: `imports.${run.failure}` };
}

/**
 * Writes checked terms as one transaction (a write per term held the database, and every other
 * request with it, for seconds). Within the list the later spelling of a term wins.
 */
export async function writeImportedTerms(organisationId: string, checked: GlossaryTermForm[]) {
  const terms = [...new Map(checked.map((value) => [value.term, value])).values()];
  // One import, one moment: every term it writes was created at the same time.
  const createdAt = new Date();
  await prisma.$transaction([
    ...chunks(terms, WRITE_CHUNK).map((part) =>
      prisma.glossaryTerm.deleteMany({ where: { organisationId, term: { in: part.map((value) => value.term) } } }),
    ),
    ...chunks(terms, WRITE_CHUNK).map((part) =>
      prisma.glossaryTerm.createMany({
        data: part.map((value) => ({ organisationId, term: value.term, createdAt, ...storedFields(value) })),
      }),
    ),
  ]);
  return terms.length;
}
