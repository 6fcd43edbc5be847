// The import worker thread: one job per thread, then it is ended (./off-thread.server.ts starts
// it, and ends it early when it runs out of time). Built as build/server/import-worker.js.
import { isMainThread, parentPort, workerData } from "node:worker_threads";
import type { JobRequest } from "./job-types.ts";
import { jobs } from "./jobs.server.ts";

const { kind, input } = workerData as JobRequest;
const run = jobs[kind] as (input: JobRequest["input"]) => Promise<unknown>;
parentPort!.postMessage({ value: await run(input), onMainThread: isMainThread });
