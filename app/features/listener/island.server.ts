// Finds the built island script and picks the messages it needs (docs/decisions/021-listener-island.md).
import fs from "node:fs";
import path from "node:path";
import { resources } from "#app/locales/index.ts";
import { scriptJson, type IslandPage, type ServerIslandBoot } from "./island-boot.ts";

/** Where vite.island.config.ts writes its manifest; read once, since a build never changes under a process. */
const MANIFEST = path.resolve("build/client/.vite/island-manifest.json");
const ENTRY = "app/features/listener/island.tsx";
/**
 * The locale sections the listener pages, their dialog (with its faith levels), language list and
 * verse cards translate from.
 */
export const ISLAND_SECTIONS = ["live", "liveFlow", "liveQuality", "listener", "scripture", "errors", "faith"] as const;

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

const messagesJsonByLocale = new Map<string, string>();

/**
 * The sections the island translates from, as script-safe JSON, made once per language: the
 * bundled messages never change while the process runs.
 */
export function islandMessagesJson(locale: string) {
  let json = messagesJsonByLocale.get(locale);
  if (json === undefined) {
    const all = (resources[locale as keyof typeof resources] ?? resources.en).translation;
    json = scriptJson(Object.fromEntries(ISLAND_SECTIONS.map((section) => [section, all[section]])));
    messagesJsonByLocale.set(locale, json);
  }
  return json;
}

/** What a listener page's loader returns as `island`: null when there is no island build (dev). */
export function listenerIsland(locale: string, page: IslandPage): ServerIslandBoot | null {
  const file = islandScript();
  if (!file) return null;
  return { ...page, script: file, locale, messagesJson: islandMessagesJson(locale) };
}
