import { useEffect } from "react";
import { useTranslation } from "#app/utils/use-translation.ts";
import { redirect, useRevalidator } from "react-router";
import { standingLinkState } from "#app/features/listener/standing-link.server.ts";
import { notFound } from "#app/features/auth/permissions.server.ts";
import listenerStylesHref from "#app/styles/listener.css?url";
import { liveStyleLinks } from "#app/features/live/live-styles.ts";
import type { Route } from "./+types/standing-link";
import { dateFormat } from "#app/utils/format.ts";

export const links: Route.LinksFunction = () => [...liveStyleLinks, { rel: "stylesheet", href: listenerStylesHref }];

/** How often a waiting phone asks whether the service has started (with a little jitter). */
const POLL_MS = 8000;

/** /c/{code}: the church's permanent link. Live → into the sermon; otherwise wait for it. */
export async function loader({ params }: Route.LoaderArgs) {
  const state = await standingLinkState(params.code);
  if (!state) notFound();
  if (state.liveBroadcastId) throw redirect(`/sermon/join/${state.liveBroadcastId}`);
  return state;
}

export default function StandingLink({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const revalidator = useRevalidator();
  // Phones left on this page move into the sermon by themselves: the loader redirects once live.
  useEffect(() => {
    const timer = setInterval(
      () => {
        if (document.visibilityState === "visible" && revalidator.state === "idle") void revalidator.revalidate();
      },
      POLL_MS + Math.round(Math.random() * 2000),
    );
    return () => clearInterval(timer);
  }, [revalidator]);
  const next = loaderData.next;
  const when = next
    ? dateFormat(i18n.language, {
        dateStyle: "full",
        timeStyle: "short",
        timeZone: loaderData.organisation.timeZone,
      }).format(new Date(next.startsAt))
    : null;
  return (
    <main id="main" className="listener-start stack">
      <p className="listener-church">{loaderData.organisation.name}</p>
      <h1>{t("listener.standing.notLive")}</h1>
      <p role="status">
        {next ? t("listener.standing.nextService", { name: next.name, time: when }) : t("listener.standing.noNext")}
      </p>
      <p className="muted">{t("listener.standing.waiting")}</p>
    </main>
  );
}
