/**
 * The quotation matcher in the web app: one index per set of Bibles a speaker may quote from
 * (shipped and imported, per organisation and language), built once and kept in memory, and the
 * quoted span in each listener's Bible.
 */
import { bibleFor, defaultBible, quotableBibles } from "#app/features/scripture/bibles.server.ts";
import type { QuoteInSegment } from "#app/neutral/memory/plan.ts";
import type { CompactBible } from "#app/features/scripture/bible-format.ts";
import { runOffThread } from "#app/utils/off-thread.server.ts";
import { setImmediate as nextTurn } from "node:timers/promises";
import type { QuoteIndex } from "./quote-index-build.ts";
import { better, quoteWindows, type QuoteMatch } from "./quote-index.ts";
import { quotedText } from "./quote-span.ts";

declare module "#app/utils/import-jobs.ts" {
  interface ImportJobs {
    /**
     * The quotation index of the Bibles quotable in a language (shipped, and the organisation's
     * own): seconds of work and 200 MB of garbage on the way, so not on the request thread.
     */
    quoteIndex: { input: { organisationId: string | null; language: string }; output: QuoteIndex };
  }
}

type Built = { index: QuoteIndex; bibles: CompactBible[] };
const indexes = new Map<string, Promise<Built | null>>();
const ready = new Map<string, Built>();
// Building an index for the three shipped Bibles took 5 s of CPU on an idle machine.
const INDEX_BUDGET_MS = 120_000;

/**
 * The index of the Bibles quotable in `language`, or null while it is being built (2–6 s, begun
 * by this call if need be): a segment never waits for it, so the memory's help is never late.
 */
async function quoteIndexFor(organisationId: string | null, language: string): Promise<Built | null> {
  const bibles = await quotableBibles(organisationId, language);
  if (!bibles.length) return null;
  const key = bibles.map((bible) => bible.id).join("+");
  if (!indexes.has(key)) {
    const building = runOffThread("quoteIndex", { organisationId, language }, INDEX_BUDGET_MS).then((run) =>
      run.ok ? { index: run.value, bibles } : null,
    );
    indexes.set(key, building);
    void building.then((built) => {
      if (built) ready.set(key, built);
      // Refused (imports were waiting) or failed: the next segment asks again.
      else indexes.delete(key);
    });
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

/** The verse `text` quotes, with its text in every target language that has a Bible; or null. */
export async function quoteInSegment(request: {
  organisationId: string | null;
  text: string;
  previous?: string;
  from: string;
  targets: string[];
}): Promise<QuoteInSegment | null> {
  const built = await quoteIndexFor(request.organisationId, request.from);
  if (!built) return null;
  // A window at a time, the event loop's other work in between (issue 40: a 4,000-character
  // text matched in one go held every request of the web for seconds).
  let match: QuoteMatch | null = null;
  for (const found of quoteWindows(built.index, request.text, request.previous)) {
    match = better(match, found);
    await nextTurn();
  }
  if (!match) return null;
  const source = built.bibles.find((bible) => bible.id === match.bibleId)!;
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
