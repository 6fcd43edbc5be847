// Loader and action of the go-live screen, shared by the console page and the mobile /golive.
import { data } from "react-router";
import { z } from "zod";
import { isLiveLanguage, liveLanguages } from "#app/neutral/languages.ts";
import { prisma } from "#app/utils/db.server.ts";
import { decryptSecret } from "#app/utils/secrets.server.ts";
import type { SessionUser } from "#app/features/auth/permissions.server.ts";
import { endSermon, startSermon } from "./room.server.ts";
import { loadOrganisationTerms } from "#app/features/glossary/organisation-terms.server.ts";
import { recognitionPhrases } from "#app/features/glossary/phrases.ts";
import { redirectWithToast } from "#app/utils/toast.server.ts";
import { mayOperate, operableSermon, otherLiveSermons } from "./sermon-operators.server.ts";
import { logger } from "#app/utils/logger.server.ts";

/** An optional sermon title: blank means none (lists then name it by its date and preacher). */
const titleField = z
  .string()
  .trim()
  .max(120)
  .optional()
  .transform((title) => title || null);

const goLiveSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("start"),
    sourceLanguage: z.enum(liveLanguages.map((language) => language.code) as [string, ...string[]]),
    title: titleField,
    eventId: z
      .string()
      .max(64)
      .optional()
      .transform((id) => id || null),
  }),
  z.object({ intent: z.literal("stop"), broadcastId: z.string().min(1).max(64) }),
  // The title can be given or changed while the sermon is live (issue 28).
  z.object({ intent: z.literal("title"), broadcastId: z.string().min(1).max(64), title: titleField }),
]);

/** "Today's" events for the go-live form: those starting within half a day either side of now. */
const EVENT_WINDOW_MS = 12 * 60 * 60 * 1000;

function eventsAroundNow(organisationId: string | null, now = Date.now()) {
  if (!organisationId) return [];
  return prisma.event.findMany({
    where: {
      organisationId,
      startsAt: { gte: new Date(now - EVENT_WINDOW_MS), lte: new Date(now + EVENT_WINDOW_MS) },
    },
    orderBy: { startsAt: "asc" },
    select: { id: true, name: true, startsAt: true },
  });
}

/**
 * `operate`: the broadcast id of a colleague's sermon to run from the operator view (?operate=);
 * `language`: the captions the operator reads and corrects there (?language=, the sermon's own by
 * default; another language's corrections go to the translation memory, decision 033).
 */
export async function goLiveData(user: SessionUser, operate?: string | null, language?: string | null) {
  const [configured, live, organisation, operating, others, events] = await Promise.all([
    user.organisationId
      ? prisma.organisationLanguage.findMany({
          where: { organisationId: user.organisationId, purpose: "golive" },
          select: { code: true },
        })
      : [],
    prisma.sermon.findFirst({
      where: { hostId: user.id, status: "live" },
      orderBy: { startedAt: "desc" },
      select: { broadcastId: true, sourceLanguage: true, startedAt: true, title: true },
    }),
    user.organisationId
      ? prisma.organisation.findUnique({
          where: { id: user.organisationId },
          select: { speechKeyEnc: true, speechLocation: true, scriptureMode: true },
        })
      : null,
    operate ? operableSermon(user, operate.slice(0, 64)) : null,
    otherLiveSermons(user),
    eventsAroundNow(user.organisationId),
  ]);
  // The organisation's go-live languages first; every product language stays available.
  const preferred = new Set(configured.map((language) => language.code));
  const languages = [...liveLanguages].sort((a, b) => Number(preferred.has(b.code)) - Number(preferred.has(a.code)));
  // While live, the recogniser gets the glossary's names and terms in the sermon's language.
  const phrases =
    live && user.organisationId
      ? recognitionPhrases(live.sourceLanguage, await loadOrganisationTerms(user.organisationId))
      : [];
  return {
    hasOrganisation: Boolean(user.organisationId),
    languages: languages.map(({ code, name, bcp47 }) => ({ code, name, bcp47 })),
    live: live ? { ...live, phrases } : null,
    // Azure recognition when the organisation has a speech key, else the browser's own.
    recognizer:
      decryptSecret(organisation?.speechKeyEnc) && organisation?.speechLocation
        ? ("azure" as const)
        : ("browser" as const),
    // The test seam of app/features/live/client/speech-recognition.ts: only scripts/e2e-server.sh sets this.
    testSpeech: process.env.ENABLE_TEST_SPEECH === "1",
    operating: operating && {
      ...operating,
      language: language && isLiveLanguage(language) ? language : operating.sourceLanguage,
    },
    others,
    scriptureMode: organisation?.scriptureMode ?? "show",
    // The one nearest now first: the service this sermon most likely belongs to.
    events: events
      .sort((a, b) => Math.abs(a.startsAt.getTime() - Date.now()) - Math.abs(b.startsAt.getTime() - Date.now()))
      .map(({ id, name }) => ({ id, name })),
  };
}

export async function goLiveAction(request: Request, user: SessionUser, backTo: string) {
  const parsed = goLiveSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: "live.errors.languageInvalid" }, { status: 400 });
  if (!user.organisationId) return data({ error: "live.errors.noOrganisation" }, { status: 400 });
  if (parsed.data.intent === "start") {
    const existing = await prisma.sermon.findFirst({ where: { hostId: user.id, status: "live" } });
    if (existing) return redirectWithToast(backTo, { type: "info", messageKey: "live.started" });
    try {
      const { sourceLanguage, title, eventId } = parsed.data;
      await startSermon({ id: user.id, organisationId: user.organisationId }, sourceLanguage, { title, eventId });
    } catch (error) {
      logger.error({ err: error }, "could not start a sermon");
      return data({ error: "live.errors.startFailed" }, { status: 502 });
    }
    return redirectWithToast(backTo, { type: "success", messageKey: "live.started" });
  }
  // The host, or the organisation's staff from the operator view, may retitle or stop it.
  const sermon = await prisma.sermon.findFirst({ where: { broadcastId: parsed.data.broadcastId } });
  if (!sermon || !mayOperate(user, sermon)) return data({ error: "live.errors.stopFailed" }, { status: 404 });
  if (parsed.data.intent === "title") {
    await prisma.sermon.update({ where: { id: sermon.id }, data: { title: parsed.data.title } });
    return redirectWithToast(backTo, { type: "success", messageKey: "live.titleSaved" });
  }
  await endSermon(sermon);
  // Back with the sermon just ended named, so its transcript can be downloaded right there.
  const ended = `${backTo}${backTo.includes("?") ? "&" : "?"}${new URLSearchParams({ ended: sermon.broadcastId })}`;
  return redirectWithToast(ended, { type: "success", messageKey: "live.stoppedToast" });
}
