import { getSelectProps, type FieldMetadata } from "@conform-to/react";
import { useTranslation } from "#app/utils/use-translation.ts";
import { Field, SelectField } from "#app/components/forms.tsx";

/**
 * The organisation of a record: a choice for the super administrator (`organisations` given),
 * a read-only line for everyone else, whose records always stay in their own organisation.
 */
export function OrganisationField({
  field,
  organisations,
  ownOrganisation,
}: {
  field: FieldMetadata<string | undefined>;
  organisations: { id: string; name: string }[] | null;
  ownOrganisation: string | null;
}) {
  const { t } = useTranslation();
  if (!organisations) {
    return (
      <Field
        label={t("crud.organisation")}
        inputProps={{ name: "organisationDisplay", value: ownOrganisation ?? "—", readOnly: true, disabled: true }}
      />
    );
  }
  return (
    <SelectField
      label={t("crud.organisation")}
      selectProps={getSelectProps(field)}
      errors={field.errors}
      options={[
        { value: "", label: t("crud.chooseOrganisation") },
        ...organisations.map((option) => ({ value: option.id, label: option.name })),
      ]}
    />
  );
}
