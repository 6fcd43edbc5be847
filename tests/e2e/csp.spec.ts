import { expect, test, waitForHydration } from "./helpers.ts";

test("every page carries a CSP whose nonce is on React Router's scripts, and the page still works", async ({
  page,
}) => {
  const response = await page.goto("/login");
  const policy = response!.headers()["content-security-policy"] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce).toBeTruthy();
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(policy).toMatch(/connect-src[^;]*ws:\/\/[^ ;]+:\d+/);
  // The browser hides nonce attributes from scripts; read the HTML as it was sent.
  const html = await response!.text();
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
  expect(inlineScripts.length).toBeGreaterThan(0);
  for (const [, attributes] of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
  // A fresh nonce for every response.
  const again = await page.request.get("/login");
  expect(again.headers()["content-security-policy"]).not.toContain(nonce!);
  await waitForHydration(page);
});

test("an injected inline script does not run", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto("/login");
  await waitForHydration(page);
  const ran = await page.evaluate(async () => {
    const reported = new Promise<string>((resolve) =>
      document.addEventListener("securitypolicyviolation", (event) => resolve(event.violatedDirective), { once: true }),
    );
    const script = document.createElement("script");
    script.textContent = "window.__injected = true;";
    document.body.append(script);
    const directive = await reported;
    return { injected: (window as unknown as { __injected?: boolean }).__injected === true, directive };
  });
  expect(ran.injected).toBe(false);
  expect(ran.directive).toMatch(/^script-src/);
});

test("an inline event handler in injected markup does not run", async ({ page }) => {
  await page.goto("/login");
  await waitForHydration(page);
  const ran = await page.evaluate(async () => {
    const reported = new Promise<void>((resolve) =>
      document.addEventListener("securitypolicyviolation", () => resolve(), { once: true }),
    );
    const holder = document.createElement("div");
    holder.innerHTML = `<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" onload="window.__handler = true">`;
    document.body.append(holder);
    await reported;
    return (window as unknown as { __handler?: boolean }).__handler === true;
  });
  expect(ran).toBe(false);
});
