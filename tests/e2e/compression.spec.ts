// How pages and scripts leave the production server (server/start.js, which the browser tests'
// server runs: scripts/e2e-server.sh): compressed for a phone on church Wi-Fi, with a brotli window
// sized to our pages, and scripts as the build compressed them. Needs a fresh `npm run build`.
import http from "node:http";
import zlib from "node:zlib";
import { expect, test } from "@playwright/test";
import { E2E_PORT } from "./e2e-env.ts";

const BASE = `http://localhost:${E2E_PORT}`;

test("pages and scripts go out compressed, as a phone on church Wi-Fi needs them", async () => {
  const page = await fetch(`${BASE}/login`, { headers: { "Accept-Encoding": "gzip" } });
  expect(page.headers.get("content-encoding")).toBe("gzip");
  const script = /"(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
  expect(script).toBeTruthy();
  const asset = await fetch(`${BASE}${script}`, { headers: { "Accept-Encoding": "gzip" } });
  expect([asset.status, asset.headers.get("content-encoding")]).toEqual([200, "gzip"]);
});

/** The window a brotli stream declares in its first bits (RFC 7932, section 9.1), as a power of two. */
function brotliWindowBits(firstByte: number) {
  if ((firstByte & 1) === 0) return 16;
  const n = (firstByte >> 1) & 7;
  if (n !== 0) return 17 + n;
  const m = (firstByte >> 4) & 7;
  return m === 0 ? 17 : 8 + m;
}

test("a page in brotli declares a 256 kB window, not the 4 MB default each answer paid for", async () => {
  // node:http, not fetch: fetch decodes the body, and the header is in its first byte.
  const body = await new Promise<Buffer>((resolve, reject) => {
    http
      .get(`${BASE}/login`, { headers: { "Accept-Encoding": "br" } }, (response) => {
        expect(response.headers["content-encoding"]).toBe("br");
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve(Buffer.concat(chunks)));
      })
      .on("error", reject);
  });
  expect(brotliWindowBits(body[0]!)).toBe(18);
  expect(zlib.brotliDecompressSync(body).toString()).toContain("</html>");
});

test("scripts go out as the build compressed them: brotli when taken, the same bytes once decoded", async () => {
  const page = await fetch(`${BASE}/login`);
  const script = /"(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
  const plain = await fetch(`${BASE}${script}`, { headers: { "Accept-Encoding": "identity" } });
  expect(plain.headers.get("content-encoding")).toBeNull();
  const brotli = await fetch(`${BASE}${script}`, { headers: { "Accept-Encoding": "gzip, deflate, br" } });
  expect([brotli.status, brotli.headers.get("content-encoding"), brotli.headers.get("vary")]).toEqual([
    200,
    "br",
    "Accept-Encoding",
  ]);
  expect(brotli.headers.get("cache-control")).toContain("immutable");
  // fetch decodes what it was sent: the compressed copy holds the very script.
  expect(await brotli.text()).toBe(await plain.text());
});
