import fs from "node:fs";
import path from "node:path";

/** The migrated, empty SQLite file a run starts from (vitest-global.ts), apart from the app's and Playwright's. */
export const TEMPLATE_DATABASE_FILE = path.resolve("data", "vitest.db");

/**
 * Each Vitest worker's own copy of it: two forks run at once (vitest.config.ts), and a test that reads
 * a whole table (a backup's row counts, a rebuild of the aggregates) must not see the other fork's rows.
 */
export const TEST_DATABASE_URL = `file:${path.resolve("data", `vitest-${process.env.VITEST_POOL_ID ?? "main"}.db`)}`;

/** Copies the template to this worker's file once per run (the global set-up removed last run's). */
export function ensureWorkerDatabase() {
  const file = TEST_DATABASE_URL.slice("file:".length);
  if (!fs.existsSync(file)) fs.copyFileSync(TEMPLATE_DATABASE_FILE, file);
}
