import { data } from "react-router";
import {
  exportQuerySchema,
  allowedLanguage,
  exportTitle,
  sermonForExport,
  transcriptLines,
} from "#app/features/transcript/export.server.ts";
import { fileNameOf, renderTranscript } from "#app/features/transcript/format.ts";
import { getUser } from "#app/features/auth/permissions.server.ts";
import type { Route } from "./+types/transcript-export";

/**
 * /transcript/{broadcastId}?format=srt&language=es — a download, outside the console layout.
 * Anyone not allowed (another organisation, a stranger, a listener asking for more than their
 * text) gets the same 404 as for a sermon that does not exist.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const query = exportQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return data({ error: "bad request" }, { status: 400 });
  const sermon = await sermonForExport(params.broadcastId);
  const refused = () => data({ error: "not found" }, { status: 404 });
  if (!sermon || sermon.status !== "ended") return refused();
  const language = await allowedLanguage(
    request,
    await getUser(request),
    sermon,
    query.data.format,
    query.data.language,
  );
  if (!language) return refused();
  const lines = await transcriptLines(sermon, language);
  const { body, type } = renderTranscript(
    query.data.format,
    {
      title: exportTitle(sermon),
      church: sermon.organisation.name,
      language,
      sourceLanguage: sermon.sourceLanguage,
      startedAt: sermon.startedAt.toISOString(),
    },
    lines,
  );
  const day = sermon.startedAt.toISOString().slice(0, 10);
  const name = fileNameOf(`sermon-${day}-${sermon.broadcastId}-${language}`, query.data.format);
  return new Response(body, {
    headers: {
      "Content-Type": type,
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
