// Creates a migration from the difference between prisma/migrations and schema.prisma.
// `prisma migrate dev` needs a shadow database the WASM engine cannot fill through libSQL,
// so we diff instead (docs/decisions/002-prisma-6-wasm-engine.md). Usage: npm run db:new-migration -- name
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const name = (process.argv[2] ?? "change").replace(/[^a-z0-9_]+/gi, "_").toLowerCase();
const migrationsDir = path.join("prisma", "migrations");
fs.mkdirSync(migrationsDir, { recursive: true });
const lockFile = path.join(migrationsDir, "migration_lock.toml");
if (!fs.existsSync(lockFile)) fs.writeFileSync(lockFile, 'provider = "sqlite"\n');

const result = spawnSync(
  "npx",
  [
    "prisma",
    "migrate",
    "diff",
    "--from-migrations",
    migrationsDir,
    "--to-schema-datamodel",
    path.join("prisma", "schema.prisma"),
    "--script",
    "--exit-code",
  ],
  { encoding: "utf8" },
);
if (result.status === 0) {
  console.log("No schema changes: nothing to migrate.");
  process.exit(0);
}
if (result.status !== 2) {
  console.error(result.stderr || result.stdout);
  process.exit(result.status ?? 1);
}
const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
const dir = path.join(migrationsDir, `${stamp}_${name}`);
fs.mkdirSync(dir);
fs.writeFileSync(path.join(dir, "migration.sql"), result.stdout);
console.log(`Created ${dir}/migration.sql`);
