import { DEV_SECRET } from "../app/neutral/dev-secret.ts";
import { roomLog } from "./log.ts";

type Env = Record<string, unknown>;

/** The secret shared with the web app; the development one when none is set. */
export function secretOf(env: Env) {
  return typeof env.ROOM_SECRET === "string" && env.ROOM_SECRET ? env.ROOM_SECRET : DEV_SECRET;
}

let reported = false;

/**
 * A 503 for every request and connection while the room runs in production with the development
 * secret (anyone could then mint tokens and sign commands); null when the room may serve. The
 * same rule as the web app's environment check.
 */
export function refuseMisconfigured(env: Env): Response | null {
  if (env.NODE_ENV !== "production" || secretOf(env) !== DEV_SECRET) return null;
  if (!reported) {
    roomLog.error(
      "ROOM_SECRET must be set to your own secret in production: the room refuses every request until it is.",
    );
    reported = true;
  }
  return new Response("Room server misconfigured: ROOM_SECRET", { status: 503 });
}
