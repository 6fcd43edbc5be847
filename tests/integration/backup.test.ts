import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { createClient } from "@libsql/client";
import { afterAll, describe, expect, it } from "vitest";
import { copyDatabase } from "#scripts/db-copy.ts";
import { createUser } from "#tests/db-utils.ts";
import { TEST_DATABASE_URL } from "#tests/setup/test-database.ts";

// The backup and restore-check commands (docs/deploy.md) on real SQLite files.
const run = promisify(execFile);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "backup-test-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

async function checkRestore(file: string) {
  const result = await run("./node_modules/.bin/tsx", ["scripts/check-restore.ts", file]).catch(
    (error: { code: number; stdout: string }) => error,
  );
  return {
    exitCode: "code" in result ? result.code : 0,
    report: JSON.parse(result.stdout) as { ok: boolean; problems: string[]; tables: Record<string, number> },
  };
}

describe("backups", () => {
  it("db:backup copies the running database into one file that db:check-restore accepts", async () => {
    const user = await createUser();
    const file = path.join(tmp, "snapshot.db");
    await run("./node_modules/.bin/tsx", ["scripts/db-backup.ts", file], {
      env: { ...process.env, DATABASE_URL: TEST_DATABASE_URL },
    });
    const { exitCode, report } = await checkRestore(file);
    expect(exitCode).toBe(0);
    expect(report.ok).toBe(true);
    expect(report.tables.User).toBeGreaterThan(0);
    const copy = createClient({ url: `file:${file}` });
    expect((await copy.execute({ sql: "SELECT email FROM User WHERE id = ?", args: [user.id] })).rows[0]?.email).toBe(
      user.email,
    );
    copy.close();
  });

  it("the table-by-table copy (used for a libSQL server) keeps every row, index and migration record", async () => {
    const source = createClient({ url: TEST_DATABASE_URL });
    const file = path.join(tmp, "logical.db");
    const target = createClient({ url: `file:${file}` });
    await copyDatabase(source, target);
    const count = async (client: typeof source, sql: string) => Number((await client.execute(sql)).rows[0]![0]);
    for (const sql of [
      "SELECT count(*) FROM User",
      "SELECT count(*) FROM _prisma_migrations",
      "SELECT count(*) FROM sqlite_master WHERE type = 'index'",
    ]) {
      expect(await count(target, sql)).toBe(await count(source, sql));
    }
    source.close();
    target.close();
    expect((await checkRestore(file)).report.ok).toBe(true);
  });

  it("db:check-restore refuses a copy that lacks a migration", async () => {
    const file = path.join(tmp, "behind.db");
    const source = createClient({ url: TEST_DATABASE_URL });
    await source.execute({ sql: "VACUUM INTO ?", args: [file] });
    source.close();
    const behind = createClient({ url: `file:${file}` });
    await behind.execute(
      "DELETE FROM _prisma_migrations WHERE migration_name = (SELECT max(migration_name) FROM _prisma_migrations)",
    );
    behind.close();
    const { exitCode, report } = await checkRestore(file);
    expect(exitCode).toBe(1);
    expect(report.problems.join()).toMatch(/migrations not applied/);
  });
});
