import { useTranslation } from "#app/utils/use-translation.ts";
import { listenerHandle } from "#app/features/seo/sermon-meta.ts";
import { pageHandle } from "#app/utils/handle.ts";
import { joinLivePath } from "#app/features/live/join-live-path.ts";
import { listenerPageData } from "#app/features/live/join-live.server.ts";
import { liveStyleLinks } from "#app/features/live/live-styles.ts";
import { ListenerScreen } from "#app/features/live/ui/listener-screen.tsx";
import { TranscriptView } from "#app/features/live/ui/transcript-view.tsx";
import { listenerIsland } from "#app/features/listener/island.server.ts";
import { requireAccess } from "#app/features/auth/permissions.server.ts";
import { getLocale } from "#app/middleware/i18next.server.ts";
import listenerStylesHref from "#app/styles/listener.css?url";
import type { Route } from "./+types/join-sermon";

export const handle = listenerHandle(
  pageHandle("live.liveNow", { titleKey: "nav.joinLive", to: "/live-sermon-translator" }),
);
export const links: Route.LinksFunction = () => [...liveStyleLinks, { rel: "stylesheet", href: listenerStylesHref }];

// /join/{broadcastId}: a member following a sermon from the console's join-live list. Outside the console
// layout, so that while the sermon is live a phone loads only the light island script, not the console's
// (docs/decisions/021-listener-island.md); "Leave" goes back to the join-live list. The path names the
// sermon, so it always passes the church-id guard.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireAccess(request, "joinLive");
  const page = await listenerPageData(request, params.broadcastId);
  const leaveTo = joinLivePath(user.organisationId);
  const props = {
    broadcastId: page.sermon.broadcastId,
    leaveTo,
    title: page.sermon.title ?? "",
    languages: page.languages,
  };
  return {
    ...page,
    leaveTo,
    island: page.transcript ? null : listenerIsland(getLocale(context), { page: "member", props }),
    // A finished sermon's transcript is plain HTML: its GET form and links need no script.
    scriptless: Boolean(page.transcript),
  };
}

export default function JoinSermonPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { sermon, transcript, language, languages, leaveTo } = loaderData;
  const title = sermon.title ?? t("live.untitled");
  return (
    <main id="main" className="member-listen stack">
      <p className="muted">
        {sermon.organisation} · {title}
      </p>
      {transcript ? (
        <TranscriptView
          lines={transcript}
          language={language}
          leaveTo={leaveTo}
          downloadHref={`/transcript/${sermon.broadcastId}?format=txt`}
        />
      ) : (
        <div data-island="listener">
          <ListenerScreen broadcastId={sermon.broadcastId} leaveTo={leaveTo} title={title} languages={languages} />
        </div>
      )}
    </main>
  );
}
