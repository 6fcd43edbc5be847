import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type FieldMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { useTranslation } from "#app/utils/use-translation.ts";
import { Form, useActionData, useLoaderData } from "react-router";
import { EditorFrame } from "#app/components/crud/editor-frame.tsx";
import { FieldSet, TextareaField } from "#app/components/crud/fields.tsx";
import { OrganisationField } from "#app/features/organisations/organisation-field.tsx";
import { useSchemaForm } from "#app/components/crud/use-schema-form.ts";
import { ErrorList } from "#app/components/error-list.tsx";
import { CsrfInput, Field, SelectField, StatusButton } from "#app/components/forms.tsx";
import { employmentTypes, personSchema, workLocations } from "#app/features/accounts/person-schema.ts";
import type { KeysIn } from "#app/locales/keys.ts";
import type { loadPersonEditor } from "./editor.server.ts";
import { peopleKinds } from "./kinds.ts";

/** Add or edit a user, staff member or administrator. */
export function PersonEditor() {
  const { kind, person, organisations, ownOrganisation, confirmDelete } = useLoaderData<typeof loadPersonEditor>();
  const actionData = useActionData<{ result?: SubmissionResult<string[]> }>();
  const { t } = useTranslation();
  const { path, section } = peopleKinds[kind];
  const schema = personSchema({
    creating: !person,
    chooseOrganisation: Boolean(organisations),
    staff: kind === "staff",
  });
  const [form, fields] = useSchemaForm(schema, {
    id: `person-${person?.id ?? "new"}`,
    lastResult: actionData?.result,
    defaultValue: person ? { ...person, ...(person.staff ?? {}) } : null,
  });
  const text = (
    name: keyof typeof fields & KeysIn<"people">,
    type: "text" | "email" | "tel" | "password" | "date" = "text",
  ) => (
    <Field
      label={t(`people.${name}`)}
      inputProps={getInputProps(fields[name] as FieldMetadata<string>, { type })}
      errors={fields[name]?.errors}
    />
  );
  return (
    <EditorFrame
      section={section}
      name={person ? `${person.firstName} ${person.lastName}`.trim() : undefined}
      subtitle={person?.email}
      listPath={path}
      confirmDelete={confirmDelete}
    >
      <Form method="post" {...getFormProps(form)} className="stack-lg">
        <CsrfInput />
        <FieldSet legend={t("people.details")}>
          {text("firstName")}
          {text("lastName")}
          {text("email", "email")}
          {text("phone", "tel")}
          {person ? null : text("password", "password")}
          {text("address")}
          <OrganisationField
            field={fields.organisationId}
            organisations={organisations}
            ownOrganisation={ownOrganisation}
          />
        </FieldSet>
        {kind === "staff" ? (
          <FieldSet legend={t("staffFields.legend")}>
            <SelectField
              label={t("staffFields.employmentType")}
              selectProps={getSelectProps(fields.employmentType as FieldMetadata<string>)}
              errors={fields.employmentType?.errors}
              options={[
                { value: "", label: "—" },
                ...employmentTypes.map((value) => ({ value, label: t(`staffFields.${value}`) })),
              ]}
            />
            <SelectField
              label={t("staffFields.workLocation")}
              selectProps={getSelectProps(fields.workLocation as FieldMetadata<string>)}
              errors={fields.workLocation?.errors}
              options={[
                { value: "", label: "—" },
                ...workLocations.map((value) => ({ value, label: t(`staffFields.${value}`) })),
              ]}
            />
            {(["startDate", "endDate"] as const).map((name) => (
              <Field
                key={name}
                label={t(`staffFields.${name}`)}
                inputProps={getInputProps(fields[name] as FieldMetadata<string>, { type: "date" })}
                errors={fields[name]?.errors}
              />
            ))}
            {(
              [
                "workEmail",
                "countryOfOrigin",
                "assignedTeams",
                "skills",
                "languagesSpoken",
                "payrollBankDetails",
                "taxNumber",
                "visaStatus",
              ] as const
            ).map((name) => (
              <Field
                key={name}
                label={t(`staffFields.${name}`)}
                inputProps={{
                  ...getInputProps(fields[name] as FieldMetadata<string>, {
                    type: name === "workEmail" ? "email" : "text",
                  }),
                  autoComplete: "off",
                }}
                errors={fields[name]?.errors}
                hint={name === "payrollBankDetails" || name === "taxNumber" ? t("crud.secretHint") : undefined}
              />
            ))}
            <TextareaField
              label={t("staffFields.notes")}
              textareaProps={getTextareaProps(fields.notes as FieldMetadata<string>)}
              errors={fields.notes?.errors}
            />
          </FieldSet>
        ) : null}
        <ErrorList id={form.errorId} errors={form.errors} />
        <StatusButton pendingText={t("crud.saving")}>{t("crud.save")}</StatusButton>
      </Form>
    </EditorFrame>
  );
}
