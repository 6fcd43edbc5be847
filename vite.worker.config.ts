import { defineConfig } from "vite";

// The import worker (app/features/imports/import-worker.ts) as a file of its own beside the server
// build: a worker thread starts from a file, and build/server/index.js finds it next to itself
// (app/utils/off-thread.server.ts). Packages stay imports of node_modules, as in the
// server build.
export default defineConfig({
  publicDir: false,
  build: {
    ssr: "app/features/imports/import-worker.ts",
    outDir: "build/server",
    emptyOutDir: false,
    rollupOptions: { output: { entryFileNames: "import-worker.js" } },
  },
});
