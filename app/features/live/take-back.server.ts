// A line taken back in the room (decision 061), applied in the web's database inside the room
// event's transaction: its transcript rows go, the memory entries it made go, and the audit row
// records who took it back and when. The sermon's counts (stays, salvations) are not touched.
import type { Prisma } from "#app/generated/prisma/client.ts";
import { forgetMemory } from "#app/features/memory/memory-entries.server.ts";
import { normaliseSentence } from "#app/neutral/memory/memory.ts";
import type { RoomEventInput } from "#app/neutral/room-web-protocol.ts";

type Withdrawn = Extract<RoomEventInput, { type: "line.withdrawn" }>;

export async function lineWithdrawn(
  tx: Prisma.TransactionClient,
  sermon: { id: string; organisationId: string },
  event: Withdrawn,
) {
  // The transcript arrives when the sermon ends; a line taken back after that leaves it here.
  await tx.transcriptSegment.deleteMany({ where: { sermonId: sermon.id, seq: event.seq } });
  // Only the entries this line made: the same sentence and pair with the same rendering, from the
  // booth. One the organisation changed since (another rendering) is its own and stays.
  for (const note of event.memory ?? []) {
    await tx.memoryEntry.deleteMany({
      where: {
        organisationId: sermon.organisationId,
        sourceLanguage: note.sourceLanguage,
        targetLanguage: note.language,
        sourceKey: normaliseSentence(note.source),
        rendering: note.rendering.trim(),
        origin: "booth",
      },
    });
  }
  if (event.memory?.length) forgetMemory(sermon.organisationId);
  await tx.takenBackLine.upsert({
    where: { sermonId_seq: { sermonId: sermon.id, seq: event.seq } },
    create: { sermonId: sermon.id, seq: event.seq, userId: event.userId, role: event.role, at: new Date(event.at) },
    update: {},
  });
}
