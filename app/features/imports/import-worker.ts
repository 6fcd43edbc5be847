// The import worker thread: one job per thread, then it is ended (app/utils/off-thread.server.ts starts
// it, and ends it early when it runs out of time). Built as build/server/import-worker.js.
import os from "node:os";
import { isMainThread, parentPort, workerData } from "node:worker_threads";
import { BACKGROUND_NICE } from "#app/utils/background-threads.server.ts";
import type { JobRequest } from "#app/utils/import-jobs.ts";
import { jobs } from "./jobs.server.ts";

// A lower priority for this thread alone (on Linux a nice value is per thread): on a machine of
// two cores an import takes the CPU the request thread leaves, not the other way round.
os.setPriority(BACKGROUND_NICE);

const { kind, input } = workerData as JobRequest;
const run = jobs[kind] as (input: JobRequest["input"]) => Promise<unknown>;
parentPort!.postMessage({ value: await run(input), onMainThread: isMainThread });
