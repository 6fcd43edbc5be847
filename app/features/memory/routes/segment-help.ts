import { data } from "react-router";
import { segmentHelpRequestSchema } from "#app/neutral/room-web-protocol.ts";
import { verifyRoomRequest } from "#app/features/room-wire/room-signature.server.ts";
import { segmentHelp } from "#app/features/memory/segment-help.server.ts";
import { prisma } from "#app/utils/db.server.ts";
import type { Route } from "./+types/segment-help";

// The room asks how to put a segment together before the engine: which sentences the
// organisation's translation memory knows, and which words quote a verse (decision 033).
// Authenticated like the verse-card requests: signed with the room secret, fresh and never replayed.
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: "method" }, { status: 405, headers: { Allow: "POST" } });
  const body = await request.text();
  if (body.length > 20_000) return data({ error: "too large" }, { status: 413 });
  if (!(await verifyRoomRequest(request, body))) {
    return data({ error: "bad signature" }, { status: 401 });
  }
  let parsed;
  try {
    parsed = segmentHelpRequestSchema.safeParse(JSON.parse(body));
  } catch {
    return data({ error: "bad json" }, { status: 400 });
  }
  if (!parsed.success) return data({ error: "bad request" }, { status: 400 });
  const { broadcastId, ...segment } = parsed.data;
  const sermon = await prisma.sermon.findUnique({ where: { broadcastId }, select: { organisationId: true } });
  if (!sermon) return data({ error: "unknown sermon" }, { status: 404 });
  return data({ plans: await segmentHelp({ organisationId: sermon.organisationId, ...segment }) });
}

export function loader() {
  return data({ error: "method" }, { status: 405, headers: { Allow: "POST" } });
}
