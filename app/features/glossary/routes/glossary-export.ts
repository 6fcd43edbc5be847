import { exportTermsCsv } from "#app/features/glossary/organisation-terms.server.ts";
import { canSeeOrganisation } from "#app/features/auth/tenancy.server.ts";
import { notFound, requireAccess } from "#app/features/auth/permissions.server.ts";
import type { Route } from "./+types/glossary-export";

/**
 * /glossary.csv?organisation=…: an organisation's own glossary terms, for its administrator
 * (own organisation only) and the super administrator (any).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, "glossaryExport");
  const requested = new URL(request.url).searchParams.get("organisation") ?? user.organisationId;
  if (!requested || !canSeeOrganisation(user, requested)) notFound();
  const csv = await exportTermsCsv(requested);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="glossary.csv"',
      "Cache-Control": "no-store",
    },
  });
}
