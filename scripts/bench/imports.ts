// npm run bench:imports  (needs `npm run build` first)
// Issue 30: no upload may stall the server. Starts the built server (`node server/start.js`, as
// `npm run start:prod` does) on a seeded database of its own and sends each importer the largest
// file it allows: Bibles of 12 MB in OSIS, USFM and CSV, a glossary CSV of 1,000 terms, an image of
// 5 MB and one of the most pixels accepted. Meanwhile one client fetches a static file
// (/favicon.svg) again and again. Prints one JSON line: per importer the import's time (the median
// of its runs) and the static file's p95 during the imports, and that p95 at rest. Exits non-zero
// when a p95 during an import is more than twice the one at rest, a request fails, or an importer
// got fewer samples than it needs.
import { createClient } from "@libsql/client";
import { bibleAtLimit, glossaryAtLimit, imageAtByteLimit, imageAtPixelLimit } from "#tests/support/import-files.ts";
import { startImportServer } from "#tests/support/import-server.ts";
import type { HttpSession } from "#tests/support/http-session.ts";

// A percentile (nearest rank). Kept here until the benches share one (scripts/bench/stats.ts).
function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}
const round = (ms: number) => Math.round(ms * 10) / 10;

const MIN_PAGES = 30; // static-file samples per importer, at least
const PAUSE_MS = 5; // between two fetches of the static file

const server = await startImportServer("bench-imports");
const failures: string[] = [];
const base = server.web.url;

/** Fetches the static file until `until` settles: each fetch's time in ms. */
async function pagesDuring(until: Promise<unknown>) {
  let done = false;
  void until.finally(() => (done = true)).catch(() => undefined);
  const times: number[] = [];
  while (!done) {
    const started = performance.now();
    try {
      const response = await fetch(`${base}/favicon.svg`);
      await response.arrayBuffer();
      if (response.status !== 200) failures.push(`static file answered ${response.status}`);
    } catch (error) {
      failures.push(`static file: ${String(error)}`);
    }
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
  }
  return times;
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
    return (session = admin) =>
      session.post(`${base}/church/scripture`, {
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
  const importers: Record<string, { send: (session?: HttpSession) => Promise<Response>; runs: number }> = {
    osis12MB: { send: bible("osis"), runs: 3 },
    usfm12MB: { send: bible("usfm"), runs: 3 },
    csvBible12MB: { send: bible("csv"), runs: 3 },
    glossaryCsv1000Terms: {
      send: () => admin.post(`${base}/church`, { intent: "importTerms", csv: new File([glossary], "glossary.csv") }),
      runs: 10,
    },
    image5MB: { send: photo(await imageAtByteLimit(), "noise.png"), runs: 3 },
    image40Mpx: { send: photo(await imageAtPixelLimit(), "large.jpg"), runs: 3 },
  };

  // Warm up (the first requests of a fresh process compile code), then the static file at rest.
  await pagesDuring(new Promise((resolve) => setTimeout(resolve, 2_000)));
  const atRest = await pagesDuring(new Promise((resolve) => setTimeout(resolve, 5_000)));
  const pageP95AtRestMs = round(percentile(atRest, 95));

  const results: Record<string, { importMs: number; pageP95Ms: number }> = {};
  for (const [name, importer] of Object.entries(importers)) {
    const importTimes: number[] = [];
    const pages: number[] = [];
    for (let run = 0; run < importer.runs || pages.length < MIN_PAGES; run++) {
      if (run >= importer.runs * 10) break;
      const started = performance.now();
      const sent = importer.send().then((response) => {
        importTimes.push(performance.now() - started);
        if (response.status !== 302) failures.push(`${name}: the import answered ${response.status}`);
      });
      pages.push(...(await pagesDuring(sent)));
      await sent;
    }
    if (pages.length < MIN_PAGES) failures.push(`${name}: only ${pages.length} static-file samples`);
    results[name] = { importMs: Math.round(percentile(importTimes, 50)), pageP95Ms: round(percentile(pages, 95)) };
    if (results[name].pageP95Ms > 2 * pageP95AtRestMs)
      failures.push(
        `${name}: static file p95 ${results[name].pageP95Ms} ms, more than twice ${pageP95AtRestMs} ms at rest`,
      );
  }
  console.log(JSON.stringify({ ...results, pageP95AtRestMs }));
} catch (error) {
  failures.push(String(error));
} finally {
  await server.stop();
}
if (failures.length) {
  console.error(failures.join("\n"));
  process.exit(1);
}
