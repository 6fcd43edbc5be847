// The jobs the import worker takes, as types only: the request side (./off-thread.server.ts)
// names them without loading what the worker runs (app/features/imports/jobs.server.ts). Each
// feature that imports files declares its own job in ImportJobs, beside the code that starts it
// (`declare module "#app/utils/import-jobs.ts"`, TypeScript's interface merging): this plumbing
// names no feature, and the features import it, never the other way (decision 040).

/**
 * A job kind → what the worker is given and what it answers. Empty here; filled in by the
 * features (glossary, memory, scripture). Exported for them to extend, which knip does not
 * count as a use (hence `@public`).
 * @public
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ImportJobs {}

type Job = { input: unknown; output: unknown };
export type JobKind = keyof ImportJobs;
export type JobInput<K extends JobKind> = ImportJobs[K] extends Job ? ImportJobs[K]["input"] : never;
export type JobOutput<K extends JobKind> = ImportJobs[K] extends Job ? ImportJobs[K]["output"] : never;
export type JobRequest = { [K in JobKind]: { kind: K; input: JobInput<K> } }[JobKind];
