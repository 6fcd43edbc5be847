import { useTranslation } from "react-i18next";
import { ComingSoon } from "#app/components/coming-soon.tsx";
import { PublicLayout } from "#app/components/public-layout.tsx";

// /sermon/join/{broadcastId} always passes the church-id guard: the path names the sermon.
export default function MobileSermonJoin() {
  const { t } = useTranslation();
  return (
    <PublicLayout title={t("mobile.joinLiveTitle")}>
      <ComingSoon pageKey="mobileJoinLive" />
    </PublicLayout>
  );
}
