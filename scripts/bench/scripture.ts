// npm run bench:scripture [-- --segments 40] [-- --detection-only]
// Prints one JSON line: the detector's precision and recall per set and per form ("sets": the
// sermon set's held-out split first, then its development split and the hand-written sentences,
// each as written, in our synthetic spoken forms, and as a real recogniser (espeak-ng →
// PocketSphinx) wrote it; see scripts/bench/scripture-sets.ts, decision 060), and p95Ms: from the
// speaker's segment leaving the host to the verse card arriving at a Spanish listener, through a
// real room (partykit dev) and the web app's real card endpoint over a SQLite file of its own.
// --detection-only skips the room and prints the sets alone. Exits non-zero when a set is smaller
// than expected or fewer cards arrived than segments were sent.
import { execFileSync } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { rmSync } from "node:fs";
import { scriptureCases } from "#tests/fixtures/scripture-sentences.ts";
import { TEST_ROOM_SECRET } from "#tests/setup/partykit.ts";
import { UserType } from "#app/features/auth/roles.ts";
import { percentile } from "./stats.ts";

const args = process.argv.slice(2);
const SEGMENTS = args.includes("--segments") ? Number(args[args.indexOf("--segments") + 1]) : 40;
const DETECTION_ONLY = args.includes("--detection-only");
// The room under test runs with the test secret; the web endpoint must share it.
const ROOM_SECRET = TEST_ROOM_SECRET;
const DB = "data/bench-scripture.db";

// The web app's modules read these once, at import: set them before importing any.
process.env.DATABASE_URL = `file:./${DB}`;
process.env.ROOM_SECRET = ROOM_SECRET;
process.env.NODE_ENV = "test";
rmSync(DB, { force: true });
execFileSync("npx", ["prisma", "migrate", "deploy"], { stdio: "ignore", env: process.env });

const { detectReferences } = await import("#app/neutral/scripture/detect.ts");
const { detectionSets } = await import("./scripture-sets.ts");
const sets = detectionSets();
const setsComplete =
  sets.sermonsDevelopment.sentences + sets.sermonsHeldOut.sentences >= 600 && sets.handwritten.sentences >= 200;
if (DETECTION_ONLY) {
  console.log(JSON.stringify({ sets }));
  process.exit(setsComplete ? 0 : 1);
}

// Segment → card through the real room and card endpoint.
const { prisma } = await import("#app/utils/db.server.ts");
const { action } = await import("#app/features/scripture/routes/scripture-cards.ts");
const { startPartykit } = await import("#tests/setup/partykit.ts");
const { commandRoom, joinRoom, tokenFor } = await import("#tests/support/room-client.ts");
const organisation = await prisma.organisation.create({ data: { name: "Bench Church", address: "1 Bench Street" } });
const host = await prisma.user.create({
  data: {
    email: `bench-${Date.now()}@example.org`,
    passwordHash: "x",
    firstName: "Bench",
    lastName: "Host",
    userType: UserType.OrganisationAdmin,
    organisationId: organisation.id,
  },
});
const sermon = await prisma.sermon.create({
  data: {
    broadcastId: `bench-${Date.now()}`,
    organisationId: organisation.id,
    hostId: host.id,
    sourceLanguage: "en",
    status: "live",
  },
});

const web = http.createServer(async (request, response) => {
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
await new Promise<void>((resolve) => web.listen(0, "127.0.0.1", resolve));
const webUrl = `http://127.0.0.1:${(web.address() as AddressInfo).port}/api/scripture-cards`;

const room = await startPartykit();
const latencies: number[] = [];
try {
  const id = sermon.broadcastId;
  await commandRoom(room.url, id, {
    type: "configure",
    sourceLanguage: "en",
    translation: { kind: "none" },
    scripture: { url: webUrl, mode: "show", versesPerCard: 3 },
  });
  const speaker = await joinRoom(
    room.url,
    id,
    await tokenFor({ sermon: id, role: "host", userId: host.id, language: "en" }),
  );
  const listener = await joinRoom(
    room.url,
    id,
    await tokenFor({ sermon: id, role: "listener", userId: "bench-listener", language: "es" }),
  );
  await listener.waitFor((all) => all.some((m) => m.type === "welcome"));
  // Sentences naming one passage on their own (no "verse four" relative to an earlier one) that
  // the detector finds: this loop times delivery, the set above measures detection.
  const sentences = scriptureCases.filter(
    (item) =>
      item.language === "en" &&
      item.expected.length === 1 &&
      JSON.stringify(detectReferences(item.sentence, "en").refs.map((ref) => ref.osis)) ===
        JSON.stringify(item.expected),
  );
  for (let seq = 0; seq < SEGMENTS; seq++) {
    const sentence = sentences[seq % sentences.length]!;
    const before = listener.messages.filter((m) => m.type === "verse").length;
    const sentAt = performance.now();
    speaker.send({ type: "final", seq, text: sentence.sentence });
    await listener.waitFor((all) => all.filter((m) => m.type === "verse").length > before, `card ${seq}`, 20_000);
    latencies.push(performance.now() - sentAt);
  }
  speaker.socket.close();
  listener.socket.close();
} finally {
  await room.stop();
  web.close();
  await prisma.$disconnect();
}

console.log(
  JSON.stringify({
    sets,
    cards: latencies.length,
    p50Ms: percentile(latencies, 50, SEGMENTS),
    p95Ms: percentile(latencies, 95, SEGMENTS),
  }),
);
if (!setsComplete || latencies.length < SEGMENTS) process.exit(1);
