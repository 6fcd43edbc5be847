import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { expect, test } from "./helpers.ts";

// Issue 14: scripts/start.sh passed ROOM_SECRET on partykit's command line, where `ps` shows it
// to every user of the machine. The servers under test were started by scripts/e2e-server.sh,
// which starts the room exactly as start.sh does (run_room in scripts/lib.sh).
test("no secret appears in any process's command line", async ({ request }) => {
  expect((await request.get("/login")).status()).toBe(200);
  const secrets = Object.fromEntries(
    fs
      .readFileSync("data/local-secrets.env", "utf8")
      .trim()
      .split("\n")
      .map((line) => line.split("=") as [string, string]),
  );
  expect(Object.keys(secrets)).toEqual(expect.arrayContaining(["ROOM_SECRET", "SESSION_SECRET", "SECRETS_KEY"]));
  const commandLines = execFileSync("ps", ["-eo", "args", "--no-headers", "-ww"], { encoding: "utf8" });
  expect(commandLines).toContain("partykit dev");
  for (const [name, value] of Object.entries(secrets)) {
    expect(commandLines.includes(value), `${name} is visible in ps`).toBe(false);
  }
});
