/**
 * Which Bible an organisation reads in each language, and its verses. The shipped public-domain
 * Bibles live in data/bibles/ (converted by `npm run bibles:install`); imported ones in the
 * database, never served to another organisation. Parsed Bibles are kept in memory (a few MB
 * each), keyed by id, so a card costs a lookup, not a parse.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { prisma } from "#app/utils/db.server.ts";
import type { CompactBible } from "./bible-format.ts";

const shippedBibleIds = { web: { language: "en" }, rv1909: { language: "es" }, kjv: { language: "en" } } as const;
export type ShippedBibleId = keyof typeof shippedBibleIds;
/** The shipped Bible a language gets when the organisation has not chosen one. */
const defaultShipped: Record<string, ShippedBibleId> = { en: "web", es: "rv1909" };

const biblesDir = () => process.env.BIBLES_DIR ?? join(process.cwd(), "data/bibles");
const cache = new Map<string, Promise<CompactBible | null>>();

export function isShippedBibleId(value: string): value is ShippedBibleId {
  return Object.hasOwn(shippedBibleIds, value);
}

function loadShipped(id: ShippedBibleId): Promise<CompactBible | null> {
  const key = `shipped:${id}`;
  let bible = cache.get(key);
  if (!bible) {
    bible = readFile(join(biblesDir(), `${id}.json`), "utf8").then(
      (text) => JSON.parse(text) as CompactBible,
      () => null, // not installed on this machine: the language gets a machine-translated card
    );
    cache.set(key, bible);
    void bible.then((loaded) => loaded ?? cache.delete(key));
  }
  return bible;
}

function loadImported(id: string, organisationId: string): Promise<CompactBible | null> {
  const key = `imported:${id}`;
  let bible = cache.get(key);
  if (!bible) {
    bible = prisma.bible
      .findFirst({ where: { id, organisationId } })
      .then((row) =>
        row
          ? { id: row.id, name: row.name, language: row.language, licence: row.licence, books: JSON.parse(row.books) }
          : null,
      );
    cache.set(key, bible);
  }
  return bible.then((loaded) => (loaded ? loaded : null));
}

/** Forgets an imported Bible (deleted or replaced). */
export function forgetBible(id: string) {
  cache.delete(`imported:${id}`);
}

/** The organisation's Bible for `language`, or null when it has none. */
export async function bibleFor(organisationId: string, language: string): Promise<CompactBible | null> {
  const choice = await prisma.organisationBible.findUnique({
    where: { organisationId_language: { organisationId, language } },
  });
  if (choice?.bibleId) return loadImported(choice.bibleId, organisationId);
  if (choice?.shippedId && isShippedBibleId(choice.shippedId)) return loadShipped(choice.shippedId);
  if (choice) return null; // chosen on purpose: no Bible in this language (machine-translated cards)
  const fallback = defaultShipped[language];
  return fallback ? loadShipped(fallback) : null;
}

/** The Bible a language gets without an organisation (`npm run translate` without --org). */
export function defaultBible(language: string): Promise<CompactBible | null> {
  const fallback = defaultShipped[language];
  return fallback ? loadShipped(fallback) : Promise.resolve(null);
}

/**
 * Every Bible in `language` a speaker may quote from: the shipped ones and the organisation's
 * imports (the quotation matcher indexes them all; decision 033).
 */
export async function quotableBibles(organisationId: string | null, language: string): Promise<CompactBible[]> {
  const shipped = (Object.keys(shippedBibleIds) as ShippedBibleId[]).filter(
    (id) => shippedBibleIds[id].language === language,
  );
  const imported = organisationId
    ? await prisma.bible.findMany({ where: { organisationId, language }, select: { id: true } })
    : [];
  const bibles = await Promise.all([
    ...shipped.map((id) => loadShipped(id)),
    ...imported.map((row) => loadImported(row.id, organisationId!)),
  ]);
  return bibles.filter((bible): bible is CompactBible => bible !== null);
}

/** The Bibles an organisation can choose from for `language`: shipped ones and its own imports. */
export async function biblesAvailable(organisationId: string) {
  const imported = await prisma.bible.findMany({
    where: { organisationId },
    select: { id: true, name: true, language: true, licence: true, verseCount: true, createdAt: true },
    orderBy: { createdAt: "desc" },
  });
  const shipped = await Promise.all(
    (Object.keys(shippedBibleIds) as ShippedBibleId[]).map(async (id) => ({ id, bible: await loadShipped(id) })),
  );
  return {
    shipped: shipped.flatMap(({ id, bible }) =>
      bible ? [{ id, name: bible.name, language: bible.language, licence: bible.licence }] : [],
    ),
    imported,
  };
}
