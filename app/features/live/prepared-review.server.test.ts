import { beforeAll, describe, expect, it } from "vitest";
import { commitAuthSession } from "#app/features/auth/auth.server.ts";
import { UserType } from "#app/features/auth/roles.ts";
import { action } from "#app/features/live/routes/prepared-review.ts";
import { resources } from "#app/locales/index.ts";
import { prisma } from "#app/utils/db.server.ts";
import { createOrganisation, createSermon, createUser } from "#tests/db-utils.ts";

// The review action as the route runs it (decision 039): a real session cookie, a real SQLite file.
async function cookieFor(userId: string) {
  const session = await prisma.session.create({ data: { userId, expiresAt: new Date(Date.now() + 3_600_000) } });
  return (await commitAuthSession(new Request("http://localhost/"), session.id)).split(";")[0]!;
}

type Answer = { status: number; error?: string | null; review?: { from: string; lines: string[] } | null };

async function review(cookie: string | null, fields: Record<string, string>): Promise<Answer> {
  const request = new Request("http://localhost/api/prepared-review", {
    method: "POST",
    headers: cookie ? { Cookie: cookie } : {},
    body: new URLSearchParams(fields),
  });
  try {
    const reply = (await action({ request, params: {}, context: {} } as never)) as {
      data: Omit<Answer, "status">;
      init: { status?: number } | null;
    };
    return { status: reply.init?.status ?? 200, ...reply.data };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status };
    throw thrown;
  }
}

/** The message a key stands for in each interface language: none may be missing. */
function inEveryLocale(key: string) {
  return Object.values(resources).map(({ translation }) =>
    key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], translation),
  );
}

const reading = "In the beginning was the Word. And the Word was with God.";
let staff = "";
let admin = "";
let member = "";
let otherStaff = "";
let spanishSermon = "";

beforeAll(async () => {
  // No translator: the action still cuts the lines, and no language is offered for review.
  const organisation = await createOrganisation();
  const other = await createOrganisation();
  const organisationId = organisation.id;
  await prisma.organisation.updateMany({
    where: { id: { in: [organisationId, other.id] } },
    data: { translationProvider: "none" },
  });
  const adminUser = await createUser({ organisationId, userType: UserType.OrganisationAdmin });
  admin = await cookieFor(adminUser.id);
  staff = await cookieFor((await createUser({ organisationId, userType: UserType.Staff })).id);
  member = await cookieFor((await createUser({ organisationId, userType: UserType.Member })).id);
  otherStaff = await cookieFor((await createUser({ organisationId: other.id, userType: UserType.Staff })).id);
  spanishSermon = (
    await createSermon({
      organisationId,
      hostId: adminUser.id,
      sourceLanguage: "es",
      startedAt: new Date(),
      minutes: 0,
      live: true,
    })
  ).broadcastId;
});

describe("who may review prepared text", () => {
  it("sends a stranger to sign in, refuses a member, answers another church's sermon as missing", async () => {
    const anonymous = await review(null, { text: reading, sourceLanguage: "en" });
    expect(anonymous.status).toBe(302);

    expect(await review(member, { text: reading, sourceLanguage: "en" })).toEqual({
      status: 403,
      error: "preparedReview.errors.forbidden",
      review: null,
    });
    expect(await review(otherStaff, { text: reading, sourceLanguage: "en", broadcastId: spanishSermon })).toEqual({
      status: 404,
      error: "preparedReview.errors.sermon",
      review: null,
    });
    expect(await review(otherStaff, { text: reading, sourceLanguage: "en", broadcastId: "b-no-such-sermon" })).toEqual({
      status: 404,
      error: "preparedReview.errors.sermon",
      review: null,
    });
  });

  it("lets the church's staff and administrators review, cut into the lines the room will send", async () => {
    for (const cookie of [staff, admin]) {
      const answer = await review(cookie, { text: reading, sourceLanguage: "en" });
      expect(answer).toMatchObject({ status: 200, error: null });
      expect(answer.review).toEqual({
        from: "en",
        lines: ["In the beginning was the Word.", "And the Word was with God."],
        languages: [],
      });
    }
    // For a live sermon its spoken language decides, whatever the form says.
    const live = await review(staff, {
      text: "Bienvenidos. Oremos.",
      sourceLanguage: "en",
      broadcastId: spanishSermon,
    });
    expect(live.review).toMatchObject({ from: "es", lines: ["Bienvenidos.", "Oremos."] });
  });
});

describe("what a review request must hold", () => {
  it("refuses empty, too long, unknown languages and malformed sermon ids with a message in every locale", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ text: "   ", sourceLanguage: "en" }, "preparedReview.errors.textRequired"],
      [{ sourceLanguage: "en" }, "preparedReview.errors.textRequired"],
      [{ text: "x".repeat(8001), sourceLanguage: "en" }, "preparedReview.errors.tooLong"],
      [{ text: reading, sourceLanguage: "xx" }, "preparedReview.errors.language"],
      [{ text: reading }, "preparedReview.errors.language"],
      [{ text: reading, sourceLanguage: "en", broadcastId: "<script>" }, "preparedReview.errors.sermon"],
    ];
    for (const [fields, key] of cases) {
      expect(await review(staff, fields)).toEqual({ status: 400, error: key, review: null });
      for (const message of inEveryLocale(key)) expect(message).toMatch(/\S/);
    }
  });
});

// Issue 40, observation (decision 053): one 8,000-character request took 16 s and ~450 engine
// calls, and nothing limited how often a person asked.
describe("how much one person may have reviewed", () => {
  const sentences = (count: number) =>
    Array.from({ length: count }, (_, index) => `This is sentence number ${index + 1}.`).join(" ");

  it("refuses a block of more lines than one review takes, with a message in every locale", async () => {
    expect((await review(staff, { text: sentences(30), sourceLanguage: "en" })).review?.lines).toHaveLength(30);
    expect(await review(staff, { text: sentences(31), sourceLanguage: "en" })).toEqual({
      status: 413,
      error: "preparedReview.errors.tooManyLines",
      review: null,
    });
    for (const message of inEveryLocale("preparedReview.errors.tooManyLines")) expect(message).toMatch(/\S/);
  });

  it("allows a person twenty reviews in ten minutes, then asks them to wait; others are not held", async () => {
    const organisationId = (await createOrganisation()).id;
    await prisma.organisation.update({ where: { id: organisationId }, data: { translationProvider: "none" } });
    const busy = await cookieFor((await createUser({ organisationId, userType: UserType.Staff })).id);
    const colleague = await cookieFor((await createUser({ organisationId, userType: UserType.Staff })).id);
    for (let request = 0; request < 20; request++)
      expect((await review(busy, { text: reading, sourceLanguage: "en" })).status).toBe(200);
    expect(await review(busy, { text: reading, sourceLanguage: "en" })).toEqual({
      status: 429,
      error: "preparedReview.errors.tooMany",
      review: null,
    });
    for (const message of inEveryLocale("preparedReview.errors.tooMany")) expect(message).toMatch(/\S/);
    expect((await review(colleague, { text: reading, sourceLanguage: "en" })).status).toBe(200);
  });
});
