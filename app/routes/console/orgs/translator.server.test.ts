import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testTranslator } from "./translator.server.ts";

// A stand-in for Azure Translator v3 that knows one key.
let server: http.Server;
let endpoint = "";
beforeAll(async () => {
  server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://x");
    const ok = request.method === "POST" && url.pathname === "/translate" && url.searchParams.get("api-version") === "3.0"
      && request.headers["ocp-apim-subscription-key"] === "good-key" && request.headers["ocp-apim-subscription-region"] === "eastus";
    response.writeHead(ok ? 200 : 401, { "Content-Type": "application/json" });
    response.end(JSON.stringify(ok ? [{ translations: [{ text: "Hola", to: "es" }] }] : { error: { code: 401000 } }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("testTranslator", () => {
  it("reports the translation for a good key", async () => {
    expect(await testTranslator({ endpoint, key: "good-key", location: "eastus" })).toEqual({ ok: true, text: "Hola" });
  });
  it("reports a refused key with its status", async () => {
    expect(await testTranslator({ endpoint, key: "bad-key", location: "eastus" })).toEqual({ ok: false, reason: "refused", status: 401 });
  });
  it("asks for missing settings and survives a dead endpoint", async () => {
    expect(await testTranslator({ endpoint, key: null, location: "eastus" })).toEqual({ ok: false, reason: "missing" });
    expect(await testTranslator({ endpoint: "http://127.0.0.1:1", key: "k", location: "l" })).toEqual({ ok: false, reason: "unreachable" });
  });
});
