import { pageHandle } from "#app/utils/handle.ts";
import { PeopleList } from "#app/features/accounts/people/list.tsx";
import { loadPeopleList } from "#app/features/accounts/people/list.server.ts";
import type { Route } from "./+types/users";

export const handle = pageHandle("nav.users");
export const loader = ({ request }: Route.LoaderArgs) => loadPeopleList(request, "users");
export default PeopleList;
