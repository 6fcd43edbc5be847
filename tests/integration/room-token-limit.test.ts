import { describe, expect, it } from "vitest";
import { PEER_HEADER } from "#app/utils/peer.ts";
import { ROOM_TOKENS_PER_MINUTE } from "#app/features/live/room-tokens.server.ts";
import { loader } from "#app/features/live/routes/room-token.ts";
import { commitAuthSession } from "#app/features/auth/auth.server.ts";
import { prisma } from "#app/utils/db.server.ts";
import { createOrganisation, createSermon, createUser } from "#tests/db-utils.ts";
import { UserType } from "#app/features/auth/roles.ts";

// Issue 14: 200 room tokens minted in 2.4 s, and 50 sockets with made-up listener ids became
// 50 listener sessions. Tokens are now rationed per user and client, and carry the listener id.
async function signedIn() {
  const organisation = await createOrganisation();
  const user = await createUser({ organisationId: organisation.id, userType: UserType.Member });
  const session = await prisma.session.create({
    data: { userId: user.id, expiresAt: new Date(Date.now() + 3_600_000) },
  });
  const cookie = (await commitAuthSession(new Request("http://localhost/"), session.id)).split(";")[0]!;
  const sermon = await createSermon({
    organisationId: organisation.id,
    hostId: user.id,
    startedAt: new Date(),
    minutes: 30,
    live: true,
  });
  return { user, cookie, sermon };
}

async function askToken(cookie: string, broadcastId: string, language = "es", address = "203.0.113.50") {
  const url = `http://localhost/api/room-token?${new URLSearchParams({ broadcastId, language })}`;
  const result = await loader({
    request: new Request(url, { headers: { Cookie: cookie, [PEER_HEADER]: address } }),
    params: {},
    context: {},
  } as never);
  return result as unknown as { data: { token?: string }; init?: { status?: number } };
}

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split(".")[0]!, "base64url").toString("utf8")) as {
    listenerId?: string;
    userId: string;
    sermon: string;
  };

describe("room tokens", () => {
  it("are minted at most ROOM_TOKENS_PER_MINUTE a minute for one user, then refused with 429", async () => {
    const { cookie, sermon } = await signedIn();
    for (let asked = 0; asked < ROOM_TOKENS_PER_MINUTE; asked++)
      expect((await askToken(cookie, sermon.broadcastId)).data.token).toBeTruthy();
    const refused = await askToken(cookie, sermon.broadcastId);
    expect(refused.init?.status).toBe(429);
    expect(refused.data.token).toBeUndefined();
  });

  it("carry the listener id the web derived: one per person per sermon, however many tokens or languages", async () => {
    const first = await signedIn();
    const second = await signedIn();
    const a = claimsOf((await askToken(first.cookie, first.sermon.broadcastId)).data.token!);
    const again = claimsOf((await askToken(first.cookie, first.sermon.broadcastId, "pt")).data.token!);
    const otherPerson = claimsOf((await askToken(second.cookie, first.sermon.broadcastId)).data.token!);
    const otherSermon = claimsOf((await askToken(first.cookie, second.sermon.broadcastId)).data.token!);
    // The person's key in a room ("u-<user>"; guests "g-<guest>", issue 12): the listener session
    // is that key within the token's sermon, so one per person per sermon.
    expect(a.listenerId).toBe(`u-${first.user.id}`);
    expect(again.listenerId).toBe(a.listenerId);
    expect(otherPerson.listenerId).not.toBe(a.listenerId);
    expect([otherSermon.sermon, otherSermon.listenerId]).not.toEqual([a.sermon, a.listenerId]);
  });
});
