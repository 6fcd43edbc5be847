import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "#app/utils/use-translation.ts";
import { Form, Link, data, redirect } from "react-router";
import { AuthLayout } from "#app/features/auth/auth-layout.tsx";
import { CsrfInput, Field, StatusButton } from "#app/components/forms.tsx";
import { getInstance } from "#app/middleware/i18next.server.ts";
import { forgotPasswordSchema } from "#app/features/auth/password-reset-schema.ts";
import { requestResetCode } from "#app/features/auth/password-reset.server.ts";
import { toastHeader } from "#app/utils/toast.server.ts";
import type { PageHandle } from "#app/utils/handle.ts";
import type { Route } from "./+types/forgot-password";
import { logger } from "#app/utils/logger.server.ts";

export const handle: PageHandle = { titleKey: "reset.forgotTitle" };

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: forgotPasswordSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const i18n = getInstance(context);
  try {
    await requestResetCode(submission.value.email, (language) => i18n.getFixedT(language));
  } catch (error) {
    logger.error({ err: error }, "could not send a reset code");
    return data({ result: submission.reply({ formErrors: ["errors.somethingWrong"] }) }, { status: 500 });
  }
  // The same answer whether or not the address has an account.
  return redirect(`/reset-password?${new URLSearchParams({ email: submission.value.email })}`, {
    headers: { "Set-Cookie": await toastHeader({ type: "success", messageKey: "reset.codeSent" }) },
  });
}

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: "forgot-password",
    constraint: getZodConstraint(forgotPasswordSchema),
    lastResult: actionData?.result,
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: forgotPasswordSchema }),
  });
  return (
    <AuthLayout title={t("reset.forgotTitle")} subtitle={t("reset.forgotSubtitle")}>
      <Form method="post" {...getFormProps(form)} className="stack">
        <CsrfInput />
        <Field
          label={t("login.email")}
          inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email", autoFocus: true }}
          errors={fields.email.errors}
        />
        <StatusButton className="btn btn-primary btn-block" pendingText={t("reset.sending")}>
          {t("reset.sendCode")}
        </StatusButton>
      </Form>
      <p className="auth-alt">
        <Link to="/login">{t("reset.backToLogin")}</Link>
      </p>
    </AuthLayout>
  );
}
