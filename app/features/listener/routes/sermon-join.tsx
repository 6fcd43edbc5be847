import { data } from "react-router";
import { saveGuestContact } from "#app/features/listener/contact.server.ts";
import { SermonListenerPage } from "#app/features/listener/listener-page.tsx";
import { sermonPageData } from "#app/features/listener/page.server.ts";
import { getUser } from "#app/features/auth/permissions.server.ts";
import listenerStylesHref from "#app/styles/listener.css?url";
import { listenerHandle } from "#app/features/seo/sermon-meta.ts";
import { liveStyleLinks } from "#app/features/live/live-styles.ts";
import type { Route } from "./+types/sermon-join";

export const handle = listenerHandle({ titleKey: "mobile.joinLiveTitle" });
export const links: Route.LinksFunction = () => [...liveStyleLinks, { rel: "stylesheet", href: listenerStylesHref }];

// A scanned QR code lands here. No account is needed unless the church requires sign-in (then the
// visitor signs in or up and comes straight back). The path names the sermon, so the church-id
// guard lets it pass.
export async function loader({ request, params }: Route.LoaderArgs) {
  return sermonPageData(request, params.broadcastId, await getUser(request));
}

/** A guest's optional follow-up details after accepting Jesus. */
export async function action({ request, params }: Route.ActionArgs) {
  const intent = (await request.clone().formData()).get("intent");
  if (intent !== "contact")
    return data({ ok: false as const, errors: { name: ["listener.contact.failed"] } }, { status: 400 });
  return saveGuestContact(request, params.broadcastId);
}

export default function MobileSermonJoin({ loaderData }: Route.ComponentProps) {
  return <SermonListenerPage data={loaderData} leaveTo={loaderData.member ? "/dashboard" : null} />;
}
