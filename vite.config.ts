import { reactRouter } from "@react-router/dev/vite";
import { createLogger, defineConfig } from "vite";
import { precompressed } from "./vite.compression.ts";

// React Router 7.18's plugin still passes Vite 8 the old `envFile: false` to its inner compilers,
// and Vite warns about it on every one. That warning is about the framework, not this app, and
// it buried real warnings in the build output: drop that one message, keep every other.
const logger = createLogger();
const warn = logger.warn.bind(logger);
logger.warn = (message, options) => {
  if (message.includes("`envFile` option is deprecated")) return;
  warn(message, options);
};

export default defineConfig(({ isSsrBuild }) => ({
  customLogger: logger,
  // The server bundle starts from server/app.ts (the production server, which re-exports React
  // Router's server build), so the server and the routes share one copy of every app module.
  build: isSsrBuild ? { rollupOptions: { input: "./server/app.ts" } } : undefined,
  // The client's files also as .br and .gz (vite.compression.ts); the server build needs none.
  plugins: [reactRouter(), isSsrBuild ? null : precompressed()],
  server: { port: 3000 },
}));
