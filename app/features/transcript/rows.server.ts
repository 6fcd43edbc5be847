import type { RoomEvent } from "#app/neutral/room-web-protocol.ts";

type Segments = Extract<RoomEvent, { type: "transcript" }>["segments"];

/** The room's transcript as rows, each with when it was spoken after the sermon started. */
export function transcriptRows(sermon: { id: string; startedAt: Date }, segments: Segments) {
  return segments.map(({ spokenAt, from, ...segment }) => ({
    ...segment,
    // The language the line was said in (decision 065); rooms from before send none: the sermon's.
    sourceLanguage: from ?? null,
    sermonId: sermon.id,
    offsetMs: spokenAt === undefined ? null : Math.max(0, spokenAt - sermon.startedAt.getTime()),
  }));
}
