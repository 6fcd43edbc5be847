import { useTranslation } from "react-i18next";
import { ListenerPage } from "#app/components/live/listener-page.tsx";
import { PublicLayout } from "#app/components/public-layout.tsx";
import { listenerPageData } from "#app/utils/join-live.server.ts";
import { requireUser } from "#app/utils/permissions.server.ts";
import { listenerHandle } from "#app/features/seo/sermon-meta.ts";
import type { Route } from "./+types/sermon-join";

export const handle = listenerHandle({ titleKey: "mobile.joinLiveTitle" });

// A scanned QR code lands here: a visitor without a session signs in (or signs up) and comes
// straight back to this sermon. The path names the sermon, so the church-id guard lets it pass.
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUser(request);
  return listenerPageData(request, params.broadcastId);
}

export default function MobileSermonJoin({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <PublicLayout title={t("mobile.joinLiveTitle")}>
      <ListenerPage data={loaderData} leaveTo="/dashboard" />
    </PublicLayout>
  );
}
