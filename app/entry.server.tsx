import crypto from "node:crypto";
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { getInstance } from "./middleware/i18next.server.ts";
import { secureCookies } from "./utils/env.server.ts"; // first: checks the environment, naming any wrong variable
import { installConsoleScrub, logger } from "./utils/logger.server.ts";
import { contentSecurityPolicy, relaxationOf } from "./utils/csp.ts";
import { NonceProvider } from "./utils/nonce.tsx";
import { InlineStylesProvider } from "./features/listener/inline-styles.tsx";
import { MarkupMemoProvider } from "./components/markup-memo.tsx";
import { markupMemo, sectionMemo } from "./components/markup-memo.server.ts";
import { SectionMemoProvider } from "./components/section-memo.tsx";
import { inlineStylesFor } from "./features/listener/island-styles.server.ts";
import { roomPublicHost } from "./features/live/room.server.ts";
import { warmQuoteIndexes } from "./features/quotes/quotes.server.ts";
import { startDashboardWarming } from "./features/reports/dashboard-warm.server.ts";
import { answerCacheStatsToParent } from "./utils/cache-stats.server.ts";

// Server-side console lines are scrubbed of e-mail addresses and tokens like the logger's.
installConsoleScrub();
// The shipped Bibles' quotation index (seconds of work, a book at a time): ready before the
// first sermon, whose segments never wait for it (decision 033).
warmQuoteIndexes();
// Every organisation's preset dashboards, computed ahead and kept younger than their bound (decision 059).
startDashboardWarming();
// `npm run bench:load` reads the caches' hit counts of the server it started (cache-stats.ts).
answerCacheStatsToParent();

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  responseHeaders.set("X-Content-Type-Options", "nosniff");
  responseHeaders.set("Referrer-Policy", "same-origin");
  // Served over TLS (that is when cookies are Secure): browsers should never try plain HTTP again.
  if (secureCookies) responseHeaders.set("Strict-Transport-Security", "max-age=15552000");
  const nonce = crypto.randomBytes(16).toString("base64");
  const relax = relaxationOf(
    routerContext.staticHandlerContext.matches.map((match) => routerContext.routeModules[match.route.id]?.handle),
  );
  responseHeaders.set(
    "Content-Security-Policy",
    contentSecurityPolicy({ nonce, roomHost: roomPublicHost(request), relax }),
  );
  // Older browsers ignore frame-ancestors; a page that allows framing drops this instead.
  if (!relax?.frameAncestors?.length) responseHeaders.set("X-Frame-Options", "DENY");
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const i18n = i18nInstanceOf(loadContext);
  if (!i18n) {
    // React Router refuses methods it does not serve (OPTIONS, TRACE, unknown ones) before any
    // middleware runs, so there is no i18n instance to render a page with: answer plainly.
    responseHeaders.set("Allow", "GET, HEAD, POST");
    responseHeaders.set("Content-Type", "text/plain; charset=utf-8");
    const status = responseStatusCode >= 400 ? responseStatusCode : 405;
    return new Response(status === 405 ? "Method Not Allowed" : "Error", { status, headers: responseHeaders });
  }

  const inlineStyles = inlineStylesFor(routerContext.staticHandlerContext.loaderData);

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined;

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <InlineStylesProvider value={inlineStyles}>
          <MarkupMemoProvider value={markupMemo}>
            <SectionMemoProvider value={sectionMemo}>
              <I18nextProvider i18n={i18n}>
                <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
              </I18nextProvider>
            </SectionMemoProvider>
          </MarkupMemoProvider>
        </InlineStylesProvider>
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error({ err: error }, "render failed");
        },
      },
    );
    // Set only once the render has started: a timer armed before it would call an `abort` that
    // does not exist yet if the render threw, and that error would end the whole process.
    timeoutId = setTimeout(abort, streamTimeout + 1000);
  });
}

function i18nInstanceOf(loadContext: RouterContextProvider) {
  try {
    return getInstance(loadContext);
  } catch {
    return null;
  }
}

/** .data responses (client navigations) are never framed or rendered, but get HSTS too. */
export function handleDataRequest(response: Response) {
  if (secureCookies) response.headers.set("Strict-Transport-Security", "max-age=15552000");
  return response;
}
