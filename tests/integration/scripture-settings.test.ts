import { beforeAll, describe, expect, it } from "vitest";
import { cardsForPassage } from "#app/features/scripture/cards.server.ts";
import { MAX_BIBLE_BYTES } from "#app/features/scripture/import.ts";
import { scriptureSettingsAction } from "#app/features/scripture/settings.server.ts";
import { commitAuthSession } from "#app/features/auth/auth.server.ts";
import { prisma } from "#app/utils/db.server.ts";
import { createOrganisation, createSermon, createUser } from "#tests/db-utils.ts";
import { UserType } from "#app/features/auth/roles.ts";

// The settings action as the route runs it: a real session cookie, a real SQLite file.
async function cookieFor(userId: string) {
  const session = await prisma.session.create({ data: { userId, expiresAt: new Date(Date.now() + 3_600_000) } });
  return (await commitAuthSession(new Request("http://localhost/"), session.id)).split(";")[0]!;
}

function post(cookie: string, fields: Record<string, string>, file?: { name: string; content: string }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  if (file) form.set("file", new File([file.content], file.name));
  return new Request("http://localhost/church/scripture", { method: "POST", headers: { Cookie: cookie }, body: form });
}

async function outcome(promise: Promise<unknown>) {
  try {
    const result = await promise;
    if (result instanceof Response) return { status: result.status };
    const reply = result as { data: { problem: { key: string } }; init: { status: number } };
    return { status: reply.init.status, problem: reply.data.problem.key };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status };
    // notFound() and forbidden() throw React Router's data(…, { status }).
    const status = (thrown as { init?: { status?: number } }).init?.status;
    if (status) return { status };
    throw thrown;
  }
}

let admin: string;
let otherAdmin: string;
let organisationId: string;
let broadcastId: string;
beforeAll(async () => {
  const organisation = await createOrganisation();
  const other = await createOrganisation();
  organisationId = organisation.id;
  const adminUser = await createUser({ organisationId, userType: UserType.OrganisationAdmin });
  admin = await cookieFor(adminUser.id);
  otherAdmin = await cookieFor(
    (await createUser({ organisationId: other.id, userType: UserType.OrganisationAdmin })).id,
  );
  broadcastId = (
    await createSermon({ organisationId, hostId: adminUser.id, startedAt: new Date(), minutes: 0, live: true })
  ).broadcastId;
});

const usfm = "\\id JHN\n\\c 3\n\\v 16 Tanto amou Deus o mundo que deu o seu Filho.\n";
const csv = "book,chapter,verse,text\nYohanes,3,16,Karena begitu besar kasih Allah akan dunia ini.\n";

describe("imported Bibles", () => {
  it("a USFM and a CSV Bible are imported, chosen per language and used for cards", async () => {
    expect(
      await outcome(
        scriptureSettingsAction(
          post(
            admin,
            { intent: "import", name: "Teste PT", language: "pt", licence: "Own permission" },
            { name: "john.usfm", content: usfm },
          ),
          undefined,
        ),
      ),
    ).toEqual({ status: 302 });
    expect(
      await outcome(
        scriptureSettingsAction(
          post(
            admin,
            { intent: "import", name: "Uji ID", language: "id", licence: "Own permission" },
            { name: "john.csv", content: csv },
          ),
          undefined,
        ),
      ),
    ).toEqual({ status: 302 });
    const bibles = await prisma.bible.findMany({ where: { organisationId }, orderBy: { name: "asc" } });
    expect(bibles.map((bible) => [bible.name, bible.verseCount])).toEqual([
      ["Teste PT", 1],
      ["Uji ID", 1],
    ]);
    for (const bible of bibles) {
      expect(
        await outcome(
          scriptureSettingsAction(
            post(admin, { intent: "choose", language: bible.language, bible: `imported:${bible.id}` }),
            undefined,
          ),
        ),
      ).toEqual({ status: 302 });
    }
    const cards = await cardsForPassage({ broadcastId, osis: "John.3.16", languages: ["pt", "id", "es", "zh"] });
    expect(cards?.pt).toMatchObject({
      reference: "João 3:16",
      bible: "Teste PT",
      verses: [{ text: "Tanto amou Deus o mundo que deu o seu Filho." }],
    });
    expect(cards?.id).toMatchObject({ reference: "Yohanes 3:16", bible: "Uji ID" });
    expect(cards?.es).toMatchObject({ bible: "Reina-Valera 1909" }); // the shipped default
    expect(cards?.zh).toBeNull(); // no Bible: the room machine-translates
  });

  it("a malformed or oversized file is refused with its message and nothing is written", async () => {
    const before = await prisma.bible.count();
    expect(
      await outcome(
        scriptureSettingsAction(
          post(
            admin,
            { intent: "import", name: "Bad", language: "en", licence: "x" },
            { name: "bad.csv", content: "Hezekiah,1,1,text\n" },
          ),
          undefined,
        ),
      ),
    ).toEqual({ status: 400, problem: "scripture.import.errors.unknownBook" });
    expect(
      await outcome(
        scriptureSettingsAction(
          post(
            admin,
            { intent: "import", name: "Big", language: "en", licence: "x" },
            { name: "big.csv", content: "x".repeat(MAX_BIBLE_BYTES + 1) },
          ),
          undefined,
        ),
      ),
    ).toEqual({ status: 413, problem: "scripture.import.errors.tooLarge" });
    expect(
      await outcome(
        scriptureSettingsAction(
          post(admin, { intent: "import", name: "", language: "en", licence: "x" }, { name: "a.csv", content: csv }),
          undefined,
        ),
      ),
    ).toEqual({ status: 400, problem: "scripture.settings.errors.name" });
    expect(await prisma.bible.count()).toBe(before);
  });

  it(
    "another organisation's Bible can neither be chosen " + "nor deleted, and staff of another church get nothing",
    async () => {
      const bible = await prisma.bible.findFirstOrThrow({ where: { organisationId } });
      expect(
        await outcome(
          scriptureSettingsAction(
            post(otherAdmin, { intent: "choose", language: "pt", bible: `imported:${bible.id}` }),
            undefined,
          ),
        ),
      ).toEqual({ status: 400, problem: "scripture.settings.errors.bible" });
      expect(
        await outcome(scriptureSettingsAction(post(otherAdmin, { intent: "delete", bibleId: bible.id }), undefined)),
      ).toEqual({ status: 404 });
      expect(
        await outcome(scriptureSettingsAction(post(otherAdmin, { intent: "mode", mode: "off" }), organisationId)),
      ).toEqual({ status: 403 });
      expect(await prisma.bible.count({ where: { id: bible.id } })).toBe(1);
    },
  );

  it("the mode is saved and a deleted Bible's language falls back", async () => {
    expect(await outcome(scriptureSettingsAction(post(admin, { intent: "mode", mode: "suggest" }), undefined))).toEqual(
      { status: 302 },
    );
    expect((await prisma.organisation.findUniqueOrThrow({ where: { id: organisationId } })).scriptureMode).toBe(
      "suggest",
    );
    const bible = await prisma.bible.findFirstOrThrow({ where: { organisationId, language: "pt" } });
    expect(
      await outcome(scriptureSettingsAction(post(admin, { intent: "delete", bibleId: bible.id }), undefined)),
    ).toEqual({ status: 302 });
    expect((await cardsForPassage({ broadcastId, osis: "John.3.16", languages: ["pt"] }))?.pt).toBeNull();
  });
});
