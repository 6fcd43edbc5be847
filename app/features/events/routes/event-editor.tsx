import { pageHandle } from "#app/utils/handle.ts";
import { EventEditor } from "#app/features/events/editor.tsx";
import { eventAction, loadEventEditor } from "#app/features/events/editor.server.ts";
import type { Route } from "./+types/event-editor";

// Serves /events/new and /events/:eventId.
export const handle = pageHandle("events.editorTitle", { titleKey: "nav.events", to: "/events" });
export const loader = ({ request, params }: Route.LoaderArgs) => loadEventEditor(request, params.eventId);
export const action = ({ request, params }: Route.ActionArgs) => eventAction(request, params.eventId);
export default EventEditor;
