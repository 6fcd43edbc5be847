import { pageHandle } from "#app/utils/handle.ts";
import { PeopleList } from "#app/features/accounts/people/list.tsx";
import { loadPeopleList } from "#app/features/accounts/people/list.server.ts";
import type { Route } from "./+types/administrators";

export const handle = pageHandle("nav.administrators");
export const loader = ({ request }: Route.LoaderArgs) => loadPeopleList(request, "admins");
export default PeopleList;
