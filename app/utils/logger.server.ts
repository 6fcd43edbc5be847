// One logger for the server: JSON lines in production (one per request, see server/app.ts),
// human-readable in development. What may never appear in a log — passwords, tokens, reset
// codes, cookies, full e-mail addresses — is kept out by logging only chosen fields; the
// redaction by key and the scrubbing of every text (log-scrub.ts) are second lines of defence
// should someone log an object, a URL or an error whole. The server's console goes through the
// same scrubbing (installConsoleScrub), in every mode.
import { isMainThread } from "node:worker_threads";
import pino, { type Logger } from "pino";
import { env } from "./env.server.ts";
import { scrubLogValue } from "#app/neutral/log-scrub.ts";

const redactedKeys = [
  "password",
  "newPassword",
  "confirmPassword",
  "token",
  "code",
  "secret",
  "authorization",
  "cookie",
  "email",
];

function createLogger(): Logger {
  const level = env.LOG_LEVEL ?? (env.NODE_ENV === "production" ? "info" : env.NODE_ENV === "test" ? "warn" : "debug");
  const options = {
    level,
    base: { pid: process.pid },
    redact: { paths: [...redactedKeys, ...redactedKeys.map((key) => `*.${key}`)], censor: "[redacted]" },
    hooks: {
      logMethod(this: Logger, args: Parameters<Logger["info"]>, method: Logger["info"]) {
        return method.apply(this, args.map((arg) => scrubLogValue(arg)) as Parameters<Logger["info"]>);
      },
    },
  };
  // pino-pretty is a development dependency: production writes plain JSON to stdout.
  if (env.NODE_ENV === "development") {
    return pino({
      ...options,
      transport: { target: "pino-pretty", options: { colorize: true, translateTime: "HH:MM:ss" } },
    });
  }
  // Level names and ISO times: readable by a person and by any log shipper. Written in the
  // background (sonic-boom): a line per request written synchronously to a pipe held the event loop
  // 0.6 ms each, a third of a small request's cost in a Sunday rush (decision 049); lines that come
  // while one is being written go together. What is left when the server stops gets a moment
  // (closeLog) and no more. A worker thread writes at once: it can be ended before a background
  // write is done.
  return pino(
    {
      ...options,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label: string) => ({ level: label }) },
    },
    stdoutDestination(),
  );
}

type Destination = ReturnType<typeof pino.destination>;
let stdoutLog: Destination | undefined;
let readerGone = false;
let closing: Promise<boolean> | undefined;
/** The most the log holds for a reader that stopped reading; later lines are dropped (decision 053). */
const MAX_BUFFERED_LOG_BYTES = 16 * 1024 * 1024;

/**
 * Standard output as a log that never holds the process: a reader that stalls or goes away costs
 * log lines, never the server's exit (decision 053).
 */
function stdoutDestination(): Destination {
  if (!isMainThread) return pino.destination({ dest: 1, sync: true });
  // Opening process.stdout makes a pipe's descriptor non-blocking (libuv does so for pipes): a write
  // to a full pipe then answers EAGAIN, and sonic-boom tries again on a timer. Left blocking, the
  // background write waits forever in a thread of libuv's pool, and process.exit waits for that thread.
  void process.stdout;
  const stream = pino.destination({ dest: 1, sync: false, maxLength: MAX_BUFFERED_LOG_BYTES });
  // pino already stops writing on EPIPE (the reader is gone); any other failure to write the log
  // must not end the server either (with no listener, the stream's error would be thrown).
  stream.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") readerGone = true;
  });
  stdoutLog = stream;
  return stream;
}

/**
 * Writes what the log still holds, for at most `waitMs`: true when all of it went out. What has not
 * by then is given up, so that exiting does not wait on the log's reader: pino's exit hook writes
 * the rest synchronously, and sonic-boom's synchronous write loops for ever on a pipe that is full
 * (EAGAIN) or has no reader (EPIPE).
 */
export function closeLog(waitMs: number): Promise<boolean> {
  const stream = stdoutLog;
  if (!stream) return Promise.resolve(true);
  // pino has made the stream's end a no-op: nothing more can be written.
  if (readerGone) return Promise.resolve(false);
  return (closing ??= new Promise((resolve) => {
    const finish = (written: boolean) => {
      clearTimeout(timer);
      if (!written) stream.flushSync = () => {};
      resolve(written);
    };
    const timer = setTimeout(() => finish(false), waitMs);
    stream.once("close", () => finish(true));
    stream.once("error", () => finish(false));
    stream.end();
  }));
}

const globalForLogger = globalThis as unknown as { logger?: Logger };
export const logger = (globalForLogger.logger ??= createLogger());

/** "a…@example.org": enough to tell people apart in a log, not enough to write to them. */
export function maskEmail(email: string) {
  const at = email.lastIndexOf("@");
  return at > 0 ? `${email[0]}…${email.slice(at)}` : "…";
}

let consoleScrubbed = false;

/** The server's console.* calls scrubbed like the logger's lines (an error logged whole may hold an address). */
export function installConsoleScrub() {
  if (consoleScrubbed) return;
  consoleScrubbed = true;
  for (const level of ["log", "info", "warn", "error", "debug"] as const) {
    // eslint-disable-next-line no-console -- wraps the console itself, for libraries that write to it
    const write = console[level].bind(console);
    // eslint-disable-next-line no-console -- as above
    console[level] = (...args: unknown[]) => write(...args.map((arg) => scrubLogValue(arg)));
  }
}
