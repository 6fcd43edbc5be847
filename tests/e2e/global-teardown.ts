import fs from "node:fs";
import path from "node:path";
import { E2E_PORT } from "./e2e-env.ts";
import { DEMO_PASSWORD } from "./helpers.ts";
import { e2eWebLog, findLeaksInLog, findSecretsInLog } from "#tests/support/log-secrets.ts";

/** The values of data/local-secrets.env, which the e2e server runs with. */
function localSecrets() {
  const file = "data/local-secrets.env";
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .map((line) => line.slice(line.indexOf("=") + 1).trim())
    .filter((value) => value.length > 8);
}

/** Every reset code the run's loopback SMTP server received. */
function resetCodes() {
  const dir = path.join("data", `e2e-mail-${E2E_PORT}`);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .flatMap((file) => {
      const raw = (JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as { raw: string }).raw;
      return raw.match(/^(\d{4})\s*$/m)?.[1] ?? [];
    });
}

/**
 * After every e2e run: the web server's whole log (issue 30, finding 7) may hold no secret, no
 * password, no reset code that was mailed, no whole e-mail address and no display or room token.
 */
export default async function globalTeardown() {
  const file = e2eWebLog(E2E_PORT);
  if (!fs.existsSync(file))
    throw new Error(`${file} is missing: scripts/e2e-server.sh keeps the web server's log there`);
  const log = fs.readFileSync(file, "utf8");
  const found = [...findSecretsInLog(log, [...localSecrets(), DEMO_PASSWORD], resetCodes()), ...findLeaksInLog(log)];
  if (found.length)
    throw new Error(`${file} holds what a log never may (${found.length}):\n${found.slice(0, 20).join("\n")}`);
}
