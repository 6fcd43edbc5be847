import { useTranslation } from "#app/utils/use-translation.ts";
import { PublicLayout } from "#app/features/shell/public-layout.tsx";
import { SermonList } from "#app/features/live/ui/sermon-list.tsx";
import { sermonsOfOrganisation } from "#app/features/live/join-live.server.ts";
import { requireQueryParams } from "#app/features/live/mobile-params.server.ts";
import { requireUser } from "#app/features/auth/permissions.server.ts";
import type { PageHandle } from "#app/utils/handle.ts";
import { liveStyleLinks } from "#app/styles/live-styles.ts";
import type { Route } from "./+types/mobile-join-live";

export const links: Route.LinksFunction = () => liveStyleLinks;

export const handle: PageHandle = { titleKey: "mobile.joinLiveTitle" };

export async function loader({ request }: Route.LoaderArgs) {
  const { churchId } = requireQueryParams(request, ["churchId", "userId"] as const);
  return sermonsOfOrganisation(await requireUser(request), churchId);
}

export default function MobileJoinLive({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <PublicLayout title={t("mobile.joinLiveTitle")}>
      <SermonList {...loaderData} joinPath={(id) => `/sermon/join/${id}`} />
    </PublicLayout>
  );
}
