import { logger } from "#app/utils/logger.server.ts";
// Work a request starts but must not wait for (hashing a reset code, sending its mail): the
// answer then takes the same time whatever that work turns out to be. Failures are logged.
const pending = new Set<Promise<void>>();

export function runInBackground(label: string, task: () => Promise<void>) {
  const job = new Promise<void>((resolve) => setImmediate(resolve))
    .then(task)
    .catch((error) => logger.error({ err: error, job: label }, "background job failed"))
    .finally(() => pending.delete(job));
  pending.add(job);
}

/** Resolves once every job started so far has finished (tests; a graceful shutdown). */
export async function backgroundIdle() {
  while (pending.size) await Promise.all([...pending]);
}
