import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The project root, wherever the process was started from. */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * DATABASE_URL with a relative `file:` path resolved against the project root, so a server
 * started from another directory never silently creates an empty database somewhere else.
 */
export function resolveDatabaseUrl(raw = process.env.DATABASE_URL ?? "file:./data/app.db") {
  if (!raw.startsWith("file:")) return raw;
  const filePath = raw.slice("file:".length);
  const absolute = path.isAbsolute(filePath) ? filePath : path.resolve(projectRoot, filePath);
  fs.mkdirSync(path.dirname(absolute), { recursive: true });
  return `file:${absolute}`;
}
