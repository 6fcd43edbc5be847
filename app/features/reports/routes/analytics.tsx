import { Download } from "lucide-react";
import { useTranslation } from "#app/utils/use-translation.ts";
import { AnalyticsTabs } from "#app/features/reports/analytics/analytics-tabs.tsx";
import { useCellText } from "#app/features/reports/analytics/cells.ts";
import { ReportFiltersForm } from "#app/features/reports/analytics/report-filters-form.tsx";
import { SermonList } from "#app/features/reports/analytics/sermon-list.tsx";
import { DataTable } from "#app/features/reports/charts/chart-frame.tsx";
import { Pagination } from "#app/components/pagination.tsx";
import { analyticsPage } from "#app/features/reports/analytics-page.server.ts";
import { viewColumns } from "#app/features/reports/analytics-views.ts";
import { pageHandle } from "#app/utils/handle.ts";
import { requireAccess } from "#app/features/auth/permissions.server.ts";
import { deleteSermon, endSermonAsAdmin } from "#app/features/live/sermon-admin.server.ts";
import { redirectWithToast } from "#app/utils/toast.server.ts";
import { followUpAction, followUpsFor } from "#app/features/care/follow-up.server.ts";
import { FollowUpList } from "#app/features/care/follow-up-list.tsx";
import type { Route } from "./+types/analytics";

export const handle = pageHandle("nav.analytics");

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, "analytics");
  const page = await analyticsPage(user, new URL(request.url).searchParams);
  // The guests on this page of "Accepted Jesus" who left a follow-up (issue 42).
  const followUps =
    !page.unassigned && page.view === "accepted"
      ? await followUpsFor(
          user,
          page.rows.map((row) => row.id),
        )
      : [];
  return { ...page, followUps };
}

/** End or delete a sermon; permission is checked per sermon in sermon-admin.server.ts. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireAccess(request, "analytics");
  const form = await request.formData();
  const sermonId = String(form.get("sermonId") ?? "");
  const url = new URL(request.url);
  const back = url.pathname + url.search;
  if (form.get("intent") === "followUp") return followUpAction(user, form, back);
  if (form.get("intent") === "delete") {
    await deleteSermon(user, sermonId);
    return redirectWithToast(back, { type: "success", messageKey: "analytics.deleted" });
  }
  const { roomNotified } = await endSermonAsAdmin(user, sermonId);
  return redirectWithToast(
    back,
    roomNotified
      ? { type: "success", messageKey: "analytics.ended" }
      : { type: "info", messageKey: "analytics.endedRoomUnreachable" },
  );
}

export default function Analytics({ loaderData: data }: Route.ComponentProps) {
  const { t } = useTranslation();
  const format = useCellText(data.timeZone);
  const columns = viewColumns[data.view];
  const isSermonView = data.view === "live" || data.view === "ended";
  if (data.unassigned) return <p className="panel">{t("dashboard.noOrganisation")}</p>;
  return (
    <div className="stack-lg analytics">
      <ReportFiltersForm
        range={data.range}
        orgParam={data.orgParam}
        organisations={data.organisations}
        canChooseOrganisation={data.canChooseOrganisation}
        timeZone={data.timeZone}
        keep={{ view: data.view }}
      />
      <AnalyticsTabs view={data.view} search={data.search} />
      <section className="stack" aria-labelledby="table-title">
        <div className="row-between">
          <h2 id="table-title" className="section-title">
            {t(`analytics.views.${data.view}`)}{" "}
            <span className="muted small">{t("analytics.rows", { count: data.total })}</span>
          </h2>
          <a
            className="btn btn-secondary"
            href={`/analytics/export.csv?${new URLSearchParams({ ...data.search, view: data.view })}`}
            download
          >
            <Download aria-hidden size={16} /> {t("analytics.download")}
          </a>
        </div>
        {isSermonView ? (
          <SermonList
            sermons={data.sermons}
            view={data.view as "live" | "ended"}
            timeZone={data.timeZone}
            canManage={data.canManageSermons}
          />
        ) : data.rows.length ? (
          <div className="panel">
            <DataTable
              caption={t(`analytics.views.${data.view}`)}
              table={{ columns: format.headers(columns), rows: data.rows.map((row) => format.cells(columns, row)) }}
            />
          </div>
        ) : (
          <p className="chart-empty">{t("analytics.empty")}</p>
        )}
        <Pagination page={data.page} pages={data.pages} />
        {data.view === "accepted" ? (
          <FollowUpList
            followUps={data.followUps}
            names={Object.fromEntries(data.rows.map((row) => [row.id, String(row.name ?? "")]))}
          />
        ) : null}
      </section>
    </div>
  );
}
