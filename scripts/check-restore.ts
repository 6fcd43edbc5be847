// npm run db:check-restore -- [FILE] [--uploads] — checks a restored (or backed-up) database
// before traffic goes to it: SQLite's integrity check, no broken foreign key, every shipped
// migration applied, the row count of each table; with --uploads, that every image the
// database names is in the configured upload storage. Without FILE it checks DATABASE_URL
// (with DATABASE_AUTH_TOKEN for a libSQL server). Prints one JSON line; exits 1 on a problem.
import path from "node:path";
import { createClient } from "@libsql/client";
import { resolveDatabaseUrl } from "#app/utils/database-url.ts";
import { missingMigrations } from "#app/utils/migrations.server.ts";

const args = process.argv.slice(2);
const file = args.find((arg) => !arg.startsWith("--"));
const url = file ? `file:${path.resolve(file)}` : resolveDatabaseUrl();
const db = createClient({ url, authToken: file ? undefined : process.env.DATABASE_AUTH_TOKEN || undefined });
const problems: string[] = [];

const integrity = (await db.execute("PRAGMA integrity_check")).rows.map((row) => String(row[0]));
if (integrity.join() !== "ok") problems.push(`integrity_check: ${integrity.slice(0, 5).join("; ")}`);
const brokenKeys = (await db.execute("PRAGMA foreign_key_check")).rows.length;
if (brokenKeys > 0) problems.push(`${brokenKeys} row(s) point at rows that do not exist`);
const missing = await missingMigrations({
  $queryRawUnsafe: async <T>(sql: string) => (await db.execute(sql)).rows as unknown as T,
}).catch((error: unknown) => [`(no migration table: ${error instanceof Error ? error.message : error})`]);
if (missing.length > 0) problems.push(`migrations not applied: ${missing.join(", ")}`);

const tables: Record<string, number> = {};
const names = await db.execute(
  "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE " +
    "'\\_%' ESCAPE '\\' ORDER BY name",
);
for (const row of names.rows) {
  const name = String(row.name);
  tables[name] = Number((await db.execute(`SELECT count(*) FROM "${name.replace(/"/g, '""')}"`)).rows[0]![0]);
}

let uploads: { referenced: number; missing: number } | undefined;
if (args.includes("--uploads")) {
  // Imported only here: it reads the upload settings (UPLOAD_STORAGE, S3_*) from the environment.
  const { uploadStorage } = await import("#app/utils/upload-storage.server.ts");
  const referenced = await db.execute(
    "SELECT photoPath AS name FROM User WHERE photoPath IS NOT NULL UNION SELECT imagePath FROM " +
      "Organisation WHERE imagePath IS NOT NULL UNION SELECT path FROM EventImage",
  );
  let absent = 0;
  for (const row of referenced.rows) if (!(await uploadStorage.get(String(row.name)))) absent++;
  uploads = { referenced: referenced.rows.length, missing: absent };
  if (absent > 0) problems.push(`${absent} referenced image(s) missing from upload storage`);
}
db.close();

console.log(JSON.stringify({ ok: problems.length === 0, problems, tables, ...(uploads ? { uploads } : {}) }));
process.exit(problems.length === 0 ? 0 : 1);
