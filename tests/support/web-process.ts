// Production web processes (`node server/start.js`, what `npm run start:prod` runs) and the
// loopback services around them, for tests of the multi-server setup. Needs a fresh build.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { freePort } from "#tests/setup/free-port.ts";
import type { LogPipe } from "./log-pipe.ts";

export type WebProcess = {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything it wrote to stdout and stderr so far. */
  output: () => string;
  /** Its stdout alone: the JSON log. */
  stdout: () => string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  waitForOutput: (pattern: RegExp, timeoutMs?: number) => Promise<string>;
  /** Resolves once every line logged so far is in `output()`: the log is written in the background (decision 049). */
  logWritten: () => Promise<void>;
  stop: () => Promise<void>;
  /** Its standard output's pipe, when started with `stdoutPipe`. */
  logPipe?: LogPipe;
};

export type WebProcessOptions = {
  /** Standard output to a pipe of the test's (tests/support/log-pipe.ts) rather than Node's own. */
  stdoutPipe?: () => LogPipe;
};

async function poll<T>(what: string, attempt: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await attempt().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Starts `node server/start.js` with `env` and waits until /healthz answers. */
export async function startWebProcess(
  env: Record<string, string>,
  options: WebProcessOptions = {},
): Promise<WebProcess> {
  // freePort's port is free when asked, not when bound: a process of the other Playwright worker can
  // take it first. Ours then exits (EADDRINUSE) while /healthz answers from theirs, so readiness is
  // our own "listening" line plus /healthz, and a lost port is tried again with another.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startWebProcessOnce(env, options);
    } catch (error) {
      if (attempt >= 3 || !String(error).includes("EADDRINUSE")) throw error;
    }
  }
}

async function startWebProcessOnce(env: Record<string, string>, options: WebProcessOptions): Promise<WebProcess> {
  // A benchmark names its port (its own range on a shared machine); tests take a free one.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  // WEB_NODE_ARGS: Node options for the web process of a benchmark, e.g. "--cpu-prof --cpu-prof-dir=…".
  const nodeArgs = (process.env.WEB_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const logPipe = options.stdoutPipe?.();
  const child = spawn(process.execPath, [...nodeArgs, "server/start.js"], {
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", logPipe?.writeFd ?? "pipe", "pipe"],
  });
  logPipe?.handedOver();
  let output = "";
  let stdout = "";
  (logPipe?.reader ?? child.stdout!).on("data", (chunk) => {
    output += chunk;
    stdout += chunk;
  });
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const state = await poll(`the web process on ${port}:\n${output}`, async () => {
    if (child.exitCode !== null) return "exited" as const;
    if (!stdout.includes('"msg":"listening"')) return undefined;
    return (await fetch(`${url}/healthz`)).ok ? ("ready" as const) : undefined;
  }).catch((error) => {
    child.kill("SIGKILL");
    logPipe?.close();
    throw new Error(`${error.message}\n${output}`);
  });
  if (state === "exited") throw new Error(`web process exited early:\n${output}`);
  const waitForOutput = (pattern: RegExp, timeoutMs = 30_000) =>
    poll(`${pattern} in the log`, async () => output.match(pattern)?.[0], timeoutMs);
  return {
    url,
    port,
    child,
    logPipe,
    output: () => output,
    stdout: () => stdout,
    exited,
    waitForOutput,
    logWritten: async () => {
      // One process writes its lines in order: once a new request's line is out, so is every earlier one.
      const marker = await fetch(`${url}/favicon.svg`);
      await marker.arrayBuffer();
      await waitForOutput(new RegExp(`"reqId":"${marker.headers.get("X-Request-Id")}"`));
    },
    stop: async () => {
      // A profiled process (WEB_NODE_ARGS) is stopped gently, so that it writes its profile.
      if (child.exitCode === null && child.signalCode === null) child.kill(nodeArgs.length ? "SIGTERM" : "SIGKILL");
      await exited;
      logPipe?.close();
    },
  };
}

/** Runs `node server/start.js` with `env` expecting it to refuse: its exit code and output. */
export async function runRefusedStart(env: Record<string, string>) {
  // WEB_NODE_ARGS: Node options for the web process of a benchmark, e.g. "--cpu-prof --cpu-prof-dir=…".
  const nodeArgs = (process.env.WEB_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, "server/start.js"], {
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", PORT: String(await freePort()), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  return { code, output };
}

/** A child process that is ready once `url` answers; `stop()` ends it. */
async function startService(command: string, args: string[], readyUrl: string) {
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  await poll(`${command} ${args.join(" ")}`, async () => {
    if (child.exitCode !== null) throw new Error(output);
    await fetch(readyUrl);
    return true;
  });
  return {
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGKILL");
      await exited;
    },
  };
}

/** s3rver, a local server speaking the S3 API, with one bucket; its default keys are S3RVER. */
export async function startFakeS3(directory: string, bucket: string) {
  fs.rmSync(directory, { recursive: true, force: true });
  fs.mkdirSync(directory, { recursive: true });
  const port = await freePort();
  const service = await startService(
    process.execPath,
    [
      "node_modules/s3rver/bin/s3rver.js",
      "-d",
      directory,
      "-a",
      "127.0.0.1",
      "-p",
      String(port),
      "--silent",
      "--configure-bucket",
      bucket,
    ],
    `http://127.0.0.1:${port}/`,
  );
  return { ...service, endpoint: `http://127.0.0.1:${port}`, accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
}

/** The loopback SMTP server of the browser tests; every message lands as JSON in `directory`. */
export async function startSmtpCapture(directory: string) {
  fs.rmSync(directory, { recursive: true, force: true });
  const port = await freePort();
  // Its own process group: tsx runs the script in a child node process, and both must end.
  const child = spawn("./node_modules/.bin/tsx", ["tests/support/smtp-capture.ts", String(port), directory], {
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("smtp capture on") && resolve());
    child.once("exit", () => reject(new Error("smtp capture exited")));
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** The newest 4-digit reset code sent to `to`. */
    resetCode: (to: string) =>
      poll(
        `a reset code for ${to}`,
        async () => {
          const files = fs.existsSync(directory) ? fs.readdirSync(directory).sort().reverse() : [];
          for (const file of files) {
            const mail = JSON.parse(fs.readFileSync(path.join(directory, file), "utf8")) as {
              to: string[];
              raw: string;
            };
            const code = mail.raw.match(/^(\d{4})\s*$/m)?.[1];
            if (mail.to.includes(to) && code) return code;
          }
          return undefined;
        },
        20_000,
      ),
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      process.kill(-child.pid!, "SIGKILL");
      await exited;
    },
  };
}

/** The loopback libSQL server (tests/support/libsql-server.ts) in its own process group. */
export async function startLibsqlServerProcess(file: string, token: string, port: number) {
  const child = spawn("./node_modules/.bin/tsx", ["tests/support/libsql-server-cli.ts", file, token, String(port)], {
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  child.stderr!.on("data", (chunk) => (output += chunk));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("libsql server on") && resolve());
    child.once("exit", () => reject(new Error(`libsql server exited:\n${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      process.kill(-child.pid!, "SIGKILL");
      await exited;
    },
  };
}
