import { requireSameOrganisation } from "#app/features/auth/tenancy.server.ts";
import { prisma } from "#app/utils/db.server.ts";
import { forbidden, notFound, type SessionUser } from "#app/features/auth/permissions.server.ts";
import { commandRoom } from "#app/features/room-wire/room-command.server.ts";
import { endSermon } from "./room.server.ts";
import { canManageSermons } from "#app/features/auth/roles.ts";
import { logger } from "#app/utils/logger.server.ts";

/**
 * Who may end or delete a sermon: the super administrator, and the administrators of
 * the sermon's own organisation. Staff may see analytics but not change them. Another
 * organisation's sermon is answered as missing, so ids cannot be probed.
 */
async function manageableSermon(user: SessionUser, sermonId: string) {
  if (!canManageSermons(user)) forbidden();
  const sermon = await prisma.sermon.findUnique({
    where: { id: sermonId },
    select: { id: true, broadcastId: true, organisationId: true, status: true },
  });
  if (!sermon) notFound();
  requireSameOrganisation(user, sermon.organisationId);
  return sermon;
}

/** Ends a live sermon: its listeners leave with it, then the room is told (best effort). */
export async function endSermonAsAdmin(user: SessionUser, sermonId: string, now = new Date()) {
  const sermon = await manageableSermon(user, sermonId);
  const { roomNotified } = await endSermon(sermon, now);
  return { sermon, roomNotified };
}

/** Deletes a sermon with its listeners and transcript; salvations stay (their sermon link is cleared). */
export async function deleteSermon(user: SessionUser, sermonId: string) {
  const sermon = await manageableSermon(user, sermonId);
  if (sermon.status === "live")
    await commandRoom(sermon.broadcastId, { type: "end" }).catch((error) =>
      logger.warn({ err: error }, "room could not be told the sermon ended"),
    );
  await prisma.sermon.delete({ where: { id: sermon.id } });
  return sermon;
}
