import { useTranslation } from "#app/utils/use-translation.ts";
import { StyleGuidePage } from "#app/features/style-guide/style-guide-page.tsx";
import { pageHandle } from "#app/utils/handle.ts";
import { accessLoader } from "#app/features/auth/route-access.server.ts";

export const handle = pageHandle("basic.button", { titleKey: "basic.title", to: "/basic/typography" });
export const loader = accessLoader("styleGuide");

export default function ButtonSpecimen() {
  const { t } = useTranslation();
  return (
    <StyleGuidePage titleKey="basic.button">
      <div className="row-wrap">
        <button type="button" className="btn btn-primary">
          {t("basic.primary")}
        </button>
        <button type="button" className="btn btn-secondary">
          {t("basic.secondary")}
        </button>
        <button type="button" className="btn btn-danger">
          {t("basic.danger")}
        </button>
        <button type="button" className="btn btn-ghost">
          {t("basic.ghost")}
        </button>
        <button type="button" className="btn btn-primary" disabled>
          {t("basic.disabled")}
        </button>
        <button type="button" className="btn btn-primary" aria-busy>
          {t("basic.pending")}
        </button>
      </div>
    </StyleGuidePage>
  );
}
