import { SermonListenerPage } from "#app/features/listener/listener-page.tsx";
import { sermonPageData } from "#app/features/listener/page.server.ts";
import { listenerIsland } from "#app/features/listener/island.server.ts";
import { getUser } from "#app/features/auth/permissions.server.ts";
import { getLocale } from "#app/middleware/i18next.server.ts";
import { READER_THEME_COOKIE } from "#app/features/listener/reader-prefs.ts";
import { cookieTheme } from "#app/utils/theme.ts";
import { FinishedSermon } from "#app/features/listener/finished-sermon.tsx";
import listenerStylesHref from "#app/styles/listener.css?url";
import { listenerHandle } from "#app/features/seo/sermon-meta.ts";
import { liveStyleLinks } from "#app/styles/live-styles.ts";
import type { Route } from "./+types/sermon-join";

export const handle = listenerHandle({ titleKey: "mobile.joinLiveTitle" });
export const links: Route.LinksFunction = () => [...liveStyleLinks, { rel: "stylesheet", href: listenerStylesHref }];

// A scanned QR code lands here. No account is needed unless the church requires sign-in (then the
// visitor signs in or up and comes straight back). The path names the sermon, so the church-id
// guard lets it pass. While the sermon is live, a first visit runs the light island script instead
// of the whole app (docs/decisions/021-listener-island.md); a finished sermon's transcript needs no script.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const page = await sermonPageData(request, params.broadcastId, await getUser(request));
  const leaveTo = page.member ? "/dashboard" : null;
  const props = { data: { sermon: page.sermon, member: page.member, languages: page.languages }, leaveTo };
  return {
    ...page,
    leaveTo,
    island: page.transcript ? null : listenerIsland(getLocale(context), { page: "sermon", props }),
    // A finished sermon's transcript is plain HTML: its GET form and links need no script.
    scriptless: Boolean(page.transcript),
    // …in the theme the listener read it in (the reading screen keeps it in a cookie).
    readerTheme: cookieTheme(request.headers.get("Cookie"), READER_THEME_COOKIE),
  };
}

export default function MobileSermonJoin({ loaderData }: Route.ComponentProps) {
  const { sermon, transcript, purgedLines, language, leaveTo, readerTheme } = loaderData;
  if (transcript) {
    return (
      <div className="listener-finished" data-theme={readerTheme ?? undefined}>
        <main className="listener-start stack">
          <FinishedSermon
            sermon={sermon}
            transcript={transcript}
            purgedLines={purgedLines}
            language={language}
            leaveTo={leaveTo ?? "/"}
          />
        </main>
      </div>
    );
  }
  return (
    <div data-island="listener">
      <SermonListenerPage data={loaderData} leaveTo={leaveTo} />
    </div>
  );
}
