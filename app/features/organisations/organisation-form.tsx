import { getFormProps, getInputProps, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { BookText, Languages } from "lucide-react";
import { useTranslation } from "#app/utils/use-translation.ts";
import { Form, Link } from "react-router";
import { FieldSet } from "#app/components/crud/fields.tsx";
import { useSchemaForm } from "#app/components/crud/use-schema-form.ts";
import { ErrorList } from "#app/components/error-list.tsx";
import { CsrfInput, Field, StatusButton } from "#app/components/forms.tsx";
import { organisationSchema, ownOrganisationSchema } from "#app/features/organisations/organisation-schema.ts";
import type { MessageKey } from "#app/locales/keys.ts";
import type { loadOrganisationForm } from "./organisation.server.ts";
import { MapPicker } from "./map-picker.tsx";
import type { TranslatorTest } from "#app/features/providers/translator.server.ts";
import { ProviderFields } from "#app/features/organisations/provider-fields.tsx";
import type { GlossaryActionData } from "#app/features/glossary/glossary-dialog.tsx";

type Organisation = NonNullable<Awaited<ReturnType<typeof loadOrganisationForm>>>;
export type OrganisationActionData =
  | ({
      result?: SubmissionResult<string[]>;
      test?: TranslatorTest;
      testedProvider?: string;
      languageError?: string;
    } & GlossaryActionData)
  | undefined;

/**
 * The organisation form of /churches/new, /churches/:id and /church. `organisation.providers`
 * (masks only) switches on the speech and translator section of the own-organisation page.
 */
export function OrganisationForm({
  organisation,
  actionData,
}: {
  organisation: Organisation | null;
  actionData: OrganisationActionData;
}) {
  const { t } = useTranslation();
  const providers = organisation?.providers ?? null;
  // One field set for both forms; the provider fields exist only when `providers` is set.
  const schema = (providers ? ownOrganisationSchema : organisationSchema) as typeof ownOrganisationSchema;
  const [form, fields] = useSchemaForm(schema, {
    id: `organisation-${organisation?.id ?? "new"}`,
    lastResult: actionData?.result,
    defaultValue: organisation ? { ...organisation, ...(providers ?? {}) } : undefined,
  });
  const text = (
    name: keyof typeof fields & string,
    labelKey: MessageKey,
    type: "text" | "email" | "tel" | "url" = "text",
  ) => (
    <Field
      label={t(labelKey)}
      inputProps={getInputProps(fields[name] as FieldMetadata<string>, { type })}
      errors={fields[name].errors}
    />
  );
  const latitude = Number.parseFloat(fields.latitude.value ?? "");
  const longitude = Number.parseFloat(fields.longitude.value ?? "");
  const point = Number.isFinite(latitude) && Number.isFinite(longitude) ? { latitude, longitude } : null;
  const imageErrors = (actionData?.result?.error as Record<string, string[]> | undefined)?.image;

  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="stack-lg">
      <CsrfInput />
      <FieldSet legend={t("orgs.details")}>
        {text("name", "orgs.name")}
        {text("address", "orgs.address")}
        {text("contactNumber", "orgs.contactNumber", "tel")}
        {text("city", "orgs.city")}
        {text("state", "orgs.state")}
        {text("country", "orgs.country")}
      </FieldSet>
      <FieldSet legend={t("orgs.pastor")}>
        {text("pastorName", "orgs.pastorName")}
        {text("pastorEmail", "orgs.pastorEmail", "email")}
        {text("pastorPhone", "orgs.pastorPhone", "tel")}
      </FieldSet>
      <fieldset className="form-section">
        <legend>{t("orgs.location")}</legend>
        <p className="field-hint">{t("orgs.mapHint")}</p>
        <MapPicker
          point={point}
          label={t("orgs.mapLabel")}
          onPick={(picked) => {
            form.update({ name: fields.latitude.name, value: String(picked.latitude) });
            form.update({ name: fields.longitude.name, value: String(picked.longitude) });
          }}
        />
        <div className="form-grid">
          <Field
            label={t("orgs.latitude")}
            inputProps={{ ...getInputProps(fields.latitude, { type: "number" }), step: "any" }}
            errors={fields.latitude.errors}
          />
          <Field
            label={t("orgs.longitude")}
            inputProps={{ ...getInputProps(fields.longitude, { type: "number" }), step: "any" }}
            errors={fields.longitude.errors}
          />
        </div>
      </fieldset>
      <fieldset className="form-section">
        <legend>{t("orgs.image")}</legend>
        {organisation?.imageUrl ? (
          <img className="current-image" src={organisation.imageUrl} alt={t("orgs.currentImage")} />
        ) : null}
        <Field
          label={t("orgs.image")}
          hint={t("orgs.imageHint")}
          inputProps={{ name: "image", type: "file", accept: "image/jpeg,image/png,image/gif" }}
          errors={imageErrors}
        />
      </fieldset>
      {providers ? (
        <ProviderFields fields={fields} test={actionData?.test} testedProvider={actionData?.testedProvider} />
      ) : null}
      <ErrorList id={form.errorId} errors={form.errors} />
      <div className="row-wrap">
        <StatusButton name="intent" value="save" pendingText={t("crud.saving")}>
          {t("crud.save")}
        </StatusButton>
        {organisation ? (
          <Link className="btn btn-ghost" to="?dialog=languages" preventScrollReset>
            <Languages aria-hidden size={18} /> {t("languagesDialog.open")}
          </Link>
        ) : null}
        {organisation ? (
          <Link className="btn btn-ghost" to="?dialog=glossary" preventScrollReset>
            <BookText aria-hidden size={18} /> {t("liveQuality.glossary.open")}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
