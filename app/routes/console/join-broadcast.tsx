import { ListenerPage } from "#app/components/live/listener-page.tsx";
import { listenerHandle } from "#app/features/seo/sermon-meta.ts";
import { pageHandle } from "#app/utils/handle.ts";
import { useJoinLivePath } from "#app/utils/join-live-path.ts";
import { listenerPageData } from "#app/utils/join-live.server.ts";
import { requireAccess } from "#app/utils/permissions.server.ts";
import type { Route } from "./+types/join-broadcast";

export const handle = listenerHandle(pageHandle("live.liveNow", { titleKey: "nav.joinLive", to: "/live-sermon-translator" }));

// /join/{broadcastId} always passes the church-id guard: the path names the sermon.
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAccess(request, "joinLive");
  return listenerPageData(request, params.broadcastId);
}

export default function JoinSermonPage({ loaderData }: Route.ComponentProps) {
  return <ListenerPage data={loaderData} leaveTo={useJoinLivePath()} />;
}
