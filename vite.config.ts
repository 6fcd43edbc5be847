import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  // The server bundle starts from server/app.ts (the production server, which re-exports React
  // Router's server build), so the server and the routes share one copy of every app module.
  build: isSsrBuild ? { rollupOptions: { input: "./server/app.ts" } } : undefined,
  plugins: [reactRouter()],
  server: { port: 3000 },
}));
