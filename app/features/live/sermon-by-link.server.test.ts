import { describe, expect, it } from "vitest";
import { createOrganisation, createSermon, createUser } from "#tests/db-utils.ts";
import { prisma } from "#app/utils/db.server.ts";
import { openListenerCount, sermonByLink } from "./sermon-by-link.server.ts";

describe("the sermon a join link names, read as one statement", () => {
  it("reads what Prisma's own query reads, for a live sermon with a host and one without", async () => {
    const organisation = await createOrganisation({ name: "Grace Church" });
    await prisma.organisation.update({ where: { id: organisation.id }, data: { requireSignIn: true } });
    const host = await createUser({ organisationId: organisation.id, firstName: "Ana", lastName: "Lima" });
    const startedAt = new Date("2026-11-22T10:00:00Z");
    const sermon = await createSermon({
      organisationId: organisation.id,
      hostId: host.id,
      startedAt,
      minutes: 30,
      live: true,
      title: "Peace",
      sourceLanguage: "pt",
    });
    const expected = await prisma.sermon.findUniqueOrThrow({
      where: { id: sermon.id },
      select: {
        id: true,
        broadcastId: true,
        organisationId: true,
        hostId: true,
        title: true,
        status: true,
        sourceLanguage: true,
        startedAt: true,
        organisation: { select: { name: true, requireSignIn: true, transcriptRetentionDays: true } },
        host: { select: { firstName: true, lastName: true } },
      },
    });
    expect(await sermonByLink(sermon.broadcastId)).toEqual(expected);

    await prisma.user.delete({ where: { id: host.id } });
    expect((await sermonByLink(sermon.broadcastId))?.host).toBeNull();
    expect(await sermonByLink("no-such-link")).toBeNull();
  });

  it("counts only the listeners still in the sermon", async () => {
    const organisation = await createOrganisation();
    const host = await createUser({ organisationId: organisation.id });
    const sermon = await createSermon({
      organisationId: organisation.id,
      hostId: host.id,
      startedAt: new Date(),
      minutes: 10,
      live: true,
      listeners: [{ language: "es" }, { language: "pt" }, { language: "en" }],
    });
    expect(await openListenerCount(sermon.id)).toBe(3);
    const [first] = await prisma.listenerStay.findMany({ where: { sermonId: sermon.id }, take: 1 });
    await prisma.listenerStay.update({ where: { id: first!.id }, data: { endedAt: new Date() } });
    expect(await openListenerCount(sermon.id)).toBe(2);
  });
});
