// The console menu's "Live" badge on "Go live" (issue 28): shown only while one of the
// organisation's sermons is live. A read of the shell's own, so the frame never imports the live
// feature (decision 040: live pages sit in the shell, not the other way round).
import { prisma } from "#app/utils/db.server.ts";

/** True while one of the organisation's sermons is live. One indexed read ([status, organisationId]). */
export async function organisationIsLive(organisationId: string) {
  const live = await prisma.sermon.findFirst({ where: { organisationId, status: "live" }, select: { id: true } });
  return live !== null;
}
