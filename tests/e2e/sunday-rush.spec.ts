// Issue 33: the whole congregation scans the QR code at once, behind the church's one public
// address. A production web process behind a trusted proxy, a real room server and a database of
// its own (tests/support/rush-stage.ts); every phone is plain HTTP and WebSocket
// (tests/support/phone.ts). Needs a fresh `npm run build`.
import path from "node:path";
import { expect, test } from "@playwright/test";
import { askRoomToken, listen, socketUrl, type Listening, type TokenAnswer } from "#tests/support/phone.ts";
import { startRushStage, type RushStage } from "#tests/support/rush-stage.ts";

test.describe.configure({ mode: "serial", timeout: 240_000 });

const port = process.env.E2E_PORT ?? 3100;
const LANGUAGES = ["en", "es", "pt", "zh", "ar", "id", "hi"];

/** Runs `work` over `items`, `width` at a time, in order of the items. */
async function inParallel<T, R>(items: T[], width: number, work: (item: T, index: number) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!, index);
      }
    }),
  );
  return results;
}

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split(".")[0]!, "base64url").toString("utf8")) as { listenerId: string };

function closeAll(listening: Listening[]) {
  for (const { socket } of listening) socket.close();
}

test.describe("a congregation behind one address", () => {
  let stage: RushStage;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    // The shipped limits: nothing in the environment sizes them for this test.
    stage = await startRushStage({ dir: path.resolve("data", `sunday-rush-${port}`) });
  });
  test.afterAll(async () => stage?.stop());

  test("1,000 new guests from one address in a minute are all admitted and all counted", async () => {
    const sermon = await stage.liveSermon();
    const phones = Array.from({ length: 1000 }, (_, index) => LANGUAGES[index % LANGUAGES.length]!);
    // Twenty at a time: the whole thousand asks within seconds, far faster than a minute.
    const answers = await inParallel(phones, 20, (language) =>
      askRoomToken({ webUrl: stage.web.url, broadcastId: sermon.broadcastId, language, address: "198.51.100.7" }),
    );
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    // Each phone is its own guest: a thousand distinct signed ids, a thousand listeners.
    expect(new Set(answers.map((answer) => answer.guestCookie)).size).toBe(1000);
    expect(new Set(answers.map((answer) => claimsOf(answer.token!).listenerId)).size).toBe(1000);
    const listening = await inParallel(answers, 50, (answer) => listen(socketUrl(answer)));
    await expect.poll(() => stage.openStays(sermon.id), { timeout: 120_000 }).toBe(1000);
    closeAll(listening);
  });
});

test.describe("a script minting guest identities", () => {
  let stage: RushStage;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    // Small limits so the test reaches them quickly; the shipped ones are a congregation's size.
    stage = await startRushStage({
      dir: path.resolve("data", `sunday-rush-script-${port}`),
      webEnv: { GUEST_JOINS_PER_IP_HOUR: "30", GUEST_JOINS_PER_SERMON: "45" },
    });
  });
  test.afterAll(async () => stage?.stop());

  test("adds no more listeners than the limits, however many ids and sockets it makes", async () => {
    const sermon = await stage.liveSermon();
    const mint = (address: string, count: number, broadcastId = sermon.broadcastId) =>
      inParallel(Array.from({ length: count }), 1, () =>
        askRoomToken({ webUrl: stage.web.url, broadcastId, language: "es", address }),
      );
    const statuses = (answers: TokenAnswer[]) => answers.map((answer) => answer.status).sort();
    // One at a time, as the limits are exact only for requests that do not overlap (throttle.server.ts).
    // Forty ids from one address: the hour's thirty, then refusals.
    const fromA = await mint("203.0.113.10", 40);
    expect(statuses(fromA)).toEqual([...Array(30).fill(200), ...Array(10).fill(429)]);
    // The address's hour is used up for every sermon, not only this one.
    const elsewhere = await stage.liveSermon();
    expect(statuses(await mint("203.0.113.10", 1, elsewhere.broadcastId))).toEqual([429]);
    // Every granted id three times over, once more with a made-up listener id in the address.
    const join = (answers: TokenAnswer[], batch: string) =>
      inParallel(
        answers.filter((answer) => answer.status === 200).flatMap((answer) => [answer, answer, answer]),
        20,
        (answer, index) => listen(socketUrl(answer, index % 3 === 2 ? { listenerId: `forged-${batch}-${index}` } : {})),
      );
    const socketsA = await join(fromA, "a");
    await expect.poll(() => stage.openStays(sermon.id), { timeout: 60_000 }).toBe(30);
    // Other addresses get a new guest's token while fewer than the sermon's own limit (45) have
    // joined: tokens asked for and never used fill nothing (decision 051).
    const fromB = await mint("203.0.113.11", 15);
    expect(statuses(fromB)).toEqual(Array(15).fill(200));
    const socketsB = await join(fromB, "b");
    await expect.poll(() => stage.openStays(sermon.id), { timeout: 60_000 }).toBe(45);
    // Now the sermon is full: a new guest from a fresh address is refused.
    expect(statuses(await mint("203.0.113.13", 5))).toEqual(Array(5).fill(429));
    const granted = [...fromA, ...fromB].filter((answer) => answer.status === 200);
    // A guest asking again gets a token for the same id, in whatever language.
    const again = await askRoomToken({
      webUrl: stage.web.url,
      broadcastId: sermon.broadcastId,
      language: "pt",
      address: "203.0.113.12",
      guestCookie: granted[0]!.guestCookie,
    });
    expect(claimsOf(again.token!).listenerId).toBe(claimsOf(granted[0]!.token!).listenerId);
    const sockets = [...socketsA, ...socketsB];
    // A token the web never signed opens nothing.
    const forged = { ...granted[0]!, token: `${granted[0]!.token!.split(".")[0]}.${"A".repeat(43)}` };
    await expect(listen(socketUrl(forged))).rejects.toThrow("refused with 401");
    expect(sockets).toHaveLength(135);
    await expect.poll(() => stage.openStays(sermon.id), { timeout: 60_000 }).toBe(45);
    expect(await stage.allStays(sermon.id)).toBe(45);
    // The live count is of open sockets: when the script lets go, it falls to nothing.
    closeAll(sockets);
    await expect.poll(() => stage.openStays(sermon.id), { timeout: 60_000 }).toBe(0);
  });
});
