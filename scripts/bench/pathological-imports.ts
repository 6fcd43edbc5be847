// The importers' part of `npm run bench:imports` for issue 40: each pathological file of
// tests/support/pathological-files.ts (text built against patterns that backtrack and searches
// that start again) read by its importer's parser at 1, 2, 4, 8 and 12 MB, in this process (a
// glossary or memory file that large is refused by the server before it is read; the parser is
// what must stay linear). Per file: milliseconds per MB at each size (the least of three runs'
// CPU time), and `flat`, the largest of those over the smallest. Linear work keeps it near 1;
// work growing with the square would make it 12. A file that outgrows the processor's caches
// between 1 and 2 MB costs up to three times as much per MB from there on, then stays flat.
import { pathologicalFiles } from "#tests/support/pathological-files.ts";

const SIZES_MB = [1, 2, 4, 8, 12];
const RUNS = 3;
/** A file whose time per MB varies more than this from 1 to 12 MB fails the benchmark. */
export const MAX_FLAT = 4;

function cpuMs(read: (text: string) => unknown, text: string) {
  let best = Infinity;
  for (let run = 0; run < RUNS; run++) {
    const started = process.cpuUsage();
    read(text);
    const used = process.cpuUsage(started);
    best = Math.min(best, (used.user + used.system) / 1000);
  }
  return best;
}

export function measurePathologicalImports() {
  const results: Record<string, { msPerMB: Record<string, number>; flat: number }> = {};
  for (const file of pathologicalFiles) {
    cpuMs(file.read, file.of(256 * 1024)); // warm-up: compiling the parser is not its work
    const msPerMB: Record<string, number> = {};
    for (const mb of SIZES_MB) msPerMB[`${mb}MB`] = +(cpuMs(file.read, file.of(mb * 1024 * 1024)) / mb).toFixed(2);
    const values = Object.values(msPerMB);
    // Below a millisecond per MB the timer and the machine say more than the parser.
    const flat = Math.max(...values) / Math.max(Math.min(...values), 1);
    results[file.name] = { msPerMB, flat: +flat.toFixed(2) };
  }
  return results;
}
