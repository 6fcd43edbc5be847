import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { TEST_DATABASE_URL } from "./test-database.ts";

/** A fresh, fully migrated SQLite file for the run: the real schema, the real engine. */
export default function setup() {
  const file = TEST_DATABASE_URL.slice("file:".length);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  for (const suffix of ["", "-journal", "-wal", "-shm"]) fs.rmSync(file + suffix, { force: true });
  execFileSync("npx", ["prisma", "migrate", "deploy"], {
    env: { ...process.env, DATABASE_URL: TEST_DATABASE_URL },
    stdio: "ignore",
  });
  // The shipped Bibles (verse cards read them); converted once, as `npm start` and `npm test` do.
  execFileSync("npx", ["tsx", "scripts/scripture/convert-sword.ts"], { stdio: "ignore" });
}
