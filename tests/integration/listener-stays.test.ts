import { describe, expect, it } from "vitest";
import { prisma } from "#app/utils/db.server.ts";
import { applyRoomEvent } from "#app/features/live/room-events.server.ts";
import { createOrganisation, createSermon, createUser } from "#tests/db-utils.ts";
import { UserType } from "#app/features/auth/roles.ts";

// Issue 12: one listener session per person per sermon, whatever the reloads and rejoins.
let n = 0;
const id = () => `e${++n}-${Date.now()}`;
const at = (base: Date, seconds: number) => new Date(base.getTime() + seconds * 1000).toISOString();

describe("listener sessions", () => {
  it(
    "keeps one session per guest and per member across reconnects, " +
      "language switches and rejoins, adding up their time",
    async () => {
      const organisation = await createOrganisation();
      const member = await createUser({ organisationId: organisation.id });
      const t0 = new Date(Date.now() - 3600_000);
      const sermon = await createSermon({
        organisationId: organisation.id,
        startedAt: t0,
        minutes: 0,
        live: true,
        hostId: member.id,
      });
      const b = sermon.broadcastId;
      const joined = (listenerId: string, userId: string | null, language: string, s: number) =>
        applyRoomEvent({
          id: id(),
          type: "listener.joined",
          broadcastId: b,
          listenerId,
          userId,
          language,
          at: at(t0, s),
        });
      const left = (listenerId: string, s: number) =>
        applyRoomEvent({ id: id(), type: "listener.left", broadcastId: b, listenerId, at: at(t0, s) });

      // A guest: joins, reloads (new connection before the old one closes), switches language,
      // leaves for five minutes and comes back for ten more.
      await joined("g-guestAAAAAAAAAAAAAAAA", null, "es", 0);
      await joined("g-guestAAAAAAAAAAAAAAAA", null, "es", 60);
      await joined("g-guestAAAAAAAAAAAAAAAA", null, "pt", 120);
      await left("g-guestAAAAAAAAAAAAAAAA", 600);
      await joined("g-guestAAAAAAAAAAAAAAAA", null, "pt", 900);
      await left("g-guestAAAAAAAAAAAAAAAA", 1500);
      // A member who reloads twice.
      await joined(`u-${member.id}`, member.id, "en", 10);
      await joined(`u-${member.id}`, member.id, "en", 20);
      await joined(`u-${member.id}`, member.id, "en", 30);

      const sessions = await prisma.listenerStay.findMany({
        where: { sermonId: sermon.id },
        orderBy: { userId: "asc" },
      });
      expect(sessions).toHaveLength(2);
      const guest = sessions.find((session) => session.guestId)!;
      expect(guest).toMatchObject({ guestId: "guestAAAAAAAAAAAAAAAA", name: "Guest", language: "pt", userId: null });
      // 600 s, then 600 s more: twenty minutes, the five away not counted.
      expect((guest.endedAt!.getTime() - guest.startedAt.getTime()) / 60_000).toBe(20);
      const memberSession = sessions.find((session) => session.userId)!;
      expect(memberSession.endedAt).toBeNull();

      // The rollups the dashboard reads agree: two listeners, one of them gone, 20 minutes.
      const stats = await prisma.sermonLanguageStat.findMany({ where: { sermonId: sermon.id } });
      expect(stats.reduce((sum, row) => sum + row.listeners, 0)).toBe(2);
      expect(stats.reduce((sum, row) => sum + row.endedListeners, 0)).toBe(1);
      expect(Math.round(stats.reduce((sum, row) => sum + row.minutes, 0))).toBe(20);
    },
  );

  it("gives a guest's salvations the follow-up details they chose to leave, before or after the click", async () => {
    const organisation = await createOrganisation();
    const host = await createUser({ organisationId: organisation.id, userType: UserType.OrganisationAdmin });
    const sermon = await createSermon({
      organisationId: organisation.id,
      startedAt: new Date(),
      minutes: 0,
      live: true,
      hostId: host.id,
    });
    const click = (clickId: string) =>
      applyRoomEvent({
        id: id(),
        type: "salvation",
        broadcastId: sermon.broadcastId,
        clickId,
        userId: null,
        listenerId: "g-guestBBBBBBBBBBBBBBBB",
        at: new Date().toISOString(),
      });
    await click("c-first-click");
    await prisma.guestContact.create({
      data: {
        guestId: "guestBBBBBBBBBBBBBBBB",
        organisationId: organisation.id,
        name: "伟 Wang",
        phone: "8613800138000",
        consentAt: new Date(),
      },
    });
    await click("c-second-click");
    const rows = await prisma.salvation.findMany({ where: { sermonId: sermon.id }, orderBy: { createdAt: "asc" } });
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => row.guestId)).toEqual(["guestBBBBBBBBBBBBBBBB", "guestBBBBBBBBBBBBBBBB"]);
    // The first click came before the details (the web action backfills it; see contact.server.ts).
    expect(rows[1]).toMatchObject({ name: "伟 Wang", phone: "8613800138000" });
  });
});
