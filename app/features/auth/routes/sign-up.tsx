import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { useEffect, useState } from "react";
import { useTranslation } from "#app/utils/use-translation.ts";
import { Form, Link, useSearchParams } from "react-router";
import { AuthLayout } from "#app/features/auth/auth-layout.tsx";
import { ErrorList } from "#app/components/error-list.tsx";
import { CsrfInput, Field, SelectField, StatusButton } from "#app/components/forms.tsx";
import { getLocale } from "#app/middleware/i18next.server.ts";
import { faithLevels, primaryLanguages, referralSources } from "#app/features/auth/answers.ts";
import { signUpSchema } from "#app/features/auth/sign-up-schema.ts";
import type { validateSignUp } from "#app/features/auth/sign-up-validation.ts";
import { requireAnonymous } from "#app/features/auth/auth.server.ts";
import { changeStep, organisationChoices, signUp } from "#app/features/auth/sign-up.server.ts";
import type { PageHandle } from "#app/utils/handle.ts";
import type { Route } from "./+types/sign-up";

export const handle: PageHandle = { titleKey: "signUp.title", descriptionKey: "seo.signUpDescription" };

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request);
  // The form's constraints from the schema, computed here so the page's JavaScript does not carry zod.
  return { organisations: await organisationChoices(), constraint: getZodConstraint(signUpSchema) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "next" || intent === "previous") return changeStep(request, formData, intent);
  return signUp(request, formData, getLocale(context));
}

export default function SignUpPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  // Both steps live in one form (the hidden one still submits), and Next and Previous are real
  // submit buttons the server answers with the step to show: the same with or without
  // JavaScript, and nothing typed is lost going back and forth.
  const step = actionData?.step ?? 1;
  const [validate, setValidate] = useState<typeof validateSignUp | null>(null);
  useEffect(() => {
    void import("#app/features/auth/sign-up-validation.ts").then((module) => setValidate(() => module.validateSignUp));
  }, []);
  const [form, fields] = useForm({
    id: "sign-up",
    constraint: loaderData.constraint,
    lastResult: actionData?.result,
    shouldRevalidate: "onInput",
    // Next and Previous check less than the whole form; the fields are still the whole form's.
    onValidate: validate ? ({ formData }) => validate(formData, step) : undefined,
  });
  const yesNo = (["yes", "no"] as const).map((value) => ({ value, label: t(`signUp.yesNo.${value}`) }));
  const faith = faithLevels.map((value) => ({ value, label: t(`faith.${value}`) }));
  const languages = primaryLanguages.map((value) => ({ value, label: t(`languageNames.${value}`) }));
  const referrals = referralSources.map((value) => ({ value, label: t(`referral.${value}`) }));

  return (
    <AuthLayout title={t("signUp.title")} subtitle={t("signUp.subtitle")}>
      <ol className="steps" aria-label={t("signUp.progress")}>
        <li aria-current={step === 1 ? "step" : undefined}>{t("signUp.stepDetails")}</li>
        <li aria-current={step === 2 ? "step" : undefined}>{t("signUp.stepKnowYou")}</li>
      </ol>
      <Form method="post" {...getFormProps(form)} className="stack">
        <CsrfInput />
        <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
        <div className="honeypot" aria-hidden>
          <label htmlFor="website">Website</label>
          <input id="website" name="website" tabIndex={-1} autoComplete="off" />
        </div>
        <fieldset className="stack" hidden={step !== 1}>
          <legend className="visually-hidden">{t("signUp.stepDetails")}</legend>
          <div className="form-grid">
            <Field
              label={t("signUp.firstName")}
              inputProps={{ ...getInputProps(fields.firstName, { type: "text" }), autoComplete: "given-name" }}
              errors={fields.firstName.errors}
            />
            <Field
              label={t("signUp.lastName")}
              inputProps={{ ...getInputProps(fields.lastName, { type: "text" }), autoComplete: "family-name" }}
              errors={fields.lastName.errors}
            />
          </div>
          <Field
            label={t("signUp.phone")}
            inputProps={{ ...getInputProps(fields.phone, { type: "tel" }), autoComplete: "tel", inputMode: "numeric" }}
            errors={fields.phone.errors}
          />
          <Field
            label={t("login.email")}
            inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }}
            errors={fields.email.errors}
          />
          <SelectField
            label={t("signUp.organisation")}
            selectProps={getSelectProps(fields.organisationId)}
            placeholder={t("signUp.chooseOrganisation")}
            options={loaderData.organisations.map((organisation) => ({
              value: organisation.id,
              label: [organisation.name, organisation.city, organisation.country].filter(Boolean).join(" · "),
            }))}
            errors={fields.organisationId.errors}
          />
          <div className="form-grid">
            <Field
              label={t("login.password")}
              inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "new-password" }}
              errors={fields.password.errors}
            />
            <Field
              label={t("signUp.confirmPassword")}
              inputProps={{
                ...getInputProps(fields.confirmPassword, { type: "password" }),
                autoComplete: "new-password",
              }}
              errors={fields.confirmPassword.errors}
            />
          </div>
          {step === 1 ? (
            <button type="submit" name="intent" value="next" className="btn btn-primary btn-block">
              {t("signUp.next")}
            </button>
          ) : null}
        </fieldset>
        <fieldset className="stack" hidden={step !== 2}>
          <legend className="visually-hidden">{t("signUp.stepKnowYou")}</legend>
          <SelectField
            label={t("signUp.attendedBefore")}
            selectProps={getSelectProps(fields.attendedBefore)}
            placeholder={t("signUp.choose")}
            options={yesNo}
            errors={fields.attendedBefore.errors}
          />
          <Field
            label={t("signUp.broughtBy")}
            inputProps={getInputProps(fields.broughtBy, { type: "text" })}
            errors={fields.broughtBy.errors}
          />
          <SelectField
            label={t("signUp.faithLevel")}
            selectProps={getSelectProps(fields.faithLevel)}
            placeholder={t("signUp.choose")}
            options={faith}
            errors={fields.faithLevel.errors}
          />
          <SelectField
            label={t("signUp.primaryLanguage")}
            selectProps={getSelectProps(fields.primaryLanguage)}
            placeholder={t("signUp.choose")}
            options={languages}
            errors={fields.primaryLanguage.errors}
          />
          <SelectField
            label={t("signUp.referralSource")}
            selectProps={getSelectProps(fields.referralSource)}
            placeholder={t("signUp.choose")}
            options={referrals}
            errors={fields.referralSource.errors}
          />
          <Field
            label={t("signUp.referralCode")}
            inputProps={getInputProps(fields.referralCode, { type: "text" })}
            errors={fields.referralCode.errors}
          />
          <div className="field checkbox-field">
            <label>
              <input {...getInputProps(fields.terms, { type: "checkbox" })} /> {t("signUp.acceptTerms")}{" "}
              <Link to="/privacy-policy" target="_blank">
                {t("login.privacy")}
              </Link>
            </label>
            <ErrorList id={fields.terms.errorId} errors={fields.terms.errors} />
          </div>
          <ErrorList id={form.errorId} errors={form.errors} />
          {step === 2 ? (
            // "Create account" comes first so Enter submits rather than going back; CSS puts it on the right.
            <div className="step-actions">
              <StatusButton name="intent" value="submit" pendingText={t("signUp.submitting")}>
                {t("signUp.submit")}
              </StatusButton>
              <button type="submit" name="intent" value="previous" className="btn btn-ghost">
                {t("signUp.previous")}
              </button>
            </div>
          ) : null}
        </fieldset>
      </Form>
      <p className="auth-alt">
        {t("signUp.haveAccount")} <Link to="/login">{t("login.submit")}</Link>
      </p>
    </AuthLayout>
  );
}
