import type { MiddlewareFunction } from "react-router";
import { verifyCsrf } from "#app/utils/csrf.server.ts";

/** Refuses every state-changing request that lacks the XSRF token (403, before any action runs). */
export const csrfMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  await verifyCsrf(request);
  return next();
};
