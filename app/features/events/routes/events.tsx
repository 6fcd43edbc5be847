import { pageHandle } from "#app/utils/handle.ts";
import { EventList } from "../list.tsx";
import { loadEventList } from "../list.server.ts";
import type { Route } from "./+types/events";

export const handle = pageHandle("nav.events");
export const loader = ({ request }: Route.LoaderArgs) => loadEventList(request, "events");
export default EventList;
