// Test seam (decision 026): what the runtime does to a room, on demand, so that tests need not
// wait for it. Eviction is the runtime forgetting an idle hibernating room (≈ 10 s of quiet under
// workerd): everything in memory goes, the sockets stay open, the next event finds a new instance
// that reads its storage again. A restart is a deploy: the instance is reset and every socket
// closes. Both are things a room must survive at any moment anyway, so the seam cannot do a room
// any harm a platform could not; still, it answers only when the room was started with
// ALLOW_TEST_EVICTION=1 (tests/setup/partykit.ts, never a deployment) and the request is signed.
import { z } from "zod";
import { readSignedJson, type SeenNonces } from "./signed-json.ts";

const testCommandSchema = z.object({ type: z.enum(["evict", "restart"]) });
const PATH = "test-seam";

/** The seam's answer to `POST …/<room>/test-seam`, or null for any other request. */
export async function testSeam(
  request: Request,
  env: Record<string, unknown>,
  secret: string,
  // Signed like every command (a timestamp and a one-time nonce): a replayed one is refused.
  room: { evict: () => Promise<void>; restart: () => Promise<void>; nonces: SeenNonces },
) {
  const path = new URL(request.url).pathname.split("/").slice(4).join("/");
  if (path !== PATH || request.method !== "POST" || env.ALLOW_TEST_EVICTION !== "1") return null;
  const command = await readSignedJson(request, secret, testCommandSchema, room.nonces);
  if (command instanceof Response) return command;
  await room[command.type]();
  return Response.json({ ok: true });
}
