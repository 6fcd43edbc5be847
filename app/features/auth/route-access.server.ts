import type { PageKey } from "./page-access.ts";
import { requireAccess } from "./permissions.server.ts";

/** The loader of a page that only checks who may open it. */
export function accessLoader(page: PageKey) {
  return async ({ request }: { request: Request }) => {
    await requireAccess(request, page);
    return null;
  };
}
