import { spawn } from "node:child_process";
import { freePort } from "./free-port.ts";

export const TEST_ROOM_SECRET = "test-room-secret-that-is-long-enough-000";

/**
 * A real `partykit dev` on a port of its own, ready when this resolves; `stop()` ends it.
 * `persistDir` keeps room storage on disk, so a restarted server finds its sermons again;
 * `config` runs another project than partykit.json's (the benchmark's baseline room).
 */
export async function startPartykit(
  options: { port?: number; persistDir?: string; config?: string; vars?: Record<string, string> } = {},
) {
  const port = options.port ?? (await freePort());
  // A leftover server on this port would answer the readiness check with old code.
  const stale = await fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  );
  if (stale) throw new Error(`port ${port} is already in use: stop the old partykit/workerd first`);
  const child = spawn(
    "./node_modules/.bin/partykit",
    [
      "dev",
      "--port",
      String(port),
      "--no-hotkeys",
      "--disable-request-cf-fetch",
      "--persist",
      options.persistDir ?? "false",
      // Test values only (a real secret never goes on a command line: see scripts/room-config.mjs).
      // ALLOW_TEST_EVICTION opens party/test-seam.ts: tests evict and restart rooms on demand.
      "--var",
      ...Object.entries({ ROOM_SECRET: TEST_ROOM_SECRET, ALLOW_TEST_EVICTION: "1", ...options.vars }).map(
        ([key, value]) => `${key}=${value}`,
      ),
      ...(options.config ? ["--config", options.config] : []),
    ],
    // Its own process group: partykit runs workerd as a child, and both must die together.
    { stdio: ["ignore", "pipe", "pipe"], detached: true },
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
    port,
    /** partykit's process id; its workerd runs in the same process group (the benchmark reads its memory). */
    pid: child.pid!,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      process.kill(-child.pid!, "SIGKILL");
      await exited;
    },
  };
}
