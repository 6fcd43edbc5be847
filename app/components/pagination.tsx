import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "#app/utils/use-translation.ts";
import { Link, useLocation } from "react-router";

/**
 * Server-side paging through ?page= (or another `param`, when a page has two lists); plain
 * links, so it works without JavaScript. `anchor` brings the reader back to the list paged.
 */
export function Pagination({
  page,
  pages,
  param = "page",
  anchor,
}: {
  page: number;
  pages: number;
  param?: string;
  anchor?: string;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(location.search);
    params.set(param, String(target));
    return `${location.pathname}?${params}${anchor ? `#${anchor}` : ""}`;
  };
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t("pagination.label")}>
      {page > 1 ? (
        <Link className="btn btn-ghost" to={hrefFor(page - 1)} aria-label={t("pagination.previous")}>
          <ChevronLeft aria-hidden size={16} /> {t("basic.previous")}
        </Link>
      ) : null}
      <span aria-current="page">{t("basic.pageOf", { page, pages })}</span>
      {page < pages ? (
        <Link className="btn btn-ghost" to={hrefFor(page + 1)} aria-label={t("pagination.next")}>
          {t("basic.next")} <ChevronRight aria-hidden size={16} />
        </Link>
      ) : null}
    </nav>
  );
}
