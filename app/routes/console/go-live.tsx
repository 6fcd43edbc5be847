import { GoLiveScreen } from "#app/components/live/go-live-screen.tsx";
import { goLiveAction, goLiveData } from "#app/utils/go-live.server.ts";
import { pageHandle } from "#app/utils/handle.ts";
import { requireAccess } from "#app/utils/permissions.server.ts";
import type { Route } from "./+types/go-live";

export const handle = pageHandle("nav.goLive");

export async function loader({ request }: Route.LoaderArgs) {
  return goLiveData(await requireAccess(request, "goLive"), new URL(request.url).searchParams.get("operate"));
}

export async function action({ request }: Route.ActionArgs) {
  return goLiveAction(request, await requireAccess(request, "goLive"), "/real-time-sermon-translation");
}

export default function GoLivePage({ loaderData, actionData }: Route.ComponentProps) {
  return <GoLiveScreen {...loaderData} error={actionData?.error} />;
}
