import { describe, expect, it } from "vitest";
import { UserType } from "#app/features/auth/roles.ts";
import { commitAuthSession } from "#app/features/auth/auth.server.ts";
import { memoryPageAction } from "#app/features/memory/memory-page.server.ts";
import { applyRoomEvent } from "#app/features/live/room-events.server.ts";
import { listMemory } from "#app/features/memory/memory-entries.server.ts";
import { prisma } from "#app/utils/db.server.ts";
import { createOrganisation, createUser } from "#tests/db-utils.ts";
import { liveSermonOf } from "#tests/support/live-sermon.ts";

// Issue 41, decision 063: what the booth taught the memory names its sermon and person, and only
// someone who manages that organisation's memory may undo it; role and organisation are checked by
// the server, whatever the page offers.

async function signedIn(userId: string) {
  const session = await prisma.session.create({ data: { userId, expiresAt: new Date(Date.now() + 60_000) } });
  return (await commitAuthSession(new Request("http://localhost/"), session.id)).split(";")[0]!;
}

/** The memory page's "undo" (its delete intent), posted as `userId` to the page at `path`. */
async function undo(userId: string, entryId: string, organisationId?: string) {
  const path = organisationId ? `/churches/${organisationId}/memory` : "/church/memory";
  const request = new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { Cookie: await signedIn(userId) },
    body: new URLSearchParams({ intent: "delete", entryId }),
  });
  try {
    const answer = await memoryPageAction(request, organisationId);
    return answer instanceof Response ? answer.status : (answer.init?.status ?? 200);
  } catch (thrown) {
    return (thrown as { init?: { status?: number }; status?: number }).init?.status ?? (thrown as Response).status;
  }
}

describe("undoing what the booth taught", () => {
  it("names the sermon and the person, and only the organisation's memory managers may undo it", async () => {
    const church = await createOrganisation();
    const admin = await createUser({ userType: UserType.OrganisationAdmin, organisationId: church.id });
    const staff = await createUser({ userType: UserType.Staff, organisationId: church.id });
    const member = await createUser({ userType: UserType.Member, organisationId: church.id });
    const elsewhere = await createOrganisation();
    const otherAdmin = await createUser({ userType: UserType.OrganisationAdmin, organisationId: elsewhere.id });
    const sermon = await liveSermonOf(church.id, staff.id);
    await prisma.sermon.update({ where: { id: sermon.id }, data: { title: "Harvest Sunday" } });

    // The room's event for a line the staff member corrected in the booth.
    expect(
      await applyRoomEvent({
        id: "memory:3:es:1",
        type: "booth.corrected",
        broadcastId: sermon.broadcastId,
        sourceLanguage: "en",
        source: "Our brothers from the valley church are with us.",
        language: "es",
        rendering: "Nuestros hermanos de la iglesia del valle están con nosotros.",
        userId: staff.id,
        via: "correction",
      }),
    ).toBe("applied");
    const { entries } = await listMemory(church.id, 1);
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry).toMatchObject({
      origin: "booth",
      originSermon: { title: "Harvest Sunday" },
      originUser: { firstName: staff.firstName, lastName: staff.lastName },
    });

    // Staff correct in the booth but do not manage the memory; a member even less; another
    // church's administrator neither from their own page nor from the super administrator's.
    expect(await undo(staff.id, entry!.id)).toBe(403);
    expect(await undo(member.id, entry!.id)).toBe(403);
    expect(await undo(otherAdmin.id, entry!.id)).toBe(404);
    expect(await undo(otherAdmin.id, entry!.id, church.id)).toBe(403);
    expect(await prisma.memoryEntry.count({ where: { id: entry!.id } })).toBe(1);

    // The church's administrator undoes it.
    expect(await undo(admin.id, entry!.id)).toBe(302);
    expect(await prisma.memoryEntry.count({ where: { id: entry!.id } })).toBe(0);
  });

  it("a correction by someone since deleted keeps the entry, naming no one", async () => {
    const church = await createOrganisation();
    const staff = await createUser({ userType: UserType.Staff, organisationId: church.id });
    const sermon = await liveSermonOf(church.id, staff.id);
    await applyRoomEvent({
      id: "memory:1:pt:1",
      type: "booth.corrected",
      broadcastId: sermon.broadcastId,
      sourceLanguage: "en",
      source: "Let us pray.",
      language: "pt",
      rendering: "Oremos juntos.",
      userId: staff.id,
      via: "prepared",
    });
    await prisma.user.delete({ where: { id: staff.id } });
    const [entry] = (await listMemory(church.id, 1)).entries;
    expect(entry).toMatchObject({ origin: "prepared", originSermonId: sermon.id, originUserId: null });
  });
});
