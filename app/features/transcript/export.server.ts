// Who may download a sermon's transcript, and its lines in one language. Organisation admins
// and staff (and the super administrator) get every format; a listener gets the text of a sermon
// they listened to, in the language they listened in.
import { z } from "zod";
import { readGuestId } from "#app/features/auth/guest.server.ts";
import { sermonLabel } from "#app/features/transcript/sermon-label.ts";
import { canSeeOrganisation } from "#app/features/auth/tenancy.server.ts";
import { prisma } from "#app/utils/db.server.ts";
import { languageCode } from "#app/neutral/protocol.ts";
import type { SessionUser } from "#app/features/auth/permissions.server.ts";
import { isMember } from "#app/features/auth/roles.ts";
import { exportFormats, type ExportFormat } from "./format.ts";
import { timeLines } from "./timing.ts";

export const exportQuerySchema = z.object({
  format: z.enum(exportFormats).default("txt"),
  language: languageCode.optional(),
});

const listenerFormats: readonly ExportFormat[] = ["txt", "txt-times"];
/** The room sends the transcript just after Stop; a download in that second waits for it. */
const JUST_ENDED_MS = 30_000;
const WAIT_STEPS_MS = [250, 500, 750, 1000, 1500];

type Sermon = { id: string; organisationId: string; sourceLanguage: string; status: string; endedAt: Date | null };

/** The language this person may download, or null when they may not download at all. */
export async function allowedLanguage(
  request: Request,
  user: SessionUser | null,
  sermon: Sermon,
  format: ExportFormat,
  language: string | undefined,
) {
  // Everyone but a member who may see the organisation: its administrators and staff, and the super administrator.
  if (user && !isMember(user) && canSeeOrganisation(user, sermon.organisationId)) {
    return language ?? sermon.sourceLanguage;
  }
  if (!listenerFormats.includes(format)) return null;
  const guestId = user ? null : await readGuestId(request);
  if (!user && !guestId) return null;
  const stay = await prisma.listenerStay.findFirst({
    where: { sermonId: sermon.id, ...(user ? { userId: user.id } : { guestId }) },
    select: { language: true },
  });
  return stay ? stay.language : null;
}

async function rowsOf(sermon: Sermon, language: string) {
  const read = () =>
    prisma.transcriptSegment.findMany({
      where: { sermonId: sermon.id, language: { in: [sermon.sourceLanguage, language] } },
      orderBy: { seq: "asc" },
      select: { seq: true, language: true, text: true, offsetMs: true },
    });
  let rows = await read();
  const justEnded = sermon.endedAt && Date.now() - sermon.endedAt.getTime() < JUST_ENDED_MS;
  for (const wait of WAIT_STEPS_MS) {
    if (rows.length || !justEnded) break;
    await new Promise((resolve) => setTimeout(resolve, wait));
    rows = await read();
  }
  return rows;
}

/** The sermon's lines in `language`; a sentence never translated is given in the source. */
export async function transcriptLines(sermon: Sermon, language: string) {
  type Row = { seq: number; text: string; offsetMs: number | null; untranslated: boolean; aside?: boolean };
  const bySeq = new Map<number, Row>();
  for (const row of await rowsOf(sermon, language)) {
    const existing = bySeq.get(row.seq);
    if (row.language === language || !existing) {
      bySeq.set(row.seq, {
        seq: row.seq,
        text: row.text,
        offsetMs: row.offsetMs ?? existing?.offsetMs ?? null,
        untranslated: row.language !== language,
      });
    }
  }
  // Verse cards listeners saw follow the line that named the passage, as on their screens.
  const verses = await prisma.transcriptVerse.findMany({
    where: { sermonId: sermon.id, language },
    orderBy: { afterSeq: "asc" },
    select: { afterSeq: true, reference: true, bible: true, text: true },
  });
  // An empty row in the language: a line a human interpreter spoke for (decision 064), not read there.
  const rows = [...bySeq.values()].filter(spoken).flatMap((line) => [
    line,
    ...verses
      .filter((verse) => verse.afterSeq === line.seq)
      .map((verse) => ({
        seq: line.seq,
        text: `${verse.reference} (${verse.bible}): ${verse.text}`,
        offsetMs: null,
        untranslated: false,
        aside: true,
      })),
  ]);
  return timeLines(rows);
}

/** False for a line this language never read: an interpreter spoke for it (decision 064). */
export const spoken = (line: { text: string; untranslated: boolean }) => line.untranslated || line.text !== "";

export async function sermonForExport(broadcastId: string) {
  return prisma.sermon.findUnique({
    where: { broadcastId },
    select: {
      id: true,
      organisationId: true,
      sourceLanguage: true,
      status: true,
      endedAt: true,
      title: true,
      startedAt: true,
      broadcastId: true,
      host: { select: { firstName: true, lastName: true } },
      organisation: { select: { name: true, timeZone: true } },
    },
  });
}

export const exportTitle = (sermon: NonNullable<Awaited<ReturnType<typeof sermonForExport>>>) =>
  sermonLabel(sermon, sermon.organisation.timeZone);
