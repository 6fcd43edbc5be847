import { listenerHandle } from "#app/features/seo/sermon-meta.ts";
import { pageHandle } from "#app/utils/handle.ts";
import { joinLivePath } from "#app/features/shell/join-live-path.ts";
import { sermonPageData } from "#app/features/listener/page.server.ts";
import { SermonListenerPage } from "#app/features/listener/listener-page.tsx";
import { liveStyleLinks } from "#app/styles/live-styles.ts";
import { FinishedSermon } from "#app/features/listener/finished-sermon.tsx";
import { requireAccess } from "#app/features/auth/permissions.server.ts";
import listenerStylesHref from "#app/styles/listener.css?url";
import type { Route } from "./+types/console-listen";

export const handle = listenerHandle(
  pageHandle("live.liveNow", { titleKey: "nav.joinLive", to: "/live-sermon-translator" }),
);
export const links: Route.LinksFunction = () => [...liveStyleLinks, { rel: "stylesheet", href: listenerStylesHref }];

// /join/{broadcastId}: a member following a sermon from the console's join-live list. The same listener
// page as the QR code's /sermon/join/{id} (one feature, app/features/listener/), inside the console's
// chrome (decision 032); "Leave" goes back to the join-live list. The path names the sermon, so it
// always passes the church-id guard.
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireAccess(request, "joinLive");
  const page = await sermonPageData(request, params.broadcastId, user);
  return { ...page, leaveTo: joinLivePath(user.organisationId) };
}

export default function JoinSermonPage({ loaderData }: Route.ComponentProps) {
  const { sermon, transcript, purgedLines, language, leaveTo } = loaderData;
  if (transcript) {
    return (
      <div className="member-listen stack">
        <FinishedSermon
          sermon={sermon}
          transcript={transcript}
          purgedLines={purgedLines}
          language={language}
          leaveTo={leaveTo}
        />
      </div>
    );
  }
  return <SermonListenerPage data={loaderData} leaveTo={leaveTo} embedded />;
}
