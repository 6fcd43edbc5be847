/**
 * `npm run scripture:recognised-set [-- --sets heldout,handwritten,dev] [-- --jobs 2]`: makes the
 * scripture detector's set of REAL recogniser output (tests/fixtures/recognised-sentences.tsv).
 * Each English sentence is spoken by espeak-ng and the audio recognised by PocketSphinx, both
 * Debian packages on this machine; what PocketSphinx writes is what bench:scripture scores.
 * Slow (seconds per sentence), so it runs once and the file is committed; a run adds the
 * sentences the file lacks, in the order of --sets, and can be stopped and resumed.
 *
 * What is spoken is the sentence's worded form (scripts/scripture/spoken-form.ts: "Rom. viii. 28"
 * → "romans eight twenty eight"), as a preacher says it; only what the recogniser makes of it is
 * real, the reading of printed shorthand is still ours. English only: pocketsphinx-en-us is the
 * only PocketSphinx model Debian ships.
 */
import { execFile, execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, appendFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { readAloud } from "./spoken-form.ts";
import { englishSentences, RECOGNISED_FILE } from "#tests/fixtures/recognised-sentences.ts";

const run = promisify(execFile);
const args = process.argv.slice(2);
const option = (name: string, fallback: string) => (args.includes(name) ? args[args.indexOf(name) + 1]! : fallback);
const sets = option("--sets", "heldout,handwritten,dev").split(",");
const jobs = Number(option("--jobs", "1"));

const VOICE = "en-us";
const RATE = 130; // words per minute; espeak-ng's default 175 is faster than a preacher reads
const MODEL = "/usr/share/pocketsphinx/model/en-us";
const version = (name: string) => execFileSync("dpkg-query", ["-W", "-f=${Version}", name], { encoding: "utf8" });

if (!existsSync(RECOGNISED_FILE)) {
  writeFileSync(
    RECOGNISED_FILE,
    [
      "# Real recogniser output for the scripture detector: see tests/fixtures/recognised-sentences.ts.",
      `# Made by npm run scripture:recognised-set on ${new Date().toISOString().slice(0, 10)}:`,
      `# espeak-ng ${version("espeak-ng")} voice ${VOICE}, ${RATE} words a minute, 22,050 Hz resampled to 16 kHz;`,
      `# pocketsphinx_continuous ${version("pocketsphinx")} with pocketsphinx-en-us ${version("pocketsphinx-en-us")}`,
      `# (${MODEL}: en-us acoustic model, en-us.lm.bin, cmudict-en-us.dict; default settings).`,
      "id\tset\trecognised",
      "",
    ].join("\n"),
  );
}
const done = new Set(
  readFileSync(RECOGNISED_FILE, "utf8")
    .split("\n")
    .map((line) => line.split("\t")[0]),
);
const todo = sets.flatMap((set) => englishSentences().filter((item) => item.set === set && !done.has(item.id)));

/** 16-bit mono PCM at `from` Hz → at 16 kHz: windowed-sinc interpolation, low-passed at 8 kHz. */
function resample(samples: Int16Array, from: number): Int16Array {
  const ratio = from / 16_000;
  const out = new Int16Array(Math.floor(samples.length / ratio));
  const taps = 16;
  for (let n = 0; n < out.length; n++) {
    const t = n * ratio;
    let sum = 0;
    for (let k = Math.floor(t) - taps; k <= Math.floor(t) + taps; k++) {
      if (k < 0 || k >= samples.length) continue;
      const x = (t - k) / ratio; // in output samples: the cut-off is the output's Nyquist
      const sinc = x === 0 ? 1 : Math.sin(Math.PI * x) / (Math.PI * x);
      const window = 0.5 + 0.5 * Math.cos((Math.PI * (t - k)) / (taps + 1));
      sum += (samples[k]! * sinc * window) / ratio;
    }
    out[n] = Math.max(-32768, Math.min(32767, Math.round(sum)));
  }
  return out;
}

function wav(samples: Int16Array, rate: number): Buffer {
  const header = Buffer.alloc(44);
  header.write("RIFF", 0);
  header.writeUInt32LE(36 + samples.byteLength, 4);
  header.write("WAVEfmt ", 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36);
  header.writeUInt32LE(samples.byteLength, 40);
  return Buffer.concat([header, Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength)]);
}

const dir = mkdtempSync(join(tmpdir(), "recognised-set-"));
async function recognise(item: { id: string; set: string; written: string }) {
  const spoken = readAloud(item.written, "en").words;
  const raw = join(dir, `${item.id}-raw.wav`);
  const audio = join(dir, `${item.id}.wav`);
  await run("espeak-ng", ["-v", VOICE, "-s", String(RATE), "-w", raw, spoken]);
  const file = readFileSync(raw);
  const data = file.indexOf("data", 12);
  const rate = file.readUInt32LE(24);
  const pcm = new Int16Array(file.buffer.slice(file.byteOffset + data + 8, file.byteOffset + file.length));
  writeFileSync(audio, wav(resample(pcm, rate), 16_000));
  const { stdout } = await run("pocketsphinx_continuous", ["-infile", audio, "-logfn", "/dev/null"], {
    maxBuffer: 1 << 20,
  });
  rmSync(raw);
  rmSync(audio);
  // One line per utterance (PocketSphinx splits at pauses): a recogniser's segments, joined.
  appendFileSync(
    RECOGNISED_FILE,
    `${item.id}\t${item.set}\t${stdout.split("\n").join(" ").replace(/\s+/g, " ").trim()}\n`,
  );
}

let next = 0;
let finished = 0;
await Promise.all(
  Array.from({ length: jobs }, async () => {
    while (next < todo.length) {
      await recognise(todo[next++]!);
      if (++finished % 10 === 0) console.error(`${finished}/${todo.length}`);
    }
  }),
);
rmSync(dir, { recursive: true, force: true });
console.log(JSON.stringify({ added: finished, file: RECOGNISED_FILE }));
