import { spawn } from "node:child_process";
import { freePort } from "./free-port.ts";

export const TEST_ROOM_SECRET = "test-room-secret-that-is-long-enough-000";

/**
 * A real `partykit dev` on a port of its own, ready when this resolves; `stop()` ends it.
 * `persistDir` keeps room storage on disk, so a restarted server finds its sermons again;
 * `config` runs another project than partykit.json's (the benchmark's baseline room).
 */
type PartykitOptions = { port?: number; persistDir?: string; config?: string; vars?: Record<string, string> };

export async function startPartykit(options: PartykitOptions = {}) {
  // A port found free can be taken by another test file's server before partykit binds it (Vitest
  // runs two files at once): then partykit cannot start, and it starts again on another port.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(options.port ?? (await freePort()), options);
    } catch (error) {
      if (options.port !== undefined || attempt === 3 || !(error instanceof PortTaken)) throw error;
    }
  }
}

class PortTaken extends Error {}

async function startOnce(port: number, options: PartykitOptions) {
  // A leftover server on this port would answer the readiness check with old code.
  const stale = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2000) }).then(
    () => true,
    // Refused: nobody listens. Timed out: something holds the port without answering HTTP.
    (error: Error) => error.name === "TimeoutError",
  );
  if (stale) throw new PortTaken(`port ${port} is already in use: stop the old partykit/workerd first`);
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
    // partykit says so and hangs on when its port was taken meanwhile: ended here, tried elsewhere.
    if (/address already in use|EADDRINUSE/i.test(output)) {
      if (child.exitCode === null) process.kill(-child.pid!, "SIGKILL");
      throw new PortTaken(`port ${port} was taken before partykit could bind it`);
    }
    if (child.exitCode !== null) throw new Error(`partykit exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`partykit did not start:\n${output}`);
    // Only this partykit's own answer counts: another server on the port would answer too.
    const ours = output.includes(`Ready on http://0.0.0.0:${port}`);
    const answered =
      ours &&
      (await fetch(`${url}/parties/main/ready-check`).then(
        () => true,
        () => false,
      ));
    if (answered) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
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
