// A church on a Sunday: its own database file with one organisation and its host, a real room
// server, and a production web process behind a trusted proxy (TRUST_PROXY=1), so a test or the
// rush benchmark can send every phone from one X-Forwarded-For address as a church's Wi-Fi does.
// Used by tests/e2e/sunday-rush.spec.ts and scripts/bench/rush.ts. Needs a fresh `npm run build`.
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { createClient, type Client } from "@libsql/client";
import { freePort } from "#tests/setup/free-port.ts";
import { startPartykit, TEST_ROOM_SECRET } from "#tests/setup/partykit.ts";
import { commandRoom } from "./room-client.ts";
import { startWebProcess, type WebProcess } from "./web-process.ts";

export type RushStage = {
  /** The stage's directory: its database, and anything a run wants to keep. */
  dir: string;
  web: WebProcess;
  room: Awaited<ReturnType<typeof startPartykit>>;
  /** A live sermon of the church, its room configured to report to this web process. */
  liveSermon: (configure?: Record<string, unknown>) => Promise<{ id: string; broadcastId: string }>;
  /** Listener stays the room's webhooks have recorded as open in `sermonId`: the live count. */
  openStays: (sermonId: string) => Promise<number>;
  /** Every stay `sermonId` has had: the count a report shows. */
  allStays: (sermonId: string) => Promise<number>;
  stop: () => Promise<void>;
};

const now = () => new Date().toISOString().replace("Z", "+00:00");

export async function startRushStage(options: {
  dir: string;
  webEnv?: Record<string, string>;
  webPort?: number;
  roomPort?: number;
}): Promise<RushStage> {
  fs.rmSync(options.dir, { recursive: true, force: true });
  fs.mkdirSync(options.dir, { recursive: true });
  const dbFile = path.join(options.dir, "app.db");
  const url = `file:${dbFile}`;
  execFileSync("./node_modules/.bin/prisma", ["migrate", "deploy"], {
    env: { ...process.env, DATABASE_URL: url },
    stdio: "ignore",
  });
  const client = createClient({ url });
  await client.execute("PRAGMA busy_timeout = 20000");
  await client.batch(
    [
      {
        sql: `INSERT INTO "Organisation" (id, name, address, createdAt, updatedAt) VALUES ('rush-org', ?, ?, ?, ?)`,
        args: ["Grace Church", "1 Chapel Road", now(), now()],
      },
      {
        sql: `INSERT INTO "User"
          (id, email, passwordHash, userType, firstName, lastName, organisationId, createdAt, updatedAt)
          VALUES ('rush-host', 'host@rush.test', 'x', 2, 'Pat', 'Host', 'rush-org', ?, ?)`,
        args: [now(), now()],
      },
    ],
    "write",
  );
  // The room and the web start side by side: the web needs only the room's address, not the room.
  const roomPort = options.roomPort ?? (await freePort());
  const roomUrl = `http://127.0.0.1:${roomPort}`;
  const [room, web] = await Promise.allSettled([
    startPartykit({ port: roomPort }),
    startWebProcess({
      SESSION_SECRET: "rush-session-secret-0123456789abcdef0123",
      SECRETS_KEY: "rush-secrets-key-0123456789abcdef012345678",
      ROOM_SECRET: TEST_ROOM_SECRET,
      DATABASE_URL: url,
      ROOM_INTERNAL_URL: roomUrl,
      ROOM_PUBLIC_PORT: String(roomPort),
      // Nothing is mailed during a service; production only insists that a mail server is named.
      SMTP_URL: "smtp://127.0.0.1:9",
      SECURE_COOKIES: "0",
      TRUST_PROXY: "1",
      ...(options.webPort ? { PORT: String(options.webPort) } : {}),
      ...options.webEnv,
    }),
  ]);
  if (room.status === "rejected" || web.status === "rejected") {
    await Promise.all([room, web].map((started) => (started.status === "fulfilled" ? started.value.stop() : null)));
    throw room.status === "rejected" ? room.reason : (web as PromiseRejectedResult).reason;
  }
  return stageOf(options.dir, client, room.value, web.value);
}

function stageOf(dir: string, client: Client, room: RushStage["room"], web: WebProcess): RushStage {
  const count = async (sql: string, sermonId: string) =>
    Number((await client.execute({ sql, args: [sermonId] })).rows[0]?.n ?? 0);
  return {
    dir,
    web,
    room,
    liveSermon: async (configure = {}) => {
      const id = `rush-${crypto.randomBytes(6).toString("hex")}`;
      const broadcastId = crypto.randomBytes(12).toString("base64url");
      await client.execute({
        sql: `INSERT INTO "Sermon" (id, broadcastId, organisationId, hostId, title, status, startedAt, createdAt)
          VALUES (?, ?, 'rush-org', 'rush-host', 'Sunday service', 'live', ?, ?)`,
        args: [id, broadcastId, now(), now()],
      });
      // What startSermon tells the room (app/features/live/room.server.ts), reporting to this web process.
      const response = await commandRoom(room.url, broadcastId, {
        type: "configure",
        sourceLanguage: "en",
        webhookUrl: `${web.url}/api/room-events`,
        translation: { kind: "none" },
        ...configure,
      });
      if (!response.ok) throw new Error(`the room refused its configuration: ${response.status}`);
      return { id, broadcastId };
    },
    openStays: (sermonId) =>
      count(`SELECT COUNT(*) AS n FROM "ListenerSession" WHERE sermonId = ? AND endedAt IS NULL`, sermonId),
    allStays: (sermonId) => count(`SELECT COUNT(*) AS n FROM "ListenerSession" WHERE sermonId = ?`, sermonId),
    stop: async () => {
      client.close();
      await Promise.all([web.stop(), room.stop()]);
    },
  };
}
