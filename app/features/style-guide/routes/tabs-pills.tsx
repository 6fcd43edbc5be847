import { useTranslation } from "#app/utils/use-translation.ts";
import { StyleGuidePage } from "#app/features/style-guide/style-guide-page.tsx";
import { Tabs } from "#app/components/tabs.tsx";
import { pageHandle } from "#app/utils/handle.ts";
import { accessLoader } from "#app/features/auth/route-access.server.ts";

export const handle = pageHandle("basic.tabsPills", { titleKey: "basic.title", to: "/basic/typography" });
export const loader = accessLoader("styleGuide");

export default function TabsSpecimen() {
  const { t } = useTranslation();
  const tabs = [
    { id: "text", label: t("basic.tabText"), content: <p>{t("basic.tabTextBody")}</p> },
    { id: "audio", label: t("basic.tabAudio"), content: <p>{t("basic.tabAudioBody")}</p> },
    { id: "settings", label: t("basic.tabSettings"), content: <p>{t("basic.tabSettingsBody")}</p> },
  ];
  return (
    <StyleGuidePage titleKey="basic.tabsPills">
      <Tabs tabs={tabs} label={t("basic.tabsPills")} />
      <Tabs tabs={tabs} label={t("basic.tabsPills")} variant="pills" />
    </StyleGuidePage>
  );
}
