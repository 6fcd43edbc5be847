import { allMemory } from "#app/features/memory/memory-entries.server.ts";
import { memoryToCsv, memoryToTmx } from "#app/features/memory/exchange.ts";
import { canSeeOrganisation } from "#app/features/auth/tenancy.server.ts";
import { notFound, requireAccess } from "#app/features/auth/permissions.server.ts";
import type { Route } from "./+types/memory-export";

/**
 * /memory-export?organisation=…&format=csv|tmx: an organisation's translation memory, for its
 * administrator (own organisation only) and the super administrator (any).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, "memoryExport");
  const params = new URL(request.url).searchParams;
  const requested = params.get("organisation") ?? user.organisationId;
  if (!requested || !canSeeOrganisation(user, requested)) notFound();
  const entries = await allMemory(requested);
  const tmx = params.get("format") === "tmx";
  return new Response(tmx ? memoryToTmx(entries) : memoryToCsv(entries), {
    headers: {
      "Content-Type": tmx ? "application/x-tmx+xml; charset=utf-8" : "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="translation-memory.${tmx ? "tmx" : "csv"}"`,
      "Cache-Control": "no-store",
    },
  });
}
