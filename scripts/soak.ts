// npm run test:soak -- --runs 200 [--seed 12345] [--verbose] [--memory]
// The whole-service model of tests/integration/service-model.test.ts, for longer: N services, each
// its own seed (seed, seed + 1, …), carried on past a failure; one JSON line at the end with runs,
// commands per run, the seed range and every failure (its seed: `fc.assert(…, { seed, numRuns: 1 })`
// in the test replays and shrinks it). Exits non-zero when a run failed or fewer runs were made.
// --memory: in-process, the room's core over the in-memory host with a fake clock (decision 062),
// as service-model-memory.test.ts runs it: thousands of runs where a real partykit dev makes tens.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const argument = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
};
const runs = Number(argument("runs") ?? 20);
const firstSeed = Number(argument("seed") ?? Date.now() % 1_000_000_000);
const verbose = process.argv.includes("--verbose");
const memory = process.argv.includes("--memory");

// A database of its own, migrated afresh, before anything reads the environment.
const file = path.resolve("data", "soak.db");
for (const suffix of ["", "-journal", "-wal", "-shm"]) fs.rmSync(file + suffix, { force: true });
process.env.DATABASE_URL = `file:${file}`;
process.env.NODE_ENV = "test";
execFileSync("npx", ["prisma", "migrate", "deploy"], { env: process.env, stdio: "ignore" });

const fc = (await import("fast-check")).default;
const { memoryServiceInfrastructure, serviceProperty, startServiceInfrastructure } =
  await import("#tests/support/service-model/run.ts");

const service = memory ? await memoryServiceInfrastructure() : await startServiceInfrastructure();
const commands: number[] = [];
const failures: { seed: number; error: string }[] = [];
const started = Date.now();
for (let run = 0; run < runs; run++) {
  const seed = firstSeed + run;
  const result = await fc.check(
    serviceProperty(service.infra, (count) => commands.push(count)),
    { numRuns: 1, seed, endOnFailure: true },
  );
  if (result.failed) {
    const error = result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
    failures.push({ seed, error: `${error}\n${String(result.counterexample?.[0] ?? "")}` });
  }
  if (verbose) console.error(`run ${run + 1}/${runs} seed ${seed}: ${result.failed ? "FAILED" : "ok"}`);
}
await service.stop();
const summary = {
  mode: memory ? "in-process" : "partykit dev",
  runs: commands.length,
  commandsPerRun: {
    min: Math.min(...commands),
    mean: Math.round((commands.reduce((sum, count) => sum + count, 0) / commands.length) * 10) / 10,
    max: Math.max(...commands),
  },
  seeds: [firstSeed, firstSeed + runs - 1],
  seconds: Math.round((Date.now() - started) / 1000),
  failures,
};
console.log(JSON.stringify(summary));
process.exit(failures.length || commands.length < runs ? 1 : 0);
