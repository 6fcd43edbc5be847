import { useTranslation } from "#app/utils/use-translation.ts";
import { StyleGuidePage } from "#app/features/style-guide/style-guide-page.tsx";
import { pageHandle } from "#app/utils/handle.ts";
import { accessLoader } from "#app/features/auth/route-access.server.ts";

export const handle = pageHandle("basic.collapse", { titleKey: "basic.title", to: "/basic/typography" });
export const loader = accessLoader("styleGuide");

// Native <details>: keyboard and screen-reader support for free, and no JavaScript needed.
export default function CollapseSpecimen() {
  const { t } = useTranslation();
  return (
    <StyleGuidePage titleKey="basic.collapse">
      <details className="collapse" open>
        <summary>{t("basic.collapseQuestion")}</summary>
        <p>{t("basic.collapseAnswer")}</p>
      </details>
      <details className="collapse">
        <summary>{t("basic.collapseQuestion2")}</summary>
        <p>{t("basic.collapseAnswer2")}</p>
      </details>
    </StyleGuidePage>
  );
}
