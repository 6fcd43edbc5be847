import { pageHandle } from "#app/utils/handle.ts";
import { PersonEditor } from "#app/features/accounts/people/editor.tsx";
import { loadPersonEditor, personAction } from "#app/features/accounts/people/editor.server.ts";
import type { Route } from "./+types/administrator-editor";

// Serves both /administrators/new and /administrators/:userId.
export const handle = pageHandle("admins.editorTitle", { titleKey: "nav.administrators", to: "/administrators" });
export const loader = ({ request, params }: Route.LoaderArgs) => loadPersonEditor(request, "admins", params.userId);
export const action = ({ request, params }: Route.ActionArgs) => personAction(request, "admins", params.userId);
export default PersonEditor;
