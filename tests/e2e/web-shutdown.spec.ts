// A server that stops (issue 40, decision 053): after SIGTERM the web process exits whatever its
// standard output does. Before, pino's last synchronous write looped for ever on a pipe that was
// full (its reader stalled) or had no reader (a `| tee` ended with the process group). A real
// `node server/start.js` writing into a real pipe (tests/support/log-pipe.ts). Needs a fresh build.
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { openLogPipe } from "#tests/support/log-pipe.ts";
import { startWebProcess, type WebProcess } from "#tests/support/web-process.ts";

test.describe.configure({ mode: "serial" });

const workDir = path.resolve("data", `web-shutdown-${process.env.E2E_PORT ?? 3100}`);
const env = {
  SESSION_SECRET: "web-shutdown-session-secret-0123456789abcdef",
  SECRETS_KEY: "web-shutdown-secrets-key-0123456789abcdef0123",
  ROOM_SECRET: "web-shutdown-room-secret-0123456789abcdef",
  DATABASE_URL: `file:${path.join(workDir, "app.db")}`,
  SMTP_URL: "smtp://127.0.0.1:9",
  SECURE_COOKIES: "0",
  SHUTDOWN_TIMEOUT_MS: "2000",
  // A line per probe, so that a few thousand requests write far more than a pipe holds (64 kB).
  LOG_LEVEL: "debug",
};

let web: WebProcess | undefined;

test.beforeAll(() => {
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.mkdirSync(workDir, { recursive: true });
});

test.afterEach(async () => {
  await web?.stop();
});

/** About 400 kB of log lines the pipe cannot take while nobody reads it. */
async function logMoreThanAPipeHolds(url: string) {
  for (let request = 0; request < 2000; request++) {
    const response = await fetch(`${url}/healthz`);
    expect(response.status).toBe(200);
    await response.arrayBuffer();
  }
}

test("exits after SIGTERM while its log's reader has stopped reading and the pipe is full", async () => {
  web = await startWebProcess(env, { stdoutPipe: openLogPipe });
  web.logPipe!.stall();
  await logMoreThanAPipeHolds(web.url);
  web.child.kill("SIGTERM");
  expect(await web.exited).toBe(0);
});

test("exits after SIGTERM when its log's reader is gone with lines still to write (EPIPE)", async () => {
  web = await startWebProcess({ ...env, MIGRATE_ON_START: "0" }, { stdoutPipe: openLogPipe });
  web.logPipe!.stall();
  await logMoreThanAPipeHolds(web.url);
  // As when the process group is sent SIGTERM: `tee` ends, the server finds no reader for what it holds.
  web.logPipe!.close();
  web.child.kill("SIGTERM");
  expect(await web.exited).toBe(0);
});
