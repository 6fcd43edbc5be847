import { useTranslation } from "react-i18next";
import { ComingSoon } from "#app/components/coming-soon.tsx";
import { PublicLayout } from "#app/components/public-layout.tsx";

export default function PrivacyPolicy() {
  const { t } = useTranslation();
  return (
    <PublicLayout title={t("nav.privacyPolicy")}>
      <ComingSoon pageKey="privacyPolicy" />
    </PublicLayout>
  );
}
