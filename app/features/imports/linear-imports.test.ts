import { describe, expect, test } from "vitest";
import { pathologicalFiles } from "#tests/support/pathological-files.ts";

// Issue 40: a 2 MB TMX of "<header" without its ">" held the import worker 20.9 s, a USFM "\w"
// before 320,000 spaces 60 s: work that grew with the square of the file. Each importer reads
// each pathological file at two sizes, eight times apart: linear work takes eight times as long,
// work growing with the square sixty-four times. The bound, half way, leaves room for what a
// shared machine adds at the larger size (caches outgrown, more garbage collection).
const SMALL = 512 * 1024;
const GROWTH = 8;
const BOUND = 32;
// Below this a run says more about the timer and the machine than about the parser.
const FLOOR_MS = 2;

/**
 * The least of a few runs' CPU milliseconds (this process's, not the clock's: the machine's other
 * work is left out), and the least because a run can be slowed by the machine, never sped up.
 */
function fastest(read: (text: string) => unknown, text: string) {
  let best = Infinity;
  for (let run = 0; run < 3; run++) {
    const started = process.cpuUsage();
    read(text);
    const used = process.cpuUsage(started);
    best = Math.min(best, (used.user + used.system) / 1000);
  }
  return best;
}

describe("every importer reads a pathological file in time that grows with its size", () => {
  for (const file of pathologicalFiles) {
    test(
      file.name,
      () => {
        const small = file.of(SMALL);
        const large = file.of(SMALL * GROWTH);
        fastest(file.read, small); // warm-up: the first runs include compiling the parser
        const ratio = fastest(file.read, large) / Math.max(fastest(file.read, small), FLOOR_MS);
        expect(ratio, `${file.name}: ${GROWTH} times the bytes took ${ratio.toFixed(1)} times as long`).toBeLessThan(
          BOUND,
        );
      },
      120_000,
    );
  }
});
