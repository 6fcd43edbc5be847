import { pageHandle } from "#app/utils/handle.ts";
import { PersonEditor } from "#app/features/accounts/people/editor.tsx";
import { loadPersonEditor, personAction } from "#app/features/accounts/people/editor.server.ts";
import type { Route } from "./+types/user-editor";

// Serves both /users/new and /users/:userId.
export const handle = pageHandle("users.editorTitle", { titleKey: "nav.users", to: "/users" });
export const loader = ({ request, params }: Route.LoaderArgs) => loadPersonEditor(request, "users", params.userId);
export const action = ({ request, params }: Route.ActionArgs) => personAction(request, "users", params.userId);
export default PersonEditor;
