// A live sermon as the integration tests need one: the rows the web app would have (a church, its
// pastor, a sermon begun now) and the room told how to run it, as the web's "start" does. One
// place, so that a test says only what is particular to it (its translator, its webhook).
import { UserType } from "#app/features/auth/roles.ts";
import type { RoomCommandInput } from "#app/neutral/room-web-protocol.ts";
import { createOrganisation, createSermon, createUser } from "#tests/db-utils.ts";
import { commandRoom, joinRoom, tokenFor } from "#tests/support/room-client.ts";

/** The room's configure command, less its type; the source language is English unless said. */
export type RoomSetup = Omit<Extract<RoomCommandInput, { type: "configure" }>, "type" | "sourceLanguage"> & {
  sourceLanguage?: string;
};

/** The pastor's own fields (an organisation admin unless `userType` says otherwise). */
export type PastorFields = Omit<NonNullable<Parameters<typeof createUser>[0]>, "organisationId">;

/** A sermon of `organisationId`, hosted by `hostId`, live since now. */
export function liveSermonOf(organisationId: string, hostId: string) {
  return createSermon({ organisationId, hostId, startedAt: new Date(), minutes: 0, live: true });
}

/** A church of its own, its pastor and their sermon, live since now (the database only). */
export async function createLiveSermon(pastorFields: PastorFields = {}) {
  const organisation = await createOrganisation();
  const pastor = await createUser({
    userType: UserType.OrganisationAdmin,
    ...pastorFields,
    organisationId: organisation.id,
  });
  const sermon = await liveSermonOf(organisation.id, pastor.id);
  return { organisation, pastor, sermon, broadcastId: sermon.broadcastId };
}

/** Tells the room of `broadcastId` how to run; a refusal throws (every later step would be moot). */
export async function configureRoom(roomUrl: string, broadcastId: string, setup: RoomSetup) {
  const response = await commandRoom(roomUrl, broadcastId, { type: "configure", sourceLanguage: "en", ...setup });
  if (!response.ok) throw new Error(`the room refused its configuration: ${response.status} ${await response.text()}`);
}

/** `createLiveSermon`, then its room configured with `setup`. */
export async function startLiveSermon(roomUrl: string, setup: RoomSetup, pastorFields: PastorFields = {}) {
  const live = await createLiveSermon(pastorFields);
  await configureRoom(roomUrl, live.broadcastId, setup);
  return live;
}

type Role = "host" | "operator" | "listener" | "display";

/**
 * `startLiveSermon` with a member of staff for the booth, and `join`: a socket of any role on the
 * sermon (a listener gets an id of its own), resolved once it was welcomed. `lastSeq` resumes
 * after that line; `relay` joins through that relay room.
 */
export async function startStaffedSermon(roomUrl: string, setup: RoomSetup) {
  const { organisation, pastor, sermon, broadcastId: id } = await startLiveSermon(roomUrl, setup);
  const booth = await createUser({ organisationId: organisation.id, userType: UserType.Staff });
  const join = async (
    role: Role,
    language: string,
    userId: string | null,
    options: { lastSeq?: number; relay?: string } = {},
  ) => {
    const listenerId =
      role === "listener" ? { listenerId: `g-${language}-${Math.random().toString(36).slice(2)}` } : {};
    const token = await tokenFor({ sermon: id, role, userId, language, ...listenerId });
    const query: Record<string, string> = options.lastSeq === undefined ? {} : { lastSeq: String(options.lastSeq) };
    const client = await joinRoom(roomUrl, id, token, query, options.relay);
    await client.waitFor((all) => all.some((m) => m.type === "welcome"), "welcome");
    return client;
  };
  return { organisation, pastor, booth, sermon, id, join };
}
