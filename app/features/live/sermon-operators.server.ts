// Who may run a live sermon from the operator view: its host, and the admins and staff of the
// sermon's own organisation (from another device, e.g. the sound booth). Nobody else, not even
// staff of another organisation: the web mints operator room tokens only for these people.
import { canSeeOrganisation } from "#app/features/auth/tenancy.server.ts";
import { prisma } from "#app/utils/db.server.ts";
import type { SessionUser } from "#app/features/auth/permissions.server.ts";
import { worksForOrganisation } from "#app/features/auth/roles.ts";

type SermonRef = { hostId: string | null; organisationId: string };
const nameOf = (host: { firstName: string; lastName: string } | null) =>
  host ? `${host.firstName} ${host.lastName}`.trim() : "";

export function mayOperate(user: Pick<SessionUser, "id" | "userType" | "organisationId">, sermon: SermonRef) {
  if (sermon.hostId === user.id) return true;
  return worksForOrganisation(user) && canSeeOrganisation(user, sermon.organisationId);
}

/** The live sermon `broadcastId` if this user may operate it, with its host's name. */
export async function operableSermon(user: SessionUser, broadcastId: string) {
  const sermon = await prisma.sermon.findFirst({
    where: { broadcastId, status: "live" },
    select: {
      broadcastId: true,
      sourceLanguage: true,
      title: true,
      hostId: true,
      organisationId: true,
      host: { select: { firstName: true, lastName: true } },
    },
  });
  if (!sermon || !mayOperate(user, sermon)) return null;
  return {
    broadcastId: sermon.broadcastId,
    sourceLanguage: sermon.sourceLanguage,
    title: sermon.title,
    hostName: nameOf(sermon.host),
  };
}

/** Colleagues' live sermons this user could run from the operator view. */
export async function otherLiveSermons(user: SessionUser) {
  if (!user.organisationId || !worksForOrganisation(user)) return [];
  const sermons = await prisma.sermon.findMany({
    where: { organisationId: user.organisationId, status: "live", hostId: { not: user.id } },
    orderBy: { startedAt: "desc" },
    select: { broadcastId: true, host: { select: { firstName: true, lastName: true } } },
  });
  return sermons.map((sermon) => ({ broadcastId: sermon.broadcastId, hostName: nameOf(sermon.host) }));
}
