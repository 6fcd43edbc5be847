import { prisma } from "#app/utils/db.server.ts";

// /join/{broadcastId} and /sermon/join/{broadcastId}: the links a church shares.
const joinPath = /^\/(?:sermon\/)?join\/([A-Za-z0-9_-]{1,100})\/?$/;

/**
 * The console's join link (/join/…) opened without a session, or a guest link (/sermon/join/…) of
 * a church that requires sign-in, lands on sign-in (?redirectTo=…), and so does a link-preview robot
 * (an open guest link describes itself: requirements R2.8). The sign-in page then names the sermon
 * and church in its Open Graph tags, so the preview in a chat shows what the link is for. Only the title and the
 * church's name are read: what the church put on the QR code it shared.
 */
export async function joinPreview(redirectTo: string | null) {
  const match = redirectTo ? joinPath.exec(redirectTo.split(/[?#]/)[0] ?? "") : null;
  if (!match?.[1]) return null;
  const sermon = await prisma.sermon.findUnique({
    where: { broadcastId: match[1] },
    select: { title: true, organisation: { select: { name: true } } },
  });
  return sermon ? { sermon: { title: sermon.title, organisation: sermon.organisation.name } } : null;
}
