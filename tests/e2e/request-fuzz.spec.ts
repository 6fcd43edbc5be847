import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "#app/routes.ts";
import { expect, sessionCookie, test } from "./helpers.ts";
import { send, sendRaw } from "./support/raw-http.ts";
import { UserType } from "#app/features/auth/roles.ts";

// Every route × every method, plus malformed inputs, a bounded number of requests in all (about
// 1,100): none may answer 5xx, and afterwards the web app and the room server still answer.
const port = Number(process.env.E2E_PORT ?? 3100);
const web = `http://127.0.0.1:${port}`;
const room = `http://127.0.0.1:${port + 1000}`;
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "FROBNICATE"];
const TOKEN = "fuzzfuzzfuzzfuzzfuzzfuzzfuzzfuzzfuzz";

/** Every path in routes.ts, parameters filled with a made-up id. */
function paths(entries: RouteConfigEntry[], prefix = ""): string[] {
  return entries.flatMap((entry) => {
    const own = entry.index ? prefix : entry.path ? `${prefix}/${entry.path}` : prefix;
    const here =
      entry.path !== undefined || entry.index
        ? [own.replace(/:\w+/g, "no-such-id").replace(/\*$/, "no/such/page") || "/"]
        : [];
    return [...here, ...paths(entry.children ?? [], own)];
  });
}

function assertNo5xx(label: string, status: number) {
  expect(status, label).toBeGreaterThanOrEqual(100);
  expect(status, label).toBeLessThan(500);
}

test.describe.configure({ mode: "serial", timeout: 600_000 });

test("every route answers every method, as a stranger and as the super administrator, without a 5xx", async ({
  world,
}) => {
  const all = [...new Set(paths(await routes))];
  expect(all.length).toBeGreaterThan(40);
  // A super administrator of our own, signed in by session cookie: the session is ours alone (not
  // the shared storage state), so /logout may end it.
  const session = await sessionCookie(await world.user({ userType: UserType.SuperAdmin }));
  for (const who of ["stranger", "super"] as const) {
    for (const path of all) {
      for (const method of METHODS) {
        const cookie = who === "super" ? `${session}; XSRF-TOKEN=${TOKEN}` : `XSRF-TOKEN=${TOKEN}`;
        const body = ["POST", "PUT", "PATCH", "DELETE"].includes(method)
          ? new URLSearchParams({
              _csrf: TOKEN,
              intent: "delete",
              id: "no-such-id",
              name: "\u0000".repeat(3),
              email: "x".repeat(3000),
            }).toString()
          : undefined;
        const headers: Record<string, string> = { Cookie: cookie };
        if (body) headers["Content-Type"] = "application/x-www-form-urlencoded";
        for (const target of [path, `${path === "/" ? "/_root" : path}.data`]) {
          const answer = await send(`${web}${target}`, { method, headers, body });
          // A method nobody knows is "not implemented" on purpose: the one deliberate 5xx.
          if (method === "FROBNICATE") expect(answer.status, `${who} ${method} ${target}`).toBe(501);
          else assertNo5xx(`${who} ${method} ${target}`, answer.status);
        }
      }
    }
  }
});

test("malformed headers, cookies, bodies, query strings and data requests answer 4xx, never 5xx", async () => {
  const form = {
    "Content-Type": "application/x-www-form-urlencoded",
    Cookie: `XSRF-TOKEN=${TOKEN}`,
    "X-XSRF-TOKEN": TOKEN,
  };
  const cases: {
    label: string;
    method: string;
    path: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    expected?: number;
  }[] = [
    {
      label: "broken percent-encoding in the CSRF cookie",
      method: "GET",
      path: "/login",
      headers: { Cookie: "XSRF-TOKEN=%E0%A4%A" },
    },
    {
      label: "broken language and session cookies",
      method: "GET",
      path: "/login",
      headers: { Cookie: "i18next=%zz; et_session=%E0%A4%A" },
    },
    {
      label: "a forged session cookie",
      method: "GET",
      path: "/dashboard",
      headers: { Cookie: "et_session=eyJzZXNzaW9uSWQiOiJ4In0%3D.bad" },
    },
    { label: "a long cookie", method: "GET", path: "/login", headers: { Cookie: `junk=${"a".repeat(12_000)}` } },
    { label: "broken query encoding", method: "GET", path: "/login?lng=%E0%A4%A&redirectTo=%" },
    { label: "a huge query string", method: "GET", path: `/public/events?q=${"a".repeat(7_000)}&page=-1&sort=%00` },
    { label: "a broken path", method: "GET", path: "/%E0%A4%A" },
    { label: "a data request for unknown routes", method: "GET", path: "/login.data?_routes=nope,%E0" },
    {
      label: "a data request for every route at once",
      method: "GET",
      path: "/dashboard.data?_routes=root,dashboard,console-layout",
    },
    {
      label: "multipart without its boundary",
      method: "POST",
      path: "/login",
      headers: { ...form, "Content-Type": "multipart/form-data" },
      body: "garbage",
      expected: 400,
    },
    {
      label: "multipart garbage",
      method: "POST",
      path: "/sign-up",
      headers: { ...form, "Content-Type": "multipart/form-data; boundary=x" },
      body: "--x\r\nbroken",
      expected: 400,
    },
    {
      label: "JSON to a form action",
      method: "POST",
      path: "/login",
      headers: { ...form, "Content-Type": "application/json" },
      body: '{"email":1}',
      expected: 415,
    },
    {
      label: "no body type at all",
      method: "PUT",
      path: "/theme",
      headers: { Cookie: `XSRF-TOKEN=${TOKEN}`, "X-XSRF-TOKEN": TOKEN },
      expected: 415,
    },
    {
      label: "a body larger than any form",
      method: "POST",
      path: "/login",
      headers: { ...form, "Content-Length": String(200 * 1024 * 1024) },
      expected: 413,
    },
    {
      label: "a body without a length",
      method: "POST",
      path: "/login",
      headers: { ...form, "Transfer-Encoding": "chunked" },
      body: "a=1",
      expected: 411,
    },
    {
      label: "form fields with control characters",
      method: "POST",
      path: "/forgot-password",
      headers: form,
      body: `_csrf=${TOKEN}&email=%00%0A%0D%E2%80%AE@x`,
    },
    {
      label: "a repeated field a thousand times",
      method: "POST",
      path: "/login",
      headers: form,
      body: `_csrf=${TOKEN}&${"email=a&".repeat(1000)}password=x`,
    },
    {
      label: "invalid JSON to the room webhook",
      method: "POST",
      path: "/api/room-events",
      headers: { "Content-Type": "application/json", "X-Room-Signature": "0".repeat(64) },
      body: "{bad",
      expected: 401,
    },
    // Issue 30: the routes and headers its hardening changed.
    ...[
      "http://[",
      "//x.test/a",
      "http://127.0.0.1:1/%E0%A4%A",
      `http://127.0.0.1:${port}/.//x.test`,
      "a".repeat(8_000),
    ].map((referer) => ({
      label: `the theme form with the Referer ${referer.slice(0, 40)}`,
      method: "POST",
      path: "/theme",
      headers: { ...form, Referer: referer },
      body: `_csrf=${TOKEN}&theme=dark`,
    })),
    ...[",,,", " , ", `${"1.2.3.4,".repeat(2_000)}`, "not-an-address, ::ffff:127.0.0.1", "[::1]:80, %00"].map(
      (forwardedFor) => ({
        label: `a sign-in with X-Forwarded-For ${forwardedFor.slice(0, 40)}`,
        method: "POST",
        path: "/login",
        headers: { ...form, "X-Forwarded-For": forwardedFor },
        body: `_csrf=${TOKEN}&email=nobody%40example.org&password=wrong-password`,
      }),
    ),
    ...["/.//x.test", "/x/..//x.test", "/%2e%2e//x.test", "/%2e%2e/%2e%2e/%5c%5cx.test", "/%"].map((redirectTo) => ({
      label: `a sign-in page with redirectTo ${redirectTo}`,
      method: "GET",
      path: `/login?redirectTo=${encodeURIComponent(redirectTo)}`,
    })),
    ...["/api/room-events", "/api/scripture-cards"].flatMap((path) =>
      [
        { "X-Room-Timestamp": "9".repeat(40), "X-Room-Nonce": "n".repeat(32), "X-Room-Signature": "0".repeat(64) },
        { "X-Room-Timestamp": "-1", "X-Room-Nonce": "%00", "X-Room-Signature": "zz" },
        { "X-Room-Timestamp": String(Date.now()), "X-Room-Nonce": "x".repeat(5_000), "X-Room-Signature": "" },
      ].map((signed) => ({
        label: `a forged signed request to ${path}`,
        method: "POST",
        path,
        headers: { "Content-Type": "application/json", ...signed },
        body: '{"broadcastId":"x","osis":"John.3.16","languages":["en"]}',
        expected: 401,
      })),
    ),
    {
      label: "a room token for a sermon that does not exist",
      method: "GET",
      path: "/api/room-token?broadcastId=%00&language=zz-ZZ-x&role=god",
    },
  ];
  for (const { label, method, path, headers, body, expected } of cases) {
    const answer = await send(`${web}${path}`, {
      method,
      headers,
      body: method === "POST" && headers?.["Content-Length"] ? undefined : body,
    });
    assertNo5xx(label, answer.status);
    if (expected) expect(answer.status, label).toBe(expected);
  }
  // What Node's parser itself refuses: a proper status, not a dropped connection or a crash.
  expect(await sendRaw(port, "FROBNICATE / HTTP/1.1\r\nHost: x\r\n\r\n")).toBe(501);
  expect(await sendRaw(port, "CONNECT example.org:443 HTTP/1.1\r\nHost: example.org\r\n\r\n")).toBe(405);
  expect(await sendRaw(port, `GET /login HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`)).toBe(431);
  expect(await sendRaw(port, "GET /login HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n")).toBe(400);
  expect(await sendRaw(port, "GET /\x00 HTTP/1.1\r\n\r\n")).toBe(400);
});

test("the room server answers every method and junk without a 5xx", async () => {
  for (const method of METHODS.filter((method) => method !== "TRACE" && method !== "FROBNICATE")) {
    for (const body of [undefined, "{bad", JSON.stringify({ type: "end" }), "x".repeat(100_000)]) {
      const withBody = body !== undefined && !["GET", "HEAD", "OPTIONS"].includes(method);
      const answer = await send(`${room}/parties/main/fuzz-room`, {
        method,
        headers: withBody ? { Authorization: "Bearer 00" } : {},
        body: withBody ? body : undefined,
      });
      assertNo5xx(`room ${method}`, answer.status);
    }
  }
  const refused = await send(`${room}/parties/main/fuzz-room?token=forged.token`, {
    method: "GET",
    headers: {
      Upgrade: "websocket",
      Connection: "Upgrade",
      "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==",
      "Sec-WebSocket-Version": "13",
    },
  });
  expect(refused.status).toBe(401);
});

test("afterwards the web app and the room server both still answer", async () => {
  expect((await send(`${web}/login`, { method: "GET" })).status).toBe(200);
  expect((await send(`${room}/parties/main/ready`, { method: "GET" })).status).toBe(200);
});
