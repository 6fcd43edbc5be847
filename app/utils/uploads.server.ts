import crypto from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import type { MessageKey } from "#app/locales/keys.ts";
import { IMAGE_THREADS, lowerThreadsNamed } from "./background-threads.server.ts";
import { requestForm } from "./request-form.server.ts";
import { uploadStorage } from "./upload-storage.server.ts";

// Local disk or an S3-compatible bucket: see upload-storage.server.ts.
export { uploadDir } from "./upload-storage.server.ts";

/** Requirements R7.5: images up to 5 MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Pixels sharp may decode from one upload: bounds its memory and time. */
export const MAX_IMAGE_PIXELS = 40_000_000;
// sharp works on libuv's threads, off the event loop; past this it gives up on an image.
const IMAGE_BUDGET_SECONDS = 20;
// One libvips thread per image (it takes one per core by default): on two cores an image being
// re-encoded leaves the other core to the requests.
sharp.concurrency(1);
// Room for the other fields of a multipart form around one image.
const FORM_OVERHEAD_BYTES = 256 * 1024;

export type ImageKind = "jpeg" | "png" | "gif";

const contentTypes: Record<ImageKind, string> = { jpeg: "image/jpeg", png: "image/png", gif: "image/gif" };
const kindByMime: Record<string, ImageKind> = { "image/jpeg": "jpeg", "image/png": "png", "image/gif": "gif" };

/** Thrown when a form is refused before it is read; `errorKey` is an i18next key. */
export class UploadRefused extends Error {
  constructor(
    readonly errorKey: MessageKey,
    readonly status = 413,
  ) {
    super(errorKey);
  }
}

/**
 * The multipart form of a request, refused unread when it announces more than `files` images'
 * worth of bytes (a body without Content-Length is refused too: it could be endless).
 */
export async function readUploadForm(request: Request, files = 1): Promise<FormData> {
  const length = Number(request.headers.get("Content-Length") ?? Number.NaN);
  if (!Number.isFinite(length)) throw new UploadRefused("validation.lengthRequired", 411);
  if (length > files * MAX_IMAGE_BYTES + FORM_OVERHEAD_BYTES) throw new UploadRefused("validation.fileTooLarge");
  return requestForm(request);
}

/** A chosen file, or null when the file input was left empty. */
export function chosenFile(value: FormDataEntryValue | null): File | null {
  return value instanceof File && value.size > 0 ? value : null;
}

export type StoredImage = { name: string; contentType: string; size: number };
export type ImageCheck = { ok: true; image: StoredImage } | { ok: false; errorKey: MessageKey };

/**
 * Stores an uploaded image if its bytes really are one of `allowed` (the file name and the
 * browser's claimed type are ignored), re-encoded by sharp so metadata and anything smuggled
 * after the image data are dropped. The stored name is random.
 */
export async function storeImage(file: File, allowed: readonly ImageKind[]): Promise<ImageCheck> {
  if (file.size > MAX_IMAGE_BYTES) return { ok: false, errorKey: "validation.fileTooLarge" };
  const bytes = Buffer.from(await file.arrayBuffer());
  const detected = await fileTypeFromBuffer(bytes);
  const kind = detected ? kindByMime[detected.mime] : undefined;
  if (!kind || !allowed.includes(kind))
    return { ok: false, errorKey: allowed.includes("gif") ? "validation.imageTypeGif" : "validation.imageType" };

  let output: Buffer;
  try {
    const image = sharp(bytes, { animated: kind === "gif", limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
    output = await (kind === "jpeg" ? image.jpeg({ quality: 85 }) : kind === "png" ? image.png() : image.gif())
      .timeout({ seconds: IMAGE_BUDGET_SECONDS })
      .toBuffer();
  } catch {
    return { ok: false, errorKey: "validation.imageBroken" };
  } finally {
    lowerThreadsNamed(IMAGE_THREADS);
  }
  const name = `${crypto.randomUUID()}.${kind === "jpeg" ? "jpg" : kind}`;
  await uploadStorage.put(name, output, contentTypes[kind]);
  return { ok: true, image: { name, contentType: contentTypes[kind], size: output.length } };
}

const storedName = /^[0-9a-f-]{36}\.(jpg|png|gif)$/;

/** Removes a stored image; unknown or odd names are ignored, never resolved as paths. */
export async function removeImage(name: string | null | undefined) {
  if (!name || !storedName.test(name)) return;
  await uploadStorage.remove(name);
}

/** The bytes and type of a stored image, or null. Only generated names are ever read. */
export async function readStoredImage(name: string): Promise<{ body: Buffer; contentType: string } | null> {
  const match = storedName.exec(name);
  if (!match) return null;
  const extension = match[1] as "jpg" | "png" | "gif";
  const body = await uploadStorage.get(name);
  return body ? { body, contentType: contentTypes[extension === "jpg" ? "jpeg" : extension] } : null;
}

/** The URL a stored image is served from (app/routes/uploads.ts). */
export function uploadUrl(name: string | null | undefined) {
  return name ? `/uploads/${name}` : null;
}
