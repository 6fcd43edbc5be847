import { data } from "react-router";
import { z } from "zod";
import { languageCode } from "#party/protocol.ts";
import { prisma } from "#app/utils/db.server.ts";
import { notFound, requireUser } from "#app/utils/permissions.server.ts";
import { listenerIdFor, mayMintRoomToken, roomTokenLimits } from "#app/features/hardening/room-tokens.server.ts";
import { clientAddress } from "#app/utils/request-info.server.ts";
import { mintRoomToken, roomPublicHost } from "#app/utils/room.server.ts";
import { roomForListener } from "#app/utils/room-shards.server.ts";
import { mayOperate } from "#app/utils/sermon-operators.server.ts";
import type { Route } from "./+types/room-token";

const querySchema = z.object({
  broadcastId: z.string().min(1).max(64),
  language: languageCode,
  role: z.enum(["host", "operator", "listener"]).default("listener"),
});

/**
 * A fresh short-lived room token for the signed-in user. partysocket asks for one before every
 * (re)connection, so an expired token never strands a listener.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const query = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return data({ error: "bad request" }, { status: 400 });
  const sermon = await prisma.sermon.findUnique({
    where: { broadcastId: query.data.broadcastId },
    select: { id: true, broadcastId: true, hostId: true, organisationId: true, status: true },
  });
  if (!sermon) notFound();
  // Only the sermon's own host may publish into it.
  if (query.data.role === "host" && sermon.hostId !== user.id) return data({ error: "forbidden" }, { status: 403 });
  // Operators: the host and the sermon's own organisation's admins and staff, no one else.
  if (query.data.role === "operator" && !mayOperate(user, sermon)) return data({ error: "forbidden" }, { status: 403 });
  if (!(await mayMintRoomToken(roomTokenLimits(user.id, clientAddress(request))))) {
    return data({ error: "too many requests" }, { status: 429, headers: { "Retry-After": "60" } });
  }
  const token = await mintRoomToken({
    sermon: query.data.broadcastId,
    role: query.data.role,
    userId: user.id,
    language: query.data.language,
    ...(query.data.role === "listener" ? { listenerId: listenerIdFor(user.id, query.data.broadcastId) } : {}),
  });
  // Hosts and operators use the sermon room; a listener may be sent to a relay room (decision 013).
  const address = query.data.role === "listener" ? await roomForListener(sermon) : { party: "main", room: sermon.broadcastId };
  return data({ token, host: roomPublicHost(request), status: sermon.status, ...address }, { headers: { "Cache-Control": "no-store" } });
}
