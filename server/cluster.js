// WEB_PROCESSES=N (N > 1): the production server as N processes sharing one port (node:cluster),
// so a host's every core answers requests: one Node process serves on one core, and a Sunday rush
// needs more (issue 33). Web processes keep nothing that must be shared in memory (decision 019),
// so any of them may take any request. Plain JavaScript like start.js, and it loads nothing of
// the app: the primary only starts, replaces and stops the processes.
//
// - The first process migrates the database (unless MIGRATE_ON_START=0); the others start once it
//   listens, with MIGRATE_ON_START=0, so two never migrate one file at once.
// - A process that ends unexpectedly after it listened is replaced; one that ends before it ever
//   listened (a wrong variable, a failed migration) stops them all, with its exit code.
// - SIGTERM or SIGINT: each process drains as a single one does (server/serve.ts); the primary
//   exits 0 once all have.
import cluster from "node:cluster";

/** The number of processes WEB_PROCESSES asks for, or an error message. */
export function webProcesses(value) {
  if (value === undefined || value === "") return { count: 1 };
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > 64)
    return { error: "WEB_PROCESSES: must be a whole number of web processes from 1 to 64" };
  return { count };
}

const log = (msg, fields = {}) =>
  console.log(JSON.stringify({ level: "info", time: new Date().toISOString(), pid: process.pid, ...fields, msg }));

export function runCluster(count) {
  let stopping = false;
  const listened = new Set();

  const fork = (env) => {
    const worker = cluster.fork(env);
    worker.once("listening", () => listened.add(worker.id));
    return worker;
  };

  const first = fork({});
  first.once("listening", () => {
    for (let index = 1; index < count; index++) fork({ MIGRATE_ON_START: "0" });
  });

  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        log("stopped");
        process.exit(0);
      }
      return;
    }
    if (!listened.has(worker.id)) {
      // It never served: starting more of the same would fail the same way.
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill("SIGTERM");
      process.exitCode = code || 1;
      return;
    }
    log("web process ended; starting another", { worker: worker.process.pid, code, signal });
    fork({ MIGRATE_ON_START: "0" });
  });

  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    log("stopping web processes", { signal, processes: Object.keys(cluster.workers ?? {}).length });
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}
