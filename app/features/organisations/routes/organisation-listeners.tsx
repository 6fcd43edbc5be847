import { QRCodeSVG } from "qrcode.react";
import { useTranslation } from "#app/utils/use-translation.ts";
import { Form, Link } from "react-router";
import { CsrfInput } from "#app/components/forms.tsx";
import { joinCodeOf, listenerSettingsSchema } from "#app/features/listener/standing-link.server.ts";
import { prisma } from "#app/utils/db.server.ts";
import { pageHandle } from "#app/utils/handle.ts";
import { forbidden, requireAccess } from "#app/features/auth/permissions.server.ts";
import { redirectWithToast } from "#app/utils/toast.server.ts";
import { publicAddress } from "#app/features/share/public-address.server.ts";
import { LoopbackWarning } from "#app/features/live/ui/share-panel.tsx";
import type { Route } from "./+types/organisation-listeners";

export const handle = pageHandle("listener.standing.title", { titleKey: "nav.church", to: "/church" });

async function requireOwnOrganisation(request: Request) {
  const user = await requireAccess(request, "church");
  if (!user.organisationId) forbidden();
  return user.organisationId;
}

/** An organisation administrator's listener settings: sign-in or not, and the standing join link. */
export async function loader({ request }: Route.LoaderArgs) {
  const organisationId = await requireOwnOrganisation(request);
  const organisation = await prisma.organisation.findUniqueOrThrow({
    where: { id: organisationId },
    select: { name: true, requireSignIn: true },
  });
  return { ...organisation, joinCode: await joinCodeOf(organisationId), address: publicAddress(request) };
}

export async function action({ request }: Route.ActionArgs) {
  const organisationId = await requireOwnOrganisation(request);
  const form = Object.fromEntries((await request.formData()).entries());
  const parsed = listenerSettingsSchema.safeParse({ requireSignIn: form.requireSignIn || undefined });
  if (!parsed.success)
    return redirectWithToast("/church/listeners", { type: "error", messageKey: "listener.contact.failed" });
  await prisma.organisation.update({
    where: { id: organisationId },
    data: { requireSignIn: parsed.data.requireSignIn === "on" },
  });
  return redirectWithToast("/church/listeners", { type: "success", messageKey: "listener.settingsSaved" });
}

export default function OrganisationListenersPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const path = `/c/${loaderData.joinCode}`;
  // From the server, so its render and the browser's agree (no hydration mismatch).
  const url = `${loaderData.address.origin}${path}`;
  return (
    <div className="stack-lg">
      <section className="panel stack" aria-labelledby="standing-title">
        <h2 id="standing-title">{t("listener.standing.title")}</h2>
        <p className="muted">{t("listener.standing.body")}</p>
        <LoopbackWarning address={loaderData.address} origin={loaderData.address.origin} />
        <div className="share-body">
          <QRCodeSVG value={url} size={168} marginSize={2} title={url} className="share-qr" />
          <div className="stack">
            <input
              className="share-link standing-link"
              readOnly
              value={url}
              aria-label={t("listener.standing.title")}
            />
            <div className="row-wrap">
              <Link className="btn btn-secondary" to={`${path}/card`} target="_blank">
                {t("listener.standing.print")}
              </Link>
              <Link className="btn btn-ghost" to={path}>
                {t("listener.standing.open")}
              </Link>
            </div>
          </div>
        </div>
      </section>
      <section className="panel stack" aria-labelledby="signin-title">
        <h2 id="signin-title">{t("listener.requireSignIn")}</h2>
        <Form method="post" className="stack">
          <CsrfInput />
          <label className="checkbox-field">
            <input type="checkbox" name="requireSignIn" defaultChecked={loaderData.requireSignIn} />{" "}
            {t("listener.requireSignIn")}
          </label>
          <p className="muted small">{t("listener.requireSignInHint")}</p>
          <button type="submit" className="btn btn-primary">
            {t("crud.save")}
          </button>
        </Form>
      </section>
    </div>
  );
}
