import { useTranslation } from "#app/utils/use-translation.ts";
import { useSearchParams } from "react-router";
import { GoLiveScreen } from "#app/features/live/ui/go-live-screen.tsx";
import { TranscriptDownload } from "#app/features/transcript/transcript-download.tsx";
import { publicAddress } from "#app/features/share/public-address.server.ts";
import { goLiveAction, goLiveData } from "#app/features/live/go-live.server.ts";
import { pageHandle } from "#app/utils/handle.ts";
import { requireAccess } from "#app/features/auth/permissions.server.ts";
import type { Route } from "./+types/go-live";

export const handle = pageHandle("nav.goLive");

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const data = await goLiveData(await requireAccess(request, "goLive"), params.get("operate"), params.get("language"));
  return { ...data, shareAddress: publicAddress(request) };
}

export async function action({ request }: Route.ActionArgs) {
  return goLiveAction(request, await requireAccess(request, "goLive"), "/real-time-sermon-translation");
}

export default function GoLivePage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="stack-lg">
      <JustEnded />
      <GoLiveScreen {...loaderData} error={actionData?.error} />
    </div>
  );
}

/** After Stop: the sermon just ended, ready to download (issue 12). */
function JustEnded() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const ended = params.get("ended");
  if (!ended || !/^[\w-]{1,64}$/.test(ended)) return null;
  return (
    <section className="panel stack" aria-labelledby="ended-export-title">
      <h2 id="ended-export-title">{t("listener.export.title")}</h2>
      <TranscriptDownload broadcastId={ended} />
    </section>
  );
}
