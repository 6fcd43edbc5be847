import { useTranslation } from "#app/utils/use-translation.ts";
import { useMatches } from "react-router";
import type { PageHandle } from "#app/utils/handle.ts";

/** "Page name · Every Tongue", the title format of every tab and history entry. */
export function documentTitle(page: string | null, appName: string) {
  return page ? `${page} · ${appName}` : appName;
}

/**
 * The document title of every route, and for public pages a meta description and Open Graph
 * tags, all in the visitor's language. One component reads the deepest route's handle (the
 * same handle the console header reads for its heading and breadcrumb), so a new page only
 * declares its titleKey. React 19 hoists these elements into <head>, on the server as in the
 * browser, and swaps them on client-side navigation.
 */
export function DocumentMeta() {
  const { t, i18n } = useTranslation();
  const match = useMatches().findLast((entry) => (entry.handle as PageHandle | undefined)?.titleKey);
  const handle = match?.handle as PageHandle | undefined;
  const described = handle?.describe?.(match?.loaderData, t) ?? null;
  const page = described?.title ?? (handle ? t(handle.titleKey) : null);
  const title = documentTitle(page, t("app.name"));
  const description = described?.description ?? (handle?.descriptionKey ? t(handle.descriptionKey) : null);
  return (
    <>
      <title>{title}</title>
      {description ? (
        <>
          <meta name="description" content={description} />
          <meta property="og:type" content="website" />
          <meta property="og:site_name" content={t("app.name")} />
          <meta property="og:title" content={described?.shareTitle ?? described?.title ?? title} />
          <meta property="og:description" content={description} />
          <meta property="og:locale" content={i18n.language} />
          <meta name="twitter:card" content="summary" />
        </>
      ) : null}
    </>
  );
}
