import { QRCodeSVG } from "qrcode.react";
import { useTranslation } from "#app/utils/use-translation.ts";
import { prisma } from "#app/utils/db.server.ts";
import { notFound } from "#app/features/auth/permissions.server.ts";
import listenerStylesHref from "#app/styles/listener.css?url";
import { publicAddress } from "#app/features/share/public-address.server.ts";
import type { Route } from "./+types/standing-card";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: listenerStylesHref }];

/** /c/{code}/card: the standing link's printable card (bulletin, seat backs). Public, like the link. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const organisation = /^[A-Za-z0-9_-]{6,24}$/.test(params.code)
    ? await prisma.organisation.findUnique({ where: { joinCode: params.code }, select: { name: true } })
    : null;
  if (!organisation) notFound();
  return { name: organisation.name, url: `${publicAddress(request).origin}/c/${params.code}` };
}

export default function StandingCard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <main id="main" className="standing-card">
      <h1>{loaderData.name}</h1>
      <p className="standing-card-lead">{t("listener.standing.scan")}</p>
      <QRCodeSVG value={loaderData.url} size={320} marginSize={2} title={loaderData.url} />
      <p className="standing-card-url">{loaderData.url}</p>
      <button type="button" className="btn btn-primary standing-card-print" onClick={() => window.print()}>
        {t("listener.standing.print")}
      </button>
    </main>
  );
}
