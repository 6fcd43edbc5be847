import type { MiddlewareFunction } from "react-router";
import { verifyCsrf } from "#app/utils/csrf.server.ts";

const roomSignedPaths = new Set([
  "/api/room-events",
  "/api/scripture-cards",
  "/api/segment-help",
  "/api/provider-relay",
]);

/** Refuses every state-changing request that lacks the XSRF token (403, before any action runs). */
export const csrfMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  // The room's calls carry no cookie; they are authenticated by their HMAC signature instead.
  if (!roomSignedPaths.has(new URL(request.url).pathname)) await verifyCsrf(request);
  return next();
};
