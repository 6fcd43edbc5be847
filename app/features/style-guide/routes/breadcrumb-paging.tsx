import { useTranslation } from "#app/utils/use-translation.ts";
import { Link, useSearchParams } from "react-router";
import { Pagination } from "#app/components/pagination.tsx";
import { StyleGuidePage } from "#app/features/style-guide/style-guide-page.tsx";
import { pageHandle } from "#app/utils/handle.ts";
import { accessLoader } from "#app/features/auth/route-access.server.ts";

export const handle = pageHandle("basic.breadcrumbPaging", { titleKey: "basic.title", to: "/basic/typography" });
export const loader = accessLoader("styleGuide");

export default function BreadcrumbSpecimen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const page = Math.min(Math.max(Number(params.get("page")) || 1, 1), 5);
  return (
    <StyleGuidePage titleKey="basic.breadcrumbPaging">
      <nav aria-label={t("header.breadcrumb")} className="breadcrumb">
        <ol>
          <li>
            <Link to="/dashboard">{t("header.home")}</Link>
          </li>
          <li>
            <Link to="/basic/typography">{t("basic.title")}</Link>
          </li>
          <li aria-current="page">{t("basic.breadcrumbPaging")}</li>
        </ol>
      </nav>
      <Pagination page={page} pages={5} />
    </StyleGuidePage>
  );
}
