import { getFormProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "#app/utils/use-translation.ts";
import { Form, Link, data } from "react-router";
import { ErrorList } from "#app/components/error-list.tsx";
import { CsrfInput, SelectField, StatusButton } from "#app/components/forms.tsx";
import { deletionReasons, deletionRequestSchema } from "#app/features/accounts/deletion-schema.ts";
import { currentRequest, requestDeletion } from "#app/features/accounts/deletion.server.ts";
import { pageHandle } from "#app/utils/handle.ts";
import { requireAccess } from "#app/features/auth/permissions.server.ts";
import { redirectWithToast } from "#app/utils/toast.server.ts";
import { useDeletionLabels } from "#app/features/accounts/deletion-labels.ts";
import type { Route } from "./+types/request-delete";
import { logger } from "#app/utils/logger.server.ts";

export const handle = pageHandle("nav.requestDelete");

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, "requestDelete");
  const latest = await currentRequest(user.id);
  return { latest: latest && { status: latest.status, reason: latest.reason, requestedAt: latest.requestedAt } };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireAccess(request, "requestDelete");
  const submission = parseWithZod(await request.formData(), { schema: deletionRequestSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    await requestDeletion(user, submission.value.reason, submission.value.details);
  } catch (error) {
    logger.error({ err: error }, "deletion request failed");
    return data({ result: submission.reply({ formErrors: ["deletion.errors.requestFailed"] }) }, { status: 500 });
  }
  return redirectWithToast("/request-delete", { type: "success", messageKey: "deletion.requested" });
}

export default function RequestDeletePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const labels = useDeletionLabels();
  const [form, fields] = useForm({
    id: "request-delete",
    constraint: getZodConstraint(deletionRequestSchema),
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: deletionRequestSchema }),
  });
  const { latest } = loaderData;
  return (
    <div className="stack-lg narrow">
      <section className="panel stack">
        <h2>{t("deletion.title")}</h2>
        <p>{t("deletion.explain")}</p>
        <p className="muted">
          {t("deletion.thirtyDays")} <Link to="/privacy-policy">{t("login.privacy")}</Link>
        </p>
      </section>
      {latest ? (
        <section className="panel stack" aria-labelledby="status-title">
          <h2 id="status-title" className="section-title">
            {t("deletion.statusTitle")}
          </h2>
          <p>
            <span
              className={`badge badge-${
                latest.status === "pending" ? "info" : latest.status === "approved" ? "success" : "neutral"
              }`}
            >
              {labels.status(latest.status)}
            </span>{" "}
            {t("deletion.requestedOn", {
              date: new Date(latest.requestedAt).toLocaleDateString(i18n.language, { dateStyle: "long" }),
            })}
          </p>
          <p className="muted">{labels.reason(latest.reason)}</p>
        </section>
      ) : null}
      {latest?.status !== "pending" ? (
        <Form method="post" {...getFormProps(form)} className="panel stack">
          <CsrfInput />
          <SelectField
            label={t("deletion.reason")}
            selectProps={getSelectProps(fields.reason)}
            placeholder={t("signUp.choose")}
            options={deletionReasons.map((reason) => ({ value: reason, label: t(`deletion.reasons.${reason}`) }))}
            errors={fields.reason.errors}
          />
          <div className="field">
            <label htmlFor={fields.details.id}>{t("deletion.details")}</label>
            <textarea {...getTextareaProps(fields.details)} rows={4} />
            <ErrorList errors={fields.details.errors} />
          </div>
          <ErrorList id={form.errorId} errors={form.errors} />
          <StatusButton className="btn btn-danger" pendingText={t("deletion.sending")}>
            {t("deletion.submit")}
          </StatusButton>
        </Form>
      ) : null}
    </div>
  );
}
