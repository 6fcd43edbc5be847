import { isMainThread } from "node:worker_threads";
import { describe, expect, test } from "vitest";
import { importBible } from "#app/features/scripture/import.ts";
import { runOffThread } from "./off-thread.server.ts";

const usfm = "\\id JHN\n\\c 3\n\\v 16 For God so loved the world.\n\\v 17 For God did not send his Son.\n";

// The real worker thread, started from this file's sources as the dev server starts it (the built
// server starts build/server/parse-worker.js: tests/e2e/imports.spec.ts).
describe("imports off the request's thread", () => {
  test("a Bible is read in a worker thread, giving what the importer gives", async () => {
    const bytes = new TextEncoder().encode(usfm);
    const result = await runOffThread("bible", bytes, 20_000);
    expect(result).toMatchObject({ ok: true, onMainThread: false, value: { ok: true, verseCount: 2 } });
    const direct = importBible(usfm);
    if (!result.ok || !result.value.ok || !direct.ok) throw new Error("both should read the file");
    expect(JSON.parse(result.value.booksJson)).toEqual(direct.books);
    expect(isMainThread).toBe(true);
  });

  test("a glossary file is read and checked in a worker thread", async () => {
    expect(await runOffThread("glossaryCsv", "term,es\nGrace,Gracia\n", 20_000)).toEqual({
      ok: true,
      onMainThread: false,
      value: { ok: true, terms: [{ term: "Grace", keep: false, es: "Gracia" }] },
    });
  });

  test("a job that outlives its time budget is stopped and says so", async () => {
    // No worker starts within a millisecond, so the budget is always spent before the answer.
    expect(await runOffThread("glossaryCsv", "term,es\nGrace,Gracia\n", 1)).toEqual({
      ok: false,
      failure: "timedOut",
    });
    // The worker was ended, not left running: the next job has the thread to itself.
    expect(await runOffThread("glossaryCsv", "term\nNkosana\n", 20_000)).toMatchObject({
      ok: true,
      value: { ok: false, errorKey: "liveQuality.glossary.csvRow", line: 2 },
    });
  });
});
