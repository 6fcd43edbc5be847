import zlib from "node:zlib";
import { compression, defineAlgorithm } from "vite-plugin-compression2";

/**
 * The browser's files, compressed once at build time at the strongest settings, beside each file
 * (`.br`, `.gz`); server/app.ts sends them as they are. Compressing the 217 kB listener island for
 * every request cost the server about 11 ms of CPU per phone, a quarter of a phone's whole cost in
 * the Sunday rush (issue 33), and brotli at its best makes it smaller than gzip on the fly did.
 */
export function precompressed() {
  return compression({
    include: /\.(js|css|svg|txt|webmanifest)$/,
    threshold: 1024,
    algorithms: [
      defineAlgorithm("gzip", { level: 9 }),
      defineAlgorithm("brotliCompress", { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    ],
    logLevel: "silent",
  });
}
