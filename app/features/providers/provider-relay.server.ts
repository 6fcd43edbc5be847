// What the web does with a provider request the room sends it (routes/provider-relay.ts, decision
// 052): only to the address the sermon's organisation chose for its translator or its voices, and
// only through the web's transport (outbound.server.ts), which resolves the name at connect time,
// refuses a private answer and connects to the address it checked. The provider's answer goes
// back as it came (status, type, body); a refused address is a 502 with the reason.
import type { ProviderRelayRequest } from "#app/neutral/room-web-protocol.ts";
import { prisma } from "#app/utils/db.server.ts";
import { logger } from "#app/utils/logger.server.ts";
import { speechConfigFor, translationConfigFor } from "./providers.server.ts";
import { defaultGuardOptions, type GuardOptions } from "./address-guard.server.ts";
import { outboundRequest } from "./outbound.server.ts";

const originOf = (url: string | null | undefined) => {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
};

/** The origins the sermon's organisation chose for its providers: the room may be sent nowhere else. */
async function chosenOrigins(broadcastId: string) {
  const sermon = await prisma.sermon.findUnique({
    where: { broadcastId },
    select: { status: true, organisation: true },
  });
  if (!sermon || sermon.status !== "live") return null;
  const translation = translationConfigFor(sermon.organisation);
  const speech = await speechConfigFor(sermon.organisation, []);
  return [
    translation.kind === "azure" ? translation.endpoint : translation.kind === "none" ? null : translation.url,
    speech.speech?.endpoint,
  ].map(originOf);
}

export async function relayProviderRequest(
  request: ProviderRelayRequest,
  signal?: AbortSignal,
  guard: GuardOptions = defaultGuardOptions(),
): Promise<Response> {
  const origins = await chosenOrigins(request.broadcastId);
  if (!origins?.includes(new URL(request.url).origin))
    return Response.json({ error: "not this sermon's provider" }, { status: 403 });
  const answer = await outboundRequest(
    request.url,
    { method: request.method, headers: request.headers, body: request.body, signal },
    guard,
  );
  if (!answer.ok) {
    logger.warn({ broadcastId: request.broadcastId, reason: answer.reason }, "provider address refused for the room");
    return Response.json({ error: answer.reason }, { status: 502 });
  }
  return new Response([204, 205].includes(answer.status) ? null : new Uint8Array(answer.bytes), {
    status: answer.status,
    headers: answer.contentType ? { "Content-Type": answer.contentType } : {},
  });
}
