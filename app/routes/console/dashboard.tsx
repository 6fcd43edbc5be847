import { Building2, CalendarDays, Mic, Radio, ShieldUser, UserCog, UserRound, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pageHandle } from "#app/utils/handle.ts";
import { requireAccess } from "#app/utils/permissions.server.ts";
import { dashboardTotals } from "#app/utils/totals.server.ts";
import type { Route } from "./+types/dashboard";

export const handle = pageHandle("nav.dashboard");

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, "dashboard");
  return {
    firstName: user.firstName,
    userType: user.userType,
    organisationName: user.organisation?.name ?? null,
    totals: user.userType === 4 ? null : await dashboardTotals(user),
  };
}

const tiles = [
  { key: "organisations", icon: Building2 },
  { key: "administrators", icon: ShieldUser },
  { key: "staff", icon: UserCog },
  { key: "users", icon: Users },
  { key: "events", icon: CalendarDays },
  { key: "sessions", icon: Mic },
  { key: "liveOrganisations", icon: Radio },
] as const;

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { totals, userType, organisationName } = loaderData;
  return (
    <div className="stack-lg">
      <section className="panel welcome">
        <h2>{t("dashboard.welcome", { name: loaderData.firstName })}</h2>
        <p className="muted">{userType === 1 ? t("dashboard.introAll") : t("dashboard.intro")}</p>
        {userType !== 1 ? (
          <p className="org-label">
            {organisationName ? t("dashboard.yourOrganisation", { name: organisationName }) : t("dashboard.noOrganisation")}
          </p>
        ) : null}
      </section>
      {totals ? (
        <section aria-labelledby="totals-title" className="stack">
          <h2 id="totals-title" className="section-title">{t("dashboard.totals")}</h2>
          <ul className="tiles">
            {tiles.map(({ key, icon: TileIcon }) => (
              <li key={key} className="tile">
                <TileIcon aria-hidden size={22} className="tile-icon" />
                <span className="tile-value">{totals[key].toLocaleString()}</span>
                <span className="tile-label">{t(`dashboard.${key}`)}</span>
              </li>
            ))}
          </ul>
          <p className="muted small">{t("dashboard.chartsComing")}</p>
          {userType === 1 ? <p className="small"><Link to="/dev-mailbox">{t("mailbox.title")}</Link></p> : null}
        </section>
      ) : (
        <section aria-labelledby="quick-title" className="stack">
          <h2 id="quick-title" className="section-title">{t("dashboard.quickLinks")}</h2>
          <ul className="tiles">
            <li className="tile"><Radio aria-hidden className="tile-icon" /><Link to="/live-sermon-translator">{t("nav.joinLive")}</Link></li>
            <li className="tile"><CalendarDays aria-hidden className="tile-icon" /><Link to="/user/events">{t("nav.userEvents")}</Link></li>
            <li className="tile"><UserRound aria-hidden className="tile-icon" /><Link to="/profile">{t("nav.profile")}</Link></li>
          </ul>
        </section>
      )}
    </div>
  );
}
