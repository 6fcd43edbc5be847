// Issue 19: two production web processes (`node server/start.js`, what `npm run start:prod`
// runs) on one database, with uploads in S3-compatible storage (s3rver on loopback), a real
// `partykit dev` room server and a loopback SMTP server. Needs a fresh `npm run build`.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { createClient } from "@libsql/client";
import sharp from "sharp";
import { expect, test } from "@playwright/test";
import { freePort } from "#tests/setup/free-port.ts";
import { startPartykit, TEST_ROOM_SECRET } from "#tests/setup/partykit.ts";
import { HttpSession } from "#tests/support/http-session.ts";
import {
  runRefusedStart,
  startFakeS3,
  startSmtpCapture,
  startWebProcess,
  type WebProcess,
} from "#tests/support/web-process.ts";
import { findSecretsInLog } from "#tests/support/log-secrets.ts";
import { DEMO_PASSWORD } from "./helpers.ts";

test.describe.configure({ mode: "serial", timeout: 180_000 });

const workDir = path.resolve("data", `many-machines-${process.env.E2E_PORT ?? 3100}`);
const dbFile = path.join(workDir, "app.db");
const BUCKET = "every-tongue-uploads";
const secrets = {
  SESSION_SECRET: "many-machines-session-secret-0123456789abcdef",
  SECRETS_KEY: "many-machines-secrets-key-0123456789abcdef0123",
  ROOM_SECRET: TEST_ROOM_SECRET,
  S3_SECRET_ACCESS_KEY: "S3RVER",
};

let room: Awaited<ReturnType<typeof startPartykit>>;
let s3: Awaited<ReturnType<typeof startFakeS3>>;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let env: Record<string, string>;
let a: WebProcess;
let b: WebProcess;
const others: WebProcess[] = [];
// Everything a log must never show, gathered as the tests produce it.
const neverLogged = new Set<string>([...Object.values(secrets).filter((value) => value.length > 8), DEMO_PASSWORD]);
const resetCodes: string[] = [];

async function query<T>(sql: string, args: (string | number)[] = []) {
  const client = createClient({ url: `file:${dbFile}` });
  try {
    await client.execute("PRAGMA busy_timeout = 20000");
    return (await client.execute({ sql, args })).rows as unknown as T[];
  } finally {
    client.close();
  }
}

async function signedIn(server: WebProcess, email: string, password = DEMO_PASSWORD) {
  const session = new HttpSession();
  const response = await session.post(`${server.url}/login`, { email, password });
  expect(response.status, `sign-in of ${email}`).toBe(302);
  expect(response.headers.get("location")).toBe("/dashboard");
  neverLogged.add(session.cookies.get("et_session")!);
  return session;
}

test.beforeAll(async () => {
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.mkdirSync(workDir, { recursive: true });
  const dbEnv = { ...process.env, DATABASE_URL: `file:${dbFile}` };
  execFileSync("./node_modules/.bin/prisma", ["migrate", "deploy"], { env: dbEnv, stdio: "ignore" });
  execFileSync("./node_modules/.bin/tsx", ["prisma/seed.ts"], { env: dbEnv, stdio: "ignore" });
  [room, s3, smtp] = await Promise.all([
    startPartykit(),
    startFakeS3(path.join(workDir, "s3"), BUCKET),
    startSmtpCapture(path.join(workDir, "mail")),
  ]);
  env = {
    ...secrets,
    DATABASE_URL: `file:${dbFile}`,
    ROOM_INTERNAL_URL: room.url,
    SMTP_URL: smtp.url,
    SECURE_COOKIES: "0",
    UPLOAD_STORAGE: "s3",
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: s3.endpoint,
    S3_FORCE_PATH_STYLE: "1",
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    UPLOAD_DIR: path.join(workDir, "local-uploads-must-stay-empty"),
  };
  // Both run migrations on start, as start:prod does: the second finds nothing to do.
  a = await startWebProcess(env);
  b = await startWebProcess(env);
});

test.afterAll(async () => {
  await Promise.all([
    a?.stop(),
    b?.stop(),
    ...others.map((other) => other.stop()),
    room?.stop(),
    s3?.stop(),
    smtp?.stop(),
  ]);
});

test("both processes answer /healthz and say ready on /readyz, revealing nothing else", async () => {
  for (const server of [a, b]) {
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready" });
    expect(ready.headers.get("cache-control")).toBe("no-store");
  }
  // Without TRUST_PROXY an id sent by a client is not believed: each request gets its own.
  const forged = await fetch(`${a.url}/healthz`, { headers: { "X-Request-Id": "forged-request-id" } });
  expect(forged.headers.get("x-request-id")).toMatch(/^[0-9a-f]{8}-[0-9a-f-]{27}$/);
});

test("start:prod refuses development secrets and a missing mail server, naming each", async () => {
  const devSecrets = await runRefusedStart({ DATABASE_URL: env.DATABASE_URL!, SMTP_URL: smtp.url });
  expect(devSecrets.code).toBe(1);
  for (const name of ["SESSION_SECRET", "SECRETS_KEY", "ROOM_SECRET"])
    expect(devSecrets.output).toContain(`${name}: must be set to your own secret in production`);
  const { SMTP_URL: _unused, ...withoutMail } = env;
  const noMail = await runRefusedStart(withoutMail);
  expect(noMail.code).toBe(1);
  expect(noMail.output).toContain("SMTP_URL: must be set in production");
});

test("signed in on one process, the session works on the other", async () => {
  const session = await signedIn(a, "admin@example.org");
  const onB = await session.get(`${b.url}/dashboard`);
  expect(onB.status).toBe(200);
  // A stranger is sent to sign in by the same process.
  const stranger = await new HttpSession().get(`${b.url}/dashboard`);
  expect(stranger.status).toBe(302);
  // Signing out on B ends the session on A too.
  expect((await session.post(`${b.url}/logout`, {})).status).toBe(302);
  expect((await session.get(`${a.url}/dashboard`)).status).toBe(302);
});

test("an image uploaded through one process is served by the other, from the bucket", async () => {
  const session = await signedIn(a, "member@example.org");
  const [member] = await query<{ id: string; firstName: string; lastName: string }>(
    "SELECT id, firstName, lastName FROM User WHERE email = ?",
    ["member@example.org"],
  );
  const png = await sharp({ create: { width: 12, height: 12, channels: 3, background: "#c2410c" } })
    .png()
    .toBuffer();
  const saved = await session.post(`${a.url}/profile`, {
    firstName: member!.firstName,
    lastName: member!.lastName,
    email: "member@example.org",
    photo: new File([new Uint8Array(png)], "photo.png", { type: "image/png" }),
  });
  expect(saved.status).toBe(302);
  const [row] = await query<{ photoPath: string }>("SELECT photoPath FROM User WHERE id = ?", [member!.id]);
  expect(row!.photoPath).toMatch(/^[0-9a-f-]{36}\.png$/);

  const served = await fetch(`${b.url}/uploads/${row!.photoPath}`);
  expect(served.status).toBe(200);
  expect(served.headers.get("content-type")).toBe("image/png");
  expect(served.headers.get("x-content-type-options")).toBe("nosniff");
  expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(served.headers.get("content-security-policy")).toBe("default-src 'none'");
  expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe("png");
  // It is in the bucket, and on neither process's disk.
  const inBucket = fs.readdirSync(path.join(workDir, "s3"), { recursive: true }).map(String);
  expect(inBucket.some((file) => file.includes(row!.photoPath))).toBe(true);
  expect(fs.existsSync(env.UPLOAD_DIR!)).toBe(false);
  expect((await fetch(`${a.url}/uploads/00000000-0000-0000-0000-000000000000.png`)).status).toBe(404);
});

test("the sign-in rate limit counts attempts made on both processes", async () => {
  // Since the hardening branch (h14a) wrong passwords no longer lock the account: three free tries
  // per account and client, then a wait of 1, 2, 4 … s during which sign-in answers 429 and
  // nothing is counted. The proof is still that both processes share one count.
  const email = "staff@example.org";
  const attemptOn = async (server: WebProcess, password: string) => {
    neverLogged.add(password);
    return (await new HttpSession().post(`${server.url}/login`, { email, password })).status;
  };
  // The three free tries, alternating a, b, a: each one is simply wrong.
  for (let attempt = 0; attempt < 3; attempt++) {
    expect(await attemptOn(attempt % 2 === 0 ? a : b, `wrong-${attempt}-password`)).toBe(400);
  }
  // Three more counted failures on a alone, each accepted only once the previous wait is over, so
  // the wait grows to 8 s. b has seen one attempt of the six.
  let counted = 3;
  for (let tries = 0; counted < 6; tries++) {
    expect(tries, "the growing waits end").toBeLessThan(200);
    const status = await attemptOn(a, `wrong-${counted}-password`);
    if (status === 400) counted++;
    else {
      expect(status).toBe(429);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  // So even the right password is refused now on b too: a per-process count there would be 1.
  for (const server of [b, a]) expect(await attemptOn(server, DEMO_PASSWORD)).toBe(429);
});

test("a password reset and a room-token request leave no code, token or address in the log", async () => {
  const email = "super@example.org";
  neverLogged.add(email);
  const asked = await new HttpSession().post(`${b.url}/forgot-password`, { email });
  expect(asked.status).toBeLessThan(400);
  const code = await smtp.resetCode(email);
  resetCodes.push(code);
  const newPassword = "a-new-password-from-the-reset";
  neverLogged.add(newPassword);
  const reset = await new HttpSession().post(`${a.url}/reset-password`, {
    email,
    code,
    password: newPassword,
    confirmPassword: newPassword,
  });
  expect(reset.status).toBe(200);
  await signedIn(b, email, newPassword);

  const admin = await signedIn(b, "admin@example.org");
  const [sermon] = await query<{ broadcastId: string }>(
    "SELECT s.broadcastId FROM Sermon s JOIN User u ON u.organisationId = s.organisationId WHERE u.email = ? LIMIT 1",
    ["admin@example.org"],
  );
  const tokenResponse = await admin.get(
    `${a.url}/api/room-token?broadcastId=${encodeURIComponent(sermon!.broadcastId)}&language=es`,
  );
  expect(tokenResponse.status).toBe(200);
  const { token } = (await tokenResponse.json()) as { token: string };
  neverLogged.add(token);
  const requestId = tokenResponse.headers.get("x-request-id")!;
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/);

  // The request's own log line: id, method, path without its query, status, time, who asked.
  const [adminRow] = await query<{ id: string }>("SELECT id FROM User WHERE email = ?", ["admin@example.org"]);
  const line = await a.waitForOutput(new RegExp(`\\{[^\\n]*"reqId":"${requestId}"[^\\n]*\\}`));
  expect(JSON.parse(line)).toMatchObject({
    level: "info",
    msg: "request",
    method: "GET",
    path: "/api/room-token",
    status: 200,
    userId: adminRow!.id,
  });
  expect(typeof JSON.parse(line).durationMs).toBe("number");

  // The search itself finds what it looks for (or the checks below would prove nothing).
  expect(findSecretsInLog(`{"msg":"code ${code} for ${email}","pid":${code}}`, [email], [code])).toHaveLength(2);
  expect(findSecretsInLog(`{"time":"x","pid":${code},"durationMs":1${code}}`, [], [code])).toEqual([]);
  await Promise.all([a.logWritten(), b.logWritten()]);
  for (const server of [a, b]) {
    expect(findSecretsInLog(server.output(), [...neverLogged], resetCodes)).toEqual([]);
    // Every line the production server writes is one JSON object (stderr has Node's warnings).
    for (const logLine of server.stdout().split("\n").filter(Boolean))
      expect(() => JSON.parse(logLine), logLine).not.toThrow();
  }
  // E-mail addresses (of anyone) never appear whole.
  expect(a.output() + b.output()).not.toMatch(/[\w.+-]+@example\.org/);
});

test("/readyz turns unready when the database is unreachable", async () => {
  // One host's SQLite file gone (a lost disk, a bad restore)…
  fs.renameSync(dbFile, `${dbFile}.away`);
  try {
    await expect.poll(async () => (await fetch(`${a.url}/readyz`)).status, { timeout: 15_000 }).toBe(503);
    expect(await (await fetch(`${a.url}/readyz`)).json()).toEqual({ status: "unready" });
    expect((await fetch(`${a.url}/healthz`)).status).toBe(200);
  } finally {
    fs.renameSync(`${dbFile}.away`, dbFile);
  }
  await expect.poll(async () => (await fetch(`${a.url}/readyz`)).status, { timeout: 15_000 }).toBe(200);

  // …and a libSQL server that does not answer (nothing listens on that port).
  const deadPort = await freePort();
  const detached = await startWebProcess({
    ...env,
    DATABASE_URL: `http://127.0.0.1:${deadPort}`,
    DATABASE_AUTH_TOKEN: "a-token-for-a-server-that-is-down",
    MIGRATE_ON_START: "0",
  });
  others.push(detached);
  expect((await fetch(`${detached.url}/healthz`)).status).toBe(200);
  const unready = await fetch(`${detached.url}/readyz`);
  expect(unready.status).toBe(503);
  expect(await unready.json()).toEqual({ status: "unready" });
  await detached.logWritten();
  expect(detached.output()).not.toContain("a-token-for-a-server-that-is-down");
});

test("the libSQL client presents DATABASE_AUTH_TOKEN to the database server", async () => {
  // A server that records what it is sent and refuses everyone, as a libSQL server refuses a
  // wrong token: the process stays unready, and the token went out as a bearer token.
  const seen: (string | undefined)[] = [];
  const server = http.createServer((request, response) => {
    seen.push(request.headers.authorization);
    response.writeHead(401, { "Content-Type": "text/plain" }).end("Unauthorized");
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  try {
    const token = "a-libsql-token-0123456789";
    const web = await startWebProcess({
      ...env,
      DATABASE_URL: `http://127.0.0.1:${port}`,
      DATABASE_AUTH_TOKEN: token,
      MIGRATE_ON_START: "0",
    });
    others.push(web);
    expect((await fetch(`${web.url}/readyz`)).status).toBe(503);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((header) => header === `Bearer ${token}`)).toBe(true);
    await web.logWritten();
    expect(web.output()).not.toContain(token);
  } finally {
    server.close();
  }
});

test("SIGTERM during a slow request: it is answered, then the process closes and exits 0", async () => {
  // A sign-in whose body arrives slowly: the request is in flight when SIGTERM comes.
  const body = new URLSearchParams({
    email: "admin@example.org",
    password: DEMO_PASSWORD,
    _csrf: "x".repeat(43),
  }).toString();
  let headersSent!: () => void;
  const flushed = new Promise<void>((resolve) => (headersSent = resolve));
  const response = new Promise<http.IncomingMessage>((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port: a.port,
        method: "POST",
        path: "/login",
        agent: false,
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": Buffer.byteLength(body),
          Cookie: `XSRF-TOKEN=${"x".repeat(43)}`,
        },
      },
      resolve,
    );
    request.once("error", reject);
    // The callback runs once the headers and the first bytes are handed to the socket.
    request.write(body.slice(0, 10), () => headersSent());
    slowRequest.finish = () => request.end(body.slice(10));
  });
  await flushed;
  // A full round trip on another connection: by then the slow request's headers have arrived.
  expect((await fetch(`${a.url}/healthz`)).status).toBe(200);

  a.child.kill("SIGTERM");
  const stopping = await a.waitForOutput(/\{[^\n]*shutting down[^\n]*\}/);
  expect(JSON.parse(stopping).inFlight).toBe(1);
  // No new connections once it is draining.
  await expect(fetch(`${a.url}/healthz`)).rejects.toThrow();

  slowRequest.finish();
  const answer = await response;
  expect(answer.statusCode).toBe(302);
  expect(answer.headers.location).toBe("/dashboard");
  answer.resume();
  expect(await a.exited).toBe(0);
  expect(a.output()).toMatch(/"msg":"stopped"/);
  // The other process never noticed.
  expect((await fetch(`${b.url}/readyz`)).status).toBe(200);
});

const slowRequest: { finish: () => void } = { finish: () => {} };
