// npm run translate -- --from en --to es,pt [--org ID] [--no-glossary] [--explain] [--previous "text"] "text"
// npm run translate -- --from en --to es,pt [--explain] --file sermon.txt   (one sentence a line in, one JSON
// object a line out: { "line", "said", "es", "pt" }, with "parts" under --explain; the Bibles' quotation
// index and the glossary are built once, and lines go to the engine four at a time, each with the line
// before it as --previous)
// Runs exactly the room's translation path (app/neutral/translation-path.ts: memory and quoted verses →
// glossary → provider → clean-up) and prints one JSON object { "es": "…", "pt": "…" } on stdout.
// Without --org: the shipped memory, glossary and Bibles and the embedded provider (Apertium,
// started here if none answers). --no-glossary skips the glossary (to compare before and after);
// --explain prints, per language, which parts came from the memory, a Bible, the glossary and the
// engine; --previous is the segment said before (a quote may begin there).
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import net from "node:net";
import { parseArgs } from "node:util";
import type { TranslationConfig } from "#app/neutral/room-web-protocol.ts";
import { translatorFor } from "#app/neutral/translate.ts";
import { translationPath, type SegmentHelp, type TranslatedPart } from "#app/neutral/translation-path.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    from: { type: "string", default: "en" },
    to: { type: "string" },
    org: { type: "string" },
    "no-glossary": { type: "boolean", default: false },
    explain: { type: "boolean", default: false },
    previous: { type: "string", default: "" },
    file: { type: "string" },
  },
});
const text = positionals.join(" ").trim();
const fileLines = values.file
  ? readFileSync(values.file, "utf8")
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean)
  : null;
const targets = (values.to ?? "")
  .split(",")
  .map((code) => code.trim())
  .filter(Boolean);
if ((!text && !fileLines) || !targets.length) {
  console.error(
    "Usage: npm run translate -- --from en --to es,pt [--org ID] [--no-glossary] [--explain] " +
      '[--previous "…"] "text"\n' +
      "       npm run translate -- --from en --to es,pt [--explain] --file sermon.txt",
  );
  process.exit(2);
}

const answers = (url: string) =>
  fetch(`${url.replace(/\/$/, "")}/listPairs`, { signal: AbortSignal.timeout(2000) }).then(
    (response) => response.ok,
    () => false,
  );

function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = net.createServer().once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** An Apertium that answers: the configured one, or one started for this run. */
async function ensureApertium(url: string): Promise<{ url: string; child?: ChildProcess }> {
  if (await answers(url)) return { url };
  const port = await freePort();
  const child = spawn("apertium-apy", ["-p", String(port), "/usr/share/apertium/modes"], { stdio: "ignore" });
  const started = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 120; tries++) {
    if (child.exitCode !== null) break;
    if (await answers(started)) return { url: started, child };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error("Apertium could not be started (apt-get install apertium-apy apertium-eng-spa apertium-es-pt)");
}

// Standard output is the translations, one JSON object a line: the server's logs stay out of it.
process.env.LOG_LEVEL ??= "warn";

async function main() {
  let config: TranslationConfig;
  let terms: Awaited<
    ReturnType<typeof import("#app/features/glossary/organisation-terms.server.ts").loadOrganisationTerms>
  > = [];
  const { env } = await import("#app/utils/env.server.ts");
  if (values.org) {
    const { prisma } = await import("#app/utils/db.server.ts");
    const { guardedTranslationConfig } = await import("#app/features/providers/room-config.server.ts");
    const { loadOrganisationTerms } = await import("#app/features/glossary/organisation-terms.server.ts");
    const organisation = await prisma.organisation.findUnique({ where: { id: values.org } });
    if (!organisation) throw new Error(`No organisation with id ${values.org}`);
    config = await guardedTranslationConfig(organisation);
    terms = await loadOrganisationTerms(organisation.id);
    await prisma.$disconnect();
  } else {
    config = { kind: "apertium", url: env.APERTIUM_URL };
  }
  // The room's web app builds the quotation index at start; a one-off run waits for it, while
  // Apertium starts.
  const indexReady = import("#app/features/quotes/quotes.server.ts").then((quotes) =>
    quotes.quoteIndexReady(values.org ?? null, values.from!),
  );
  let child: ChildProcess | undefined;
  if (config.kind === "apertium") {
    const apertium = await ensureApertium(config.url);
    config = { kind: "apertium", url: apertium.url };
    child = apertium.child;
  }
  const { segmentHelp } = await import("#app/features/memory/segment-help.server.ts");
  await indexReady;
  const help: SegmentHelp = (said, from, wanted, context) =>
    segmentHelp({ organisationId: values.org ?? null, text: said, from, targets: wanted, ...context });
  // The web's transport (decision 052); the Apertium this command started is the instance's own.
  const { nodeTransport } = await import("#app/features/providers/outbound.server.ts");
  const { defaultGuardOptions } = await import("#app/features/providers/address-guard.server.ts");
  const guard = defaultGuardOptions();
  if (config.kind === "apertium") guard.trusted.push(config.url);
  try {
    const path = translationPath(
      translatorFor(config, nodeTransport(guard)),
      terms,
      values["no-glossary"] ? [] : undefined,
      help,
    );
    const context = { previous: values.previous };
    if (fileLines) {
      await translateFile(path, fileLines);
    } else if (values.explain) {
      const explained = await path.explain(text, values.from!, targets, context);
      for (const target of targets) console.log(explanation(target, explained[target]));
    } else {
      const out = await path.translate(text, values.from!, targets, context);
      console.log(JSON.stringify(Object.fromEntries(targets.map((target) => [target, out[target] ?? null]))));
    }
  } finally {
    child?.kill();
  }
}

/** Every line of a file, a JSON object a line, in order; four lines at a time go to the engine. */
async function translateFile(path: ReturnType<typeof translationPath>, lines: string[]) {
  const started = performance.now();
  let running = Promise.resolve();
  const limit = 4;
  const slots: Promise<unknown>[] = [];
  for (const [index, said] of lines.entries()) {
    if (slots.length >= limit) await Promise.race(slots);
    const context = { previous: lines[index - 1] ?? "" };
    const job = (async () => {
      const line = { line: index + 1, said };
      if (values.explain) {
        const parts = await path.explain(said, values.from!, targets, context);
        const texts = Object.fromEntries(targets.map((target) => [target, joined(parts[target])]));
        return JSON.stringify({ ...line, ...texts, parts });
      }
      const out = await path.translate(said, values.from!, targets, context);
      return JSON.stringify({ ...line, ...Object.fromEntries(targets.map((target) => [target, out[target] ?? null])) });
    })();
    const slot: Promise<unknown> = job.finally(() => slots.splice(slots.indexOf(slot), 1));
    slots.push(slot);
    // Printed in order as soon as each line and all before it are done.
    running = running.then(async () => console.log(await job));
  }
  await running;
  const seconds = (performance.now() - started) / 1000;
  console.error(JSON.stringify({ lines: lines.length, translateSeconds: Number(seconds.toFixed(1)) }));
}

const joined = (parts: TranslatedPart[] | undefined) => (parts ? parts.map((part) => part.text).join(" ") : null);

/** One language's translation, then each part: where it came from, what was said, what it became. */
function explanation(target: string, parts: TranslatedPart[] | undefined) {
  if (!parts) return `${target}: (no translation)`;
  const lines = [`${target}: ${parts.map((part) => part.text).join(" ")}`];
  for (const part of parts) {
    lines.push(`  ${part.source.padEnd(6)} "${part.said}" → "${part.text}"`);
    if (part.note) lines.push(`         ${part.source === "bible" ? "reference: " : ""}${part.note}`);
  }
  return lines.join("\n");
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
