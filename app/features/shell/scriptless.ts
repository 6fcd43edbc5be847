import { useMatches } from "react-router";
import type { PageHandle } from "#app/utils/handle.ts";

/**
 * True when a page is served as plain HTML, with no script at all: its loader data says
 * `scriptless` (a finished sermon's transcript) or its route's handle does (the public events).
 */
export function useScriptless() {
  return useMatches().some(
    (match) =>
      (match.loaderData as { scriptless?: boolean } | undefined)?.scriptless === true ||
      (match.handle as PageHandle | undefined)?.scriptless === true,
  );
}
