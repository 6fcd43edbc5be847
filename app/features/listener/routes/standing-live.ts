import { standingLinkState } from "#app/features/listener/standing-link.server.ts";
import type { Route } from "./+types/standing-live";

/** /c/{code}/live: what a phone waiting on the standing link asks every few seconds (JSON, public like the link). */
export async function loader({ params }: Route.LoaderArgs) {
  const state = await standingLinkState(params.code);
  if (!state) return Response.json({ error: "not found" }, { status: 404 });
  return Response.json({ live: state.liveBroadcastId }, { headers: { "Cache-Control": "no-store" } });
}
