// What a listener's page needs, whatever door they came in (the guest's /sermon/join/{id}, a member's
// /join/{id}): the sermon (live or finished), who is asking (member or guest), what each language gets,
// and whether this church lets guests in at all.
import { redirect } from "react-router";
import { prisma } from "#app/utils/db.server.ts";
import { notFound, type SessionUser } from "#app/features/auth/permissions.server.ts";
import { transcriptIn } from "#app/features/live/join-live.server.ts";
import { sermonByLink } from "#app/features/live/sermon-by-link.server.ts";
import { languageServicesFor } from "#app/features/providers/language-service.server.ts";
import { liveLanguages } from "#app/neutral/languages.ts";
import { readGuestId } from "#app/features/auth/guest.server.ts";
import { retentionChoice } from "#app/features/care/care-schema.ts";
import { purgeOf } from "#app/features/care/retention.server.ts";

export async function sermonPageData(request: Request, broadcastId: string, user: SessionUser | null) {
  const sermon = await sermonByLink(broadcastId);
  if (!sermon) notFound();
  const url = new URL(request.url);
  // A church that requires sign-in sends the guest to sign in (or sign up) and back here.
  if (!user && sermon.organisation.requireSignIn) {
    throw redirect(`/?${new URLSearchParams({ redirectTo: url.pathname + url.search })}`);
  }
  const language =
    sermon.status === "ended"
      ? await transcriptLanguage(request, url.searchParams.get("lang"), sermon, user)
      : (url.searchParams.get("lang") ?? "en");
  const [transcript, languages, purged] = await Promise.all([
    sermon.status === "ended" ? transcriptIn(sermon.id, sermon.sourceLanguage, language) : null,
    // Only a live sermon's join screen lists what each language gets (R8.2).
    sermon.status === "live" ? languageServicesFor(sermon.organisationId, sermon.sourceLanguage) : [],
    sermon.status === "ended" ? purgeOf(sermon.id) : null,
  ]);
  return {
    sermon: {
      broadcastId: sermon.broadcastId,
      title: sermon.title,
      status: sermon.status,
      sourceLanguage: sermon.sourceLanguage,
      organisation: sermon.organisation.name,
      startedAt: sermon.startedAt.toISOString(),
      host: sermon.host ? `${sermon.host.firstName} ${sermon.host.lastName}`.trim() : "",
      // The church's stated retention, said on the join screen in the listener's language (issue 42).
      retention: retentionChoice(sermon.organisation.transcriptRetentionDays),
    },
    transcript,
    /** Lines the finished sermon had when the retention purge removed its text (null: kept). */
    purgedLines: purged ? purged.lines : null,
    language,
    languages,
    member: user ? { firstName: user.firstName } : null,
  };
}
const isLive = (code: string | null | undefined): code is string => liveLanguages.some((entry) => entry.code === code);

/**
 * The language a finished sermon's transcript opens in: the one asked for (?lang=), else the one this
 * person listened in, else their browser's first live language, else the sermon's own. A Spanish
 * visitor reopening it from their history got the English text (issue 28).
 */
async function transcriptLanguage(
  request: Request,
  asked: string | null,
  sermon: { id: string; sourceLanguage: string },
  user: SessionUser | null,
) {
  if (isLive(asked)) return asked;
  const guestId = user ? null : await readGuestId(request);
  const stay =
    user || guestId
      ? await prisma.listenerStay.findFirst({
          where: { sermonId: sermon.id, ...(user ? { userId: user.id } : { guestId }) },
          orderBy: { startedAt: "desc" },
          select: { language: true },
        })
      : null;
  if (isLive(stay?.language)) return stay.language;
  const browser = (request.headers.get("Accept-Language") ?? "")
    .split(",")
    .map((tag) => tag.split(";")[0]!.trim().split("-")[0]!.toLowerCase())
    .find(isLive);
  return browser ?? sermon.sourceLanguage;
}

export type SermonPageData = Awaited<ReturnType<typeof sermonPageData>>;
