// The web app's commands to a sermon room (configure, end): a POST whose body is signed with the
// secret the two share. Anything unsigned, wrongly signed or off-protocol is refused here.
import type * as Party from "partykit/server";
import { roomCommandSchema, type RoomCommand } from "./protocol.ts";
import { verifyHmacHex } from "./token.ts";

/** The signed command in the request, or the response refusing it. */
export async function readRoomCommand(request: Party.Request, secret: string): Promise<RoomCommand | Response> {
  if (request.method !== "POST") return new Response("Method not allowed", { status: 405 });
  const body = await request.text();
  const signature = request.headers.get("Authorization")?.replace(/^Bearer /, "") ?? null;
  if (!(await verifyHmacHex(secret, body, signature))) return new Response("Unauthorized", { status: 401 });
  let command;
  try {
    command = roomCommandSchema.safeParse(JSON.parse(body));
  } catch {
    return new Response("Bad request", { status: 400 });
  }
  if (!command.success) return new Response("Bad request", { status: 400 });
  return command.data;
}
