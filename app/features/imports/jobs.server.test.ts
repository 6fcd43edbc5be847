import { isMainThread } from "node:worker_threads";
import { describe, expect, test } from "vitest";
import { importBible } from "#app/features/scripture/import.ts";
import { prisma } from "#app/utils/db.server.ts";
import { createOrganisation } from "#tests/db-utils.ts";
import { runOffThread } from "#app/utils/off-thread.server.ts";

const usfm = "\\id JHN\n\\c 3\n\\v 16 For God so loved the world.\n\\v 17 For God did not send his Son.\n";

// The real worker thread on the test database, started from this folder's sources as the dev
// server starts it (the built server starts build/server/import-worker.js: tests/e2e/imports.spec.ts).
describe("imports off the request's thread", () => {
  test("a Bible is read and stored by a worker thread, as the importer reads it", async () => {
    const { id: organisationId } = await createOrganisation();
    const bible = { organisationId, name: "Worker Bible", language: "en", licence: "Test" };
    const result = await runOffThread("bible", { file: new Blob([usfm]), ...bible }, 20_000);
    expect(result).toEqual({ ok: true, onMainThread: false, value: { ok: true, verseCount: 2 } });
    expect(isMainThread).toBe(true);
    const stored = await prisma.bible.findFirstOrThrow({ where: { organisationId } });
    const direct = importBible(usfm);
    expect(direct.ok && JSON.parse(stored.books)).toEqual(direct.ok && direct.books);
    expect(stored).toMatchObject({ ...bible, verseCount: 2 });

    const refused = await runOffThread("bible", { file: new Blob(["<osis></osis>"]), ...bible }, 20_000);
    expect(refused).toMatchObject({
      ok: true,
      value: { ok: false, problem: { key: "scripture.import.errors.noVerses" } },
    });
    expect(await prisma.bible.count({ where: { organisationId } })).toBe(1);
  });

  test("a glossary file is checked and written by a worker thread", async () => {
    const { id: organisationId } = await createOrganisation();
    expect(await runOffThread("glossaryCsv", { organisationId, text: "term,es\nGrace,Gracia\n" }, 20_000)).toEqual({
      ok: true,
      onMainThread: false,
      value: { ok: true, count: 1 },
    });
    expect(await prisma.glossaryTerm.findMany({ where: { organisationId }, select: { term: true } })).toEqual([
      { term: "Grace" },
    ]);
  });

  // Three jobs of up to 5,001 rows, each with its own 20 s budget: 7 s alone, 20 s beside another file.
  test("a translation memory file is checked and written by a worker thread, all of it or none", async () => {
    const { id: organisationId } = await createOrganisation();
    const header = "source_language,source,target_language,rendering\n";
    const rows = Array.from({ length: 5000 }, (_, index) => `en,Line ${index} of the notices.,es,Línea ${index}.\n`);
    expect(await runOffThread("memoryFile", { organisationId, text: header + rows.join("") }, 20_000)).toEqual({
      ok: true,
      onMainThread: false,
      value: { ok: true, count: 5000 },
    });
    expect(await prisma.memoryEntry.count({ where: { organisationId } })).toBe(5000);
    // One entry more than allowed: refused whole, nothing more written.
    const tooMany = header + [...rows, "en,One more.,es,Una más.\n"].join("");
    expect(await runOffThread("memoryFile", { organisationId, text: tooMany }, 20_000)).toMatchObject({
      value: { ok: false, problem: { key: "memory.errors.fileTooMany" } },
    });
    const badRow = `${header}en,Welcome.,es,Bienvenidos.\nen,,es,Nada.\n`;
    expect(await runOffThread("memoryFile", { organisationId, text: badRow }, 20_000)).toMatchObject({
      value: { ok: false, problem: { key: "memory.errors.fileRow", values: { row: 2 } } },
    });
    expect(await prisma.memoryEntry.count({ where: { organisationId } })).toBe(5000);
  }, 60_000);

  test("a job that outlives its time budget is stopped and says so, writing nothing", async () => {
    const { id: organisationId } = await createOrganisation();
    // No worker starts within a millisecond, so the budget is always spent before the answer.
    expect(await runOffThread("glossaryCsv", { organisationId, text: "term,es\nGrace,Gracia\n" }, 1)).toEqual({
      ok: false,
      failure: "timedOut",
    });
    expect(await prisma.glossaryTerm.count({ where: { organisationId } })).toBe(0);
    // The worker was ended, not left running: the next job has the thread to itself.
    expect(await runOffThread("glossaryCsv", { organisationId, text: "term\nNkosana\n" }, 20_000)).toMatchObject({
      ok: true,
      value: { ok: false, errorKey: "liveQuality.glossary.csvRow", line: 2 },
    });
  });

  test("organisations take turns: one's uploads never keep another's waiting behind them", async () => {
    // Issue 40: one worker serves every organisation, and one's four uploads filled the queue (the
    // other's import got 503, or waited for all four). One job runs at a time, so the order the
    // jobs finish in is the order they were given the worker.
    const [{ id: a }, { id: b }] = await Promise.all([createOrganisation(), createOrganisation()]);
    const finished: string[] = [];
    const job = (organisationId: string, name: string) =>
      runOffThread("glossaryCsv", { organisationId, text: `term,es\n${name},${name}\n` }, 20_000).then((result) => {
        finished.push(name);
        return result;
      });
    const first = [job(a, "A1"), job(a, "A2"), job(a, "A3")];
    // A fourth of the same organisation's is refused at once; the other organisation's is taken.
    expect(await job(a, "A4")).toEqual({ ok: false, failure: "busy" });
    const other = job(b, "B1");
    const results = await Promise.all([...first, other]);
    expect(results.every((result) => result.ok)).toBe(true);
    expect(finished).toEqual(["A4", "A1", "B1", "A2", "A3"]);
  }, 60_000);
});
