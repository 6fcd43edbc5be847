import { useTranslation } from "#app/utils/use-translation.ts";
import { StyleGuidePage } from "#app/features/style-guide/style-guide-page.tsx";
import { pageHandle } from "#app/utils/handle.ts";
import { accessLoader } from "#app/features/auth/route-access.server.ts";

export const handle = pageHandle("basic.badges", { titleKey: "basic.title", to: "/basic/typography" });
export const loader = accessLoader("styleGuide");

export default function BadgeSpecimen() {
  const { t } = useTranslation();
  return (
    <StyleGuidePage titleKey="basic.badges">
      <div className="row-wrap">
        <span className="badge badge-warning">{t("basic.live")}</span>
        <span className="badge badge-neutral">{t("basic.ended")}</span>
        <span className="badge badge-success">{t("basic.active")}</span>
        <span className="badge badge-neutral">{t("basic.expired")}</span>
        <span className="badge badge-info">{t("basic.pendingStatus")}</span>
      </div>
    </StyleGuidePage>
  );
}
