import { useTranslation } from "#app/utils/use-translation.ts";
import { GoLiveScreen } from "#app/features/live/ui/go-live-screen.tsx";
import { PublicLayout } from "#app/features/shell/public-layout.tsx";
import { publicAddress } from "#app/features/share/public-address.server.ts";
import { goLiveAction, goLiveData } from "#app/features/live/go-live.server.ts";
import { requireQueryParams } from "#app/features/live/mobile-params.server.ts";
import { forbidden, requireUser } from "#app/features/auth/permissions.server.ts";
import type { PageHandle } from "#app/utils/handle.ts";
import { worksForOrganisation } from "#app/features/auth/roles.ts";
import { liveStyleLinks } from "#app/styles/live-styles.ts";
import type { Route } from "./+types/mobile-go-live";

export const links: Route.LinksFunction = () => liveStyleLinks;

export const handle: PageHandle = { titleKey: "mobile.goLiveTitle" };

/** A go-live link speaks for one person of one organisation, and only they may use it. */
async function requireLinkOwner(request: Request) {
  const { userId, churchId } = requireQueryParams(request, ["userId", "churchId"] as const);
  const user = await requireUser(request);
  if (user.id !== userId || user.organisationId !== churchId || !worksForOrganisation(user)) forbidden();
  return user;
}

export async function loader({ request }: Route.LoaderArgs) {
  const data = await goLiveData(await requireLinkOwner(request), new URL(request.url).searchParams.get("operate"));
  return { ...data, shareAddress: publicAddress(request) };
}

export async function action({ request }: Route.ActionArgs) {
  const url = new URL(request.url);
  return goLiveAction(request, await requireLinkOwner(request), url.pathname + url.search);
}

export default function MobileGoLive({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <PublicLayout title={t("mobile.goLiveTitle")}>
      <GoLiveScreen {...loaderData} error={actionData?.error} />
    </PublicLayout>
  );
}
