// Work that may wait runs at a lower priority than the requests that may not (issue 30: on a
// machine of two cores, re-encoding a 5 MB photo slowed every other page). On Linux a nice value
// belongs to a thread, not to the process, so each background thread is lowered on its own: the
// import worker lowers itself (app/features/imports/import-worker.ts), and libvips' threads, which
// sharp starts at the request thread's priority, are lowered by name after each image. libvips
// keeps its threads for the next image, so from the second image on all of its work runs lowered.
// Elsewhere (no /proc) this does nothing.
import fs from "node:fs";
import os from "node:os";

/** The nice value of background work: the request thread (0) wins the CPU, imports take the rest. */
export const BACKGROUND_NICE = 10;

/** Lowers this process's threads called `name` (as /proc shows it) to BACKGROUND_NICE; returns how many. */
export function lowerThreadsNamed(name: string) {
  let threads: string[];
  try {
    threads = fs.readdirSync("/proc/self/task");
  } catch {
    return 0;
  }
  let lowered = 0;
  for (const thread of threads) {
    const id = Number(thread);
    try {
      if (fs.readFileSync(`/proc/self/task/${thread}/comm`, "utf8").trim() !== name) continue;
      if (os.getPriority(id) >= BACKGROUND_NICE) continue;
      os.setPriority(id, BACKGROUND_NICE);
      lowered++;
    } catch {
      // The thread ended between the listing and now.
    }
  }
  return lowered;
}

/** The name libvips gives its threads (sharp's image work). */
export const IMAGE_THREADS = "libvips worker";

/** The nice value of every thread called `name`, for tests. */
export function threadPriorities(name: string) {
  return fs
    .readdirSync("/proc/self/task")
    .filter((thread) => fs.readFileSync(`/proc/self/task/${thread}/comm`, "utf8").trim() === name)
    .map((thread) => os.getPriority(Number(thread)));
}
