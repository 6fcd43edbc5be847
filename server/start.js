// npm run start:prod — the production web server only (rooms run on PartyKit, mail goes to
// SMTP). Kept as plain JavaScript so Node runs it as it is; everything else is built by Vite
// into build/server/index.js (server/app.ts, server/serve.ts). See docs/deploy.md.
import cluster from "node:cluster";
import fs from "node:fs";
import { runCluster, webProcesses } from "./cluster.js";

process.env.NODE_ENV = "production";
const buildFile = new URL("../build/server/index.js", import.meta.url);
if (!fs.existsSync(buildFile)) {
  console.error("No build found: run `npm run build` first.");
  process.exit(1);
}
const processes = webProcesses(process.env.WEB_PROCESSES);
if (processes.error) {
  console.error(processes.error);
  process.exit(1);
}
if (cluster.isPrimary && processes.count > 1) runCluster(processes.count);
else
  try {
    // Importing checks the environment (app/utils/env.server.ts) and names any wrong variable.
    const build = await import(buildFile.href);
    await build.startProductionServer();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
