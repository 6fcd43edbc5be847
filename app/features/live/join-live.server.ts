// What the join-live screens show: the live and previous sermons of an organisation, and a
// finished sermon's transcript in the listener's language.
import { canSeeOrganisation } from "#app/features/auth/tenancy.server.ts";
import { prisma } from "#app/utils/db.server.ts";
import { spoken } from "#app/features/transcript/export.server.ts";
import type { SessionUser } from "#app/features/auth/permissions.server.ts";

const sermonSummary = {
  broadcastId: true,
  title: true,
  sourceLanguage: true,
  startedAt: true,
  endedAt: true,
  status: true,
  host: { select: { firstName: true, lastName: true } },
} as const;

/** An organisation's sermons, for its own people (and the super administrator) only. */
export async function sermonsOfOrganisation(user: SessionUser, organisationId: string) {
  if (!canSeeOrganisation(user, organisationId)) return { live: [], previous: [] };
  const [live, previous] = await Promise.all([
    prisma.sermon.findMany({
      where: { organisationId, status: "live" },
      orderBy: { startedAt: "desc" },
      select: sermonSummary,
    }),
    prisma.sermon.findMany({
      where: { organisationId, status: "ended" },
      orderBy: { startedAt: "desc" },
      take: 10,
      select: sermonSummary,
    }),
  ]);
  return { live, previous };
}

/**
 * A finished sermon's transcript in `language`, each missing sentence shown in the source, with the
 * verse cards its listeners saw after the line that named them (as the TXT export has them).
 */
export async function transcriptIn(sermonId: string, sourceLanguage: string, language: string) {
  const [rows, verses] = await Promise.all([
    prisma.transcriptSegment.findMany({
      where: { sermonId, language: { in: [sourceLanguage, language] } },
      orderBy: { seq: "asc" },
      select: { seq: true, language: true, text: true },
    }),
    prisma.transcriptVerse.findMany({
      where: { sermonId, language },
      orderBy: { afterSeq: "asc" },
      select: { afterSeq: true, osis: true, reference: true, bible: true, machineTranslated: true, text: true },
    }),
  ]);
  const bySeq = new Map<number, { seq: number; text: string; untranslated: boolean }>();
  for (const row of rows) {
    const existing = bySeq.get(row.seq);
    if (row.language === language || !existing)
      bySeq.set(row.seq, { seq: row.seq, text: row.text, untranslated: row.language !== language });
  }
  return [...bySeq.values()].filter(spoken).map((line) => ({
    ...line,
    verses: verses.filter((verse) => verse.afterSeq === line.seq),
  }));
}
