// npm run bench:scripture [-- --segments 40]
// Prints one JSON line: the detector's precision and recall over the test set
// (tests/fixtures/scripture-sentences.ts: spoken-style sentences in en, es and pt, with numbers
// and names that are not references), and p95Ms: from the speaker's segment leaving the host to
// the verse card arriving at a Spanish listener, through a real room (partykit dev) and the web
// app's real card endpoint over a SQLite file of its own.
import { execFileSync } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { rmSync } from "node:fs";
import { scriptureCases } from "#tests/fixtures/scripture-sentences.ts";
import { TEST_ROOM_SECRET } from "#tests/setup/partykit.ts";
import { UserType } from "#app/features/auth/roles.ts";
import { percentile } from "./stats.ts";

const args = process.argv.slice(2);
const SEGMENTS = Number(args[args.indexOf("--segments") + 1] || 40);
// The room under test runs with the test secret; the web endpoint must share it.
const ROOM_SECRET = TEST_ROOM_SECRET;
const DB = "data/bench-scripture.db";

// The web app's modules read these once, at import: set them before importing any.
process.env.DATABASE_URL = `file:./${DB}`;
process.env.ROOM_SECRET = ROOM_SECRET;
process.env.NODE_ENV = "test";
rmSync(DB, { force: true });
execFileSync("npx", ["prisma", "migrate", "deploy"], { stdio: "ignore", env: process.env });

const { detectReferences } = await import("#app/features/scripture/detect.ts");
type Context = ReturnType<typeof detectReferences>["context"];

// Precision and recall, per reference, over the whole set (relative references read the chapter
// named before them in the same language's list, as in a sermon).
let truePositives = 0;
let falsePositives = 0;
let falseNegatives = 0;
const contexts: Record<string, Context> = {};
for (const item of scriptureCases) {
  const found = detectReferences(item.sentence, item.language, contexts[item.language] ?? null);
  contexts[item.language] = found.context;
  const got = found.refs.map((ref) => ref.osis);
  for (const osis of got) {
    if (item.expected.includes(osis)) truePositives++;
    else falsePositives++;
  }
  for (const osis of item.expected) if (!got.includes(osis)) falseNegatives++;
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
    sentences: scriptureCases.length,
    references: truePositives + falseNegatives,
    precision: Math.round((truePositives / (truePositives + falsePositives)) * 1000) / 1000,
    recall: Math.round((truePositives / (truePositives + falseNegatives)) * 1000) / 1000,
    falsePositives,
    falseNegatives,
    cards: latencies.length,
    p50Ms: percentile(latencies, 50, SEGMENTS),
    p95Ms: percentile(latencies, 95, SEGMENTS),
  }),
);
