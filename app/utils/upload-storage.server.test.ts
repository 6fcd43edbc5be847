import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "#tests/setup/free-port.ts";
import { localDiskStorage, s3Storage, type UploadStorage } from "./upload-storage.server.ts";

// Both implementations against real backends: a temporary folder, and s3rver (a local server
// speaking the S3 API) on loopback.
let s3rver: ChildProcess;
let s3Endpoint: string;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "upload-storage-"));

beforeAll(async () => {
  const port = await freePort();
  s3rver = spawn(
    process.execPath,
    [
      "node_modules/s3rver/bin/s3rver.js",
      "-d",
      path.join(tmp, "s3"),
      "-a",
      "127.0.0.1",
      "-p",
      String(port),
      "--silent",
      "--configure-bucket",
      "bucket",
    ],
    {
      stdio: "ignore",
    },
  );
  s3Endpoint = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    try {
      await fetch(s3Endpoint);
      break;
    } catch (error) {
      if (attempt > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
});

afterAll(() => {
  s3rver?.kill("SIGKILL");
  fs.rmSync(tmp, { recursive: true, force: true });
});

const implementations: [string, () => UploadStorage][] = [
  ["local disk", () => localDiskStorage(path.join(tmp, "disk"))],
  [
    "S3-compatible",
    () =>
      s3Storage({
        bucket: "bucket",
        region: "us-east-1",
        endpoint: s3Endpoint,
        forcePathStyle: true,
        prefix: "uploads/",
        accessKeyId: "S3RVER",
        secretAccessKey: "S3RVER",
      }),
  ],
];

describe.each(implementations)("%s upload storage", (_name, make) => {
  it("stores, returns and removes an image; a missing one is null", async () => {
    const storage = make();
    const name = "0b0c3f4e-1111-4222-8333-444455556666.png";
    await storage.put(name, Buffer.from("image bytes"), "image/png");
    expect((await storage.get(name))?.toString()).toBe("image bytes");
    await storage.remove(name);
    expect(await storage.get(name)).toBeNull();
    // Removing twice is not an error: a retried delete must not fail a request.
    await storage.remove(name);
  });
});
