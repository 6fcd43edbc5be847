// The listener island's stylesheets, inlined in its page (docs/decisions/021-listener-island.md): a
// phone that scanned the QR code on church Wi-Fi paints the page after one round trip, not after
// the HTML and then three render-blocking stylesheets. The page is opened once per sermon, so
// caching the sheets separately would gain little.
import fs from "node:fs";
import path from "node:path";
import { liveStyleLinks } from "#app/styles/live-styles.ts";
import baseStylesHref from "#app/styles/base.css?url";
import listenerStylesHref from "#app/styles/listener.css?url";

/** In the order the page would link them: root's base sheet, the live sheets, the listener's own. */
const SHEETS = [baseStylesHref, ...liveStyleLinks.map((link) => link.href), listenerStylesHref];

let css: string | null | undefined;

/** The sheets' text from the client build, read once; null when they are not files (`react-router dev`). */
function islandCss() {
  if (css !== undefined) return css;
  try {
    css = SHEETS.map((href) => fs.readFileSync(path.resolve("build/client", `.${href}`), "utf8")).join("\n");
  } catch {
    css = null;
  }
  return css;
}

/**
 * The CSS to inline when a route of this render is a listener page served without the app: the
 * island (its loader data has `island`) or a finished sermon's plain-HTML transcript (`scriptless`).
 */
export function inlineStylesFor(loaderData: Record<string, unknown>) {
  const light = Object.values(loaderData).some((data) => {
    const page = data as { island?: unknown; scriptless?: boolean } | null;
    return Boolean(page?.island) || page?.scriptless === true;
  });
  return light ? islandCss() : null;
}
