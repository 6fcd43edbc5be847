import { spawn } from "node:child_process";

export const TEST_ROOM_SECRET = "test-room-secret-that-is-long-enough-000";

/**
 * A real `partykit dev` on a port of its own, ready when this resolves; `stop()` ends it.
 * `persistDir` keeps room storage on disk, so a restarted server finds its sermons again.
 */
export async function startPartykit(port: number, options: { persistDir?: string } = {}) {
  const child = spawn(
    "./node_modules/.bin/partykit",
    [
      "dev", "--port", String(port), "--no-hotkeys", "--disable-request-cf-fetch",
      "--persist", options.persistDir ?? "false", "--var", `ROOM_SECRET=${TEST_ROOM_SECRET}`,
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`partykit exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`partykit did not start:\n${output}`);
    try {
      await fetch(`${url}/parties/main/ready-check`);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  return {
    url,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill("SIGKILL");
      await new Promise((resolve) => child.once("exit", resolve));
    },
  };
}
