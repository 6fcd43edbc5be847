import { pageHandle } from "#app/utils/handle.ts";
import { PeopleList } from "#app/features/accounts/people/list.tsx";
import { loadPeopleList } from "#app/features/accounts/people/list.server.ts";
import type { Route } from "./+types/staff-members";

export const handle = pageHandle("nav.staffMembers");
export const loader = ({ request }: Route.LoaderArgs) => loadPeopleList(request, "staff");
export default PeopleList;
