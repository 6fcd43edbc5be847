import { useRouteLoaderData } from "react-router";
import { consoleLayoutId, type ConsoleLayoutData } from "#app/features/shell/console-user.ts";

export const joinLiveBasePath = "/live-sermon-translator";

/**
 * The join-live page's address with the user's church already in the query. The church-id
 * guard (requirements R2.50) redirects a bare /live-sermon-translator to ?churchId=…; linking
 * to the final address spares every visit from the menu or the dashboard that redirect.
 */
export function joinLivePath(churchId: string | null | undefined) {
  return churchId ? `${joinLiveBasePath}?${new URLSearchParams({ churchId })}` : joinLiveBasePath;
}

/** joinLivePath for the signed-in user, inside the console layout. */
export function useJoinLivePath() {
  const data = useRouteLoaderData<ConsoleLayoutData>(consoleLayoutId);
  return joinLivePath(data?.user.organisationId);
}
