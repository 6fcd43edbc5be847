import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganisation, createSermon, createUser } from "#tests/db-utils.ts";
import { sessionUser, superAdmin } from "#tests/report-fixture.ts";
import { prisma } from "#app/utils/db.server.ts";
import { env } from "#app/utils/env.server.ts";
import { freshSignedNonce } from "#app/neutral/signed-request.ts";
import { deleteSermon, endSermonAsAdmin } from "./sermon-admin.server.ts";
import { UserType } from "#app/features/auth/roles.ts";

/** A stand-in for the PartyKit room: records every request it gets. */
type Received = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string };
const received: Received[] = [];
const room = http.createServer((request, response) => {
  let body = "";
  request.on("data", (chunk) => (body += chunk));
  request.on("end", () => {
    received.push({
      method: request.method ?? "",
      url: request.url ?? "",
      headers: request.headers,
      body,
    });
    response.writeHead(200).end("ok");
  });
});
const originalRoomUrl = env.ROOM_INTERNAL_URL;

beforeAll(async () => {
  await new Promise<void>((resolve) => room.listen(0, "127.0.0.1", resolve));
  env.ROOM_INTERNAL_URL = `http://127.0.0.1:${(room.address() as AddressInfo).port}`;
});
afterAll(async () => {
  env.ROOM_INTERNAL_URL = originalRoomUrl;
  await new Promise((resolve) => room.close(resolve));
});

async function liveWorld() {
  const organisation = await createOrganisation();
  const other = await createOrganisation();
  const admin = sessionUser(
    await createUser({ userType: UserType.OrganisationAdmin, organisationId: organisation.id }),
    organisation,
  );
  const staff = sessionUser(
    await createUser({ userType: UserType.Staff, organisationId: organisation.id }),
    organisation,
  );
  const otherAdmin = sessionUser(
    await createUser({ userType: UserType.OrganisationAdmin, organisationId: other.id }),
    other,
  );
  const sermon = await createSermon({
    organisationId: organisation.id,
    hostId: admin.id,
    startedAt: new Date(),
    minutes: 0,
    live: true,
    listeners: [{ language: "es", name: "Ana" }],
  });
  return { admin, staff, otherAdmin, sermon };
}

describe("ending a sermon from analytics", () => {
  it("marks it ended, ends its listeners and tells the room with a signed request", async () => {
    const { admin, sermon } = await liveWorld();
    const result = await endSermonAsAdmin(admin, sermon.id);
    expect(result.roomNotified).toBe(true);
    const stored = await prisma.sermon.findUniqueOrThrow({ where: { id: sermon.id }, include: { listeners: true } });
    expect(stored.status).toBe("ended");
    expect(stored.endedAt).toBeInstanceOf(Date);
    expect(stored.listeners.every((listener) => listener.endedAt !== null)).toBe(true);

    const request = received.find((r) => r.url === `/parties/main/${sermon.broadcastId}`);
    expect(request).toMatchObject({ method: "POST", body: JSON.stringify({ type: "end" }) });
    const header = (name: string) => {
      const value = request?.headers[name.toLowerCase()];
      return typeof value === "string" ? value : null;
    };
    expect(await freshSignedNonce(env.ROOM_SECRET, JSON.stringify({ type: "end" }), { get: header })).toBeTruthy();
  });

  it("still ends the sermon when the room cannot be reached", async () => {
    const { sermon } = await liveWorld();
    const roomUrl = env.ROOM_INTERNAL_URL;
    env.ROOM_INTERNAL_URL = "http://127.0.0.1:9"; // the discard port: nothing listens
    try {
      expect((await endSermonAsAdmin(superAdmin, sermon.id)).roomNotified).toBe(false);
    } finally {
      env.ROOM_INTERNAL_URL = roomUrl;
    }
    expect((await prisma.sermon.findUniqueOrThrow({ where: { id: sermon.id } })).status).toBe("ended");
  });

  it("refuses staff (403) and another organisation's administrator (404), changing nothing", async () => {
    const { staff, otherAdmin, sermon } = await liveWorld();
    const before = received.length;
    await expect(endSermonAsAdmin(staff, sermon.id)).rejects.toMatchObject({ init: { status: 403 } });
    await expect(endSermonAsAdmin(otherAdmin, sermon.id)).rejects.toMatchObject({ init: { status: 404 } });
    await expect(deleteSermon(otherAdmin, sermon.id)).rejects.toMatchObject({ init: { status: 404 } });
    await expect(endSermonAsAdmin(superAdmin, "no-such-sermon")).rejects.toMatchObject({ init: { status: 404 } });
    expect((await prisma.sermon.findUniqueOrThrow({ where: { id: sermon.id } })).status).toBe("live");
    expect(received.length).toBe(before);
  });

  it("lets the organisation's administrator delete it", async () => {
    const { admin, sermon } = await liveWorld();
    await deleteSermon(admin, sermon.id);
    expect(await prisma.sermon.findUnique({ where: { id: sermon.id } })).toBeNull();
  });
});
