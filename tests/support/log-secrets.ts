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
