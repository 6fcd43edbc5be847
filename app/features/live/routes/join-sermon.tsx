import { ListenerPage } from "#app/features/live/ui/listener-page.tsx";
import { listenerHandle } from "#app/features/seo/sermon-meta.ts";
import { pageHandle } from "#app/utils/handle.ts";
import { useJoinLivePath } from "#app/features/live/join-live-path.ts";
import { listenerPageData } from "#app/features/live/join-live.server.ts";
import { requireAccess } from "#app/features/auth/permissions.server.ts";
import type { Route } from "./+types/join-sermon";

export const handle = listenerHandle(
  pageHandle("live.liveNow", { titleKey: "nav.joinLive", to: "/live-sermon-translator" }),
);

// /join/{broadcastId} always passes the church-id guard: the path names the sermon.
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAccess(request, "joinLive");
  return listenerPageData(request, params.broadcastId);
}

export default function JoinSermonPage({ loaderData }: Route.ComponentProps) {
  return <ListenerPage data={loaderData} leaveTo={useJoinLivePath()} />;
}
