// Display links: a read-only captions view of one sermon for a TV, projector or OBS. The link
// carries a random token (only its hash is stored); it works while the sermon is live and until
// the host revokes it.
import crypto from "node:crypto";
import { z } from "zod";
import { canSeeOrganisation } from "#app/features/auth/tenancy.server.ts";
import { prisma } from "#app/utils/db.server.ts";
import { commandRoom } from "#app/features/room-wire/room-command.server.ts";
import type { SessionUser } from "#app/features/auth/permissions.server.ts";
import { canManageSermons } from "#app/features/auth/roles.ts";
import { logger } from "#app/utils/logger.server.ts";

const hash = (token: string) => crypto.createHash("sha256").update(token).digest("hex");
const TOKEN = /^[A-Za-z0-9_-]{20,64}$/;

export const displayActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("create"), broadcastId: z.string().min(1).max(64) }),
  z.object({ intent: z.literal("revoke"), broadcastId: z.string().min(1).max(64) }),
]);

/**
 * The sermon, when `user` may manage its displays: its host, or its organisation's administrator
 * (or the super administrator).
 */
export async function sermonForDisplayAdmin(user: SessionUser, broadcastId: string) {
  const sermon = await prisma.sermon.findUnique({
    where: { broadcastId },
    select: { id: true, broadcastId: true, hostId: true, organisationId: true, status: true },
  });
  if (!sermon) return null;
  const allowed =
    sermon.hostId === user.id || (canManageSermons(user) && canSeeOrganisation(user, sermon.organisationId));
  return allowed ? sermon : null;
}

export async function createDisplay(sermonId: string) {
  const token = crypto.randomBytes(24).toString("base64url");
  await prisma.sermonDisplay.create({ data: { sermonId, tokenHash: hash(token) } });
  return token;
}

/** The display's name in its room tokens and in the room (listener id): one per link. */
export const displayListenerId = (displayId: string) => `d-${displayId}`;

/**
 * Revokes every live link of the sermon, then tells its room, which closes their open sockets and
 * refuses the tokens they hold (decision 026). The database is the record: a room that cannot be
 * reached is logged, and the links' tokens expire within minutes anyway.
 */
export async function revokeDisplays(sermon: { id: string; broadcastId: string }) {
  const live = await prisma.sermonDisplay.findMany({
    where: { sermonId: sermon.id, revokedAt: null },
    select: { id: true },
  });
  await prisma.sermonDisplay.updateMany({
    where: { id: { in: live.map((display) => display.id) } },
    data: { revokedAt: new Date() },
  });
  const listenerIds = live.map((display) => displayListenerId(display.id));
  if (!listenerIds.length) return;
  try {
    await commandRoom(sermon.broadcastId, { type: "revokeDisplays", listenerIds });
  } catch (error) {
    logger.warn({ err: error, broadcastId: sermon.broadcastId }, "room could not be told of revoked displays");
  }
}

export type DisplayState =
  | { ok: true; displayId: string; broadcastId: string; title: string | null; organisation: string }
  | { ok: false; reason: "ended" | "refused" };

/** What a display token opens now. */
export async function displayState(token: string): Promise<DisplayState> {
  if (!TOKEN.test(token)) return { ok: false, reason: "refused" };
  const display = await prisma.sermonDisplay.findUnique({
    where: { tokenHash: hash(token) },
    select: { id: true, sermonId: true, revokedAt: true },
  });
  if (!display || display.revokedAt) return { ok: false, reason: "refused" };
  const sermon = await prisma.sermon.findUnique({
    where: { id: display.sermonId },
    select: { broadcastId: true, status: true, title: true, organisation: { select: { name: true } } },
  });
  if (!sermon) return { ok: false, reason: "refused" };
  if (sermon.status !== "live") return { ok: false, reason: "ended" };
  return {
    ok: true,
    displayId: display.id,
    broadcastId: sermon.broadcastId,
    title: sermon.title,
    organisation: sermon.organisation.name,
  };
}

/** The view's options from its URL: languages, lines, transparent background, font size. */
export const displayOptionsSchema = z.object({
  lang: z
    .string()
    .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/)
    .catch("en"),
  lang2: z
    .string()
    .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/)
    .optional()
    .catch(undefined),
  lines: z.coerce.number().int().min(1).max(8).catch(2),
  bg: z.enum(["dark", "light", "transparent"]).catch("dark"),
  size: z.coerce.number().int().min(16).max(160).catch(56),
});
