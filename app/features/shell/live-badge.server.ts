// The console menu's "Live" badge on "Go live" (issue 28): shown only while one of the
// organisation's sermons is live. A read of the shell's own, so the frame never imports the live
// feature (decision 040: live pages sit in the shell, not the other way round).
import { prisma } from "#app/utils/db.server.ts";

/**
 * True while one of the organisation's sermons is live. One indexed read ([status, organisationId]),
 * as SQL: it runs on every console page of the people who may go live, and Prisma plans a model
 * query each time it runs (about 1 ms, decision 048).
 */
export async function organisationIsLive(organisationId: string) {
  const rows = await prisma.$queryRaw<unknown[]>`
    SELECT 1 FROM "Sermon" WHERE "status" = 'live' AND "organisationId" = ${organisationId} LIMIT 1`;
  return rows.length > 0;
}
