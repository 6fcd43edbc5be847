import { redirect } from "react-router";
import { consoleComingSoonPage } from "#app/components/coming-soon.tsx";
import { churchGuardRedirect } from "#app/utils/church-guard.ts";
import { pageHandle } from "#app/utils/handle.ts";
import { requireAccess } from "#app/utils/permissions.server.ts";
import type { Route } from "./+types/join-live";

export const handle = pageHandle("nav.joinLive");

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, "joinLive");
  // The signed-in user's organisation is the server's copy of the locally stored churchId.
  const target = churchGuardRedirect(new URL(request.url), user.organisationId);
  if (target) {
    console.warn(`church-id guard: ${new URL(request.url).pathname} → ${target}`);
    throw redirect(target);
  }
  return null;
}

export default consoleComingSoonPage("joinLive");
