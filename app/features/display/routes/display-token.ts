import { data } from "react-router";
import { z } from "zod";
import { languageCode } from "#app/neutral/protocol.ts";
import { displayListenerId, displayState } from "#app/features/display/display.server.ts";
import { mintRoomToken, roomPublicHost } from "#app/features/live/room.server.ts";
import type { Route } from "./+types/display-token";

const querySchema = z.object({ token: z.string().max(100), language: languageCode });

/** A read-only room token for a display link; refused once the sermon ended or the link was revoked. */
export async function loader({ request }: Route.LoaderArgs) {
  const query = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return data({ error: "bad request" }, { status: 400 });
  const state = await displayState(query.data.token);
  if (!state.ok) return data({ error: state.reason }, { status: 410, headers: { "Cache-Control": "no-store" } });
  const token = await mintRoomToken({
    sermon: state.broadcastId,
    role: "display",
    userId: null,
    language: query.data.language,
    listenerId: displayListenerId(state.displayId),
  });
  return data({ token, host: roomPublicHost(request) }, { headers: { "Cache-Control": "no-store" } });
}
