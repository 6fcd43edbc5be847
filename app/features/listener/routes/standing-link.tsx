import { redirect } from "react-router";
import { standingLinkState } from "#app/features/listener/standing-link.server.ts";
import { listenerIsland } from "#app/features/listener/island.server.ts";
import { StandingWait } from "#app/features/listener/standing-wait.tsx";
import { notFound } from "#app/features/auth/permissions.server.ts";
import { getLocale } from "#app/middleware/i18next.server.ts";
import listenerStylesHref from "#app/styles/listener.css?url";
import { liveStyleLinks } from "#app/styles/live-styles.ts";
import { dateFormat } from "#app/utils/format.ts";
import type { PageHandle } from "#app/utils/handle.ts";
import type { Route } from "./+types/standing-link";

// The tab and a shared link's preview name the church, not just the app (issue 28).
export const handle: PageHandle = {
  titleKey: "mobile.joinLiveTitle",
  describe: (data, t) => {
    const organisation = (data as { props?: { organisation?: string } } | null)?.props?.organisation;
    return organisation
      ? {
          title: `${t("mobile.joinLiveTitle")} · ${organisation}`,
          description: t("listener.standing.waiting"),
        }
      : null;
  },
};

export const links: Route.LinksFunction = () => [...liveStyleLinks, { rel: "stylesheet", href: listenerStylesHref }];

/**
 * /c/{code}: the church's permanent link. Live → into the sermon; otherwise wait for it, as the light
 * listener island: a phone scanned before the service must not download the whole console app.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const state = await standingLinkState(params.code);
  if (!state) notFound();
  if (state.liveBroadcastId) throw redirect(`/sermon/join/${state.liveBroadcastId}`);
  const locale = getLocale(context);
  const { next, organisation } = state;
  // Written out here, in the church's time zone, so the island carries no date formatting of its own.
  const when = (startsAt: string) =>
    dateFormat(locale, { dateStyle: "full", timeStyle: "short", timeZone: organisation.timeZone }).format(
      new Date(startsAt),
    );
  const props = {
    code: params.code,
    organisation: organisation.name,
    next: next ? { name: next.name, when: when(next.startsAt) } : null,
  };
  return { props, island: listenerIsland(locale, { page: "standing", props }) };
}

export default function StandingLink({ loaderData }: Route.ComponentProps) {
  return (
    <div data-island="listener">
      <StandingWait {...loaderData.props} />
    </div>
  );
}
