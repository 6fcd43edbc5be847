import { EventsBoard } from "#app/features/events/events-board.tsx";
import { pageHandle } from "#app/utils/handle.ts";
import { requireAccess } from "#app/features/auth/permissions.server.ts";
import { eventsBoard } from "#app/features/events/public-events.server.ts";
import type { Route } from "./+types/user-events";

export const handle = pageHandle("nav.userEvents");

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, "userEvents");
  // A member sees their own church's events first; the filter can show every church's.
  return eventsBoard(new URL(request.url), user.organisationId);
}

export default function UserEventsPage({ loaderData }: Route.ComponentProps) {
  return <EventsBoard {...loaderData} />;
}
