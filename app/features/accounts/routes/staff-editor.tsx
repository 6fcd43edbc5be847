import { pageHandle } from "#app/utils/handle.ts";
import { PersonEditor } from "#app/features/accounts/people/editor.tsx";
import { loadPersonEditor, personAction } from "#app/features/accounts/people/editor.server.ts";
import type { Route } from "./+types/staff-editor";

// Serves both /staff-members/new and /staff-members/:userId.
export const handle = pageHandle("staff.editorTitle", { titleKey: "nav.staffMembers", to: "/staff-members" });
export const loader = ({ request, params }: Route.LoaderArgs) => loadPersonEditor(request, "staff", params.userId);
export const action = ({ request, params }: Route.ActionArgs) => personAction(request, "staff", params.userId);
export default PersonEditor;
