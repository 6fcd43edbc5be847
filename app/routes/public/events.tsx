import { useTranslation } from "react-i18next";
import { EventsBoard } from "#app/components/events/events-board.tsx";
import { PublicLayout } from "#app/components/public-layout.tsx";
import { eventsBoard } from "#app/utils/public-events.server.ts";
import type { PageHandle } from "#app/utils/handle.ts";
import type { Route } from "./+types/events";

export const handle: PageHandle = { titleKey: "publicEvents.title", descriptionKey: "seo.eventsDescription" };

// What churches are doing, for visitors who have no account yet.
export async function loader({ request }: Route.LoaderArgs) {
  return eventsBoard(new URL(request.url), null);
}

export default function PublicEventsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <PublicLayout title={t("publicEvents.title")}>
      <EventsBoard {...loaderData} />
    </PublicLayout>
  );
}
