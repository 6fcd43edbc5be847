import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startPartykit } from "./partykit.ts";
import { TEMPLATE_DATABASE_FILE } from "./test-database.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** One `partykit dev` for every test file that needs a room and nothing special of its server (shared-room.ts). */
    sharedRoomUrl: string;
  }
}

/**
 * A fresh, fully migrated SQLite file for the run (the real schema, the real engine), which each worker
 * copies as its own (test-database.ts); last run's copies are removed first.
 */
export default async function setup(project: TestProject) {
  const file = TEMPLATE_DATABASE_FILE;
  const dir = path.dirname(file);
  fs.mkdirSync(dir, { recursive: true });
  for (const name of fs.readdirSync(dir)) {
    if (/^vitest(-[\w]+)?\.db(-journal|-wal|-shm)?$/.test(name)) fs.rmSync(path.join(dir, name), { force: true });
  }
  execFileSync("npx", ["prisma", "migrate", "deploy"], {
    env: { ...process.env, DATABASE_URL: `file:${file}` },
    stdio: "ignore",
  });
  // The shipped Bibles (verse cards read them); converted once, as `npm start` and `npm test` do.
  execFileSync("npx", ["tsx", "scripts/scripture/convert-sword.ts"], { stdio: "ignore" });
  // Started once here rather than by each of twenty files (about 4 s each on a busy machine).
  const room = await startPartykit();
  project.provide("sharedRoomUrl", room.url);
  return () => room.stop();
}
