// One visitor timing a page back to back, in a process of its own (started by timePage below):
// a visitor in the pew brings their own phone, so the simulated crowd's work in the benchmark's
// process (thousands of sockets, their captions, the Chromium pages) must not count in the time
// that visitor waits for the web server. "stop" on the IPC channel ends the loop once it has
// `min` samples; the answer is the samples in ms.
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { browserGet } from "#tests/support/phone.ts";

/**
 * Between two requests: a visitor, not a load of its own. Back to back every 50 ms, the timer alone
 * cost the web server a sixth of a core (1,150 pages in a run); four a second still gives a p95
 * over about 240 pages a minute.
 */
const PAUSE_MS = 250;

/** Starts timing `url` in a child process; `stop()` resolves with its samples (ms) once it has `min`. */
export function timePage(url: string, min = 0) {
  const child = fork(fileURLToPath(import.meta.url), [url, String(min)]);
  const samples = new Promise<number[]>((resolve, reject) => {
    child.once("message", (message) => resolve(message as number[]));
    child.once("exit", (code) => reject(new Error(`page timer stopped (${code}) before answering`)));
  });
  return {
    stop: async () => {
      child.send("stop");
      return samples;
    },
  };
}

async function timeUntilStopped(url: string, min: number) {
  let stopped = false;
  process.on("message", () => (stopped = true));
  const samples: number[] = [];
  while (samples.length < min || !stopped) {
    const started = performance.now();
    const response = await browserGet(url, {}).catch(() => null);
    await response?.arrayBuffer();
    if (response?.ok) samples.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
  }
  process.send!(samples, () => process.exit(0));
}

if (process.send && process.argv[1] === fileURLToPath(import.meta.url)) {
  void timeUntilStopped(process.argv[2]!, Number(process.argv[3]));
}
