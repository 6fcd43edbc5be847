// The life of one production web process: refuse a development setup, migrate, listen, and on
// SIGTERM (a deploy, systemd stop, a load balancer's drain) stop accepting, let requests in
// flight finish within SHUTDOWN_TIMEOUT_MS, close the database and exit 0.
import { spawn } from "node:child_process";
import http from "node:http";
import type { Socket } from "node:net";
import path from "node:path";
import type { Express } from "express";
import { projectRoot } from "#app/utils/database-url.ts";
import { prisma } from "#app/utils/db.server.ts";
import { env } from "#app/utils/env.server.ts";
import { guardServer } from "#app/utils/http-guard.server.ts";
import { closeLog, logger } from "#app/utils/logger.server.ts";
import { startDraining, warmUpDatabase } from "#app/utils/readiness.server.ts";

/** How long the last log lines may take to be written once the server has stopped. */
const LOG_CLOSE_MS = 1000;

/** What production needs beyond env.server.ts's checks (which already refuse the dev secrets). */
function productionProblems(source: Record<string, string | undefined> = process.env): string[] {
  const problems: string[] = [];
  if (env.NODE_ENV !== "production") problems.push("NODE_ENV: must be production");
  // Without it, mail would go to a dev mailbox on this one host's disk: only `npm start` (one
  // machine, scripts/start.sh) asks for that, with DEV_MAILBOX=1.
  if (!env.SMTP_URL && source.DEV_MAILBOX !== "1")
    problems.push("SMTP_URL: must be set in production (password-reset codes are e-mailed)");
  const timeout = source.SHUTDOWN_TIMEOUT_MS;
  if (timeout !== undefined && !(Number(timeout) > 0))
    problems.push("SHUTDOWN_TIMEOUT_MS: must be a positive number of milliseconds");
  return problems;
}

function migrate(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(projectRoot, "node_modules", ".bin", "prisma"), ["migrate", "deploy"], {
      cwd: projectRoot,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.once("error", reject);
    child.once("exit", (code) => {
      if (code === 0) return resolve();
      reject(new Error(`prisma migrate deploy failed (exit ${code}):\n${output}`));
    });
  });
}

/** Runs the request pipeline `createApp` builds; server/app.ts passes it in, so neither file imports the other. */
export async function runProductionServer(createApp: () => Express) {
  const problems = productionProblems();
  if (problems.length > 0) throw new Error(`Refusing to start:\n${problems.map((line) => `  - ${line}`).join("\n")}`);
  if (process.env.MIGRATE_ON_START !== "0") {
    await migrate();
    logger.info("migrations applied");
  }

  await warmUpDatabase();

  const shutdownTimeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 20_000);
  const app = createApp();
  const server = http.createServer(app);
  guardServer(server);
  await new Promise<void>((resolve) => server.listen(env.PORT, process.env.HOST ?? "0.0.0.0", resolve));
  // A slow client must not hold a socket forever (Node's default is 5 minutes); two minutes still
  // lets a phone on a weak connection send an event's images.
  server.requestTimeout = 120_000;
  server.headersTimeout = 20_000;
  logger.info({ port: env.PORT }, "listening");

  // Sockets with a request in progress, so a shutdown can close only the idle ones.
  const busy = new Set<Socket>();
  server.on("request", (req, res) => {
    busy.add(req.socket);
    res.once("close", () => busy.delete(req.socket));
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    startDraining();
    logger.info({ signal, inFlight: busy.size }, "shutting down: no new connections, finishing requests in flight");
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // Idle keep-alive sockets close now; busy ones after their answer (Connection: close).
    server.closeIdleConnections();
    const idleSweep = setInterval(() => server.closeIdleConnections(), 250);
    let timedOut = false;
    const deadline = new Promise<void>((resolve) =>
      setTimeout(() => {
        timedOut = true;
        resolve();
      }, shutdownTimeoutMs).unref(),
    );
    await Promise.race([closed, deadline]);
    clearInterval(idleSweep);
    if (timedOut) {
      logger.warn({ cut: busy.size, shutdownTimeoutMs }, "requests still running at the shutdown deadline were cut");
      server.closeAllConnections();
    }
    await prisma.$disconnect().catch((error: unknown) => logger.error({ err: error }, "closing the database failed"));
    logger.info("stopped");
    // The log's reader may have stopped reading or gone (a `| tee` ended with us): the lines still
    // held get a moment, then the process exits without them (decision 053).
    await closeLog(LOG_CLOSE_MS);
    process.exit(0);
  };
  // `on`, not `once`: a second signal (npm and systemd both forwarding one) must not kill the
  // process mid-drain; shutdown() ignores repeats.
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  // One request's stray promise must not end every listener's sermon: log it and keep serving.
  process.on("unhandledRejection", (reason) => logger.error({ err: reason }, "unhandled rejection (kept running)"));
  return server;
}
