/**
 * The audit of lines taken back (decision 061), as the care page shows it: which sermon, which
 * line, who took it back from where, and when — never the words (they are gone). Names are read
 * only for people of the same organisation; anyone else (a super administrator, a person since
 * deleted) is shown as staff without a name.
 */
import { prisma } from "#app/utils/db.server.ts";
import { sermonLabel } from "#app/features/transcript/sermon-label.ts";

/** The newest entries the page lists; the total says how many there are in all. */
const TAKEN_BACK_SHOWN = 20;

export async function takenBackAudit(organisationId: string, timeZone: string) {
  const where = { sermon: { organisationId } };
  const [rows, total] = await Promise.all([
    prisma.takenBackLine.findMany({
      where,
      orderBy: [{ at: "desc" }, { seq: "desc" }],
      take: TAKEN_BACK_SHOWN,
      select: {
        id: true,
        seq: true,
        role: true,
        at: true,
        userId: true,
        sermon: { select: { title: true, startedAt: true, host: { select: { firstName: true, lastName: true } } } },
      },
    }),
    prisma.takenBackLine.count({ where }),
  ]);
  const ids = [...new Set(rows.flatMap((row) => (row.userId ? [row.userId] : [])))];
  const people = await prisma.user.findMany({
    where: { id: { in: ids }, organisationId },
    select: { id: true, firstName: true, lastName: true },
  });
  const names = new Map(people.map((person) => [person.id, `${person.firstName} ${person.lastName}`.trim()]));
  const entries = rows.map((row) => ({
    id: row.id,
    // People count lines from one; the room numbers them from zero.
    line: row.seq + 1,
    sermon: sermonLabel(row.sermon, timeZone),
    by: (row.userId && names.get(row.userId)) || null,
    from: row.role === "host" ? ("host" as const) : ("operator" as const),
    at: row.at.toISOString(),
  }));
  return { entries, total, timeZone };
}
export type TakenBackAudit = Awaited<ReturnType<typeof takenBackAudit>>;
