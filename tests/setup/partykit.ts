import { spawn } from "node:child_process";

/** A real `partykit dev` on a port of its own, ready when this resolves; `stop()` ends it. */
export async function startPartykit(port: number) {
  const child = spawn(
    "./node_modules/.bin/partykit",
    ["dev", "--port", String(port), "--no-hotkeys", "--disable-request-cf-fetch", "--persist", "false"],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`partykit exited early:\n${output}`);
    try {
      await fetch(`${url}/parties/main/ready-check`);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  if (Date.now() >= deadline) throw new Error(`partykit did not start:\n${output}`);
  return {
    url,
    stop: async () => {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    },
  };
}
