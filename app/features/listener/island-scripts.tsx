import { useMatches } from "react-router";
import { ISLAND_DATA_ID, islandDataJson, type ServerIslandBoot } from "./island-boot.ts";

/** The island a page's loader asked for (its data carries `island`), or null for every other page. */
export function useIslandBoot(): ServerIslandBoot | null {
  for (const match of useMatches()) {
    const island = (match.loaderData as { island?: ServerIslandBoot | null } | undefined)?.island;
    if (island) return island;
  }
  return null;
}

/** In place of React Router's scripts: the island's data and its one module (docs/decisions/021-listener-island.md). */
export function IslandScripts({ boot, nonce }: { boot: ServerIslandBoot; nonce: string | undefined }) {
  return (
    <>
      <script id={ISLAND_DATA_ID} type="application/json" dangerouslySetInnerHTML={{ __html: islandDataJson(boot) }} />
      <script type="module" src={boot.script} nonce={nonce} />
    </>
  );
}
