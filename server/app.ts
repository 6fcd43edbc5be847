// The web server's request pipeline: npm start, npm run start:prod and the browser tests run it
// built (server/start.js → server/serve.ts), npm run dev through Vite (server/dev.js). Vite
// builds this file as build/server/index.js, so it shares one copy of the app's modules
// (database client, logger) with the routes. It also re-exports React Router's server build.
import crypto from "node:crypto";
import nodePath from "node:path";
import zlib from "node:zlib";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import expressStaticGzip from "express-static-gzip";
import express, { type Express, type NextFunction, type Request, type Response } from "express";
import type { ServerBuild } from "react-router";
import * as build from "virtual:react-router/server-build";
import { projectRoot } from "#app/utils/database-url.ts";
import { requestGuard } from "#app/utils/http-guard.server.ts";
import { scrubLogText } from "#app/neutral/log-scrub.ts";
import { logger } from "#app/utils/logger.server.ts";
import { isDraining, isReady } from "#app/utils/readiness.server.ts";
import { requestContext, type RequestContext } from "#app/utils/request-context.server.ts";
import { trustedProxyHops } from "#app/utils/request-info.server.ts";
import { runProductionServer } from "./serve.ts";

export * from "virtual:react-router/server-build";

const probePaths = new Set(["/healthz", "/readyz"]);
// An id from our own proxy is kept so one request can be followed through both logs.
const acceptableId = /^[A-Za-z0-9._-]{8,64}$/;

/** One JSON line per request, with an id that is also sent back as X-Request-Id. */
function requestLog(req: Request, res: Response, next: NextFunction) {
  const started = process.hrtime.bigint();
  // Read now: a mounted handler (the /assets static files) shortens req.path for itself.
  const path = req.path;
  const incoming = trustedProxyHops() > 0 ? req.get("X-Request-Id") : undefined;
  const context: RequestContext = { id: incoming && acceptableId.test(incoming) ? incoming : crypto.randomUUID() };
  res.setHeader("X-Request-Id", context.id);
  res.once("close", () => {
    const fields = {
      reqId: context.id,
      method: req.method,
      // The path only (a query string may carry a reset code or a token), and a display link's
      // token taken out of it.
      path: scrubLogText(path),
      status: res.statusCode,
      durationMs: Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10,
      userId: context.userId ?? null,
      ...(res.writableFinished ? {} : { aborted: true }),
    };
    // Probes come every few seconds from every load balancer: kept out of the normal log.
    if (probePaths.has(path)) logger.debug(fields, "request");
    else if (res.statusCode >= 500) logger.error(fields, "request");
    else logger.info(fields, "request");
  });
  requestContext.run(context, next);
}

/** Answers of a few hundred bytes, asked for once per phone or per room event. */
const smallAnswerPaths = new Set([
  "/api/room-token",
  "/api/display-token",
  "/api/speech-token",
  "/api/room-events",
  "/api/segment-help",
]);

function smallApiAnswer(req: Request, res: Response) {
  return smallAnswerPaths.has(req.path) && String(res.getHeader("Content-Type") ?? "").startsWith("application/json");
}

/** The whole request pipeline; `dev` leaves files and modules to Vite (server/dev.js). */
function createApp(dev = false) {
  const app = express();
  app.disable("x-powered-by");
  // Express counts hops the same way clientAddress does (req.ip, req.protocol).
  app.set("trust proxy", trustedProxyHops());
  app.use(requestLog);
  // TRACE, endless or huge bodies: answered before anything else reads them.
  app.use(requestGuard);
  // A request arriving while shutting down (on a kept-alive connection) is answered, and its client
  // told to reconnect, to another server. Connections busy when draining began are closed by
  // serve.ts once they go idle.
  app.use((_req, res, next) => {
    if (isDraining()) res.setHeader("Connection", "close");
    next();
  });

  // Load-balancer probes: unauthenticated, answered before the app, saying nothing else.
  app.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  app.get("/readyz", async (_req, res) => {
    const ready = await isReady();
    res
      .status(ready ? 200 : 503)
      .set("Cache-Control", "no-store")
      .json({ status: ready ? "ready" : "unready" });
  });

  // Pages and scripts go out compressed, as react-router-serve sent them: the listener island is
  // 69 kB so, 217 kB not (issue 28's budget for a phone on church Wi-Fi is 120 kB). Not the small JSON
  // answers of /api/ (tokens, room events: a few hundred bytes): their length is not known before
  // they are written, so the middleware's 1 kB threshold cannot spare them, and a compressor set up
  // per answer cost more of the event loop (0.8 ms) than the rest of a room token's work after
  // routing. Levels chosen for the server's CPU: gzip 3 and brotli 3 compress a 46 kB join page in
  // 1.1 ms instead of 2.0 (gzip 6) and 1.7 (brotli 4), for 14 kB on the wire instead of 13 (decision 049).
  // Brotli's window is 256 kB (lgwin 18), larger than any page we write, so not one byte more: at its
  // default of 4 MB each answer's compressor cost the privacy page 8–9 ms of CPU under 50 connections
  // instead of 4–6 (decision 066).
  app.use(
    compression({
      level: 3,
      brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 } },
      filter: (req, res) => !smallApiAnswer(req, res) && compression.filter(req, res),
    }),
  );

  if (!dev) {
    const clientDir = nodePath.resolve(projectRoot, build.assetsBuildDirectory);
    // Fingerprinted bundles never change under the same name; other public files may.
    // Each file goes out as the build compressed it (.br, else .gz; vite.compression.ts), so the
    // compression above leaves it alone: no CPU per request for the same bytes.
    const staticFiles = (dir: string, serveStatic: { immutable?: boolean; maxAge: string }) =>
      expressStaticGzip(dir, {
        enableBrotli: true,
        orderPreference: ["br"],
        index: false,
        serveStatic: { ...serveStatic, index: false },
      });
    app.use("/assets", staticFiles(nodePath.join(clientDir, "assets"), { immutable: true, maxAge: "1y" }));
    // The other public files (the icon, the map) all have an extension; a page's path never has
    // one, and looking for it as a file (and its .br and .gz) cost every page and token a few stats.
    const publicFiles = staticFiles(clientDir, { maxAge: "1h" });
    app.use((req, res, next) => (/\.\w+$/.test(req.path) ? publicFiles(req, res, next) : next()));
  }
  const mode = dev ? "development" : "production";
  app.use(createRequestHandler({ build: build as unknown as ServerBuild, mode }));
  return app;
}

let devApp: Express | undefined;

/**
 * What server/dev.js calls on every request, through Vite: a module Vite reloads after an edit
 * starts with no app, so the next request builds the pipeline from the new code.
 */
export function handleDevRequest(req: Request, res: Response, next: NextFunction) {
  devApp ??= createApp(true);
  devApp(req, res, next);
}

/** What server/start.js calls: serve.ts's life cycle around this pipeline. */
export function startProductionServer() {
  return runProductionServer(createApp);
}
