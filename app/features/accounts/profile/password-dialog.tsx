import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "#app/utils/use-translation.ts";
import { Form } from "react-router";
import { RouteDialog } from "#app/components/crud/route-dialog.tsx";
import { useSchemaForm } from "#app/components/crud/use-schema-form.ts";
import { ErrorList } from "#app/components/error-list.tsx";
import { CsrfInput, Field, StatusButton } from "#app/components/forms.tsx";
import { passwordChangeSchema } from "#app/features/accounts/profile-schema.ts";

/** The change-password dialog of the profile page (?dialog=password). */
export function PasswordDialog({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation();
  const [form, fields] = useSchemaForm(passwordChangeSchema, { id: "change-password", lastResult });
  const input = (name: "currentPassword" | "newPassword" | "confirmPassword", autoComplete: string) => (
    <Field
      label={t(`profile.${name}`)}
      inputProps={{ ...getInputProps(fields[name], { type: "password" }), autoComplete }}
      errors={fields[name].errors}
    />
  );
  return (
    <RouteDialog titleKey="profile.changePassword" closeTo="/profile">
      <Form method="post" {...getFormProps(form)} className="stack" preventScrollReset>
        <CsrfInput />
        <input type="hidden" name="intent" value="changePassword" />
        {input("currentPassword", "current-password")}
        {input("newPassword", "new-password")}
        {input("confirmPassword", "new-password")}
        <ErrorList id={form.errorId} errors={form.errors} />
        <StatusButton pendingText={t("crud.saving")}>{t("profile.changePassword")}</StatusButton>
      </Form>
    </RouteDialog>
  );
}
