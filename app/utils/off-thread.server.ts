/**
 * Uploaded files are read and stored off the request's thread (issue 30: one OSIS file, or a
 * glossary CSV, held the event loop and every other request with it for seconds). Each job gets
 * a worker thread of its own, which is ended when the job is done or outlives its time budget;
 * one runs at a time (two cores: one for the server, one for an import), a few more may wait,
 * and organisations take turns: one's uploads never keep another's waiting (decision 054).
 * See docs/decisions/029-imports-off-thread.md.
 */
import { Worker } from "node:worker_threads";
import { logger } from "#app/utils/logger.server.ts";
import type { JobInput, JobKind, JobOutput } from "./import-jobs.ts";

type OffThreadFailure = "timedOut" | "busy" | "failed";
export type OffThreadResult<K extends JobKind> =
  { ok: true; value: JobOutput<K>; onMainThread: boolean } | { ok: false; failure: OffThreadFailure };

const MAX_RUNNING = 1;
/**
 * Jobs one organisation may have waiting (issue 40: one worker serves every organisation, and
 * four uploads of one filled the queue; another's import got 503). Each organisation has its own.
 */
const MAX_WAITING_PER_OWNER = 2;
/** Organisations with jobs waiting at once: past this a new one is told to try again. */
const MAX_OWNERS_WAITING = 64;
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
/** Waiting jobs by owner: an organisation, or the shipped Bibles' index. */
const waiting = new Map<string, (() => void)[]>();
/** When each owner with a job running or waiting last had its turn (a count of turns given). */
const lastTurn = new Map<string, number>();
let turns = 0;

async function takeTurn(owner: string) {
  if (running < MAX_RUNNING) {
    running++;
    lastTurn.set(owner, ++turns);
    return true;
  }
  const queue = waiting.get(owner);
  if (queue ? queue.length >= MAX_WAITING_PER_OWNER : waiting.size >= MAX_OWNERS_WAITING) return false;
  // The finishing job hands its turn over directly (running stays as it is).
  await new Promise<void>((resolve) => {
    if (queue) queue.push(resolve);
    else waiting.set(owner, [resolve]);
  });
  return true;
}

/**
 * The next turn goes to the waiting owner whose last turn is oldest (one never served first, then
 * in the order they came): round-robin, so a job waits for the one running and at most one job of
 * each other organisation, never for a queue one organisation filled.
 */
function endTurn(finished: string) {
  if (!waiting.has(finished)) lastTurn.delete(finished);
  let next: string | undefined;
  for (const owner of waiting.keys())
    if (next === undefined || (lastTurn.get(owner) ?? 0) < (lastTurn.get(next) ?? 0)) next = owner;
  if (next === undefined) {
    running--;
    return;
  }
  const queue = waiting.get(next)!;
  const resume = queue.shift()!;
  if (!queue.length) waiting.delete(next);
  lastTurn.set(next, ++turns);
  resume();
}

/** Whose job it is: the organisation it imports for, or the shipped Bibles' (no organisation). */
const ownerOf = (input: object) =>
  "organisationId" in input && typeof input.organisationId === "string" ? input.organisationId : "shipped";

/** Runs one import job in a worker thread, stopped after `budgetMs`. */
export async function runOffThread<K extends JobKind>(
  kind: K,
  input: JobInput<K>,
  budgetMs: number,
): Promise<OffThreadResult<K>> {
  const owner = ownerOf(input);
  if (!(await takeTurn(owner))) {
    logger.warn({ kind }, "import refused: this organisation's other imports are waiting");
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
    endTurn(owner);
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
