import { consoleComingSoonPage } from "#app/components/coming-soon.tsx";
import { pageHandle } from "#app/utils/handle.ts";
import { accessLoader } from "#app/utils/route-access.server.ts";

export const handle = pageHandle("nav.deletionRequests");
export const loader = accessLoader("deletionRequests");
export default consoleComingSoonPage("deletionRequests");
