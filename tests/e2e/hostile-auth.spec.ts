import { DEMO_PASSWORD, demoUsers, expect, queryE2eDb, test } from "./helpers.ts";

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
