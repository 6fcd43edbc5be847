import { useTranslation } from "#app/utils/use-translation.ts";
import { Link, useLocation } from "react-router";
import { Icon } from "#app/components/icon.tsx";
import { MemoisedSection } from "#app/components/section-memo.tsx";
import { LiveSermonsTable } from "#app/features/reports/analytics/live-sermons-table.tsx";
import { RangeTiles } from "#app/features/reports/analytics/range-tiles.tsx";
import { ReportFiltersForm } from "#app/features/reports/analytics/report-filters-form.tsx";
import { DashboardCharts } from "#app/features/reports/charts/dashboard-charts.tsx";
import { dashboardPage, type DashboardPageData } from "#app/features/reports/dashboard-page.server.ts";
import { pageHandle } from "#app/utils/handle.ts";
import { useJoinLivePath } from "#app/features/shell/join-live-path.ts";
import { requireAccess } from "#app/features/auth/permissions.server.ts";
import { isMember, isSuperAdmin } from "#app/features/auth/roles.ts";
import type { Route } from "./+types/dashboard";
import { formatNumber } from "#app/utils/format.ts";
import { deserialize } from "#app/utils/serialized.ts";

export const handle = pageHandle("nav.dashboard");

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, "dashboard");
  // Ordinary members get quick links; figures about the church are for its staff.
  const report = isMember(user) ? null : await dashboardPage(user, new URL(request.url).searchParams);
  return {
    firstName: user.firstName,
    userType: user.userType,
    organisationName: user.organisation?.name ?? null,
    report,
  };
}

// The screen's label for sermons still says "sessions" (README glossary).
const totalTiles = [
  { key: "organisations", label: "organisations", icon: "churches" },
  { key: "administrators", label: "administrators", icon: "administrators" },
  { key: "staff", label: "staff", icon: "staff" },
  { key: "users", label: "users", icon: "users" },
  { key: "events", label: "events", icon: "events" },
  { key: "sermons", label: "sessions", icon: "goLive" },
  { key: "liveOrganisations", label: "liveOrganisations", icon: "live" },
] as const;

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { report, userType, organisationName } = loaderData;
  return (
    <div className="stack-lg dashboard">
      <section className="panel welcome">
        <h2>{t("dashboard.welcome", { name: loaderData.firstName })}</h2>
        <p className="muted">{isSuperAdmin({ userType }) ? t("dashboard.introAll") : t("dashboard.intro")}</p>
        {!isSuperAdmin({ userType }) ? (
          <p className="org-label">
            {organisationName
              ? t("dashboard.yourOrganisation", { name: organisationName })
              : t("dashboard.noOrganisation")}
          </p>
        ) : null}
      </section>
      {report ? <Report report={report} userType={userType} /> : <MemberLinks />}
      {isSuperAdmin({ userType }) ? (
        <p className="small">
          <Link to="/dev-mailbox">{t("mailbox.title")}</Link>
        </p>
      ) : null}
    </div>
  );
}

/**
 * The report is the same markup for everyone who asks with the same figures, language, page and
 * filters: on the server it is rendered once per such key and its markup reused (section-memo.tsx).
 * The figures' JSON text is in the key, so new figures are a new key.
 */
function Report({ report, userType }: { report: DashboardPageData; userType: number }) {
  const { i18n } = useTranslation();
  // The path: the range links and the filter forms' action are built on it (not on the query).
  const { pathname } = useLocation();
  const { figures, ...filters } = report;
  const memoKey = JSON.stringify([i18n.language, pathname, isSuperAdmin({ userType }), filters]) + figures;
  return (
    <MemoisedSection memoKey={memoKey} className="stack-lg">
      {() => <ReportBody report={report} userType={userType} />}
    </MemoisedSection>
  );
}

function ReportBody({ report, userType }: { report: DashboardPageData; userType: number }) {
  const { t, i18n } = useTranslation();
  const figures = deserialize(report.figures);
  const detailsHref = (view: string) => `/analytics?${new URLSearchParams({ ...report.search, view })}`;
  return (
    <>
      <ReportFiltersForm
        range={report.range}
        orgParam={report.orgParam}
        organisations={figures.organisations}
        canChooseOrganisation={isSuperAdmin({ userType })}
        timeZone={report.timeZone}
      />
      <section aria-labelledby="range-title" className="stack">
        <h2 id="range-title" className="section-title">
          {t("charts.rangeTitle")}
        </h2>
        <RangeTiles tiles={figures.tiles} detailsHref={detailsHref} />
      </section>
      <DashboardCharts figures={figures} search={report.search} detailsHref={detailsHref} />
      <LiveSermonsTable live={figures.live} timeZone={report.timeZone} detailsTo={detailsHref("live")} />
      <section aria-labelledby="totals-title" className="stack">
        <h2 id="totals-title" className="section-title">
          {t("dashboard.totals")}
        </h2>
        <ul className="tiles">
          {totalTiles.map(({ key, label, icon }) => (
            <li key={key} className="tile">
              <Icon name={icon} size={22} className="tile-icon" />
              <span className="tile-value">{formatNumber(figures.totals[key], i18n.language)}</span>
              <span className="tile-label">{t(`dashboard.${label}`)}</span>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

function MemberLinks() {
  const { t } = useTranslation();
  const joinLive = useJoinLivePath();
  return (
    <section aria-labelledby="quick-title" className="stack">
      <h2 id="quick-title" className="section-title">
        {t("dashboard.quickLinks")}
      </h2>
      <ul className="tiles">
        <li className="tile">
          <Icon name="live" size={24} className="tile-icon" />
          <Link to={joinLive}>{t("nav.joinLive")}</Link>
        </li>
        <li className="tile">
          <Icon name="events" size={24} className="tile-icon" />
          <Link to="/user/events">{t("nav.userEvents")}</Link>
        </li>
        <li className="tile">
          <Icon name="profile" size={24} className="tile-icon" />
          <Link to="/profile">{t("nav.profile")}</Link>
        </li>
      </ul>
    </section>
  );
}
