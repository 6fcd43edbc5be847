// The room's side of segment help (decision 033): it asks the web app, which holds the
// organisation's translation memory and its Bibles, how to put a segment together before the
// engine. Signed like the verse-card requests (a timestamp and a one-time nonce, signed-request.ts).
// Help never holds a caption (decision 050): the line goes out from the engine, and a plan that
// improves it replaces it later (help-lane.ts). A slow or failed answer only costs that improvement.
import { segmentHelpResponseSchema } from "../app/neutral/room-web-protocol.ts";
import { signedHeaders } from "../app/neutral/signed-request.ts";
import type { SegmentHelp } from "../app/neutral/translation-path.ts";
import { clockTimeout, type RoomHost } from "./host.ts";

/**
 * Off the caption's path since decision 050, so longer than the 800 ms it was: a web slowed by a
 * Sunday rush still improves the line, a little later. The help lane waits for one answer at a time.
 */
const HELP_TIMEOUT_MS = 3000;

export function webSegmentHelp(
  url: string,
  secret: string,
  roomId: () => string,
  host: Pick<RoomHost, "fetch" | "clock">,
): SegmentHelp {
  return async (text, from, targets, context) => {
    const body = JSON.stringify({ broadcastId: roomId(), text, previous: context.previous, from, targets });
    const response = await host.fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(await signedHeaders(secret, body)) },
      body,
      signal: clockTimeout(host.clock, HELP_TIMEOUT_MS),
    });
    if (!response.ok) return null;
    const parsed = segmentHelpResponseSchema.safeParse(await response.json());
    return parsed.success ? parsed.data.plans : null;
  };
}

/**
 * The same help, asked once per segment: the help lane (help-lane.ts) first asks which languages a
 * plan improves, then the path asks again for those alone; the second answer is the first's, for any
 * targets among those first asked. A few recent segments are enough.
 */
export function helpOncePerSegment(help: SegmentHelp, keep = 8): SegmentHelp {
  const asked: { key: string; targets: Set<string>; answer: ReturnType<SegmentHelp> }[] = [];
  return (text, from, targets, context) => {
    const key = JSON.stringify([text, from, context.previous ?? null]);
    const known = asked.find((entry) => entry.key === key && targets.every((target) => entry.targets.has(target)));
    if (known) return known.answer;
    const answer = help(text, from, targets, context);
    asked.push({ key, targets: new Set(targets), answer });
    if (asked.length > keep) asked.shift();
    return answer;
  };
}
