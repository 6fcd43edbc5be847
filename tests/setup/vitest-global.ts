import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startPartykit } from "./partykit.ts";
import { TEST_DATABASE_URL } from "./test-database.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** One `partykit dev` for every test file that needs a room and nothing special of its server (shared-room.ts). */
    sharedRoomUrl: string;
  }
}

/** A fresh, fully migrated SQLite file for the run: the real schema, the real engine. */
export default async function setup(project: TestProject) {
  const file = TEST_DATABASE_URL.slice("file:".length);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  for (const suffix of ["", "-journal", "-wal", "-shm"]) fs.rmSync(file + suffix, { force: true });
  execFileSync("npx", ["prisma", "migrate", "deploy"], {
    env: { ...process.env, DATABASE_URL: TEST_DATABASE_URL },
    stdio: "ignore",
  });
  // The shipped Bibles (verse cards read them); converted once, as `npm start` and `npm test` do.
  execFileSync("npx", ["tsx", "scripts/scripture/convert-sword.ts"], { stdio: "ignore" });
  // Started once here rather than by each of twenty files (about 4 s each on a busy machine).
  const room = await startPartykit();
  project.provide("sharedRoomUrl", room.url);
  return () => room.stop();
}
