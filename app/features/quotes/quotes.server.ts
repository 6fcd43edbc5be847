/**
 * The quotation matcher in the web app: one index per set of Bibles a speaker may quote from
 * (shipped and imported, per organisation and language), built once and kept in memory, and the
 * quoted span in each listener's Bible.
 */
import { bibleFor, defaultBible, quotableBibles } from "#app/features/scripture/bibles.server.ts";
import type { QuoteInSegment } from "#app/neutral/memory/plan.ts";
import type { CompactBible } from "#app/features/scripture/bible-format.ts";
import { emptyQuoteIndex, findQuote, indexBook, type QuoteIndex } from "./quote-index.ts";
import { quotedText } from "./quote-span.ts";

const indexes = new Map<string, Promise<QuoteIndex>>();
const ready = new Map<string, QuoteIndex>();

/**
 * The index of the Bibles quotable in `language`, or null while it is being built (2–6 s, begun
 * by this call if need be): a segment never waits for it, so the memory's help is never late.
 */
async function quoteIndexFor(organisationId: string | null, language: string): Promise<QuoteIndex | null> {
  const bibles = await quotableBibles(organisationId, language);
  if (!bibles.length) return null;
  const key = bibles.map((bible) => bible.id).join("+");
  if (!indexes.has(key)) {
    const building = buildPolitely(bibles);
    indexes.set(key, building);
    void building.then((index) => ready.set(key, index));
  }
  return ready.get(key) ?? null;
}

/** Starts building the index of `language`'s Bibles for an organisation (at a sermon's start). */
export function warmQuoteIndex(organisationId: string | null, language: string) {
  void quoteIndexFor(organisationId, language).catch(() => null);
}

/** The shipped Bibles' indexes, from the server's start. */
export function warmQuoteIndexes() {
  for (const language of ["en", "es"]) warmQuoteIndex(null, language);
}

/** Resolves once the index of `language`'s Bibles is built (tests). */
export async function quoteIndexReady(organisationId: string | null, language: string) {
  await quoteIndexFor(organisationId, language);
  await Promise.all(indexes.values());
}

/**
 * Seconds of work for two Bibles: done a book at a time, letting the server answer requests in
 * between (a room token must not wait for the index).
 */
async function buildPolitely(bibles: CompactBible[]) {
  const index = emptyQuoteIndex();
  for (const bible of bibles) {
    for (const book of Object.keys(bible.books)) {
      indexBook(index, bible, book);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  return index;
}

/** The verse `text` quotes, with its text in every target language that has a Bible; or null. */
export async function quoteInSegment(request: {
  organisationId: string | null;
  text: string;
  previous?: string;
  from: string;
  targets: string[];
}): Promise<QuoteInSegment | null> {
  const index = await quoteIndexFor(request.organisationId, request.from);
  const match = index && findQuote(index, request.text, request.previous);
  if (!index || !match) return null;
  const source = index.bibles.find((bible) => bible.id === match.bibleId)!.bible;
  const renderings: Record<string, string> = {};
  await Promise.all(
    request.targets.map(async (target) => {
      const bible = request.organisationId
        ? await bibleFor(request.organisationId, target)
        : await defaultBible(target);
      const text = bible && quotedText(match, source, bible);
      if (text) renderings[target] = text;
    }),
  );
  return { start: match.start, end: match.end, osis: match.osis, renderings };
}
