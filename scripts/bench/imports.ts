// npm run bench:imports  (needs `npm run build` first)
// Issue 30: no upload may stall the server. Starts the built server (`node server/start.js`, as
// `npm run start:prod` does) on a seeded database of its own and sends each importer the largest
// file it allows: Bibles of 12 MB in OSIS, USFM and CSV, a glossary CSV of 1,000 terms, an image of
// 5 MB and one of the most pixels accepted. Meanwhile one client fetches a static file
// (/favicon.svg) from a thread of its own, again and again. Prints one JSON line: per importer the
// import's time (the median of its runs) and the static file's p95 during its imports, and that
// p95 at rest (sampled in the second before each import). Exits non-zero when a p95 during an
// import is more than twice the one at rest, a request fails, or an importer got fewer samples
// than it needs. See docs/decisions/029-imports-off-thread.md for reading it on a busy machine.
// Then (issue 40, decision 054) each importer's parser reads pathological files of 1 to 12 MB
// (scripts/bench/pathological-imports.ts): `pathological` in the JSON line, and a failure when a
// file's time per MB is not flat. `npm run bench:imports -- --pathological` runs that part alone,
// without a build.
import { Worker } from "node:worker_threads";
import { createClient } from "@libsql/client";
import { bibleAtLimit, glossaryAtLimit, imageAtByteLimit, imageAtPixelLimit } from "#tests/support/import-files.ts";
import { startImportServer } from "#tests/support/import-server.ts";

import { MAX_FLAT, measurePathologicalImports } from "./pathological-imports.ts";
import { percentile } from "./stats.ts";

/** The pathological files' figures, with a failure for each whose time per MB is not flat. */
function pathologicalFigures(failures: string[]) {
  const pathological = measurePathologicalImports();
  for (const [name, { flat }] of Object.entries(pathological))
    if (flat > MAX_FLAT) failures.push(`${name}: time per MB varies ${flat} times from 1 to 12 MB`);
  return pathological;
}

if (process.argv.includes("--pathological")) {
  const failures: string[] = [];
  console.log(JSON.stringify({ pathological: pathologicalFigures(failures) }));
  if (failures.length) console.error(failures.join("\n"));
  process.exit(failures.length ? 1 : 0);
}

const MIN_PAGES = 30; // static-file samples per importer, at least
const PAUSE_MS = 5; // between two fetches of the static file
const REST_MS = 1_000; // the static file at rest, before each import

const server = await startImportServer("bench-imports");
const failures: string[] = [];
const base = server.web.url;

// The static file is fetched from a thread of its own, so the time this process spends sending
// 12 MB uploads does not count as the server's. Plain JavaScript: Node 20 starts no .ts worker.
// Each sample: [started, ended] on the shared clock (timeOrigin + now), and the status (0: failed).
const prober = new Worker(
  `const { parentPort, workerData } = require("node:worker_threads");
  const now = () => performance.timeOrigin + performance.now();
  let running = true;
  const samples = [];
  parentPort.once("message", () => (running = false));
  (async () => {
    while (running) {
      const started = now();
      const status = await fetch(workerData.url).then(async (r) => (await r.arrayBuffer(), r.status), () => 0);
      samples.push([started, now(), status]);
      await new Promise((resolve) => setTimeout(resolve, workerData.pauseMs));
    }
    parentPort.postMessage(samples);
  })();`,
  { eval: true, workerData: { url: `${base}/favicon.svg`, pauseMs: PAUSE_MS } },
);
const now = () => performance.timeOrigin + performance.now();
const windows: { name: string; from: number; to: number }[] = [];

/** Marks the time `work` takes as a window of `name`, whose static-file samples count for it. */
async function during<T>(name: string, work: () => Promise<T>) {
  const from = now();
  try {
    return await work();
  } finally {
    windows.push({ name, from, to: now() });
  }
}

try {
  const admin = await server.signedIn("admin@example.org");
  const member = await server.signedIn("member@example.org");
  const db = createClient({ url: server.databaseUrl });
  const [user] = (await db.execute("SELECT firstName, lastName FROM User WHERE email = 'member@example.org'")).rows;
  db.close();

  const bible = (format: "osis" | "usfm" | "csv") => {
    const text = bibleAtLimit(format);
    let run = 0;
    return () =>
      admin.post(`${base}/church/scripture`, {
        intent: "import",
        name: `Bench ${format} ${++run}`,
        language: "en",
        licence: "Made up for a benchmark",
        file: new File([text], `bible.${format}`),
      });
  };
  const glossary = glossaryAtLimit();
  const photo = (bytes: Buffer, name: string) => () =>
    member.post(`${base}/profile`, {
      firstName: String(user!.firstName),
      lastName: String(user!.lastName),
      email: "member@example.org",
      photo: new File([new Uint8Array(bytes)], name),
    });
  const importers: Record<string, { send: () => Promise<Response>; runs: number }> = {
    osis12MB: { send: bible("osis"), runs: 3 },
    usfm12MB: { send: bible("usfm"), runs: 3 },
    csvBible12MB: { send: bible("csv"), runs: 3 },
    glossaryCsv1000Terms: {
      send: () => admin.post(`${base}/church`, { intent: "importTerms", csv: new File([glossary], "glossary.csv") }),
      runs: 10,
    },
    image5MB: { send: photo(await imageAtByteLimit(), "noise.png"), runs: 10 },
    image40Mpx: { send: photo(await imageAtPixelLimit(), "large.jpg"), runs: 5 },
  };

  // The server builds the shipped Bibles' quotation indexes (English, Spanish) in the import worker at
  // start (decision 045): the benchmark measures uploads, so it begins once both are built.
  const indexesBuilt = () => (server.web.stdout().match(/"kind":"quoteIndex"[^\n]*"msg":"import done"/g) ?? []).length;
  for (const waitUntil = Date.now() + 120_000; indexesBuilt() < 2;) {
    if (Date.now() > waitUntil) throw new Error("the quotation indexes were not built within 2 minutes");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // Warm up (the first requests of a fresh process compile code). The static file at rest is
  // sampled just before every import, so both see the same machine (a shared one varies by the
  // minute).
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  await pause(2_000);

  const importTimes: Record<string, number[]> = {};
  for (const [name, importer] of Object.entries(importers)) {
    importTimes[name] = [];
    for (let run = 0; run < importer.runs; run++) {
      await during("atRest", () => pause(REST_MS));
      const started = performance.now();
      const response = await during(name, () => importer.send());
      importTimes[name].push(performance.now() - started);
      if (response.status !== 302) failures.push(`${name}: the import answered ${response.status}`);
    }
  }

  prober.postMessage("stop");
  const samples = await new Promise<[number, number, number][]>((resolve) => prober.once("message", resolve));
  const pagesOf = (name: string) =>
    samples.filter(([started]) =>
      windows.some((window) => window.name === name && started >= window.from && started < window.to),
    );
  for (const [, , status] of samples) if (status !== 200) failures.push(`static file answered ${status || "nothing"}`);
  const pageP95 = (name: string) => {
    const pages = pagesOf(name);
    if (pages.length < MIN_PAGES) failures.push(`${name}: only ${pages.length} static-file samples`);
    return (
      percentile(
        pages.map(([started, ended]) => ended - started),
        95,
      ) ?? Number.NaN
    );
  };
  const pageP95AtRestMs = pageP95("atRest");
  const results: Record<string, { importMs: number; pageP95Ms: number }> = {};
  for (const name of Object.keys(importers)) {
    results[name] = {
      importMs: Math.round(percentile(importTimes[name]!, 50) ?? Number.NaN),
      pageP95Ms: pageP95(name),
    };
    if (results[name].pageP95Ms > 2 * pageP95AtRestMs)
      failures.push(
        `${name}: static file p95 ${results[name].pageP95Ms} ms, more than twice ${pageP95AtRestMs} ms at rest`,
      );
  }
  console.log(JSON.stringify({ ...results, pageP95AtRestMs, pathological: pathologicalFigures(failures) }));
} catch (error) {
  failures.push(String(error));
} finally {
  await prober.terminate();
  await server.stop();
}
if (failures.length) {
  console.error(failures.join("\n"));
  process.exit(1);
}
