import { useMatches } from "react-router";
import { ISLAND_DATA_ID, scriptJson, type ListenerIslandBoot } from "./island-boot.ts";

/** The island a page's loader asked for (its data carries `island`), or null for every other page. */
export function useIslandBoot(): ListenerIslandBoot | null {
  for (const match of useMatches()) {
    const island = (match.loaderData as { island?: ListenerIslandBoot | null } | undefined)?.island;
    if (island) return island;
  }
  return null;
}

/** In place of React Router's scripts: the island's data and its one module (docs/decisions/021-listener-island.md). */
export function IslandScripts({ boot, nonce }: { boot: ListenerIslandBoot; nonce: string | undefined }) {
  return (
    <>
      <script id={ISLAND_DATA_ID} type="application/json" dangerouslySetInnerHTML={{ __html: scriptJson(boot) }} />
      <script type="module" src={boot.script} nonce={nonce} />
    </>
  );
}
