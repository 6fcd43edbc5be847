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
import { Service, type Infrastructure } from "./service.ts";

/** A service of up to this many events: long enough to mix them all, short enough for a minute's test. */
const MAX_COMMANDS = 30;

export async function startServiceInfrastructure() {
  const [room, translator, web] = await Promise.all([
    startPartykit(),
    startAzureServer({ key: "k" }),
    startWebhookReceiver({ apply: applyRoomEvent }),
  ]);
  const organisation = await createOrganisation();
  const pastor = await createUser({ organisationId: organisation.id, userType: UserType.OrganisationAdmin });
  const infra: Infrastructure = {
    roomUrl: room.url,
    translatorUrl: translator.url,
    webhookUrl: web.url,
    organisationId: organisation.id,
    hostId: pastor.id,
  };
  return {
    infra,
    stop: () => Promise.all([room.stop(), translator.close(), web.close()]),
  };
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
