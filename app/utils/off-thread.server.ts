/**
 * Uploaded files are read and stored off the request's thread (issue 30: one OSIS file, or a
 * glossary CSV, held the event loop and every other request with it for seconds). Each job gets
 * a worker thread of its own, which is ended when the job is done or outlives its time budget;
 * one runs at a time (two cores: one for the server, one for an import), a few more may wait.
 * See docs/decisions/029-imports-off-thread.md.
 */
import { Worker } from "node:worker_threads";
import { logger } from "#app/utils/logger.server.ts";
import type { JobInput, JobKind, JobOutput } from "./import-jobs.ts";

type OffThreadFailure = "timedOut" | "busy" | "failed";
export type OffThreadResult<K extends JobKind> =
  { ok: true; value: JobOutput<K>; onMainThread: boolean } | { ok: false; failure: OffThreadFailure };

const MAX_RUNNING = 1;
const MAX_WAITING = 4;
// A file's text and what is read from it stay far below this; a job that grows past it is ended.
const HEAP_LIMIT_MB = 512;

// From the sources (the dev server, Vitest) this module is a .ts file, and the worker starts from
// its sources too (app/features/imports/source-worker.mjs). In the production build this module is part of
// build/server/index.js, beside which `npm run build` writes build/server/import-worker.js
// (vite.worker.config.ts). The name is in a variable: Vite would take a literal
// `new URL("…", import.meta.url)` for an asset of the build.
const workerName = import.meta.url.endsWith(".ts") ? "../features/imports/source-worker.mjs" : "./import-worker.js";
const workerFile = new URL(workerName, import.meta.url);

let running = 0;
const waiting: (() => void)[] = [];

async function takeTurn() {
  if (running < MAX_RUNNING) {
    running++;
    return true;
  }
  if (waiting.length >= MAX_WAITING) return false;
  // The finishing job hands its turn over directly (running stays as it is).
  await new Promise<void>((resolve) => waiting.push(resolve));
  return true;
}

function endTurn() {
  const next = waiting.shift();
  if (next) next();
  else running--;
}

/** Runs one import job in a worker thread, stopped after `budgetMs`. */
export async function runOffThread<K extends JobKind>(
  kind: K,
  input: JobInput<K>,
  budgetMs: number,
): Promise<OffThreadResult<K>> {
  if (!(await takeTurn())) {
    logger.warn({ kind }, "import refused: others are waiting");
    return { ok: false, failure: "busy" };
  }
  const started = performance.now();
  const bytes = "file" in input ? input.file.size : "text" in input ? input.text.length : 0;
  logger.info({ kind, bytes }, "import started");
  try {
    const result = await inWorker(kind, input, budgetMs);
    const ms = Math.round(performance.now() - started);
    if (result.ok) logger.info({ kind, bytes, ms }, "import done");
    else logger.warn({ kind, bytes, ms, failure: result.failure }, "import stopped");
    return result;
  } finally {
    endTurn();
  }
}

function inWorker<K extends JobKind>(kind: K, input: JobInput<K>, budgetMs: number) {
  return new Promise<OffThreadResult<K>>((resolve) => {
    const worker = new Worker(workerFile, {
      workerData: { kind, input },
      resourceLimits: { maxOldGenerationSizeMb: HEAP_LIMIT_MB },
    });
    let settled = false;
    const settle = (result: OffThreadResult<K>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      // The next job starts once this thread is gone, so two never share the spare core.
      void worker.terminate().finally(() => resolve(result));
    };
    const timer = setTimeout(() => settle({ ok: false, failure: "timedOut" }), budgetMs);
    worker.once("message", (message: { value: JobOutput<K>; onMainThread: boolean }) =>
      settle({ ok: true, ...message }),
    );
    worker.once("error", (error) => {
      logger.error({ kind, error: error.message }, "import worker failed");
      settle({ ok: false, failure: "failed" });
    });
    worker.once("exit", () => settle({ ok: false, failure: "failed" }));
  });
}
