import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { Trash2 } from "lucide-react";
import { useTranslation } from "#app/utils/use-translation.ts";
import { Form, useActionData, useLoaderData } from "react-router";
import { EditorFrame } from "#app/components/crud/editor-frame.tsx";
import { FieldSet, TextareaField } from "#app/components/crud/fields.tsx";
import { OrganisationField } from "#app/features/organisations/organisation-field.tsx";
import { useSchemaForm } from "#app/components/crud/use-schema-form.ts";
import { ErrorList } from "#app/components/error-list.tsx";
import { CsrfInput, Field, StatusButton } from "#app/components/forms.tsx";
import { eventSchema } from "#app/features/events/event-schema.ts";
import type { loadEventEditor } from "./editor.server.ts";
import { StatusBadge } from "./list.tsx";

type Image = { id: string; url: string | null };

/** The event's images, each with its own delete form (images are removed one at a time). */
function EventImages({ images }: { images: Image[] }) {
  const { t } = useTranslation();
  if (images.length === 0) return <p className="muted">{t("events.noImages")}</p>;
  return (
    <ul className="image-grid">
      {images.map((image, index) => (
        <li key={image.id}>
          {image.url ? <img src={image.url} alt={`${t("events.images")} ${index + 1}`} loading="lazy" /> : null}
          <Form method="post" preventScrollReset>
            <CsrfInput />
            <input type="hidden" name="imageId" value={image.id} />
            <button
              className="btn btn-ghost"
              name="intent"
              value="deleteImage"
              aria-label={`${t("events.deleteImage")} ${index + 1}`}
            >
              <Trash2 aria-hidden size={16} /> {t("events.deleteImage")}
            </button>
          </Form>
        </li>
      ))}
    </ul>
  );
}

export function EventEditor() {
  const { event, organisations, ownOrganisation, timeZone, confirmDelete } = useLoaderData<typeof loadEventEditor>();
  const actionData = useActionData<{ result?: SubmissionResult<string[]> }>();
  const { t } = useTranslation();
  const schema = eventSchema({ chooseOrganisation: Boolean(organisations) });
  const [form, fields] = useSchemaForm(schema, {
    id: `event-${event?.id ?? "new"}`,
    lastResult: actionData?.result,
    defaultValue: event,
  });
  const imageErrors = (actionData?.result?.error as Record<string, string[]> | undefined)?.images;
  return (
    <EditorFrame section="events" name={event?.name} listPath="/events" confirmDelete={confirmDelete}>
      {event ? (
        <p>
          <StatusBadge startsAt={event.startsAtInstant} />
        </p>
      ) : null}
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="stack-lg">
        <CsrfInput />
        <FieldSet legend={t("orgs.details")}>
          <Field
            label={t("events.name")}
            inputProps={getInputProps(fields.name, { type: "text" })}
            errors={fields.name.errors}
          />
          <Field
            label={t("events.startsAt")}
            hint={t("events.startsAtHint", { zone: timeZone })}
            inputProps={getInputProps(fields.startsAt, { type: "datetime-local" })}
            errors={fields.startsAt.errors}
          />
          <OrganisationField
            field={fields.organisationId}
            organisations={organisations}
            ownOrganisation={ownOrganisation}
          />
          <TextareaField
            label={t("events.description")}
            textareaProps={getTextareaProps(fields.description)}
            errors={fields.description.errors}
          />
        </FieldSet>
        <Field
          label={t("events.addImages")}
          hint={t("events.imagesHint")}
          inputProps={{ name: "images", type: "file", multiple: true, accept: "image/jpeg,image/png,image/gif" }}
          errors={imageErrors}
        />
        <ErrorList id={form.errorId} errors={form.errors} />
        <StatusButton pendingText={t("crud.saving")}>{t("crud.save")}</StatusButton>
      </Form>
      {event ? (
        <section className="stack" aria-labelledby="event-images">
          <h3 id="event-images" className="section-title">
            {t("events.images")}
          </h3>
          <EventImages images={event.images} />
        </section>
      ) : null}
    </EditorFrame>
  );
}
