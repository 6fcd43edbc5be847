import { describe, expect, it } from "vitest";
import { memoryFromTmx, memoryToTmx } from "#app/features/memory/exchange.ts";
import {
  allMemory,
  listMemory,
  memoryFor,
  removeMemoryEntry,
  saveMemoryEntry,
  updateMemoryEntry,
  writeImportedMemory,
} from "#app/features/memory/memory-entries.server.ts";
import { createOrganisation, createUser } from "#tests/db-utils.ts";
import { UserType } from "#app/features/auth/roles.ts";

const entry = {
  sourceLanguage: "en",
  source: "Please welcome Pastor Daniel to the pulpit.",
  targetLanguage: "es",
  rendering: "Demos la bienvenida al pastor Daniel al púlpito.",
};

describe("an organisation's translation memory in the database", () => {
  it("keeps one entry per sentence and pair, and the room's memory follows every change", async () => {
    const { id } = await createOrganisation();
    const other = await createOrganisation();
    await saveMemoryEntry(id, entry);
    expect((await memoryFor(id)).lookup("Please welcome pastor Daniel to the pulpit", "en", "es")?.rendering).toBe(
      entry.rendering,
    );
    // The same sentence said again, corrected again: replaced, not added.
    await saveMemoryEntry(
      id,
      { ...entry, source: "please welcome Pastor Daniel to the pulpit!", rendering: "Otra." },
      "import",
    );
    const { total, entries } = await listMemory(id, 1);
    expect(total).toBe(1);
    expect(entries[0]).toMatchObject({ rendering: "Otra.", origin: "import" });
    expect((await memoryFor(id)).lookup(entry.source, "en", "es")?.rendering).toBe("Otra.");
    // Never another organisation's.
    expect((await memoryFor(other.id)).lookup(entry.source, "en", "es")).toBeNull();
    expect(await updateMemoryEntry(other.id, entries[0]!.id, entry)).toBe(0);
    expect(await removeMemoryEntry(other.id, entries[0]!.id)).toBe(0);

    await updateMemoryEntry(id, entries[0]!.id, entry);
    expect((await memoryFor(id)).lookup(entry.source, "en", "es")?.rendering).toBe(entry.rendering);
    await removeMemoryEntry(id, entries[0]!.id);
    expect((await memoryFor(id)).lookup(entry.source, "en", "es")).toBeNull();
  });

  it("exports to TMX and imports it back into another organisation as the same entries", async () => {
    const { id } = await createOrganisation();
    const copy = await createOrganisation();
    await saveMemoryEntry(id, entry);
    await saveMemoryEntry(id, { ...entry, targetLanguage: "pt", rendering: "Recebam o pastor Daniel no púlpito." });
    const exported = await allMemory(id);
    for (const imported of memoryFromTmx(memoryToTmx(exported))!) await saveMemoryEntry(copy.id, imported, "import");
    expect(await allMemory(copy.id)).toEqual(exported);
  });

  it("names who imported, typed or edited an entry; an edit makes it the editor's (decision 063)", async () => {
    const { id } = await createOrganisation();
    const admin = await createUser({ userType: UserType.OrganisationAdmin, organisationId: id });
    await writeImportedMemory(id, [entry], admin.id);
    const [imported] = (await listMemory(id, 1)).entries;
    expect(imported).toMatchObject({ origin: "import", originUserId: admin.id, originSermonId: null });
    const editor = await createUser({ userType: UserType.OrganisationAdmin, organisationId: id });
    await updateMemoryEntry(id, imported!.id, { ...entry, rendering: "Recibamos al pastor Daniel." }, editor.id);
    const [edited] = (await listMemory(id, 1)).entries;
    expect(edited).toMatchObject({
      origin: "manual",
      originUserId: editor.id,
      rendering: "Recibamos al pastor Daniel.",
    });
    expect(edited!.originUser).toEqual({ firstName: editor.firstName, lastName: editor.lastName });
  });
});
