import { pageHandle } from "#app/utils/handle.ts";
import { PeopleList } from "../people/list.tsx";
import { loadPeopleList } from "../people/list.server.ts";
import type { Route } from "./+types/administrators";

export const handle = pageHandle("nav.administrators");
export const loader = ({ request }: Route.LoaderArgs) => loadPeopleList(request, "admins");
export default PeopleList;
