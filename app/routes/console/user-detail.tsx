import { useTranslation } from "react-i18next";
import { pageHandle } from "#app/utils/handle.ts";
import { prisma } from "#app/utils/db.server.ts";
import { notFound, requireAccess, requireSameOrganisation } from "#app/utils/permissions.server.ts";
import { roleKeyOf, isUserType } from "#app/utils/user-types.ts";
import type { Route } from "./+types/user-detail";

export const handle = pageHandle("userDetail.title", { titleKey: "nav.users", to: "/users" });

export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await requireAccess(request, "users");
  const user = await prisma.user.findUnique({
    where: { id: params.userId },
    select: {
      firstName: true, lastName: true, email: true, phone: true, userType: true, createdAt: true,
      organisationId: true, organisation: { select: { name: true } },
    },
  });
  if (!user) notFound();
  requireSameOrganisation(viewer, user.organisationId);
  return { user };
}

export default function UserDetail({ loaderData: { user } }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const none = t("userDetail.none");
  return (
    <section className="panel" aria-labelledby="user-name">
      <h2 id="user-name">{user.firstName} {user.lastName}</h2>
      <dl className="details">
        <dt>{t("userDetail.email")}</dt><dd>{user.email}</dd>
        <dt>{t("userDetail.phone")}</dt><dd>{user.phone ?? none}</dd>
        <dt>{t("userDetail.organisation")}</dt><dd>{user.organisation?.name ?? none}</dd>
        <dt>{t("userDetail.role")}</dt><dd>{isUserType(user.userType) ? t(roleKeyOf[user.userType]) : none}</dd>
        <dt>{t("userDetail.joined")}</dt><dd>{new Date(user.createdAt).toLocaleDateString(i18n.language, { dateStyle: "long" })}</dd>
      </dl>
    </section>
  );
}
