// The import worker thread: one job per thread, then it ends (./off-thread.server.ts starts it,
// and stops it when it runs out of time). Built as build/server/parse-worker.js for production.
import { isMainThread, parentPort, workerData } from "node:worker_threads";
import { jobs, type JobRequest } from "./jobs.ts";

const { kind, input } = workerData as JobRequest;
const value = kind === "bible" ? jobs.bible(input) : jobs.glossaryCsv(input);
parentPort!.postMessage({ value, onMainThread: isMainThread });
