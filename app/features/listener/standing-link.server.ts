// The standing join link of an organisation (/c/{code}): printed once on the bulletin and the
// seat backs, it always leads to whatever the church has live, or says when the next service is.
import crypto from "node:crypto";
import { z } from "zod";
import { prisma } from "#app/utils/db.server.ts";

const CODE = /^[A-Za-z0-9_-]{6,24}$/;

/** The organisation's code, made on first use and never changed afterwards. */
export async function joinCodeOf(organisationId: string) {
  const organisation = await prisma.organisation.findUniqueOrThrow({
    where: { id: organisationId },
    select: { joinCode: true },
  });
  if (organisation.joinCode) return organisation.joinCode;
  const code = crypto.randomBytes(6).toString("base64url");
  // Two admins opening the page at once: whichever code was written first wins.
  await prisma.organisation.updateMany({ where: { id: organisationId, joinCode: null }, data: { joinCode: code } });
  return (await prisma.organisation.findUniqueOrThrow({ where: { id: organisationId }, select: { joinCode: true } }))
    .joinCode!;
}

/** Where the standing link leads now: the live sermon, or the church and its next event. */
export async function standingLinkState(code: string, now = new Date()) {
  if (!CODE.test(code)) return null;
  const organisation = await prisma.organisation.findUnique({
    where: { joinCode: code },
    select: { id: true, name: true, timeZone: true },
  });
  if (!organisation) return null;
  const [live, next] = await Promise.all([
    prisma.sermon.findFirst({
      where: { organisationId: organisation.id, status: "live" },
      orderBy: { startedAt: "desc" },
      select: { broadcastId: true },
    }),
    prisma.event.findFirst({
      where: { organisationId: organisation.id, startsAt: { gt: now } },
      orderBy: { startsAt: "asc" },
      select: { name: true, startsAt: true },
    }),
  ]);
  return {
    organisation: { name: organisation.name, timeZone: organisation.timeZone },
    liveBroadcastId: live?.broadcastId ?? null,
    next: next ? { name: next.name, startsAt: next.startsAt.toISOString() } : null,
  };
}

export const listenerSettingsSchema = z.object({ requireSignIn: z.literal("on").optional() });
