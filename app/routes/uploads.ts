import { isThumbnailWidth, readThumbnail } from "#app/features/events/thumbnail.server.ts";
import { readStoredImage } from "#app/utils/uploads.server.ts";
import type { Route } from "./+types/uploads";

/**
 * Serves uploaded images. Names are random and never reused, so they can be cached for a
 * year; nosniff stops a browser from guessing another type than the one we checked.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  // ?w=192: the same image at the size a page shows it (decision 018).
  const width = Number(new URL(request.url).searchParams.get("w"));
  const stored = isThumbnailWidth(width) ? await readThumbnail(params.name, width) : await readStoredImage(params.name);
  if (!stored) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(new Uint8Array(stored.body), {
    headers: {
      "Content-Type": stored.contentType,
      "Content-Length": String(stored.body.length),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Security-Policy": "default-src 'none'",
    },
  });
}
