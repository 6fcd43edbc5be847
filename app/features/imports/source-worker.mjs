// The import worker started from its TypeScript sources (the dev server, Vitest): Node 20 cannot
// load .ts in a worker through `--import tsx`, so the worker starts here and has tsx load it. The
// production server starts the built build/server/import-worker.js instead.
import { tsImport } from "tsx/esm/api";

await tsImport("./import-worker.ts", import.meta.url);
