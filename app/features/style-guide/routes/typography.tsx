import { useTranslation } from "#app/utils/use-translation.ts";
import { StyleGuidePage } from "#app/features/style-guide/style-guide-page.tsx";
import { pageHandle } from "#app/utils/handle.ts";
import { accessLoader } from "#app/features/auth/route-access.server.ts";

export const handle = pageHandle("basic.typography", { titleKey: "basic.title", to: "/basic/typography" });
export const loader = accessLoader("styleGuide");

export default function TypographySpecimen() {
  const { t } = useTranslation();
  return (
    <StyleGuidePage titleKey="basic.typography">
      <div className="typography-specimen">
        <p className="h1">{t("basic.heading1")}</p>
        <p className="h2">{t("basic.heading2")}</p>
        <p className="h3">{t("basic.heading3")}</p>
        <p>{t("basic.body")}</p>
        <p className="small muted">{t("basic.small")}</p>
        <p>
          <code>{t("basic.code")}</code>
        </p>
      </div>
    </StyleGuidePage>
  );
}
