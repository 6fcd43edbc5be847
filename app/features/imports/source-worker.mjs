// The import worker started from its TypeScript sources (the dev server, Vitest): Node 20 cannot
// load .ts in a worker through `--import tsx`, so the worker starts here and has tsx load it. The
// production server starts the built build/server/parse-worker.js instead.
import { tsImport } from "tsx/esm/api";

await tsImport("./parse-worker.ts", import.meta.url);
