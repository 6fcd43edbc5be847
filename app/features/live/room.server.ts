// The web app's side of the sermon rooms: minting tokens, commanding rooms, and the sermon
// lifecycle (start, end) that keeps the database and the room in step.
import crypto from "node:crypto";
import { signRoomToken, type RoomClaims } from "#app/neutral/token.ts";
import { prisma } from "#app/utils/db.server.ts";
import { env } from "#app/utils/env.server.ts";
import { maskedWordList } from "#app/neutral/masking/masker.ts";
import { guardedSpeechConfig, roomTranslationSettings } from "#app/features/providers/room-config.server.ts";
import { warmQuoteIndex } from "#app/features/quotes/quotes.server.ts";
import { commandRoom } from "#app/features/room-wire/room-command.server.ts";
import { logger } from "#app/utils/logger.server.ts";

const ROOM_TOKEN_LIFETIME_MS = 10 * 60 * 1000;

/** Node's HMAC: synchronous and cheap, where WebCrypto's costs a rush about a millisecond a phone (token.ts). */
const nodeHmac = (secret: string, data: string) => crypto.createHmac("sha256", secret).update(data).digest();

/** A room token for one person, one sermon, one language; short-lived, re-minted on reconnect. */
export function mintRoomToken(claims: Omit<RoomClaims, "exp">) {
  return signRoomToken({ ...claims, exp: Date.now() + ROOM_TOKEN_LIFETIME_MS }, env.ROOM_SECRET, nodeHmac);
}

/** The room server as the browser that made `request` can reach it. */
export function roomPublicHost(request: Request) {
  return env.ROOM_HOST ?? `${new URL(request.url).hostname}:${env.ROOM_PUBLIC_PORT}`;
}

function webUrl(path: string) {
  return `${env.WEB_INTERNAL_URL ?? `http://127.0.0.1:${env.PORT}`}${path}`;
}

function webhookUrl() {
  return webUrl("/api/room-events");
}

/** Verse cards: "show", "suggest" or "off", as the organisation chose; the room asks the web for verses. */
function scriptureConfigFor(organisation: { scriptureMode: string }) {
  const mode =
    organisation.scriptureMode === "suggest" || organisation.scriptureMode === "off"
      ? organisation.scriptureMode
      : "show";
  return { url: webUrl("/api/scripture-cards"), mode, versesPerCard: 3 } as const;
}

/** Creates the sermon and configures its room; the caller then connects as host. */
export async function startSermon(
  host: { id: string; organisationId: string },
  sourceLanguage: string,
  details: { title?: string | null; eventId?: string | null } = {},
) {
  const organisation = await prisma.organisation.findUniqueOrThrow({ where: { id: host.organisationId } });
  // Only one of the organisation's own events; anything else is ignored rather than refused.
  const event = details.eventId
    ? await prisma.event.findFirst({ where: { id: details.eventId, organisationId: organisation.id } })
    : null;
  const sermon = await prisma.sermon.create({
    data: {
      broadcastId: crypto.randomBytes(12).toString("base64url"),
      organisationId: organisation.id,
      hostId: host.id,
      sourceLanguage,
      status: "live",
      title: details.title ?? null,
      eventId: event?.id ?? null,
    },
  });
  try {
    await commandRoom(sermon.broadcastId, {
      type: "configure",
      sourceLanguage,
      ...(await roomTranslationSettings(organisation)),
      // Words never shown (issue 42): masked by the room before translation and in every language.
      maskedWords: maskedWordList(organisation.maskedWords),
      ...(await guardedSpeechConfig(organisation)),
      webhookUrl: webhookUrl(),
      helpUrl: webUrl("/api/segment-help"),
      providerRelayUrl: webUrl("/api/provider-relay"),
      scripture: scriptureConfigFor(organisation),
    });
    // The quotation index takes seconds to build: built now, it is ready for the first segment.
    warmQuoteIndex(organisation.id, sourceLanguage);
  } catch (error) {
    // No half-started sermon: without its room it never existed.
    await prisma.sermon.delete({ where: { id: sermon.id } });
    throw error;
  }
  return sermon;
}

/**
 * Ends a sermon in the database (its listeners leave with it) and then in its room. The database
 * is the record: a room that cannot be reached must not stop anyone ending a sermon, so that
 * failure is logged and reported as `roomNotified: false`, never thrown.
 */
export async function endSermon(sermon: { id: string; broadcastId: string }, now = new Date()) {
  await prisma.$transaction([
    prisma.sermon.updateMany({ where: { id: sermon.id, status: "live" }, data: { status: "ended", endedAt: now } }),
    prisma.listenerStay.updateMany({ where: { sermonId: sermon.id, endedAt: null }, data: { endedAt: now } }),
  ]);
  try {
    await commandRoom(sermon.broadcastId, { type: "end" });
    return { roomNotified: true };
  } catch (error) {
    logger.warn(
      { broadcastId: sermon.broadcastId, reason: error instanceof Error ? error.message : error },
      "room could not be told the sermon ended",
    );
    return { roomNotified: false };
  }
}
