// npm run db:backup -- FILE — a consistent copy of the database as one SQLite file, taken while
// the web servers run. A SQLite file is copied with VACUUM INTO (one snapshot, WAL-safe); a libSQL
// server (Turso, sqld; DATABASE_URL + DATABASE_AUTH_TOKEN) is read inside one read transaction and
// written table by table. Check any backup with `npm run db:check-restore -- FILE`.
import fs from "node:fs";
import path from "node:path";
import { createClient } from "@libsql/client";
import { resolveDatabaseUrl } from "#app/utils/database-url.ts";
import { copyDatabase } from "./db-copy.ts";

const target = process.argv[2];
if (!target) {
  console.error("Usage: npm run db:backup -- path/to/backup.db");
  process.exit(1);
}
const targetPath = path.resolve(target);
if (fs.existsSync(targetPath)) {
  console.error(`${targetPath} already exists: choose a new file name`);
  process.exit(1);
}
fs.mkdirSync(path.dirname(targetPath), { recursive: true });

const url = resolveDatabaseUrl();
const source = createClient({ url, authToken: process.env.DATABASE_AUTH_TOKEN || undefined });
const started = Date.now();
if (url.startsWith("file:")) {
  await source.execute({ sql: "VACUUM INTO ?", args: [targetPath] });
} else {
  const copy = createClient({ url: `file:${targetPath}` });
  await copyDatabase(source, copy);
  copy.close();
}
source.close();
console.log(JSON.stringify({ backup: targetPath, bytes: fs.statSync(targetPath).size, ms: Date.now() - started }));
