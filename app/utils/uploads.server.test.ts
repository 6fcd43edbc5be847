import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { BACKGROUND_NICE, IMAGE_THREADS, threadPriorities } from "./background-threads.server.ts";
import { afterAll, describe, expect, it } from "vitest";
import {
  MAX_IMAGE_BYTES,
  UploadRefused,
  readStoredImage,
  readUploadForm,
  removeImage,
  storeImage,
  uploadDir,
} from "./uploads.server.ts";

const png = () =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: "#c2410c" } })
    .png()
    .toBuffer();
const stored: string[] = [];
afterAll(() => Promise.all(stored.map((name) => removeImage(name))));

describe("storeImage", () => {
  it("accepts a real PNG whatever its name says, and re-encodes it under a random name", async () => {
    const result = await storeImage(
      new File([new Uint8Array(await png())], "setup.exe", { type: "application/x-msdownload" }),
      ["jpeg", "png"],
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    stored.push(result.image.name);
    expect(result.image.name).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(result.image.contentType).toBe("image/png");
    const file = await fs.readFile(path.join(uploadDir, result.image.name));
    expect((await sharp(file).metadata()).format).toBe("png");
  });

  it("leaves libvips' threads at the background priority, below the requests' (issue 30)", async () => {
    const result = await storeImage(new File([new Uint8Array(await png())], "a.png"), ["png"]);
    if (result.ok) stored.push(result.image.name);
    const priorities = threadPriorities(IMAGE_THREADS);
    expect(priorities.length).toBeGreaterThan(0);
    expect(priorities.every((nice) => nice >= BACKGROUND_NICE)).toBe(true);
  });

  it("refuses text named .png and claiming to be an image", async () => {
    const result = await storeImage(new File(["just some text"], "photo.png", { type: "image/png" }), ["jpeg", "png"]);
    expect(result).toEqual({ ok: false, errorKey: "validation.imageType" });
  });

  it("refuses a GIF where only JPEG and PNG are allowed", async () => {
    const gif = await sharp({ create: { width: 2, height: 2, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    expect((await storeImage(new File([new Uint8Array(gif)], "a.gif"), ["jpeg", "png"])).ok).toBe(false);
    const allowed = await storeImage(new File([new Uint8Array(gif)], "a.gif"), ["jpeg", "png", "gif"]);
    expect(allowed.ok).toBe(true);
    if (allowed.ok) stored.push(allowed.image.name);
  });

  it("refuses a file over 5 MB", async () => {
    const big = new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], "big.png");
    expect(await storeImage(big, ["png"])).toEqual({ ok: false, errorKey: "validation.fileTooLarge" });
  });
});

describe("readUploadForm", () => {
  it("refuses a body announced over the limit without reading it", async () => {
    const request = new Request("http://x/", {
      method: "POST",
      headers: { "Content-Length": String(6 * 1024 * 1024) },
      body: "x",
    });
    await expect(readUploadForm(request)).rejects.toBeInstanceOf(UploadRefused);
  });
});

describe("readStoredImage", () => {
  it("reads only generated names", async () => {
    expect(await readStoredImage("../../etc/passwd")).toBeNull();
    expect(await readStoredImage("00000000-0000-0000-0000-000000000000.png")).toBeNull();
  });
});
