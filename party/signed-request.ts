// Requests between the web app, the sermon room and its relays carry a JSON body signed with the
// secret they share (`Authorization: Bearer <HMAC-SHA256 hex>`). Anything unsigned, wrongly signed
// or off-protocol is refused here, before any of it is read.
import type * as Party from "partykit/server";
import type { z } from "zod";
import { verifyHmacHex } from "./token.ts";

/** The request's body parsed with `schema` when its signature holds, or the response refusing it. */
export async function readSignedJson<Schema extends z.ZodType>(
  request: Party.Request,
  secret: string,
  schema: Schema,
): Promise<z.output<Schema> | Response> {
  const body = await request.text();
  const signature = request.headers.get("Authorization")?.replace(/^Bearer /, "") ?? null;
  if (!(await verifyHmacHex(secret, body, signature))) return new Response("Unauthorized", { status: 401 });
  let parsed;
  try {
    parsed = schema.safeParse(JSON.parse(body));
  } catch {
    return new Response("Bad request", { status: 400 });
  }
  if (!parsed.success) return new Response("Bad request", { status: 400 });
  return parsed.data;
}
