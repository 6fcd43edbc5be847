import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { useEffect, useState } from "react";
import { useTranslation } from "#app/utils/use-translation.ts";
import { Form, Link, data, redirect, useSearchParams } from "react-router";
import { AuthLayout } from "#app/features/auth/auth-layout.tsx";
import { ErrorList } from "#app/components/error-list.tsx";
import { CsrfInput, Field, StatusButton } from "#app/components/forms.tsx";
import { loginSchema } from "#app/features/auth/login-schema.ts";
import { LoginRejected, authenticator, commitAuthSession, requireAnonymous } from "#app/features/auth/auth.server.ts";
import { joinPreview } from "#app/features/seo/join-preview.server.ts";
import { signInHandle } from "#app/features/seo/sermon-meta.ts";
import { clearLocalSession } from "#app/features/auth/local-session.ts";
import { rememberDevice } from "#app/features/auth/known-device.server.ts";
import { safeRedirect } from "#app/utils/request-info.server.ts";
import type { validateLogin } from "#app/features/auth/login-validation.ts";
import type { Route } from "./+types/login";
import { logger } from "#app/utils/logger.server.ts";

export const handle = signInHandle({ titleKey: "login.title", descriptionKey: "seo.signInDescription" });

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request);
  // A shared join link opened without a session: the link preview names the sermon.
  return {
    joinPreview: await joinPreview(new URL(request.url).searchParams.get("redirectTo")),
    // The form's constraints (required, lengths) from the schema, computed here so the page's own
    // JavaScript does not carry zod (Lighthouse: the sign-in page is the first thing a visitor loads).
    constraint: getZodConstraint(loginSchema),
  };
}

export async function action({ request }: Route.ActionArgs) {
  try {
    const { sessionId, userId, redirectTo } = await authenticator.authenticate("form", request);
    const headers = new Headers();
    headers.append("Set-Cookie", await commitAuthSession(request, sessionId));
    // This browser now keeps its own allowance should strangers guess at the account (decision 053).
    headers.append("Set-Cookie", await rememberDevice(request, userId));
    return redirect(safeRedirect(redirectTo), { headers });
  } catch (error) {
    if (error instanceof LoginRejected) return data({ result: error.reply }, { status: error.status });
    logger.error({ err: error }, "sign-in failed unexpectedly");
    return data({ result: { status: "error" as const, error: { "": ["errors.somethingWrong"] } } }, { status: 500 });
  }
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const [validate, setValidate] = useState<typeof validateLogin | null>(null);
  useEffect(() => {
    void import("#app/features/auth/login-validation.ts").then((module) => setValidate(() => module.validateLogin));
  }, []);
  const [form, fields] = useForm({
    id: "login",
    constraint: loaderData.constraint,
    lastResult: actionData?.result,
    shouldRevalidate: "onInput",
    onValidate: validate ? ({ formData }) => validate(formData) : undefined,
  });

  // The server is the judge of who is signed in; stale local values from an expired session go.
  useEffect(() => {
    clearLocalSession();
  }, []);

  return (
    <AuthLayout title={t("login.title")} subtitle={t("login.subtitle")}>
      <Form method="post" {...getFormProps(form)} className="stack">
        <CsrfInput />
        <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
        <Field
          label={t("login.email")}
          inputProps={{
            ...getInputProps(fields.email, { type: "email" }),
            autoComplete: "email",
            placeholder: t("login.emailPlaceholder"),
            autoFocus: true,
          }}
          errors={fields.email.errors}
        />
        <Field
          label={t("login.password")}
          inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "current-password" }}
          errors={fields.password.errors}
        />
        <ErrorList id={form.errorId} errors={form.errors} />
        <div className="row-between">
          <Link to="/forgot-password">{t("login.forgotPassword")}</Link>
        </div>
        <StatusButton className="btn btn-primary btn-block" pendingText={t("login.submitting")}>
          {t("login.submit")}
        </StatusButton>
      </Form>
      <p className="auth-alt">
        {t("login.noAccount")}{" "}
        <Link
          to={`/sign-up${
            searchParams.get("redirectTo")
              ? `?${new URLSearchParams({ redirectTo: searchParams.get("redirectTo")! })}`
              : ""
          }`}
        >
          {t("login.signUp")}
        </Link>
      </p>
    </AuthLayout>
  );
}
