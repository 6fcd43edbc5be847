import { bibleAtLimit, glossaryAtLimit } from "#tests/support/import-files.ts";
import { runOffThread } from "#app/features/imports/off-thread.server.ts";
import { prisma } from "#app/utils/db.server.ts";
import { importTermsCsv } from "#app/features/glossary/organisation-terms.server.ts";
import { createOrganisation } from "#tests/db-utils.ts";

const org = await createOrganisation();
async function phase(name: string, work: () => Promise<unknown>) {
  let last = performance.now();
  let maxGap = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    maxGap = Math.max(maxGap, now - last);
    last = now;
  }, 1);
  const t = performance.now();
  const out = await work();
  await new Promise((resolve) => setTimeout(resolve, 5));
  clearInterval(ticker);
  console.log(name, "ms", Math.round(performance.now() - t), "max gap", Math.round(maxGap));
  return out;
}
const text = bibleAtLimit("osis");
const form = new FormData();
form.set("file", new File([text], "b.xml"));
const req = new Request("http://x/", { method: "POST", body: form });
const body = await req.arrayBuffer();
const ct = req.headers.get("content-type")!;
for (let i = 0; i < 2; i++) {
  const fd = (await phase("formData", () => new Request("http://x/", { method: "POST", body, headers: { "content-type": ct } }).formData())) as FormData;
  const bytes = (await phase("arrayBuffer", () => (fd.get("file") as File).arrayBuffer())) as ArrayBuffer;
  const read = (await phase("worker", () => runOffThread("bible", new Uint8Array(bytes), 30_000))) as any;
  await phase("db write", () => prisma.bible.create({ data: { organisationId: org.id, name: "x", language: "en", licence: "x", books: read.value.booksJson, verseCount: 1 } }));
}
const g = glossaryAtLimit();
for (let i = 0; i < 2; i++) await phase("glossary", () => importTermsCsv(org.id, g));
const read = (await runOffThread("glossaryCsv", g, 10_000)) as any;
console.log(read.ok, read.value.ok);
