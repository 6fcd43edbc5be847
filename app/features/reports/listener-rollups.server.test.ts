import { describe, expect, it } from "vitest";
import { createOrganisation, createSermon, createUser } from "#tests/db-utils.ts";
import { superAdmin } from "#tests/report-fixture.ts";
import { prisma } from "#app/utils/db.server.ts";
import { dashboardData } from "./dashboard.server.ts";
import { resolveFilters } from "#app/features/aggregates/report-filters.server.ts";
import { UserType } from "#app/features/auth/roles.ts";

const HOUR = 3_600_000;

/** The figures straight from the sessions: what the triggers' rollups must always agree with. */
async function fromSessions(organisationId: string, since: Date) {
  const [row] = await prisma.$queryRaw<{ listeners: bigint; ended: bigint; minutes: number | null; active: bigint }[]>`
    SELECT COUNT(*) AS listeners, COUNT(l.endedAt) AS ended,
      SUM((julianday(l.endedAt) - julianday(l.startedAt)) * 1440.0) AS minutes, COUNT(DISTINCT l.userId) AS active
    FROM "Sermon" s JOIN "ListenerSession" l ON l.sermonId = s.id
    WHERE s.organisationId = ${organisationId} AND s.startedAt >= ${since.toISOString().replace("Z", "+00:00")}`;
  const languages = await prisma.$queryRaw<{ language: string; n: bigint }[]>`
    SELECT l.language, COUNT(*) AS n FROM "Sermon" s JOIN "ListenerSession" l ON l.sermonId = s.id
    WHERE s.organisationId = ${organisationId}
      AND s.startedAt >= ${since.toISOString().replace("Z", "+00:00")} GROUP BY l.language`;
  const ended = Number(row!.ended);
  return {
    listeners: Number(row!.listeners),
    activeUsers: Number(row!.active),
    averageListeningMinutes: ended ? Math.round((row!.minutes ?? 0) / ended) : 0,
    languages: Object.fromEntries(languages.map((entry) => [entry.language, Number(entry.n)])),
  };
}

async function fromDashboard(organisationId: string) {
  const filters = await resolveFilters(superAdmin, new URLSearchParams({ range: "24h", org: organisationId }));
  const { performance, languages } = await dashboardData(filters);
  const row = performance.find((entry) => entry.key === organisationId);
  return {
    listeners: row?.listeners ?? 0,
    activeUsers: row?.activeUsers ?? 0,
    averageListeningMinutes: row?.averageListeningMinutes ?? 0,
    languages: languages[0]?.values ?? {},
    since: filters.bounds.start,
  };
}

describe("listener rollups kept by database triggers", () => {
  it("agree with the sessions through joins, language switches, leaving, deletion and account removal", async () => {
    const organisation = await createOrganisation({ country: "Kenya", timeZone: "Africa/Nairobi" });
    const [ann, ben, cat] = await Promise.all([1, 2, 3].map(() => createUser({ organisationId: organisation.id })));
    const host = await createUser({ organisationId: organisation.id, userType: UserType.OrganisationAdmin });
    const now = Date.now();
    await createSermon({
      organisationId: organisation.id,
      hostId: host.id,
      startedAt: new Date(now - 3 * HOUR),
      minutes: 60,
      listeners: [
        { language: "en", userId: ann!.id, minutes: 30 },
        { language: "es", userId: ben!.id, minutes: 60 },
        { language: "es", minutes: 10 },
      ],
    });
    const live = await createSermon({
      organisationId: organisation.id,
      hostId: host.id,
      startedAt: new Date(now - HOUR),
      minutes: 0,
      live: true,
      listeners: [{ language: "es", userId: ann!.id }],
    });
    // Cat listened ten days ago only: not active in the past 24 hours.
    await createSermon({
      organisationId: organisation.id,
      hostId: host.id,
      startedAt: new Date(now - 10 * 24 * HOUR),
      minutes: 45,
      listeners: [{ language: "sw", userId: cat!.id }],
    });

    const check = async (expected: {
      listeners: number;
      activeUsers: number;
      averageListeningMinutes: number;
      languages: Record<string, number>;
    }) => {
      const dashboard = await fromDashboard(organisation.id);
      const { since, ...figures } = dashboard;
      expect(figures).toEqual(expected);
      expect(figures).toEqual(await fromSessions(organisation.id, since));
    };

    await check({ listeners: 4, activeUsers: 2, averageListeningMinutes: 33, languages: { en: 1, es: 3 } });

    // Ann switches the live sermon to Portuguese, then leaves after 20 minutes.
    const [session] = await prisma.listenerStay.findMany({ where: { sermonId: live.id } });
    await prisma.listenerStay.update({ where: { id: session!.id }, data: { language: "pt" } });
    await prisma.listenerStay.update({
      where: { id: session!.id },
      data: { endedAt: new Date(session!.startedAt.getTime() + 20 * 60_000) },
    });
    await check({ listeners: 4, activeUsers: 2, averageListeningMinutes: 30, languages: { en: 1, es: 2, pt: 1 } });

    // Ben's session is removed; then Ann's account is deleted (her sessions stay, anonymised).
    await prisma.listenerStay.deleteMany({ where: { userId: ben!.id } });
    await prisma.user.delete({ where: { id: ann!.id } });
    await check({ listeners: 3, activeUsers: 0, averageListeningMinutes: 20, languages: { en: 1, es: 1, pt: 1 } });

    // A sermon moved into the range brings Cat's listening with it.
    const old = await prisma.sermon.findFirstOrThrow({
      where: { organisationId: organisation.id, startedAt: { lt: new Date(now - 5 * 24 * HOUR) } },
    });
    await prisma.sermon.update({ where: { id: old.id }, data: { startedAt: new Date(now - 2 * HOUR) } });
    await check({
      listeners: 4,
      activeUsers: 1,
      averageListeningMinutes: 26,
      languages: { en: 1, es: 1, pt: 1, sw: 1 },
    });

    // Deleting the organisation leaves no rollup behind.
    await prisma.organisation.delete({ where: { id: organisation.id } });
    expect(await prisma.sermonLanguageStat.count({ where: { organisationId: organisation.id } })).toBe(0);
    expect(await prisma.organisationListener.count({ where: { organisationId: organisation.id } })).toBe(0);
  });
});
