import type { MiddlewareFunction } from "react-router";
import { verifyCsrf } from "#app/utils/csrf.server.ts";

/** Refuses every state-changing request that lacks the XSRF token (403, before any action runs). */
export const csrfMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  // The room's webhooks carry no cookie; they are authenticated by their HMAC signature instead.
  if (new URL(request.url).pathname !== "/api/room-events") await verifyCsrf(request);
  return next();
};
