// `npm run translate -- --file` (issue 41): a whole sermon through the room's translation path,
// one sentence a line in, one JSON object a line out, in order, the quotation index built once.
import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApertium } from "#tests/setup/apertium.ts";

const run = promisify(execFile);

describe("npm run translate -- --file", () => {
  let apertium: Awaited<ReturnType<typeof startApertium>>;
  beforeAll(async () => {
    apertium = await startApertium();
  }, 60_000);
  afterAll(async () => apertium?.stop());

  it("gives one JSON object a line, in order, and with --explain where each part came from", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "translate-file-")), "sermon.txt");
    const lines = [
      "The Holy Spirit fell on them at Pentecost.",
      "",
      "As the psalmist says, The Lord is my shepherd, I shall not want.",
      "lot went down to sodom.",
    ];
    writeFileSync(file, lines.join("\n"));
    const { stdout } = await run("npx", ["tsx", "scripts/translate.ts", "--to", "es,pt", "--explain", "--file", file], {
      env: { ...process.env, APERTIUM_URL: apertium.url },
      timeout: 170_000,
    });
    const out = stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { line: number; said: string; es: string; pt: string; parts: object });
    expect(out.map((line) => line.line)).toEqual([1, 2, 3]);
    expect(out.map((line) => line.said)).toEqual(lines.filter(Boolean));
    expect(out[0]!.es).toContain("Espíritu Santo");
    expect(out[1]!.es).toContain("Jehová es mi pastor");
    expect(JSON.stringify(out[1]!.parts)).toContain('"source":"bible"');
    expect(out[2]!.pt).toContain("Ló");
  }, 180_000);
});
