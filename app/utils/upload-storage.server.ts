// Where uploaded images live. One host keeps them on its own disk; several web servers behind a
// load balancer share an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Backblaze B2…), so
// an image uploaded through one server is served by any other. Chosen by UPLOAD_STORAGE.
import fs from "node:fs/promises";
import path from "node:path";
import { projectRoot } from "./database-url.ts";
import { env } from "./env.server.ts";

/** Stores bytes under names the caller has already checked (uploads.server.ts makes them). */
export type UploadStorage = {
  put(name: string, body: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or null when there is no such object. */
  get(name: string): Promise<Buffer | null>;
  /** Removes an object; a missing one is not an error. */
  remove(name: string): Promise<void>;
};

export function localDiskStorage(directory: string): UploadStorage {
  return {
    async put(name, body) {
      await fs.mkdir(directory, { recursive: true });
      await fs.writeFile(path.join(directory, name), body);
    },
    async get(name) {
      try {
        return await fs.readFile(path.join(directory, name));
      } catch {
        return null;
      }
    },
    async remove(name) {
      await fs.rm(path.join(directory, name), { force: true });
    },
  };
}

export type S3Settings = {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  prefix: string;
  accessKeyId?: string;
  secretAccessKey?: string;
};

export function s3Storage(settings: S3Settings): UploadStorage {
  // Loaded only when S3 is chosen: a one-host install never pays for the SDK.
  const sdk = import("@aws-sdk/client-s3");
  const client = sdk.then(
    ({ S3Client }) =>
      new S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: settings.forcePathStyle,
        // Without keys the SDK's default chain applies (instance role, AWS_* variables, ~/.aws).
        credentials:
          settings.accessKeyId && settings.secretAccessKey
            ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
            : undefined,
      }),
  );
  const key = (name: string) => `${settings.prefix}${name}`;
  return {
    async put(name, body, contentType) {
      const { PutObjectCommand } = await sdk;
      await (
        await client
      ).send(new PutObjectCommand({ Bucket: settings.bucket, Key: key(name), Body: body, ContentType: contentType }));
    },
    async get(name) {
      const { GetObjectCommand, NoSuchKey } = await sdk;
      try {
        const object = await (await client).send(new GetObjectCommand({ Bucket: settings.bucket, Key: key(name) }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === "NoSuchKey") return null;
        throw error;
      }
    },
    async remove(name) {
      const { DeleteObjectCommand } = await sdk;
      await (await client).send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: key(name) }));
    },
  };
}

/** Next to the database by default, whatever directory the server was started from. */
export const uploadDir = path.resolve(projectRoot, env.UPLOAD_DIR ?? "data/uploads");

function storageFromEnv(): UploadStorage {
  if (env.UPLOAD_STORAGE === "local") return localDiskStorage(uploadDir);
  return s3Storage({
    // env.server.ts refuses UPLOAD_STORAGE=s3 without a bucket.
    bucket: env.S3_BUCKET ?? "",
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === "1",
    prefix: env.S3_PREFIX,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
  });
}

export const uploadStorage = storageFromEnv();
