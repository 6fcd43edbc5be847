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
  // while one is being written go together. pino writes what is left when the process exits. A
  // worker thread writes at once: it can be ended before a background write is done.
  return pino(
    {
      ...options,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label: string) => ({ level: label }) },
    },
    pino.destination({ dest: 1, sync: !isMainThread }),
  );
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
