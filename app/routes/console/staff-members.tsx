import { consoleComingSoonPage } from "#app/components/coming-soon.tsx";
import { pageHandle } from "#app/utils/handle.ts";
import { accessLoader } from "#app/utils/route-access.server.ts";

export const handle = pageHandle("nav.staffMembers");
export const loader = accessLoader("staffMembers");
export default consoleComingSoonPage("staffMembers");
