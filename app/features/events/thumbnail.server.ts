import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { MAX_IMAGE_PIXELS, readStoredImage, uploadDir } from "#app/utils/uploads.server.ts";

/*
 * Images at the size they are shown: an event card shows its photos as 96×72 thumbnails, so
 * they are served at twice that (sharp on high-density screens) instead of the full upload of
 * up to 5 MB. Made once per image and width, kept beside the uploads (names are never reused,
 * so a thumbnail never goes stale), and a first request that races another just makes it twice.
 */
export const thumbnailWidths = [192] as const;
const thumbDir = path.join(uploadDir, "thumbs");

export function isThumbnailWidth(value: number): value is (typeof thumbnailWidths)[number] {
  return (thumbnailWidths as readonly number[]).includes(value);
}

export async function readThumbnail(name: string, width: (typeof thumbnailWidths)[number]) {
  const file = path.join(thumbDir, `${path.basename(name)}-${width}.webp`);
  const cached = await fs.readFile(file).catch(() => null);
  if (cached) return { body: cached, contentType: "image/webp" };
  // Only generated upload names get this far: readStoredImage refuses anything else.
  const original = await readStoredImage(name);
  if (!original) return null;
  const body = await sharp(original.body, { limitInputPixels: MAX_IMAGE_PIXELS })
    .resize({ width, height: Math.round((width * 3) / 4), fit: "cover" })
    .webp({ quality: 72 })
    .toBuffer();
  await fs.mkdir(thumbDir, { recursive: true });
  await fs.writeFile(`${file}.${process.pid}.tmp`, body);
  await fs.rename(`${file}.${process.pid}.tmp`, file);
  return { body, contentType: "image/webp" };
}
