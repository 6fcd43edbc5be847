import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { removeImage, storeImage, uploadDir } from "#app/utils/uploads.server.ts";
import { isThumbnailWidth, readThumbnail } from "./thumbnail.server.ts";

const made: string[] = [];
afterAll(async () => {
  for (const name of made) {
    await removeImage(name);
    await fs.rm(path.join(uploadDir, "thumbs", `${name}-192.webp`), { force: true });
  }
});

describe("event thumbnails", () => {
  it("serve a large upload at the size the card shows it, made once", async () => {
    const photo = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: "#1d5fa8" } })
      .jpeg()
      .toBuffer();
    const result = await storeImage(new File([new Uint8Array(photo)], "photo.jpg"), ["jpeg", "png"]);
    if (!result.ok) throw new Error("the photo was refused");
    made.push(result.image.name);
    const thumbnail = await readThumbnail(result.image.name, 192);
    expect(thumbnail?.contentType).toBe("image/webp");
    const meta = await sharp(thumbnail!.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 192, 144]);
    expect(thumbnail!.body.length).toBeLessThan(photo.length / 4);
    // The second request reads the file made by the first.
    const kept = await fs.readFile(path.join(uploadDir, "thumbs", `${result.image.name}-192.webp`));
    expect((await readThumbnail(result.image.name, 192))!.body.equals(kept)).toBe(true);
  });

  it("only for generated names and known widths", async () => {
    expect(await readThumbnail("../../package.json", 192)).toBeNull();
    expect(isThumbnailWidth(192)).toBe(true);
    expect(isThumbnailWidth(4000)).toBe(false);
  });
});
