import { pageHandle } from "#app/utils/handle.ts";
import { EventList } from "#app/features/events/list.tsx";
import { loadEventList } from "#app/features/events/list.server.ts";
import type { Route } from "./+types/admin-events";

export const handle = pageHandle("nav.events");
export const loader = ({ request }: Route.LoaderArgs) => loadEventList(request, "adminEvents");
export default EventList;
