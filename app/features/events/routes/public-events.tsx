import { useTranslation } from "#app/utils/use-translation.ts";
import { EventsBoard } from "#app/features/events/events-board.tsx";
import { PublicLayout } from "#app/features/shell/public-layout.tsx";
import { cachedFigures } from "#app/features/aggregates/figure-cache.server.ts";
import { publicEventsCacheKey } from "#app/features/aggregates/public-cache.ts";
import { eventsBoard } from "#app/features/events/public-events.server.ts";
import type { PageHandle } from "#app/utils/handle.ts";
import type { Route } from "./+types/public-events";

// Plain HTML: the filter is a GET form, pages are links and a photo zooms in a popover, so a
// visitor's phone downloads no script at all (and the page costs little more than a static one).
export const handle: PageHandle = {
  titleKey: "publicEvents.title",
  descriptionKey: "seo.eventsDescription",
  scriptless: true,
};

// What churches are doing, for visitors who have no account yet. The same for every visitor, so
// one process answers a rush from one read every few seconds (decision 018); saving an event
// forgets it at once.
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const key = publicEventsCacheKey(url);
  return cachedFigures(key, () => eventsBoard(url, null), { maxAgeMs: 5_000 });
}

// The page carries a visitor's own CSRF token and cookies: browsers may keep it, shared caches must not.
export const headers = () => ({ "Cache-Control": "private, no-cache", Vary: "Cookie" });

export default function PublicEventsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <PublicLayout title={t("publicEvents.title")}>
      <EventsBoard {...loaderData} />
    </PublicLayout>
  );
}
