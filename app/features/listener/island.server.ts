// Finds the built island script and picks the messages it needs (docs/decisions/021-listener-island.md).
import fs from "node:fs";
import path from "node:path";
import { resources } from "#app/locales/index.ts";
import type { ListenerIslandBoot, ListenerProps } from "./island-boot.ts";

/** Where vite.island.config.ts writes its manifest; read once, since a build never changes under a process. */
const MANIFEST = path.resolve("build/client/.vite/island-manifest.json");
const ENTRY = "app/features/listener/island.tsx";
/** The locale sections the listener page, its reading screen, dialog and verse cards translate from. */
const SECTIONS = ["live", "listener", "scripture", "errors"] as const;

let script: string | null | undefined;

function islandScript() {
  if (script !== undefined) return script;
  try {
    const manifest = JSON.parse(fs.readFileSync(MANIFEST, "utf8")) as Record<string, { file: string }>;
    script = manifest[ENTRY] ? `/${manifest[ENTRY].file}` : null;
  } catch {
    script = null; // `react-router dev` or a build without the island step: hydrate as usual
  }
  return script;
}

export function listenerIsland(locale: string, props: ListenerProps): ListenerIslandBoot | null {
  const file = islandScript();
  if (!file) return null;
  const all = (resources[locale as keyof typeof resources] ?? resources.en).translation;
  const messages = Object.fromEntries(SECTIONS.map((section) => [section, all[section]]));
  return { script: file, locale, messages, props };
}
