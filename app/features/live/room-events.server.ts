// Applies the room's webhooks to the database. Every event is applied at most once: its id is
// recorded in the same transaction as its effect, so a retried delivery changes nothing.
import type { RoomEventInput } from "#app/neutral/room-web-protocol.ts";
import type { Prisma } from "#app/generated/prisma/client.ts";
import { listenerJoined, listenerLeft, salvationClicked } from "#app/features/live/stays.server.ts";
import { lineWithdrawn } from "#app/features/live/take-back.server.ts";
import { rememberCorrection } from "#app/features/memory/memory-entries.server.ts";
import { transcriptRows } from "#app/features/transcript/rows.server.ts";
import { dbTime, prisma } from "#app/utils/db.server.ts";

type Tx = Prisma.TransactionClient;

async function apply(tx: Tx, event: RoomEventInput, sermon: { id: string; organisationId: string; startedAt: Date }) {
  switch (event.type) {
    case "listener.joined":
      return listenerJoined(tx, sermon, event);
    case "listener.left":
      return listenerLeft(tx, sermon, event);
    case "salvation":
      return salvationClicked(tx, sermon, event);
    case "sermon.ended":
      await tx.sermon.updateMany({
        where: { id: sermon.id, status: "live" },
        data: { status: "ended", endedAt: new Date(event.at) },
      });
      await tx.listenerStay.updateMany({
        where: { sermonId: sermon.id, endedAt: null },
        data: { endedAt: new Date(event.at) },
      });
      return;
    case "booth.corrected":
      return rememberCorrection(tx, sermon, event);
    case "line.withdrawn":
      return lineWithdrawn(tx, sermon, event);
    case "transcript":
      await tx.transcriptSegment.deleteMany({ where: { sermonId: sermon.id } });
      await tx.transcriptSegment.createMany({ data: transcriptRows(sermon, event.segments) });
      await tx.transcriptVerse.deleteMany({ where: { sermonId: sermon.id } });
      await tx.transcriptVerse.createMany({
        data: (event.verses ?? []).map((verse) => ({ ...verse, sermonId: sermon.id })),
      });
      return;
  }
}

type Outcome = "applied" | "duplicate" | "unknown-sermon";

/**
 * A delivery's events in order, in one transaction, each "applied", "duplicate" (already applied
 * earlier) or "unknown-sermon". One transaction, not one per event: the room's outbox sends what has
 * piled up in one delivery (party/outbox.ts), and an event that cannot be applied fails its delivery
 * either way, so the room sends it all again and the receipts make the repeats change nothing.
 */
export async function applyRoomEvents(events: RoomEventInput[]): Promise<Outcome[]> {
  const sermons = new Map<string, { id: string; organisationId: string; startedAt: Date } | null>();
  for (const broadcastId of new Set(events.map((event) => event.broadcastId))) {
    // A webhook per listener joining in a Sunday rush: SQL rather than Prisma queries (issue 33).
    const [found] = await prisma.$queryRaw<{ id: string; organisationId: string; startedAt: string }[]>`
      SELECT "id", "organisationId", "startedAt" FROM "Sermon" WHERE "broadcastId" = ${broadcastId}`;
    sermons.set(broadcastId, found ? { ...found, startedAt: new Date(found.startedAt) } : null);
  }
  if (events.every((event) => !sermons.get(event.broadcastId))) return events.map(() => "unknown-sermon");
  return prisma.$transaction(async (tx) => {
    const outcomes: Outcome[] = [];
    for (const event of events) {
      const sermon = sermons.get(event.broadcastId);
      if (!sermon) {
        outcomes.push("unknown-sermon");
        continue;
      }
      // The receipt and the event's effect commit together: a retried delivery finds its receipt and changes nothing.
      const recorded = await tx.$executeRaw`
        INSERT INTO "RoomEventReceipt" ("id", "receivedAt")
        VALUES (${`${event.broadcastId}:${event.id}`}, ${dbTime(new Date())})
        ON CONFLICT ("id") DO NOTHING`;
      if (recorded) await apply(tx, event, sermon);
      outcomes.push(recorded ? "applied" : "duplicate");
    }
    return outcomes;
  });
}

/** One event on its own (see applyRoomEvents). */
export async function applyRoomEvent(event: RoomEventInput) {
  const [outcome] = await applyRoomEvents([event]);
  return outcome!;
}
