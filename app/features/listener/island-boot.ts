// What the server hands the listener page's light "island" script (docs/decisions/021-listener-island.md):
// the props of the page, the interface language and only the messages the page uses, as JSON in the page.
import type { SermonPageData } from "./page.server.ts";
import type { StandingWaitProps } from "./standing-wait.tsx";

export const ISLAND_DATA_ID = "listener-island-data";
export const ISLAND_ROOT_SELECTOR = "[data-island=listener]";

export type ListenerProps = {
  data: Pick<SermonPageData, "sermon" | "member" | "languages">;
  leaveTo: string | null;
};

/**
 * The two pages that run as the island: a live sermon's /sermon/join/{id} (a guest's or member's), and
 * the standing link /c/{code} while a phone waits for the service to start.
 */
export type IslandPage = { page: "sermon"; props: ListenerProps } | { page: "standing"; props: StandingWaitProps };

export type ListenerIslandBoot = IslandPage & {
  /** The built island script (there is none in `react-router dev`: the page then hydrates as usual). */
  script: string;
  locale: string;
  messages: Record<string, unknown>;
};

/**
 * The same as the page's loader returns it: the messages already as script-safe JSON. They are the
 * same for every visitor in a language, so they are serialised once per language rather than
 * flattened by React Router and stringified again for each phone of a Sunday rush (issue 33).
 */
export type ServerIslandBoot = Omit<ListenerIslandBoot, "messages"> & { messagesJson: string };

/** The island's data as the page carries it: the boot object with its pre-serialised messages spliced in. */
export function islandDataJson({ messagesJson, ...boot }: ServerIslandBoot) {
  return `${scriptJson(boot).slice(0, -1)},"messages":${messagesJson}}`;
}

/** JSON that is safe inside a <script> element: no "</script>", no characters that end a JS line. */
export function scriptJson(value: unknown) {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
