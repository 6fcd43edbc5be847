import type { MiddlewareFunction } from "react-router";
import { requestForm } from "#app/utils/request-form.server.ts";

const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

function plain(status: number, text: string) {
  return new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/**
 * Every page's actions read forms, so a body that is not a well-formed form is answered 415 or
 * 400 here, before an action's `request.formData()` would throw it into a 500. Paths under /api/
 * take JSON and check their bodies themselves.
 */
export const requestShapeMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  if (!BODY_METHODS.has(request.method.toUpperCase())) return next();
  const path = new URL(request.url).pathname;
  if (path.startsWith("/api/")) return next();
  const type = (request.headers.get("Content-Type") ?? "").toLowerCase();
  if (!FORM_TYPES.some((form) => type.startsWith(form))) return plain(415, "Unsupported Media Type");
  try {
    await requestForm(request);
  } catch {
    return plain(400, "Bad Request");
  }
  return next();
};
