import { useTranslation } from "react-i18next";
import { ComingSoon } from "#app/components/coming-soon.tsx";
import { PublicLayout } from "#app/components/public-layout.tsx";
import { requireQueryParams } from "#app/utils/mobile-params.server.ts";
import type { Route } from "./+types/joinlive";

export async function loader({ request }: Route.LoaderArgs) {
  requireQueryParams(request, ["churchId", "userId"] as const);
  return null;
}

export default function MobileJoinLive() {
  const { t } = useTranslation();
  return (
    <PublicLayout title={t("mobile.joinLiveTitle")}>
      <ComingSoon pageKey="mobileJoinLive" />
    </PublicLayout>
  );
}
