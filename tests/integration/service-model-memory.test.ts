// The whole-service model of service-model.test.ts, in-process (issue 39, decision 062): the room's
// real core over the in-memory host with a fake clock, the provider's protocol and the web's own
// webhook handler answering in-process. The same commands, participants and checks as on a real
// `partykit dev`, for the breadth: hundreds of random services in well under a minute.
import fc from "fast-check";
import { describe, it } from "vitest";
import { memoryServiceInfrastructure, serviceProperty } from "#tests/support/service-model/run.ts";

describe("a whole service, modelled in-process", () => {
  it("brings every line everywhere once, in order, as corrected; nothing said while paused", async () => {
    const { infra } = await memoryServiceInfrastructure();
    await fc.assert(serviceProperty(infra), { numRuns: 200 });
  }, 240_000);
});
