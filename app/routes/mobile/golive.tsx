import { useTranslation } from "react-i18next";
import { ComingSoon } from "#app/components/coming-soon.tsx";
import { PublicLayout } from "#app/components/public-layout.tsx";
import { requireQueryParams } from "#app/utils/mobile-params.server.ts";
import { forbidden, requireUser } from "#app/utils/permissions.server.ts";
import type { Route } from "./+types/golive";

export async function loader({ request }: Route.LoaderArgs) {
  const { userId, churchId } = requireQueryParams(request, ["userId", "churchId"] as const);
  const user = await requireUser(request);
  // A go-live link speaks for one person of one organisation, and only they may use it.
  if (user.id !== userId || user.organisationId !== churchId || (user.userType !== 2 && user.userType !== 3)) forbidden();
  return null;
}

export default function MobileGoLive() {
  const { t } = useTranslation();
  return (
    <PublicLayout title={t("mobile.goLiveTitle")}>
      <ComingSoon pageKey="mobileGoLive" />
    </PublicLayout>
  );
}
