import type { RoomEvent } from "#app/neutral/room-web-protocol.ts";
import { prisma } from "#app/utils/db.server.ts";

type Segments = Extract<RoomEvent, { type: "transcript" }>["segments"];

/** The room's transcript as rows, each with when it was spoken after the sermon started. */
export function transcriptRows(sermon: { id: string; startedAt: Date }, segments: Segments) {
  return segments.map(({ spokenAt, from, ...segment }) => ({
    ...segment,
    // The language the line was said in (decision 065); rooms from before send none: the sermon's.
    sourceLanguage: from ?? null,
    sermonId: sermon.id,
    offsetMs: spokenAt === undefined ? null : Math.max(0, spokenAt - sermon.startedAt.getTime()),
  }));
}

/**
 * The rows a transcript in `language` is read from: that language's, the sermon's, and each line's
 * as said (a bilingual preacher's line in another language, decision 065), to fall back on.
 */
export const linesWhere = (sermonId: string, sermonLanguage: string, language: string) => ({
  sermonId,
  OR: [
    { language: { in: [sermonLanguage, language] } },
    { language: { equals: prisma.transcriptSegment.fields.sourceLanguage } },
  ],
});

type StoredRow = { seq: number; language: string; text: string; sourceLanguage: string | null };

/**
 * One row per line, in seq order: its row in `language`, else the line as said, else (rows of rooms
 * from before decision 065) the sermon's; with the language it was said in and whether it is a
 * translation into `language` that never came.
 */
export function pickLines<Row extends StoredRow>(rows: Row[], sermonLanguage: string, language: string) {
  const rank = (row: Row) =>
    row.language === language ? 2 : row.language === (row.sourceLanguage ?? sermonLanguage) ? 1 : 0;
  const bySeq = new Map<number, Row>();
  for (const row of rows) {
    const existing = bySeq.get(row.seq);
    if (!existing || rank(row) > rank(existing)) bySeq.set(row.seq, row);
  }
  return (
    [...bySeq.values()]
      .sort((a, b) => a.seq - b.seq)
      .map((row) => ({
        row,
        from: row.sourceLanguage ?? sermonLanguage,
        untranslated: row.language !== language,
      }))
      // An empty row in the language: a line a human interpreter spoke for (decision 064), not read there.
      .filter(({ row, untranslated }) => untranslated || row.text !== "")
  );
}
