import crypto from "node:crypto";
import { data } from "react-router";
import { requestCookie } from "./cookies.ts";
import { CSRF_COOKIE_NAME, CSRF_FIELD_NAME, CSRF_HEADER_NAME } from "./csrf-field.ts";
import { secureCookies } from "./env.server.ts";
import { requestForm } from "./request-form.server.ts";

/**
 * Double-submit request-forgery protection with the names of requirements R9.3: the XSRF-TOKEN
 * cookie (readable by our scripts) must be echoed by every state-changing request, in the
 * X-XSRF-TOKEN header (scripts) or the _csrf field (forms). A forged cross-site form cannot
 * read the cookie, so it cannot echo it.
 */
const CSRF_COOKIE = CSRF_COOKIE_NAME;
const CSRF_HEADER = CSRF_HEADER_NAME;
const CSRF_FIELD = CSRF_FIELD_NAME;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The current token, and a Set-Cookie header when a new one had to be made. */
export function ensureCsrfToken(request: Request): { token: string; setCookie: string | null } {
  const existing = requestCookie(request, CSRF_COOKIE);
  if (existing && /^[A-Za-z0-9_-]{32,}$/.test(existing)) return { token: existing, setCookie: null };
  const token = crypto.randomBytes(32).toString("base64url");
  const attributes = ["Path=/", "SameSite=Lax", ...(secureCookies ? ["Secure"] : [])];
  return { token, setCookie: `${CSRF_COOKIE}=${token}; ${attributes.join("; ")}` };
}

function sameToken(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

async function submittedToken(request: Request) {
  const header = request.headers.get(CSRF_HEADER);
  if (header) return header;
  const type = request.headers.get("Content-Type") ?? "";
  if (!type.includes("form")) return null;
  try {
    const value = (await requestForm(request)).get(CSRF_FIELD);
    return typeof value === "string" ? value : null;
  } catch {
    return null;
  }
}

/** Throws a 403 response for a state-changing request without the matching token. */
export async function verifyCsrf(request: Request) {
  if (SAFE_METHODS.has(request.method)) return;
  const cookie = requestCookie(request, CSRF_COOKIE);
  const submitted = await submittedToken(request);
  if (!cookie || !submitted || !sameToken(cookie, submitted)) {
    throw data({ reason: "csrf" }, { status: 403 });
  }
}
