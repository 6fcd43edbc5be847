// Prepared text reviewed ahead (issue 32, decision 039): a reading or an announcement pasted in the
// booth is cut into the lines the room will send (the room's own cutter) and translated at once
// through the room's own path (memory and quoted verses, glossary, the organisation's provider) into
// every language the sermon serves, so a bilingual volunteer can correct each language before it
// is sent. Nothing is stored here: the reviewed lines travel with the `prepared` message and the
// room files them in the memory the way it files a booth correction.
import { z } from "zod";
import { captionPieces } from "#app/neutral/words.ts";
import { translatorFor } from "#app/neutral/translate.ts";
import { translationPath, type SegmentHelp } from "#app/neutral/translation-path.ts";
import type { SessionUser } from "#app/features/auth/permissions.server.ts";
import { worksForOrganisation } from "#app/features/auth/roles.ts";
import { tryAttempt, type Limit } from "#app/features/auth/throttle.server.ts";
import { loadOrganisationTerms } from "#app/features/glossary/organisation-terms.server.ts";
import { segmentHelp } from "#app/features/memory/segment-help.server.ts";
import { languageServicesFor } from "#app/features/providers/language-service.server.ts";
import { guardedTranslationConfig } from "#app/features/providers/room-config.server.ts";
import { nodeTransport } from "#app/features/providers/outbound.server.ts";
import { prisma } from "#app/utils/db.server.ts";
import { liveLanguageCodes } from "#app/neutral/languages.ts";

/** The most a prepared block may hold: what the room's `prepared` message takes. */
const MAX_PREPARED = 8000;
// One review's work is its lines times the languages served: 30 lines are a page of reading and
// at most a few hundred engine calls; a longer block is reviewed in parts (decision 053).
const MAX_REVIEW_LINES = 30;
/** Reviews one person may ask for in ten minutes: a booth re-reviews a block now and then, not in a loop. */
const reviewLimit = (userId: string): Limit => ({ key: `prepared-review:${userId}`, max: 20, windowMs: 10 * 60_000 });
// Lines translated at the same time: a long reading stays quick without a burst at the provider.
const CONCURRENT_LINES = 4;

const preparedReviewSchema = z.object({
  text: z
    .string({ error: "preparedReview.errors.textRequired" })
    .trim()
    .min(1, "preparedReview.errors.textRequired")
    .max(MAX_PREPARED, "preparedReview.errors.tooLong"),
  sourceLanguage: z.enum(liveLanguageCodes as unknown as [string, ...string[]], {
    error: "preparedReview.errors.language",
  }),
  /** The live sermon it is for, when there is one: its spoken language and organisation decide. */
  broadcastId: z
    .string()
    .regex(/^[\w-]{1,64}$/, "preparedReview.errors.sermon")
    .optional()
    .or(z.literal("").transform(() => undefined)),
});

/** One language's renderings, a line each (empty where the provider failed: the volunteer writes it). */
type ReviewLanguage = { code: string; name: string; renderings: string[] };
type PreparedReview = { from: string; lines: string[]; languages: ReviewLanguage[] };
type Outcome = { status: number; error: string; review: null } | { status: 200; error: null; review: PreparedReview };

const refused = (status: number, error: string): Outcome => ({ status, error, review: null });

/**
 * Checks who asks and what, then translates. Only the administrators and staff of the sermon's
 * organisation (their own, before a sermon exists) may review; any other sermon is answered as
 * missing, so broadcast ids cannot be probed.
 */
export async function reviewPrepared(user: SessionUser, input: Record<string, unknown>): Promise<Outcome> {
  if (!worksForOrganisation(user) || !user.organisationId) return refused(403, "preparedReview.errors.forbidden");
  const parsed = preparedReviewSchema.safeParse(input);
  if (!parsed.success) return refused(400, parsed.error.issues[0]!.message);
  let { sourceLanguage: from } = parsed.data;
  const { text, broadcastId } = parsed.data;
  if (broadcastId) {
    const sermon = await prisma.sermon.findUnique({
      where: { broadcastId },
      select: { organisationId: true, sourceLanguage: true },
    });
    if (!sermon || sermon.organisationId !== user.organisationId) return refused(404, "preparedReview.errors.sermon");
    from = sermon.sourceLanguage;
  }
  const lines = captionPieces(text, from);
  if (lines.length > MAX_REVIEW_LINES) return refused(413, "preparedReview.errors.tooManyLines");
  // Counted only once the request is good: a refused one costs nothing and uses none of the allowance.
  if (!(await tryAttempt([reviewLimit(user.id)]))) return refused(429, "preparedReview.errors.tooMany");
  return { status: 200, error: null, review: await translateAhead(user.organisationId, lines, from) };
}

async function translateAhead(organisationId: string, lines: string[], from: string): Promise<PreparedReview> {
  const organisation = await prisma.organisation.findUniqueOrThrow({ where: { id: organisationId } });
  const services = await languageServicesFor(organisationId, from);
  const targets = services.filter((language) => language.code !== from && language.service !== "original");
  const help: SegmentHelp = (said, source, wanted, context) =>
    segmentHelp({ organisationId, text: said, from: source, targets: wanted, ...context });
  const path = translationPath(
    translatorFor(await guardedTranslationConfig(organisation), nodeTransport()),
    await loadOrganisationTerms(organisationId),
    undefined,
    help,
  );
  const codes = targets.map((language) => language.code);
  const translated: Record<string, string>[] = [];
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < lines.length; index = next++) {
      // The line before, as the room gives it: a verse quoted across two lines is still found.
      const context = { previous: lines[index - 1] };
      translated[index] = codes.length
        ? await path.translate(lines[index]!, from, codes, context).catch(() => ({}))
        : {};
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENT_LINES, lines.length) }, worker));
  return {
    from,
    lines,
    languages: targets.map(({ code, name }) => ({
      code,
      name,
      renderings: lines.map((_, index) => translated[index]![code] ?? ""),
    })),
  };
}

/**
 * One text into one language with the church's own translator and glossary, without the booth's
 * memory or quotations: a guest's prayer request, read by the church in its language (issue 42).
 */
export async function translateForChurch(organisationId: string, text: string, from: string, to: string) {
  const organisation = await prisma.organisation.findUniqueOrThrow({ where: { id: organisationId } });
  const path = translationPath(
    translatorFor(await guardedTranslationConfig(organisation), nodeTransport()),
    await loadOrganisationTerms(organisationId),
  );
  return (await path.translate(text, from, [to]))[to] ?? null;
}
