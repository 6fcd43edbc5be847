import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { prisma } from "#app/utils/db.server.ts";
import { purgeOverdueDeletions } from "#app/features/accounts/deletion.server.ts";
import { createOrganisation, createSermon, createUser } from "#tests/db-utils.ts";
import { TEST_DATABASE_URL } from "#tests/setup/test-database.ts";
import { UserType } from "#app/features/auth/roles.ts";

const DAY = 24 * 60 * 60 * 1000;

async function memberWithRequest(daysAgo: number) {
  const organisation = await createOrganisation();
  const member = await createUser({ organisationId: organisation.id, firstName: "Demas" });
  const host = await createUser({ organisationId: organisation.id, userType: UserType.OrganisationAdmin });
  await createSermon({
    organisationId: organisation.id,
    hostId: host.id,
    startedAt: new Date(Date.now() - 40 * DAY),
    minutes: 60,
    listeners: [{ language: "es", userId: member.id, name: "Demas", email: member.email }],
    salvations: [{ userId: member.id, name: "Demas", email: member.email }],
  });
  const request = await prisma.deletionRequest.create({
    data: {
      userId: member.id,
      userEmail: member.email,
      userName: "Demas",
      organisationId: organisation.id,
      reason: "other",
      requestedAt: new Date(Date.now() - daysAgo * DAY),
    },
  });
  return { organisation, member, request };
}

describe("the deletion purge", () => {
  it("carries out requests pending for 29 days, anonymising statistics, and is safe to repeat", async () => {
    const old = await memberWithRequest(30);
    const recent = await memberWithRequest(3);
    const done = await purgeOverdueDeletions();
    expect(done.map((item) => item.email)).toContain(old.member.email);
    expect(done.map((item) => item.email)).not.toContain(recent.member.email);

    expect(await prisma.user.findUnique({ where: { id: old.member.id } })).toBeNull();
    expect(await prisma.deletionRequest.findUniqueOrThrow({ where: { id: old.request.id } })).toMatchObject({
      status: "approved",
      userId: null,
    });
    const sessions = await prisma.listenerStay.findMany({ where: { sermon: { organisationId: old.organisation.id } } });
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ userId: null, name: null, email: null, language: "es" });
    expect(
      await prisma.salvation.count({ where: { organisationId: old.organisation.id, email: null, userId: null } }),
    ).toBe(1);
    expect(await prisma.user.findUnique({ where: { id: recent.member.id } })).not.toBeNull();

    expect((await purgeOverdueDeletions()).map((item) => item.email)).not.toContain(old.member.email);
  });

  it("removes the profile photo file with the account", async () => {
    const { member } = await memberWithRequest(31);
    const photo = `photo-${Date.now()}.jpg`;
    const file = path.join("data", "uploads", photo);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, "not really a jpeg");
    await prisma.user.update({ where: { id: member.id }, data: { photoPath: photo } });
    await purgeOverdueDeletions();
    expect(fs.existsSync(file)).toBe(false);
  });

  it("runs as the documented command", () => {
    const output = execFileSync("npx", ["tsx", "scripts/purge-deletions.ts"], {
      env: { ...process.env, DATABASE_URL: TEST_DATABASE_URL },
      encoding: "utf8",
    });
    expect(output).toMatch(/\{"purged":\d+\}/);
  });
});
