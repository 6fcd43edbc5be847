// The whole-service model, ready to run: the infrastructure every run shares, and the property
// fast-check checks (a fresh sermon per run, random commands, the invariant at the end). Used by
// tests/integration/service-model.test.ts (npm test) and scripts/soak.ts (npm run test:soak).
import fc from "fast-check";
import { applyRoomEvent } from "#app/features/live/room-events.server.ts";
import { UserType } from "#app/features/auth/roles.ts";
import { createOrganisation, createUser } from "#tests/db-utils.ts";
import { startPartykit } from "#tests/setup/partykit.ts";
import { startAzureServer } from "#tests/support/azure-server.ts";
import { startWebhookReceiver } from "#tests/support/webhook-receiver.ts";
import { serviceCommands, type Model } from "./commands.ts";
import type { ServiceDriver } from "./driver.ts";
import { memoryDriver, type Latency } from "./memory-driver.ts";
import { partykitDriver } from "./partykit-driver.ts";
import { Service, type Infrastructure } from "./service.ts";

/** A service of up to this many events: long enough to mix them all, short enough for a minute's test. */
const MAX_COMMANDS = 30;

/** The church and pastor every run's sermons belong to. */
async function church(driver: ServiceDriver): Promise<Infrastructure> {
  const organisation = await createOrganisation();
  const pastor = await createUser({ organisationId: organisation.id, userType: UserType.OrganisationAdmin });
  return { driver, organisationId: organisation.id, hostId: pastor.id };
}

/** A real `partykit dev`, the stand-in translator over HTTP and the web's webhook handler over HTTP. */
export async function startServiceInfrastructure() {
  const [room, translator, web] = await Promise.all([
    startPartykit(),
    startAzureServer({ key: "k" }),
    startWebhookReceiver({ apply: applyRoomEvent }),
  ]);
  return {
    infra: await church(
      partykitDriver(room.url, translator.url, web.url, {
        translated: () => translator.state.translateRequests.flatMap((request) => request.texts),
        received: () => web.received,
      }),
    ),
    stop: () => Promise.all([room.stop(), translator.close(), web.close()]),
  };
}

/** The room's core in-process (decision 062): nothing to start, nothing to stop. */
export async function memoryServiceInfrastructure(latency?: Latency) {
  return { infra: await church(memoryDriver(latency)), stop: async () => {} };
}

/** The property; `ran` hears how many commands each run carried out. */
export function serviceProperty(infra: Infrastructure, ran: (commands: number) => void = () => {}) {
  return fc.asyncProperty(
    fc.commands(serviceCommands, { maxCommands: MAX_COMMANDS, size: "max" }),
    async (commands) => {
      const service = await Service.start(infra);
      const model: Model = { lines: [], paused: false };
      try {
        await fc.asyncModelRun(() => ({ model, real: service }), commands);
        await service.finish(model.lines);
      } finally {
        ran([...commands].filter((command) => (command as { hasRan?: boolean }).hasRan).length);
        await service.close();
      }
    },
  );
}
