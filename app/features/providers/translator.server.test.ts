import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { prisma } from "#app/utils/db.server.ts";
import { encryptSecret } from "#app/utils/secrets.server.ts";
import { createOrganisation } from "#tests/db-utils.ts";
import { testFromForm, testTranslator } from "./translator.server.ts";

// Local listeners that record every request: an Azure Translator v3 stand-in that knows one key,
// and an "attacker's server" that must never receive anything.
type Seen = { path: string; key: string | undefined; body: string };
function listener(answer: (request: http.IncomingMessage, body: string) => [number, unknown]) {
  const seen: Seen[] = [];
  const server = http.createServer(async (request, response) => {
    let body = "";
    for await (const chunk of request) body += chunk;
    seen.push({
      path: request.url ?? "",
      key: request.headers["ocp-apim-subscription-key"] as string | undefined,
      body,
    });
    const [status, value] = answer(request, body);
    response.writeHead(status, { "Content-Type": "application/json" });
    response.end(JSON.stringify(value));
  });
  return {
    seen,
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const azure = listener((request) => {
  const url = new URL(request.url ?? "/", "http://x");
  const ok =
    request.method === "POST" &&
    url.pathname === "/translate" &&
    url.searchParams.get("api-version") === "3.0" &&
    request.headers["ocp-apim-subscription-key"] === "good-key" &&
    request.headers["ocp-apim-subscription-region"] === "eastus";
  return ok ? [200, [{ translations: [{ text: "Hola", to: "es" }] }]] : [401, { error: { code: 401000 } }];
});
const attacker = listener(() => [200, [{ translations: [{ text: "gotcha", to: "es" }] }]]);
const libre = listener((_request, body) => {
  const { q, target, api_key: apiKey } = JSON.parse(body) as { q: string; target: string; api_key?: string };
  return apiKey === "libre-key" ? [200, { translatedText: `[${target}] ${q}` }] : [403, { error: "Invalid API key" }];
});
let endpoint = "";
let attackerUrl = "";
let libreUrl = "";
const allowLoopback = { allowPrivate: true, trusted: [] };
const strict = { allowPrivate: false, trusted: [] };

beforeAll(async () => {
  [endpoint, attackerUrl, libreUrl] = await Promise.all([azure.start(), attacker.start(), libre.start()]);
});
afterAll(() => Promise.all([azure.stop(), attacker.stop(), libre.stop()]));
beforeEach(() => {
  for (const server of [azure, attacker, libre]) server.seen.length = 0;
});

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("testTranslator", () => {
  it("reports the translation for a good key, and a refused key with its status", async () => {
    expect(
      await testTranslator({ provider: "azure", endpoint, key: "good-key", location: "eastus" }, allowLoopback),
    ).toEqual({ ok: true, text: "Hola" });
    expect(
      await testTranslator({ provider: "azure", endpoint, key: "bad-key", location: "eastus" }, allowLoopback),
    ).toEqual({ ok: false, reason: "refused", status: 401 });
  });
  it("asks for missing settings and survives a dead endpoint", async () => {
    expect(await testTranslator({ provider: "azure", endpoint, key: null, location: "eastus" }, allowLoopback)).toEqual(
      { ok: false, reason: "missing" },
    );
    expect(
      await testTranslator(
        { provider: "azure", endpoint: "http://127.0.0.1:1", key: "k", location: "l" },
        allowLoopback,
      ),
    ).toEqual({ ok: false, reason: "unreachable" });
  });
  it("tests LibreTranslate with its optional key", async () => {
    expect(
      await testTranslator({ provider: "libretranslate", url: libreUrl, key: "libre-key" }, allowLoopback),
    ).toEqual({ ok: true, text: "[es] The grace of our Lord Jesus Christ be with you all." });
    expect(await testTranslator({ provider: "libretranslate", url: libreUrl, key: null }, allowLoopback)).toEqual({
      ok: false,
      reason: "refused",
      status: 403,
    });
  });
});

describe("private addresses", () => {
  it("are refused unless the instance allows them, and nothing is sent", async () => {
    for (const url of [
      endpoint,
      "http://localhost:9/",
      "http://10.1.2.3/",
      "http://169.254.169.254/",
      "http://[::1]:9/",
    ]) {
      expect(
        await testTranslator({ provider: "azure", endpoint: url, key: "good-key", location: "eastus" }, strict),
      ).toEqual({ ok: false, reason: "private" });
    }
    expect(await testTranslator({ provider: "libretranslate", url: libreUrl, key: "libre-key" }, strict)).toEqual({
      ok: false,
      reason: "private",
    });
    expect(azure.seen).toEqual([]);
    expect(libre.seen).toEqual([]);
    // The instance's own LibreTranslate (LIBRETRANSLATE_URL) is trusted by address.
    expect(
      await testTranslator(
        { provider: "libretranslate", url: libreUrl, key: "libre-key" },
        { allowPrivate: false, trusted: [libreUrl] },
      ),
    ).toMatchObject({ ok: true });
  });
});

describe("a stored key", () => {
  it("goes only to the endpoint it was saved with; another endpoint needs the key typed", async () => {
    const organisation = await createOrganisation();
    await prisma.organisation.update({
      where: { id: organisation.id },
      data: { translatorEndpoint: endpoint, translatorKeyEnc: encryptSecret("good-key"), translatorLocation: "eastus" },
    });
    // The masked field on the saved endpoint: works, with the stored key.
    expect(
      await testFromForm(
        form({ translatorEndpoint: endpoint, translatorKey: "••••", translatorLocation: "eastus" }),
        organisation.id,
        "azure",
        allowLoopback,
      ),
    ).toEqual({ ok: true, text: "Hola" });
    expect(azure.seen.map((request) => request.key)).toEqual(["good-key"]);

    // The admin points the endpoint at their own server and leaves the key masked (or empty).
    for (const translatorKey of ["••••", ""]) {
      expect(
        await testFromForm(
          form({ translatorEndpoint: attackerUrl, translatorKey, translatorLocation: "eastus" }),
          organisation.id,
          "azure",
          allowLoopback,
        ),
      ).toEqual({ ok: false, reason: "keyForEndpoint" });
    }
    expect(attacker.seen).toEqual([]);

    // A key typed for the new endpoint is that key, sent there.
    await testFromForm(
      form({ translatorEndpoint: attackerUrl, translatorKey: "typed-key", translatorLocation: "eastus" }),
      organisation.id,
      "azure",
      allowLoopback,
    );
    expect(attacker.seen.map((request) => request.key)).toEqual(["typed-key"]);
    expect(JSON.stringify(attacker.seen)).not.toContain("good-key");
  });

  it("is kept with LibreTranslate's URL the same way", async () => {
    const organisation = await createOrganisation();
    await prisma.organisation.update({
      where: { id: organisation.id },
      data: { libreTranslateUrl: libreUrl, libreTranslateKeyEnc: encryptSecret("libre-key") },
    });
    expect(
      await testFromForm(
        form({ libreTranslateUrl: libreUrl, libreTranslateKey: "" }),
        organisation.id,
        "libretranslate",
        allowLoopback,
      ),
    ).toMatchObject({ ok: true });
    expect(
      await testFromForm(
        form({ libreTranslateUrl: attackerUrl, libreTranslateKey: "" }),
        organisation.id,
        "libretranslate",
        allowLoopback,
      ),
    ).toEqual({ ok: false, reason: "keyForEndpoint" });
    expect(attacker.seen).toEqual([]);
  });
});
