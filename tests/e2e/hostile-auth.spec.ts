import { DEMO_PASSWORD, demoUsers, expect, queryE2eDb, test } from "./helpers.ts";
import { E2E_PORT } from "./e2e-env.ts";

// Issue 14's open redirects: after sign-in, `/\t/evil.example` was answered as a Location that a
// browser resolves to evil.example, and sign-up's `/\n/…` answered 500 after creating the account.
const TOKEN = "hostilehostilehostilehostilehostile";
const headers = { Cookie: `XSRF-TOKEN=${TOKEN}` };
const targets = [
  "/\t/evil.example",
  "/\n/evil.example",
  "/\\evil.example",
  "//evil.example",
  "/%09/evil.example",
  "/%2F%2Fevil.example",
  "https://evil.example",
  "/\u0000/evil.example",
  // Issue 30: "//x.test" only once the dot segments are resolved.
  "/.//x.test",
  "/x/..//x.test",
  "/%2e%2e//x.test",
];

test("sign-in never sends anyone off this origin, whatever redirectTo says", async ({ playwright, baseURL }) => {
  for (const redirectTo of targets) {
    const context = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    const answer = await context.post("/login", {
      headers,
      form: { email: demoUsers[4].email, password: DEMO_PASSWORD, _csrf: TOKEN, redirectTo },
      maxRedirects: 0,
    });
    expect(answer.status(), JSON.stringify(redirectTo)).toBe(302);
    expect(answer.headers().location, JSON.stringify(redirectTo)).toBe("/dashboard");
    await context.dispose();
  }
});

test("sign-up with a hostile redirectTo creates the account and lands on the dashboard, never a 500", async ({
  playwright,
  baseURL,
  world,
}) => {
  const [organisation] = await queryE2eDb<{ id: string }>("SELECT id FROM Organisation ORDER BY name LIMIT 1");
  for (const [index, redirectTo] of ["/\n/evil.example", "/%0A/evil.example", "/\t/evil.example"].entries()) {
    const email = `redirect-${Date.now()}-${index}@example.org`;
    world.forget(email);
    const context = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    const answer = await context.post("/sign-up", {
      headers,
      form: {
        _csrf: TOKEN,
        intent: "submit",
        redirectTo,
        firstName: "Ana",
        lastName: "Silva",
        phone: "0412345678",
        email,
        organisationId: organisation!.id,
        password: "secret-words",
        confirmPassword: "secret-words",
        terms: "on",
      },
      maxRedirects: 0,
    });
    expect(answer.status(), JSON.stringify(redirectTo)).toBe(302);
    expect(answer.headers().location).toBe("/dashboard");
    expect(await queryE2eDb("SELECT id FROM User WHERE email = ?", [email])).toHaveLength(1);
    await context.dispose();
  }
});

test("the theme form sends people back only to a page of this site, and a broken Referer is no 500", async ({
  playwright,
  baseURL,
}) => {
  const context = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const site = `http://localhost:${E2E_PORT}`;
  for (const referer of [`${site}//x.test/a`, `${site}/.//x.test/a`, "//x.test/a", "http://[", "https://x.test/a"]) {
    const answer = await context.post("/theme", {
      headers: { ...headers, Referer: referer },
      form: { theme: "dark", _csrf: TOKEN },
      maxRedirects: 0,
    });
    expect(answer.status(), referer).toBeLessThan(500);
    const location = answer.headers().location;
    if (location) expect(new URL(location, site).origin, `${referer} → ${location}`).toBe(site);
  }
  const back = await context.post("/theme", {
    headers: { ...headers, Referer: `${site}/events` },
    form: { theme: "dark", _csrf: TOKEN },
    maxRedirects: 0,
  });
  expect(back.headers().location).toBe("/events");
  await context.dispose();
});

// Issue 30, finding 2: behind one proxy (TRUST_PROXY=1, as scripts/e2e-server.sh runs) the client
// writes the left of X-Forwarded-For and the proxy adds the right-most entry. Rotating the left
// must not give a guesser a fresh address for every try.
test("a client cannot pick its own address by writing X-Forwarded-For", async ({ playwright, baseURL, world }) => {
  const user = await world.user();
  const proxyAdded = `203.0.113.${1 + Math.floor(Math.random() * 250)}`;
  const context = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const attempt = (password: string, index: number) =>
    context.post("/login", {
      headers: { ...headers, "X-Forwarded-For": `10.${index}.${index}.1, ${proxyAdded}` },
      form: { email: user.email, password, _csrf: TOKEN },
      maxRedirects: 0,
    });
  const statuses = [];
  for (let index = 0; index < 6; index++) statuses.push((await attempt("wrong-password", index)).status());
  // Three free tries for one account from one client, then a wait.
  expect(statuses.slice(0, 3).every((status) => status !== 429)).toBe(true);
  expect(statuses.at(-1)).toBe(429);
  // Even the right password waits: the guesser is still the same client.
  expect((await attempt(user.password, 99)).status()).toBe(429);
  await context.dispose();
});
