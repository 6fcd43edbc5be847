import {
  getFormProps,
  getInputProps,
  getSelectProps,
  type FieldMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { KeyRound } from "lucide-react";
import { useTranslation } from "#app/utils/use-translation.ts";
import { Form, Link } from "react-router";
import { FieldSet } from "#app/components/crud/fields.tsx";
import { useSchemaForm } from "#app/components/crud/use-schema-form.ts";
import { ErrorList } from "#app/components/error-list.tsx";
import { CsrfInput, Field, SelectField, StatusButton } from "#app/components/forms.tsx";
import { faithLevels } from "#app/features/auth/answers.ts";
import { genders, profileSchema } from "#app/features/accounts/profile-schema.ts";
import { isUserType, roleKeyOf, worksForOrganisation } from "#app/features/auth/roles.ts";
import type { loadProfile } from "./profile.server.ts";
import type { MessageKey } from "#app/locales/keys.ts";

type Profile = Awaited<ReturnType<typeof loadProfile>>["profile"];
type TextName =
  | "firstName"
  | "lastName"
  | "email"
  | "phone"
  | "dateOfBirth"
  | "address"
  | "referralCode"
  | "jobTitle"
  | "department"
  | "educationLevel"
  | "certifications"
  | "employeeId"
  | "salaryRate"
  | "emergencyContact"
  | "linkedinUrl"
  | "workEmail"
  | "broughtBy";

/** Profile settings (every user). */
export function ProfileForm({ profile, lastResult }: { profile: Profile; lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation();
  const [form, fields] = useSchemaForm(profileSchema, { id: "profile", lastResult, defaultValue: profile });
  const text = (name: TextName, labelKey: MessageKey, type: "text" | "email" | "tel" | "url" | "date" = "text") => (
    <Field
      label={t(labelKey)}
      inputProps={getInputProps(fields[name] as FieldMetadata<string>, { type })}
      errors={fields[name].errors}
    />
  );
  const choice = (
    name: "gender" | "faithLevel" | "attendedBefore",
    labelKey: MessageKey,
    options: { value: string; label: string }[],
  ) => (
    <SelectField
      label={t(labelKey)}
      selectProps={getSelectProps(fields[name] as FieldMetadata<string>)}
      errors={fields[name].errors}
      options={[{ value: "", label: "—" }, ...options]}
    />
  );
  const photoErrors = (lastResult?.error as Record<string, string[]> | undefined)?.photo;
  const staffLike = worksForOrganisation(profile);

  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="stack-lg">
      <CsrfInput />
      <div className="profile-photo">
        {profile.photoUrl ? (
          <img src={profile.photoUrl} alt={t("profile.photo")} />
        ) : (
          <span className="avatar avatar-lg" aria-hidden>
            {profile.firstName.charAt(0)}
            {profile.lastName.charAt(0)}
          </span>
        )}
        <Field
          label={t("profile.photo")}
          hint={t("profile.photoHint")}
          inputProps={{ name: "photo", type: "file", accept: "image/jpeg,image/png" }}
          errors={photoErrors}
        />
      </div>
      <FieldSet legend={t("profile.personal")}>
        {text("firstName", "people.firstName")}
        {text("lastName", "people.lastName")}
        {text("email", "people.email", "email")}
        {text("phone", "people.phone", "tel")}
        {text("dateOfBirth", "profile.dateOfBirth", "date")}
        {choice(
          "gender",
          "profile.gender",
          genders.map((value) => ({ value, label: t(`profile.${value}`) })),
        )}
        {text("address", "people.address")}
        {text("referralCode", "profile.referralCode")}
      </FieldSet>
      <FieldSet legend={t("profile.work")}>
        <Field
          label={t("profile.role")}
          inputProps={{
            name: "roleDisplay",
            value: isUserType(profile.userType) ? t(roleKeyOf[profile.userType]) : "—",
            readOnly: true,
            disabled: true,
          }}
        />
        <Field
          label={t("profile.systemAccessLevel")}
          inputProps={{
            name: "accessDisplay",
            value: profile.systemAccessLevel ?? "—",
            readOnly: true,
            disabled: true,
          }}
        />
        {text("jobTitle", "profile.jobTitle")}
        {text("department", "profile.department")}
        {staffLike ? text("workEmail", "profile.workEmail", "email") : null}
        {text("educationLevel", "profile.educationLevel")}
        {text("certifications", "profile.certifications")}
        {text("employeeId", "profile.employeeId")}
        {text("salaryRate", "profile.salaryRate")}
        {text("emergencyContact", "profile.emergencyContact")}
        {text("linkedinUrl", "profile.linkedinUrl", "url")}
      </FieldSet>
      <FieldSet legend={t("profile.faith")}>
        {choice("attendedBefore", "profile.attendedBefore", [
          { value: "yes", label: t("profile.yes") },
          { value: "no", label: t("profile.no") },
        ])}
        {choice(
          "faithLevel",
          "profile.faithLevel",
          faithLevels.map((value) => ({ value, label: t(`faith.${value}`) })),
        )}
        {text("broughtBy", "profile.broughtBy")}
      </FieldSet>
      <ErrorList id={form.errorId} errors={form.errors} />
      <div className="row-wrap">
        <StatusButton pendingText={t("crud.saving")}>{t("crud.save")}</StatusButton>
        <Link className="btn btn-ghost" to="?dialog=password" preventScrollReset>
          <KeyRound aria-hidden size={18} /> {t("profile.changePassword")}
        </Link>
      </div>
    </Form>
  );
}
