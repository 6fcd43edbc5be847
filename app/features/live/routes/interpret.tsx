import { InterpretScreen } from "#app/features/live/ui/interpret-screen.tsx";
import { interpretData } from "#app/features/live/interpret.server.ts";
import { notFound, requireAccess } from "#app/features/auth/permissions.server.ts";
import { pageHandle } from "#app/utils/handle.ts";
import type { Route } from "./+types/interpret";

export const handle = pageHandle("interpret.title", { titleKey: "nav.goLive", to: "/real-time-sermon-translation" });

/** A human interpreter's page for a live sermon (decision 064): ?language= is the one they speak for. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireAccess(request, "goLive");
  const language = new URL(request.url).searchParams.get("language");
  const data = await interpretData(user, params.broadcastId.slice(0, 64), language ? language.slice(0, 16) : null);
  if (!data) notFound();
  return data;
}

export default function InterpretPage({ loaderData }: Route.ComponentProps) {
  return <InterpretScreen {...loaderData} />;
}
