// Issue 30, findings 3 and 4, on the built server as `npm run start:prod` runs it: an uploaded
// Bible is read in a worker thread (build/server/import-worker.js), so while it is read the server
// goes on answering other requests. Needs a fresh `npm run build`.
import { createClient } from "@libsql/client";
import { expect, test } from "@playwright/test";
import { bibleAtLimit } from "#tests/support/import-files.ts";
import { startImportServer, type ImportServer } from "#tests/support/import-server.ts";

test.describe.configure({ mode: "serial", timeout: 180_000 });

let server: ImportServer;
test.beforeAll(async () => {
  server = await startImportServer(`imports-${process.env.E2E_PORT ?? 3100}`);
});
test.afterAll(async () => {
  await server?.stop();
});

test("while a 12 MB Bible is read, a static file is served before the import is done", async () => {
  const admin = await server.signedIn("admin@example.org");
  // The worker also builds the shipped Bibles' quotation indexes at start (decision 045): wait for the Bible's own.
  const started = server.nextLine(/"kind":"bible".*"msg":"import started"/);
  let importDone = false;
  const imported = admin
    .post(`${server.web.url}/church/scripture`, {
      intent: "import",
      name: "Import spec Bible",
      language: "en",
      licence: "Made up for a test",
      file: new File([bibleAtLimit("osis")], "bible.osis.xml", { type: "application/xml" }),
    })
    .finally(() => (importDone = true));

  // The worker has the file: a request now is one the server takes while the import runs.
  expect(await started).toContain('"kind":"bible"');
  const page = await fetch(`${server.web.url}/favicon.svg`);
  expect(page.status).toBe(200);
  expect(importDone, "the static file came back first").toBe(false);

  expect((await imported).status).toBe(302);
  // The log is written in the background (decision 049), so its line may follow the answer by a moment.
  await expect.poll(() => server.web.stdout()).toMatch(/"kind":"bible".*"msg":"import done"/);
  const db = createClient({ url: server.databaseUrl });
  try {
    const { rows } = await db.execute("SELECT verseCount FROM Bible WHERE name = 'Import spec Bible'");
    expect(rows[0]?.verseCount).toBe(31_102);
  } finally {
    db.close();
  }
});

test("a glossary CSV as wide as the one that took 117 s of CPU is refused at its header", async () => {
  const admin = await server.signedIn("admin@example.org");
  const header = ["term", "es", ...Array.from({ length: 39_998 }, (_, index) => `c${index}`)].join(",");
  const response = await admin.post(`${server.web.url}/church`, {
    intent: "importTerms",
    csv: new File([`${header}\n${"Grace,Gracia\n".repeat(1_000)}`], "glossary.csv", { type: "text/csv" }),
  });
  expect(response.status).toBe(400);
  expect(await response.text()).toContain("liveQuality.glossary.csvColumns");
});
