import http from "node:http";
import type { AddressInfo } from "node:net";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createOrganisation, createSermon, createUser } from "#tests/db-utils.ts";
import { TEST_ROOM_SECRET } from "#tests/setup/partykit.ts";
import { UserType } from "#app/features/auth/roles.ts";
import type { CompactBible } from "#app/features/scripture/bible-format.ts";

// Issue 40, finding 3: a 4,000-character final quoting Psalm 119 kept the web's event loop busy
// 2.9 s in the quotation matcher (/healthz waited 2.7 s). Here the real segment-help action and a
// /healthz answer from one server in this process, on one event loop, as in the web server. The
// /healthz answers note how far the matcher had got (its alignment cells): one given while the
// matcher was between its first and last cell was answered in the middle of the segment's work.
const roomSecret = vi.hoisted(() => (process.env.ROOM_SECRET = "test-room-secret-that-is-long-enough-000"));
const { action } = await import("#app/features/memory/routes/segment-help.ts");
const { quoteIndexReady } = await import("#app/features/quotes/quotes.server.ts");
const { matcherWork } = await import("#app/features/quotes/quote-index.ts");
const { signedHeaders } = await import("#app/neutral/signed-request.ts");

let server: http.Server;
let base = "";
let broadcastId = "";
const healthAnsweredAt: number[] = [];

beforeAll(async () => {
  expect(roomSecret).toBe(TEST_ROOM_SECRET);
  server = http.createServer(async (request, response) => {
    if (request.url === "/healthz") {
      healthAnsweredAt.push(matcherWork.cells);
      return response.writeHead(200, { "Content-Type": "application/json" }).end('{"status":"ok"}');
    }
    let body = "";
    for await (const chunk of request) body += chunk;
    const answer = (await action({
      request: new Request(`http://127.0.0.1${request.url}`, {
        method: "POST",
        headers: request.headers as HeadersInit,
        body,
      }),
      params: {},
      context: {},
    } as never)) as { data: unknown; init: ResponseInit | null };
    response
      .writeHead(answer.init?.status ?? 200, { "Content-Type": "application/json" })
      .end(JSON.stringify(answer.data));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { id: organisationId } = await createOrganisation();
  const host = await createUser({ organisationId, userType: UserType.OrganisationAdmin });
  broadcastId = (await createSermon({ organisationId, hostId: host.id, startedAt: new Date(), minutes: 0, live: true }))
    .broadcastId;
  await quoteIndexReady(organisationId, "en");
}, 120_000);
afterAll(() => new Promise<void>((resolve) => server?.close(() => resolve())));

describe("one long segment and the web's other requests", () => {
  it("a 4,000-character quote of Psalm 119 is matched while /healthz goes on answering", async () => {
    const web = JSON.parse(readFileSync("data/bibles/web.json", "utf8")) as CompactBible;
    const text = web.books.Ps![118]!.join(" ").slice(0, 4000);
    const body = JSON.stringify({ broadcastId, text, from: "en", targets: ["es"] });
    const cellsBefore = matcherWork.cells;
    let helped = false;
    const help = fetch(`${base}/api/segment-help`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(await signedHeaders(TEST_ROOM_SECRET, body)) },
      body,
    }).finally(() => (helped = true));
    // Four clients asking for /healthz again and again until the segment's answer is in.
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (!helped) expect((await fetch(`${base}/healthz`)).status).toBe(200);
      }),
    );
    const answer = await help;
    const cellsAfter = matcherWork.cells;
    expect(answer.status).toBe(200);
    const { plans } = (await answer.json()) as { plans: Record<string, { source: string; note?: string }[]> };
    expect(plans.es!.find((piece) => piece.source === "bible")?.note).toMatch(/^Ps\.119\./);
    const midway = healthAnsweredAt.filter((cells) => cells > cellsBefore && cells < cellsAfter);
    expect(midway.length).toBeGreaterThan(0);
  }, 120_000);
});
