import { spawn } from "node:child_process";
import { freePort } from "./free-port.ts";

/** Debian's Apertium APY on a port of its own (`apt-get install apertium-apy apertium-eng-spa apertium-es-pt`). */
export async function startApertium() {
  // A port found free can be taken by another test file's server before APY binds it: APY then
  // exits, and starts again on another port.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(await freePort());
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

async function startOnce(port: number) {
  const child = spawn("apertium-apy", ["-p", String(port), "/usr/share/apertium/modes"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  child.on("error", (error) => (output += String(error)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`apertium-apy did not start:\n${output}`);
    }
    try {
      if ((await fetch(`${url}/listPairs`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  return {
    url,
    stop: async () => {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    },
  };
}
