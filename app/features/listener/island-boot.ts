// What the server hands the listener page's light "island" script (docs/decisions/021-listener-island.md):
// the props of the page, the interface language and only the messages the page uses, as JSON in the page.
import type { SermonPageData } from "./page.server.ts";

export const ISLAND_DATA_ID = "listener-island-data";
export const ISLAND_ROOT_SELECTOR = "[data-island=listener]";

export type ListenerProps = { data: Pick<SermonPageData, "sermon" | "member">; leaveTo: string | null };

export type ListenerIslandBoot = {
  /** The built island script; absent in `react-router dev`, where the page hydrates as usual. */
  script: string;
  locale: string;
  messages: Record<string, unknown>;
  props: ListenerProps;
};

/** JSON that is safe inside a <script> element: no "</script>", no characters that end a JS line. */
export function scriptJson(value: unknown) {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
