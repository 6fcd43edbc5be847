// The sermon a join link names, as the listener page and the room-token route both read it. In a
// Sunday rush every phone asks this twice within a second (issue 33), so it is one SQL statement
// rather than a Prisma query: Prisma plans a model query each time it runs, three times the cost
// of the same read as SQL under the rush's load (decision 024 did the same for the signed-in user).
import { prisma } from "#app/utils/db.server.ts";

export type SermonByLink = {
  id: string;
  broadcastId: string;
  organisationId: string;
  hostId: string | null;
  title: string | null;
  status: string;
  sourceLanguage: string;
  startedAt: Date;
  organisation: { name: string; requireSignIn: boolean; transcriptRetentionDays: number | null };
  host: { firstName: string; lastName: string } | null;
};

type Row = Omit<SermonByLink, "startedAt" | "organisation" | "host"> & {
  startedAt: string;
  organisationName: string;
  requireSignIn: number | bigint | boolean;
  transcriptRetentionDays: number | bigint | null;
  hostFirstName: string | null;
  hostLastName: string | null;
};

export async function sermonByLink(broadcastId: string): Promise<SermonByLink | null> {
  const [row] = await prisma.$queryRaw<Row[]>`
    SELECT s."id", s."broadcastId", s."organisationId", s."hostId", s."title", s."status", s."sourceLanguage",
      s."startedAt", o."name" AS "organisationName", o."requireSignIn", o."transcriptRetentionDays",
      h."firstName" AS "hostFirstName", h."lastName" AS "hostLastName"
    FROM "Sermon" s
    JOIN "Organisation" o ON o."id" = s."organisationId"
    LEFT JOIN "User" h ON h."id" = s."hostId"
    WHERE s."broadcastId" = ${broadcastId}
    LIMIT 1`;
  if (!row) return null;
  const {
    organisationName,
    requireSignIn,
    transcriptRetentionDays,
    hostFirstName,
    hostLastName,
    startedAt,
    ...sermon
  } = row;
  return {
    ...sermon,
    startedAt: new Date(startedAt),
    organisation: {
      name: organisationName,
      requireSignIn: Boolean(Number(requireSignIn)),
      transcriptRetentionDays: transcriptRetentionDays === null ? null : Number(transcriptRetentionDays),
    },
    host: hostFirstName === null ? null : { firstName: hostFirstName, lastName: hostLastName ?? "" },
  };
}

/** Listeners the room's webhooks have recorded as in `sermonId` now (the relay choice, decision 013). */
export async function openListenerCount(sermonId: string) {
  const [row] = await prisma.$queryRaw<{ n: number | bigint }[]>`
    SELECT COUNT(*) AS n FROM "ListenerSession" WHERE "sermonId" = ${sermonId} AND "endedAt" IS NULL`;
  return Number(row?.n ?? 0);
}
