import { redirect } from "react-router";
import { SermonList } from "#app/features/live/ui/sermon-list.tsx";
import { churchGuardRedirect } from "#app/features/auth/church-guard.ts";
import { pageHandle } from "#app/utils/handle.ts";
import { sermonsOfOrganisation } from "#app/features/live/join-live.server.ts";
import { requireAccess } from "#app/features/auth/permissions.server.ts";
import type { Route } from "./+types/join-live";
import { logger } from "#app/utils/logger.server.ts";

export const handle = pageHandle("nav.joinLive");

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, "joinLive");
  const url = new URL(request.url);
  // The signed-in user's organisation is the server's copy of the locally stored churchId.
  const target = churchGuardRedirect(url, user.organisationId);
  if (target) {
    logger.warn({ path: url.pathname, target }, "church-id guard");
    throw redirect(target);
  }
  return sermonsOfOrganisation(user, url.searchParams.get("churchId") ?? "");
}

export default function JoinLivePage({ loaderData }: Route.ComponentProps) {
  return <SermonList {...loaderData} joinPath={(id) => `/join/${id}`} />;
}
