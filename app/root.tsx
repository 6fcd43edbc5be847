import { useEffect } from "react";
import { useTranslation } from "#app/utils/use-translation.ts";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, data } from "react-router";
import type { Route } from "./+types/root";
import { GeneralErrorBoundary } from "./features/shell/error-boundary.tsx";
import { LanguageSync } from "./features/shell/language-sync.tsx";
import { useNonce } from "./utils/nonce.tsx";
import { useInlineStyles } from "./features/listener/inline-styles.tsx";
import { DocumentMeta } from "./features/seo/document-meta.tsx";
import { IslandScripts, useIslandBoot } from "./features/listener/island-scripts.tsx";
import { useScriptless } from "./features/shell/scriptless.ts";
import { Toaster } from "./components/toaster.tsx";
import { csrfMiddleware } from "./middleware/csrf.server.ts";
import { getLocale, i18nextMiddleware, languageCookieHeader, languageFromCookie } from "./middleware/i18next.server.ts";
import { requestShapeMiddleware } from "./middleware/request-shape.server.ts";
import baseStylesHref from "./styles/base.css?url";
import { ensureCsrfToken } from "./utils/csrf.server.ts";
import { useRootData, type RootData } from "./utils/root-data.ts";
import { themeFromCookieHeader } from "./utils/theme.ts";
import { getToast } from "./utils/toast.server.ts";

// Language first (so even a refused request is answered in the visitor's language), then CSRF (a
// request without the XSRF token is refused 403 whatever its body), then a body that is not a form
// is refused (415/400). verifyCsrf reads a malformed form as "no token", so it cannot 500 first.
export const middleware = [i18nextMiddleware, csrfMiddleware, requestShapeMiddleware];

const icon = { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" } as const;
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: baseStylesHref }, icon];

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = getLocale(context);
  const csrf = ensureCsrfToken(request);
  const { toast, setCookie: toastCookie } = await getToast(request);
  const headers = new Headers();
  // Remember the detected language (requirements R1.6: cookie "i18next"), so ?lng= sticks.
  headers.append("Set-Cookie", languageCookieHeader(locale));
  if (csrf.setCookie) headers.append("Set-Cookie", csrf.setCookie);
  if (toastCookie) headers.append("Set-Cookie", toastCookie);
  return data(
    {
      locale,
      languageChosen: new URL(request.url).searchParams.has("lng") || languageFromCookie(request) !== null,
      theme: themeFromCookieHeader(request.headers.get("Cookie")),
      csrfToken: csrf.token,
      toast,
    } satisfies RootData,
    { headers },
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRootData();
  const { i18n } = useTranslation();
  const locale = rootData?.locale ?? i18n.language ?? "en";
  const nonce = useNonce();
  // A page that asked for the light listener island gets its one script instead of the app's, on
  // the server only: once the app runs (a page reached by client navigation) it keeps its own.
  const island = useIslandBoot();
  const scriptless = useScriptless();
  const serverIsland = typeof document === "undefined" ? island : null;
  // A page that works as plain HTML (a finished sermon's transcript, the public events) is sent
  // without any script.
  const serverScriptless = typeof document === "undefined" && scriptless;
  // The island's stylesheets come inline in its server render (island-styles.server.ts).
  const inlineStyles = useInlineStyles();
  return (
    <html lang={locale} dir={i18n.dir(locale)} data-theme={rootData?.theme ?? "light"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <Meta />
        {inlineStyles ? (
          <>
            <link {...icon} />
            <style nonce={nonce} dangerouslySetInnerHTML={{ __html: inlineStyles }} />
          </>
        ) : (
          <Links />
        )}
      </head>
      <body>
        {children}
        {serverIsland ? (
          <IslandScripts boot={serverIsland} nonce={nonce} />
        ) : serverScriptless ? null : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (i18n.language !== loaderData.locale) void i18n.changeLanguage(loaderData.locale);
  }, [loaderData.locale, i18n]);
  // Says "scripts are running": keyboard widgets need them, and browser tests wait for it.
  useEffect(() => document.documentElement.setAttribute("data-hydrated", ""), []);
  return (
    <>
      <DocumentMeta />
      <LanguageSync locale={loaderData.locale} chosen={loaderData.languageChosen} />
      <Outlet />
      <Toaster toast={loaderData.toast} />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
