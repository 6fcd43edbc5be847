import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useEffect } from "react";
import { useTranslation } from "#app/utils/use-translation.ts";
import { Form, Link, data, useNavigate, useSearchParams } from "react-router";
import { AuthLayout } from "#app/features/auth/auth-layout.tsx";
import { ErrorList } from "#app/components/error-list.tsx";
import { CsrfInput, Field, StatusButton } from "#app/components/forms.tsx";
import { resetPasswordSchema } from "#app/features/auth/password-reset-schema.ts";
import { resetPassword } from "#app/features/auth/password-reset.server.ts";
import { rememberDevice } from "#app/features/auth/known-device.server.ts";
import { prisma } from "#app/utils/db.server.ts";
import type { PageHandle } from "#app/utils/handle.ts";
import type { Route } from "./+types/reset-password";

export const handle: PageHandle = { titleKey: "reset.resetTitle" };

const REDIRECT_DELAY_S = 3;

export async function action({ request }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: resetPasswordSchema });
  const hide = { hideFields: ["password", "confirmPassword"] };
  if (submission.status !== "success") return data({ result: submission.reply(hide), done: false }, { status: 400 });
  const outcome = await resetPassword(submission.value);
  if (outcome !== "ok")
    return data(
      { result: submission.reply({ ...hide, formErrors: ["reset.errors.invalid"] }), done: false },
      { status: 400 },
    );
  // Proof of the mailbox: this browser keeps its own allowance of sign-in tries, however many wrong
  // passwords strangers send the account meanwhile (decision 053).
  const user = await prisma.user.findUnique({
    where: { email: submission.value.email.toLowerCase() },
    select: { id: true },
  });
  const headers = user ? { "Set-Cookie": await rememberDevice(request, user.id) } : undefined;
  return data({ result: submission.reply({ resetForm: true }), done: true }, { headers });
}

export default function ResetPasswordPage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const done = actionData?.done === true;
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate("/login"), REDIRECT_DELAY_S * 1000);
    return () => clearTimeout(timer);
  }, [done, navigate]);
  const [form, fields] = useForm({
    id: "reset-password",
    constraint: getZodConstraint(resetPasswordSchema),
    lastResult: actionData?.result,
    shouldRevalidate: "onInput",
    defaultValue: { email: searchParams.get("email") ?? "" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetPasswordSchema }),
  });
  if (done) {
    return (
      <AuthLayout title={t("reset.resetTitle")}>
        {/* Without JavaScript the browser follows this after the same delay. */}
        <meta httpEquiv="refresh" content={`${REDIRECT_DELAY_S};url=/login`} />
        <p className="success-panel" role="status">
          {t("reset.updated")}
        </p>
        <Link to="/login" className="btn btn-primary">
          {t("reset.backToLogin")}
        </Link>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t("reset.resetTitle")} subtitle={t("reset.resetSubtitle")}>
      <Form method="post" {...getFormProps(form)} className="stack">
        <CsrfInput />
        <Field
          label={t("login.email")}
          inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }}
          errors={fields.email.errors}
        />
        <Field
          label={t("reset.code")}
          inputProps={{
            ...getInputProps(fields.code, { type: "text" }),
            inputMode: "numeric",
            autoComplete: "one-time-code",
            maxLength: 4,
            className: "code-input",
          }}
          errors={fields.code.errors}
        />
        <Field
          label={t("reset.newPassword")}
          inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "new-password" }}
          errors={fields.password.errors}
        />
        <Field
          label={t("signUp.confirmPassword")}
          inputProps={{ ...getInputProps(fields.confirmPassword, { type: "password" }), autoComplete: "new-password" }}
          errors={fields.confirmPassword.errors}
        />
        <ErrorList id={form.errorId} errors={form.errors} />
        <StatusButton className="btn btn-primary btn-block" pendingText={t("reset.saving")}>
          {t("reset.save")}
        </StatusButton>
      </Form>
      <p className="auth-alt">
        <Link to="/forgot-password">{t("reset.newCode")}</Link> · <Link to="/login">{t("reset.backToLogin")}</Link>
      </p>
    </AuthLayout>
  );
}
