import { data } from "react-router";
import { z } from "zod";
import { languageCode } from "#app/neutral/protocol.ts";
import { guestFor, listenerKey } from "#app/features/auth/guest.server.ts";
import { sermonByLink } from "#app/features/live/sermon-by-link.server.ts";
import { getUser, notFound } from "#app/features/auth/permissions.server.ts";
import { roomTokenLimits } from "#app/features/live/room-tokens.server.ts";
import { tryAttempt } from "#app/features/auth/throttle.server.ts";
import { clientRange } from "#app/utils/request-info.server.ts";
import { roomForNewGuest } from "#app/features/live/stays.server.ts";
import { mintRoomToken, roomPublicHost } from "#app/features/live/room.server.ts";
import { roomForListener } from "#app/features/live/room-shards.server.ts";
import { mayOperate } from "#app/features/live/sermon-operators.server.ts";
import { interpretRefusal } from "#app/features/live/interpret.server.ts";
import type { Route } from "./+types/room-token";

const querySchema = z.object({
  broadcastId: z.string().min(1).max(64),
  language: languageCode,
  role: z.enum(["host", "operator", "listener", "interpreter"]).default("listener"),
});

const noStore = { "Cache-Control": "no-store" };

/**
 * A fresh short-lived room token. partysocket asks for one before every (re)connection, so an
 * expired token never strands a listener. Members get one as themselves; a guest (no account)
 * gets a listener token for this live sermon only, under their device's anonymous id, unless the
 * church requires sign-in.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const query = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return data({ error: "bad request" }, { status: 400 });
  const user = await getUser(request);
  const sermon = await sermonByLink(query.data.broadcastId);
  if (!sermon) notFound();
  const base = { sermon: query.data.broadcastId, role: query.data.role, language: query.data.language };
  if (user) {
    // Only the sermon's own host may publish into it.
    if (query.data.role === "host" && sermon.hostId !== user.id) return data({ error: "forbidden" }, { status: 403 });
    // Operators: the host and the sermon's own organisation's admins and staff, no one else.
    if (query.data.role === "operator" && !mayOperate(user, sermon))
      return data({ error: "forbidden" }, { status: 403 });
    // Interpreters: the organisation's staff, into a language the sermon serves (decision 064).
    const refusal =
      query.data.role === "interpreter" ? await interpretRefusal(user, sermon, query.data.language) : null;
    if (refusal) return data({ error: refusal }, { status: 403 });
    // A bounded rate per user and per client address: a script cannot mint its way to listeners.
    if (!(await tryAttempt(roomTokenLimits(user.id, clientRange(request))))) {
      return data({ error: "too many requests" }, { status: 429, headers: { ...noStore, "Retry-After": "60" } });
    }
    const token = await mintRoomToken({ ...base, userId: user.id, listenerId: listenerKey({ userId: user.id }) });
    return data(
      { token, host: roomPublicHost(request), status: sermon.status, ...(await addressFor(query.data.role, sermon)) },
      { headers: noStore },
    );
  }
  if (query.data.role !== "listener" || sermon.organisation.requireSignIn)
    return data({ error: "sign in" }, { status: 401 });
  if (sermon.status !== "live") return data({ error: "ended", status: sermon.status }, { status: 409 });
  const grant = await guestFor(request, () => roomForNewGuest(sermon.id));
  if (!grant.ok)
    return data({ error: "too many guests" }, { status: 429, headers: { ...noStore, "Retry-After": "600" } });
  const token = await mintRoomToken({ ...base, userId: null, listenerId: listenerKey({ guestId: grant.guestId }) });
  const headers = new Headers(noStore);
  if (grant.setCookie) headers.append("Set-Cookie", grant.setCookie);
  return data(
    { token, host: roomPublicHost(request), status: sermon.status, ...(await addressFor("listener", sermon)) },
    { headers },
  );
}

/** Hosts and operators use the sermon room; a listener may be sent to a relay room (decision 013). */
function addressFor(role: string, sermon: { id: string; broadcastId: string }) {
  return role === "listener" ? roomForListener(sermon) : Promise.resolve({ party: "main", room: sermon.broadcastId });
}
