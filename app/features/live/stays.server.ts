// One listener stay per person per sermon (issue 12). The room names each person by a stable
// key ("u-<user>" or "g-<guest>"); their stay's id is derived from the sermon and that key, so
// reloads, reconnects, language switches and rejoins all land on the same row.
import type { Prisma } from "#app/generated/prisma/client.ts";
import { guestIdOf } from "#app/features/auth/guest.server.ts";
import { dbTime, prisma } from "#app/utils/db.server.ts";
import { env } from "#app/utils/env.server.ts";

type Tx = Prisma.TransactionClient;
type Sermon = { id: string; organisationId: string };

/** The stay row of `listenerId` in `sermon`. Old per-page ids (no prefix) stay as they were. */
function stayIdOf(sermonId: string, listenerId: string) {
  return /^[ug]-/.test(listenerId) ? `${sermonId}:${listenerId}` : listenerId;
}

/**
 * Whether `sermonId` may take one more guest: fewer than GUEST_JOINS_PER_SERMON guests have joined
 * it, each counted once, when the room first told us their socket opened (decision 051). Room
 * tokens asked for and never used count for nothing. Guests' stay ids all begin
 * "<sermon>:g-" (stayIdOf), so the count is a range of the primary key's index: no row is read.
 * Tokens given at the same moment can pass the limit by as many as are joining then.
 */
export async function roomForNewGuest(sermonId: string, limit = env.GUEST_JOINS_PER_SERMON) {
  const first = stayIdOf(sermonId, "g-");
  // "." follows "-": every id that begins with `first` sorts before this one.
  const past = `${first.slice(0, -1)}.`;
  const [row] = await prisma.$queryRaw<{ n: number | bigint }[]>`
    SELECT COUNT(*) AS n FROM
      (SELECT 1 FROM "ListenerSession" WHERE "id" >= ${first} AND "id" < ${past} LIMIT ${limit})`;
  return Number(row?.n ?? 0) < limit;
}

/**
 * A person joined (again). A rejoin after leaving moves the stay's start forward by the time
 * away, so `endedAt - startedAt` stays the sum of their stays: every report reads a stay that way.
 */
export async function listenerJoined(
  tx: Tx,
  sermon: Sermon,
  event: { listenerId: string; userId: string | null; language: string; at: string },
) {
  const id = stayIdOf(sermon.id, event.listenerId);
  const at = new Date(event.at);
  // Every phone of a Sunday rush joins once within the minute (issue 33): the first join reads and
  // writes with SQL, not Prisma queries, which Prisma plans each time they run (decision 024).
  const [found] = await tx.$queryRaw<{ startedAt: string; endedAt: string | null }[]>`
    SELECT "startedAt", "endedAt" FROM "ListenerSession" WHERE "id" = ${id}`;
  if (found) {
    const existing = { startedAt: new Date(found.startedAt), endedAt: found.endedAt ? new Date(found.endedAt) : null };
    const away = existing.endedAt ? Math.max(0, at.getTime() - existing.endedAt.getTime()) : 0;
    await tx.listenerStay.update({
      where: { id },
      data: {
        endedAt: null,
        language: event.language,
        ...(away ? { startedAt: new Date(existing.startedAt.getTime() + away) } : {}),
      },
    });
    return;
  }
  const user = event.userId
    ? await tx.user.findUnique({
        where: { id: event.userId },
        select: { firstName: true, lastName: true, email: true },
      })
    : null;
  const guestId = guestIdOf(event.listenerId);
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : guestId ? "Guest" : null;
  await tx.$executeRaw`
    INSERT INTO "ListenerSession" ("id", "sermonId", "userId", "guestId", "language", "startedAt", "name", "email")
    VALUES (${id}, ${sermon.id}, ${user ? event.userId : null}, ${guestId}, ${event.language}, ${dbTime(at)}, ${name},
      ${user?.email ?? null})`;
}

export async function listenerLeft(tx: Tx, sermon: Sermon, event: { listenerId: string; at: string }) {
  const id = stayIdOf(sermon.id, event.listenerId);
  await tx.listenerStay.updateMany({
    where: { id, sermonId: sermon.id, endedAt: null },
    data: { endedAt: new Date(event.at) },
  });
}

/** One click, one salvation. A guest's row carries what they chose to tell this church, if anything. */
export async function salvationClicked(
  tx: Tx,
  sermon: Sermon,
  event: { userId: string | null; listenerId?: string; at: string },
) {
  const user = event.userId ? await tx.user.findUnique({ where: { id: event.userId } }) : null;
  const guestId = !user && event.listenerId ? guestIdOf(event.listenerId) : null;
  const contact = guestId
    ? await tx.guestContact.findUnique({
        where: { guestId_organisationId: { guestId, organisationId: sermon.organisationId } },
      })
    : null;
  await tx.salvation.create({
    data: {
      organisationId: sermon.organisationId,
      sermonId: sermon.id,
      userId: user?.id ?? null,
      guestId,
      name: user ? `${user.firstName} ${user.lastName}`.trim() : contact?.name || "Guest",
      email: user?.email ?? contact?.email,
      phone: user?.phone ?? contact?.phone,
      faithLevel: user?.faithLevel,
      createdAt: new Date(event.at),
    },
  });
}
