// Plans a segment before the engine (app/neutral/translation-path.ts): the organisation's memory over
// the shipped phrases, and a verse quoted from a Bible the listener's language has. The room asks
// through /api/segment-help; `npm run translate` calls it directly.
import { quoteInSegment } from "#app/features/quotes/quotes.server.ts";
import { memoryFor } from "./memory-entries.server.ts";
import { planSegment, type PlannedPiece } from "#app/neutral/memory/plan.ts";

export async function segmentHelp(request: {
  organisationId: string | null;
  text: string;
  previous?: string;
  from: string;
  targets: string[];
}): Promise<Record<string, PlannedPiece[]>> {
  const [memory, quote] = await Promise.all([memoryFor(request.organisationId), quoteInSegment(request)]);
  return Object.fromEntries(
    request.targets.map((target) => [target, planSegment(request.text, request.from, target, memory, quote)]),
  );
}
