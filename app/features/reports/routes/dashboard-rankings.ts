import { requireAccess } from "#app/features/auth/permissions.server.ts";
import { dashboardRankings } from "#app/features/reports/dashboard-page.server.ts";
import type { Route } from "./+types/dashboard-rankings";

/**
 * /dashboard/rankings?range=…&org=…: every organisation's row of the dashboard's three rankings,
 * fetched when one of their tables is opened. The dashboard's own access and scoping: a member sees
 * no figures, an organisation's staff only their own organisation's.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, "dashboardRankings");
  return dashboardRankings(user, new URL(request.url).searchParams);
}
