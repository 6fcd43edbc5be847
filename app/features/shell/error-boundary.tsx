import { useTranslation } from "#app/utils/use-translation.ts";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { documentTitle } from "#app/features/seo/document-meta.tsx";
import type { MessageKey } from "#app/locales/keys.ts";

type Copy = { titleKey: MessageKey; bodyKey: MessageKey };

// One error screen, one table of statuses (requirements R2.51: a generic unexpected-application-error screen).
const copyByStatus: Record<number, Copy> = {
  403: { titleKey: "errors.forbiddenTitle", bodyKey: "errors.forbiddenBody" },
  404: { titleKey: "errors.notFoundTitle", bodyKey: "errors.notFoundBody" },
};
const csrfCopy: Copy = { titleKey: "errors.csrfTitle", bodyKey: "errors.csrfBody" };
const unexpectedCopy: Copy = { titleKey: "errors.unexpectedTitle", bodyKey: "errors.unexpectedBody" };

export function GeneralErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  let copy = unexpectedCopy;
  let status = 500;
  if (isRouteErrorResponse(error)) {
    status = error.status;
    const reason = (error.data as { reason?: string } | null)?.reason;
    copy = reason === "csrf" ? csrfCopy : (copyByStatus[error.status] ?? unexpectedCopy);
  } else if (typeof window !== "undefined") {
    console.error(error);
  }
  return (
    <main className="error-screen" data-status={status}>
      <title>{documentTitle(t(copy.titleKey), t("app.name"))}</title>
      <div className="error-card" role="alert">
        <p className="error-code" aria-hidden>
          {status}
        </p>
        <h1>{t(copy.titleKey)}</h1>
        <p>{t(copy.bodyKey)}</p>
        <div className="error-actions">
          <a className="btn btn-primary" href="/dashboard">
            {t("errors.backToDashboard")}
          </a>
          <a className="btn btn-ghost" href="">
            {t("errors.reload")}
          </a>
        </div>
      </div>
    </main>
  );
}
