import { useTranslation } from "#app/utils/use-translation.ts";
import { Form, Link, data, useSearchParams } from "react-router";
import { CsrfInput, StatusButton } from "#app/components/forms.tsx";
import { Pagination } from "#app/components/pagination.tsx";
import { getInstance } from "#app/middleware/i18next.server.ts";
import { deletionReviewSchema, deletionStatuses as statuses } from "#app/features/accounts/deletion-schema.ts";
import { prisma } from "#app/utils/db.server.ts";
import {
  approveDeletion,
  listDeletionRequests,
  rejectDeletion,
  reviewScope,
  tellRequester,
} from "#app/features/accounts/deletion.server.ts";
import { pageHandle } from "#app/utils/handle.ts";
import { notFound, requireAccess } from "#app/features/auth/permissions.server.ts";
import { redirectWithToast } from "#app/utils/toast.server.ts";
import { useDeletionLabels } from "#app/features/accounts/deletion-labels.ts";
import type { MessageKey } from "#app/locales/keys.ts";
import type { Route } from "./+types/deletion-requests";
import { dateFormat } from "#app/utils/format.ts";
import { logger } from "#app/utils/logger.server.ts";

export const handle = pageHandle("nav.deletionRequests");
const reviewFailed: MessageKey = "deletion.errors.reviewFailed";

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireAccess(request, "deletionRequests");
  const url = new URL(request.url);
  const status = statuses.find((value) => value === url.searchParams.get("status")) ?? null;
  const page = Math.max(1, Number(url.searchParams.get("page")) || 1);
  return { ...(await listDeletionRequests(viewer, status, page)), page, status, viewerId: viewer.id };
}

/** The reviewer's answer stands even when the e-mail telling the requester could not be sent. */
const mailFailed = (error: unknown) => logger.error({ err: error }, "could not tell the requester of a review");

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireAccess(request, "deletionRequests");
  const parsed = deletionReviewSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: reviewFailed }, { status: 400 });
  // Only requests this reviewer may see can be decided: another organisation's is "not found".
  // Nor their own: an organisation administrator's departure is decided by someone else.
  const owned = await prisma.deletionRequest.count({
    where: { id: parsed.data.requestId, ...reviewScope(viewer), NOT: { userId: viewer.id } },
  });
  if (!owned) notFound();
  const i18n = getInstance(context);
  const back = new URL(request.url).pathname + new URL(request.url).search;
  if (parsed.data.decision === "approve") {
    const deleted = await approveDeletion(parsed.data.requestId, viewer.id);
    if (deleted) await tellRequester(deleted, i18n.getFixedT(deleted.language), "approved").catch(mailFailed);
    return redirectWithToast(back, { type: "success", messageKey: "deletion.approved" });
  }
  const kept = await rejectDeletion(parsed.data.requestId, viewer.id);
  if (kept) await tellRequester(kept, i18n.getFixedT(kept.language), "rejected").catch(mailFailed);
  return redirectWithToast(back, { type: "success", messageKey: "deletion.rejected" });
}

export default function DeletionRequestsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const labels = useDeletionLabels();
  const [searchParams] = useSearchParams();
  const confirming = searchParams.get("confirm");
  const decision = searchParams.get("decision") === "approve" ? "approve" : "reject";
  const withParams = (changes: Record<string, string | null>) => {
    const params = new URLSearchParams(searchParams);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) params.delete(key);
      else params.set(key, value);
    }
    return `?${params}`;
  };
  return (
    <div className="stack-lg">
      <nav className="pill-nav" aria-label={t("deletion.filter")}>
        <Link
          className={`pill${loaderData.status === null ? " active" : ""}`}
          to={withParams({ status: null, page: null, confirm: null })}
        >
          {t("deletion.all")}
        </Link>
        {statuses.map((status) => (
          <Link
            key={status}
            className={`pill${loaderData.status === status ? " active" : ""}`}
            to={withParams({ status, page: null, confirm: null })}
          >
            {t(`deletion.status.${status}`)}
          </Link>
        ))}
      </nav>
      {actionData?.error ? (
        <p className="error-list" role="alert">
          {t(actionData.error)}
        </p>
      ) : null}
      <p className="muted">{t("deletion.count", { count: loaderData.total })}</p>
      {loaderData.requests.length === 0 ? (
        <div className="panel empty-state">
          <p className="h3">{t("deletion.empty")}</p>
        </div>
      ) : (
        <ul className="request-list">
          {loaderData.requests.map((request) => (
            <li key={request.id} className="panel stack">
              <div className="row-between">
                <div>
                  <p className="sermon-card-title">{request.userName}</p>
                  <p className="muted small">
                    {request.userEmail} ·{" "}
                    {dateFormat(i18n.language, { dateStyle: "medium" }).format(new Date(request.requestedAt))}
                  </p>
                </div>
                <span
                  className={`badge badge-${
                    request.status === "pending" ? "info" : request.status === "approved" ? "success" : "neutral"
                  }`}
                >
                  {labels.status(request.status)}
                </span>
              </div>
              <p>
                {labels.reason(request.reason)}
                {request.details ? ` — ${request.details}` : ""}
              </p>
              {request.status === "pending" && request.userId !== loaderData.viewerId && confirming !== request.id ? (
                <div className="row-wrap">
                  <Link className="btn btn-danger" to={withParams({ confirm: request.id, decision: "approve" })}>
                    {t("deletion.approve")}
                  </Link>
                  <Link className="btn btn-secondary" to={withParams({ confirm: request.id, decision: "reject" })}>
                    {t("deletion.reject")}
                  </Link>
                </div>
              ) : null}
              {request.status === "pending" && request.userId !== loaderData.viewerId && confirming === request.id ? (
                <Form method="post" className="confirm-box stack" aria-live="polite">
                  <CsrfInput />
                  <input type="hidden" name="requestId" value={request.id} />
                  <input type="hidden" name="decision" value={decision} />
                  <p>
                    {t(decision === "approve" ? "deletion.confirmApprove" : "deletion.confirmReject", {
                      name: request.userName,
                    })}
                  </p>
                  <div className="row-wrap">
                    <StatusButton
                      className={decision === "approve" ? "btn btn-danger" : "btn btn-primary"}
                      pendingText={t("basic.pending")}
                    >
                      {t(decision === "approve" ? "deletion.confirmApproveButton" : "deletion.confirmRejectButton")}
                    </StatusButton>
                    <Link className="btn btn-ghost" to={withParams({ confirm: null, decision: null })}>
                      {t("basic.ghost")}
                    </Link>
                  </div>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Pagination page={loaderData.page} pages={loaderData.pages} />
    </div>
  );
}
