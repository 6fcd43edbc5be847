// Finds what must never be in a server log. Long secrets (passwords, tokens, cookies, keys,
// e-mail addresses) are searched for as they are. A 4-digit reset code could appear by chance
// inside a number (a time, a process id), so it is searched only in the text a log line carries:
// every JSON value except the numbers and ids the logger itself adds.
const generatedFields = new Set(["time", "pid", "durationMs", "status", "reqId", "userId", "level"]);

function textValues(value: unknown, key = ""): string[] {
  if (generatedFields.has(key)) return [];
  if (typeof value === "string" || typeof value === "number") return [String(value)];
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([childKey, child]) => textValues(child, childKey));
  return [];
}

/** The secrets and codes found in `log`, each with the line it was found on. */
export function findSecretsInLog(log: string, secrets: string[], codes: string[]): string[] {
  const found: string[] = [];
  for (const line of log.split("\n").filter(Boolean)) {
    for (const secret of secrets) if (line.includes(secret)) found.push(`${secret} in ${line}`);
    let texts: string[];
    try {
      texts = textValues(JSON.parse(line));
    } catch {
      // Not one JSON object (stdout and stderr interleave in a combined log, so a line can be cut):
      // the logger's own numeric fields are masked before the search, as for a parsed line.
      texts = [line.replace(/"(time|pid|durationMs|status|reqId|userId|level)":\s*("[^"]*"|\d+)/g, "")];
    }
    for (const code of codes) {
      const standalone = new RegExp(`(^|\\D)${code}(\\D|$)`);
      if (texts.some((text) => standalone.test(text))) found.push(`code ${code} in ${line}`);
    }
  }
  return found;
}

// A whole e-mail address: two or more characters before the "@". maskEmail writes "a…@host",
// which this does not match.
const FULL_EMAIL = /[A-Za-z0-9._%+-]{2,}@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;
// A display link's token in a path or a query ("/display/<token>", "?token=<token>").
const TOKEN_IN_URL = /\/display\/(?!\[redacted\])[A-Za-z0-9_-]{16,}|[?&]token=[A-Za-z0-9_.-]{16,}/;

/** Lines of `log` that show a whole e-mail address or a display or room token, whoever's. */
export function findLeaksInLog(log: string): string[] {
  return log
    .split("\n")
    .filter((line) => FULL_EMAIL.test(line) || TOKEN_IN_URL.test(line))
    .map((line) => line.slice(0, 300));
}

/** The web server's log of an e2e run (scripts/e2e-server.sh keeps it). */
export const e2eWebLog = (port: number) => `data/e2e-web-${port}.log`;
