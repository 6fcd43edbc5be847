// Issue 27: a whole service, modelled. Random services — speech with finals on time and late,
// prepared text, corrections of any earlier line, pause and resume, the room evicted and
// restarted, the speaker's page reconnecting and resending, listeners joining late, leaving and
// dropping off for a while, in the sermon room and on a relay, projectors — and after each, every
// line on every screen, in the archive and in every export, once, in order, as last corrected;
// nothing said while paused anywhere. fast-check prints the seed and the shrunk service on failure.
// Two runs here: the same model runs 200 times in-process (service-model-memory.test.ts, decision 062).
// A longer run: npm run test:soak -- --runs N [--memory].
import fc from "fast-check";
import { afterAll, beforeAll, describe, it } from "vitest";
import { serviceProperty, startServiceInfrastructure } from "#tests/support/service-model/run.ts";

let service: Awaited<ReturnType<typeof startServiceInfrastructure>>;
beforeAll(async () => {
  service = await startServiceInfrastructure();
}, 90_000);
afterAll(async () => {
  await service?.stop();
});

describe("a whole service, modelled", () => {
  it("brings every line everywhere once, in order, as corrected; nothing said while paused", async () => {
    await fc.assert(serviceProperty(service.infra), { numRuns: 2 });
  }, 240_000);
});
