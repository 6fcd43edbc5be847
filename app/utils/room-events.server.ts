// Applies the room's webhooks to the database. Every event is applied at most once: its id is
// recorded in the same transaction as its effect, so a retried delivery changes nothing.
import type { RoomEventInput } from "#party/protocol.ts";
import { Prisma } from "#app/generated/prisma/client.ts";
import { prisma } from "./db.server.ts";

type Tx = Prisma.TransactionClient;

async function apply(tx: Tx, event: RoomEventInput, sermon: { id: string; organisationId: string }) {
  switch (event.type) {
    case "listener.joined": {
      const user = event.userId ? await tx.user.findUnique({ where: { id: event.userId }, select: { firstName: true, lastName: true, email: true } }) : null;
      await tx.listenerSession.upsert({
        where: { id: event.listenerId },
        create: {
          id: event.listenerId, sermonId: sermon.id, userId: user ? event.userId : null, language: event.language, startedAt: new Date(event.at),
          name: user ? `${user.firstName} ${user.lastName}`.trim() : null, email: user?.email ?? null,
        },
        update: { endedAt: null, language: event.language },
      });
      return;
    }
    case "listener.left":
      await tx.listenerSession.updateMany({ where: { id: event.listenerId, sermonId: sermon.id }, data: { endedAt: new Date(event.at) } });
      return;
    case "salvation": {
      const user = event.userId ? await tx.user.findUnique({ where: { id: event.userId } }) : null;
      await tx.salvation.create({
        data: {
          organisationId: sermon.organisationId, sermonId: sermon.id, userId: user?.id ?? null,
          name: user ? `${user.firstName} ${user.lastName}`.trim() : "Guest", email: user?.email, phone: user?.phone,
          faithLevel: user?.faithLevel, createdAt: new Date(event.at),
        },
      });
      return;
    }
    case "sermon.ended":
      await tx.sermon.updateMany({ where: { id: sermon.id, status: "live" }, data: { status: "ended", endedAt: new Date(event.at) } });
      await tx.listenerSession.updateMany({ where: { sermonId: sermon.id, endedAt: null }, data: { endedAt: new Date(event.at) } });
      return;
    case "transcript":
      await tx.transcriptSegment.deleteMany({ where: { sermonId: sermon.id } });
      await tx.transcriptSegment.createMany({ data: event.segments.map((segment) => ({ ...segment, sermonId: sermon.id })) });
      await tx.transcriptVerse.deleteMany({ where: { sermonId: sermon.id } });
      await tx.transcriptVerse.createMany({ data: (event.verses ?? []).map((verse) => ({ ...verse, sermonId: sermon.id })) });
      return;
  }
}

/** "applied", "duplicate" (already applied earlier) or "unknown-sermon". */
export async function applyRoomEvent(event: RoomEventInput) {
  const sermon = await prisma.sermon.findUnique({ where: { broadcastId: event.broadcastId }, select: { id: true, organisationId: true } });
  if (!sermon) return "unknown-sermon" as const;
  const receiptId = `${event.broadcastId}:${event.id}`;
  try {
    await prisma.$transaction(async (tx) => {
      await tx.roomEventReceipt.create({ data: { id: receiptId } });
      await apply(tx, event, sermon);
    });
    return "applied" as const;
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") return "duplicate" as const;
    throw error;
  }
}
