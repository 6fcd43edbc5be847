/**
 * Stated retention (issue 42, decision 057): a church keeps sermon transcripts as long as it chose;
 * past that, the purge removes the text (lines and verse cards in every language, and guests'
 * prayer requests) and keeps what the figures count — the sermon, its listeners, its accept-Jesus
 * clicks — plus the transcript's own counts in TranscriptPurge.
 */
import { prisma } from "#app/utils/db.server.ts";

const DAY_MS = 86_400_000;
const wordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Removes one sermon's transcript text, keeping its counts; in one transaction, so a crash leaves either. */
async function purgeSermon(sermon: { id: string; sourceLanguage: string }, now: Date) {
  const rows = await prisma.transcriptSegment.findMany({
    where: { sermonId: sermon.id },
    select: { language: true, text: true, sourceLanguage: true },
  });
  // Each line as said: a bilingual preacher's other language counts once too (decision 065).
  const own = rows.filter((row) => row.language === (row.sourceLanguage ?? sermon.sourceLanguage));
  const counts = {
    lines: own.length,
    words: own.reduce((sum, row) => sum + wordsIn(row.text), 0),
    languages: new Set(rows.map((row) => row.language)).size,
  };
  await prisma.$transaction([
    prisma.transcriptPurge.create({ data: { sermonId: sermon.id, purgedAt: now, ...counts } }),
    prisma.transcriptSegment.deleteMany({ where: { sermonId: sermon.id } }),
    prisma.transcriptVerse.deleteMany({ where: { sermonId: sermon.id } }),
  ]);
  return counts;
}

/**
 * Every ended sermon older than its church's retention loses its text; so does every guest's
 * prayer request older than it (the contact itself stays: the church may still follow up).
 * Safe to repeat: a purged sermon has a TranscriptPurge row and is not read again.
 */
export async function purgeExpiredTranscripts(now = new Date()) {
  const churches = await prisma.organisation.findMany({
    where: { transcriptRetentionDays: { not: null } },
    select: { id: true, transcriptRetentionDays: true },
  });
  let sermons = 0;
  let lines = 0;
  let prayerRequests = 0;
  for (const church of churches) {
    const before = new Date(now.getTime() - church.transcriptRetentionDays! * DAY_MS);
    const due = await prisma.sermon.findMany({
      where: { organisationId: church.id, status: "ended", startedAt: { lt: before }, purge: null },
      select: { id: true, sourceLanguage: true },
    });
    for (const sermon of due) {
      lines += (await purgeSermon(sermon, now)).lines;
      sermons += 1;
    }
    const cleared = await prisma.guestContact.updateMany({
      where: { organisationId: church.id, createdAt: { lt: before }, prayerRequest: { not: null } },
      data: { prayerRequest: null, prayerTranslated: null },
    });
    prayerRequests += cleared.count;
  }
  return { sermons, lines, prayerRequests };
}

/** A purged sermon's kept counts, or null while its text is kept. */
export function purgeOf(sermonId: string) {
  return prisma.transcriptPurge.findUnique({
    where: { sermonId },
    select: { purgedAt: true, lines: true, words: true, languages: true },
  });
}
