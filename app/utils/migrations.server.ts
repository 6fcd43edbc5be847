// Which migrations this code was shipped with, and whether a database has them all: asked by
// /readyz (readiness.server.ts) and by `npm run db:check-restore`.
import fs from "node:fs";
import path from "node:path";
import { projectRoot } from "./database-url.ts";

type Queryable = { $queryRawUnsafe<T>(sql: string): Promise<T> };

/** The folder names under prisma/migrations, as Prisma records them once applied. */
const shippedMigrations: readonly string[] = (() => {
  const directory = path.join(projectRoot, "prisma", "migrations");
  return fs
    .readdirSync(directory, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(directory, entry.name, "migration.sql")))
    .map((entry) => entry.name)
    .sort();
})();

/** Shipped migrations the database has not (successfully) applied. */
export async function missingMigrations(db: Queryable): Promise<string[]> {
  const rows = await db.$queryRawUnsafe<{ migration_name: string }[]>(
    "SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL",
  );
  const applied = new Set(rows.map((row) => row.migration_name));
  return shippedMigrations.filter((name) => !applied.has(name));
}
