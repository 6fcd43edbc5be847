import { describe, expect, it } from "vitest";
import { createOrganisation, createSermon, createUser } from "#tests/db-utils.ts";
import { superAdmin } from "#tests/report-fixture.ts";
import { prisma } from "#app/utils/db.server.ts";
import { dashboardData } from "#app/features/reports/dashboard.server.ts";
import { resolveFilters } from "#app/features/aggregates/report-filters.server.ts";
import { UserType } from "#app/features/auth/roles.ts";
import { purgeExpiredTranscripts } from "#app/features/care/retention.server.ts";

const DAY = 86_400_000;
const transcript = [
  { language: "en", texts: ["Grace to you.", "Peace be with you all."] },
  { language: "es", texts: ["Gracia a ustedes.", "La paz sea con todos ustedes."] },
];

/** A church with one sermon `daysAgo` days old, its transcript, a listener and an accept-Jesus click. */
async function churchWithSermon(retentionDays: number | null, daysAgo: number[], now: number) {
  const { id } = await createOrganisation();
  const organisation = await prisma.organisation.update({
    where: { id },
    data: { transcriptRetentionDays: retentionDays },
  });
  const host = await createUser({ userType: UserType.OrganisationAdmin, organisationId: organisation.id });
  const sermons = [];
  for (const days of daysAgo) {
    const sermon = await createSermon({
      organisationId: organisation.id,
      hostId: host.id,
      startedAt: new Date(now - days * DAY),
      minutes: 30,
      listeners: [{ language: "es", name: "Ana" }],
      salvations: [{ name: "Ana", faithLevel: "open" }],
      transcript,
    });
    await prisma.transcriptVerse.create({
      data: {
        sermonId: sermon.id,
        afterSeq: 0,
        language: "es",
        osis: "John.3.16",
        reference: "Juan 3:16",
        bible: "RV",
        text: "Porque de tal manera…",
      },
    });
    sermons.push(sermon);
  }
  return { organisation, sermons };
}

const lineCount = (sermonId: string) => prisma.transcriptSegment.count({ where: { sermonId } });

describe("npm run purge:transcripts (stated retention, decision 057)", () => {
  it("removes the text of sermons past their church's retention, keeps counts; the dashboard adds up", async () => {
    const now = Date.now();
    const kept30 = await churchWithSermon(30, [60, 5], now);
    const always = await churchWithSermon(null, [400], now);
    await prisma.guestContact.create({
      data: {
        guestId: "guest-retention",
        organisationId: kept30.organisation.id,
        prayerRequest: "Por mi madre",
        consentAt: new Date(now - 45 * DAY),
        createdAt: new Date(now - 45 * DAY),
      },
    });
    const params = (org: string) => new URLSearchParams({ range: "custom", from: "2020-01-01", to: "2099-12-31", org });
    const figures = async (org: string) => {
      const data = await dashboardData(await resolveFilters(superAdmin, params(org)));
      return { tiles: data.tiles, performance: data.performance, languages: data.languages };
    };
    const before = await figures(kept30.organisation.id);

    const result = await purgeExpiredTranscripts(new Date(now));
    expect(result.sermons).toBeGreaterThanOrEqual(1);

    const [old, recent] = kept30.sermons;
    expect(await lineCount(old!.id)).toBe(0);
    expect(await prisma.transcriptVerse.count({ where: { sermonId: old!.id } })).toBe(0);
    expect(await prisma.transcriptPurge.findUnique({ where: { sermonId: old!.id } })).toMatchObject({
      lines: 2,
      words: 8,
      languages: 2,
    });
    // The sermon, its listener and its click are still there: only the text went.
    expect(await prisma.sermon.count({ where: { id: old!.id } })).toBe(1);
    expect(await prisma.listenerStay.count({ where: { sermonId: old!.id } })).toBe(1);
    expect(await prisma.salvation.count({ where: { sermonId: old!.id } })).toBe(1);
    expect(await lineCount(recent!.id)).toBe(4);
    expect(await lineCount(always.sermons[0]!.id)).toBe(4);
    expect(
      await prisma.guestContact.findUnique({
        where: { guestId_organisationId: { guestId: "guest-retention", organisationId: kept30.organisation.id } },
      }),
    ).toMatchObject({ prayerRequest: null });

    expect(await figures(kept30.organisation.id)).toEqual(before);
    // Safe to repeat: nothing more of this church is due.
    await purgeExpiredTranscripts(new Date(now));
    expect(await prisma.transcriptPurge.count({ where: { sermon: { organisationId: kept30.organisation.id } } })).toBe(
      1,
    );
    await prisma.organisation.deleteMany({ where: { id: { in: [kept30.organisation.id, always.organisation.id] } } });
  });
});
