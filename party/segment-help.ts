// The room's side of segment help (decision 033): it asks the web app, which holds the
// organisation's translation memory and its Bibles, how to put a segment together before the
// engine. Signed like the verse-card requests (a timestamp and a one-time nonce, signed-request.ts).
// A slow or failed answer is no help, never a delay past HELP_TIMEOUT_MS: the segment then goes to
// the engine whole, as before.
import { segmentHelpResponseSchema } from "../app/neutral/protocol.ts";
import { signedHeaders } from "../app/neutral/signed-request.ts";
import type { SegmentHelp } from "../app/neutral/translation-path.ts";

const HELP_TIMEOUT_MS = 800;

export function webSegmentHelp(url: string, secret: string, roomId: () => string): SegmentHelp {
  return async (text, from, targets, context) => {
    const body = JSON.stringify({ broadcastId: roomId(), text, previous: context.previous, from, targets });
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(await signedHeaders(secret, body)) },
      body,
      signal: AbortSignal.timeout(HELP_TIMEOUT_MS),
    });
    if (!response.ok) return null;
    const parsed = segmentHelpResponseSchema.safeParse(await response.json());
    return parsed.success ? parsed.data.plans : null;
  };
}
