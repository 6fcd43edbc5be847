import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { EyeOff, HeartHandshake, Trash2 } from "lucide-react";
import { Form } from "react-router";
import { ErrorList } from "#app/components/error-list.tsx";
import { CsrfInput, Field, StatusButton } from "#app/components/forms.tsx";
import { useSchemaForm } from "#app/components/crud/use-schema-form.ts";
import { carePageAction, loadCarePage } from "#app/features/care/care-page.server.ts";
import {
  careSettingsSchema,
  MAX_EMAIL_LENGTH,
  maskedEntrySchema,
  retentionChoices,
} from "#app/features/care/care-schema.ts";
import { MAX_MASKED_WORD_LENGTH } from "#app/neutral/masking/masker.ts";
import { TakenBackList } from "#app/features/care/taken-back-list.tsx";
import { pageHandle } from "#app/utils/handle.ts";
import { useTranslation } from "#app/utils/use-translation.ts";
import type { Route } from "./+types/care";

export const handle = pageHandle("care.title");
export const loader = ({ request, params }: Route.LoaderArgs) => loadCarePage(request, params.organisationId);
export const action = ({ request, params }: Route.ActionArgs) => carePageAction(request, params.organisationId);

/** A church's care: how long transcripts are kept and where follow-ups go (issue 42). */
export default function Care({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { organisation, retention, followUpEmail, maskedWords, takenBack } = loaderData;
  // Both forms check in the browser with the schemas the action checks with; each refusal comes
  // back under its own form's name, so only that form shows the messages.
  const [form, fields] = useSchemaForm(careSettingsSchema, {
    id: "care-settings",
    lastResult: actionData && "settingsResult" in actionData ? actionData.settingsResult : null,
    defaultValue: { retention, followUpEmail },
  });
  const formErrors = [...(form.errors ?? []), ...(fields.intent.errors ?? [])];
  return (
    <div className="stack">
      <section className="panel stack" aria-labelledby="care-title">
        <h2 id="care-title">
          <HeartHandshake aria-hidden size={20} /> {t("care.title")} · {organisation.name}
        </h2>
        <p className="muted">{t("care.intro")}</p>
        <Form method="post" className="stack" {...getFormProps(form)}>
          <CsrfInput />
          <input type="hidden" name="intent" value="settings" />
          <fieldset className="form-section stack" aria-describedby="care-retention-hint">
            <legend>{t("care.retention.legend")}</legend>
            <p id="care-retention-hint" className="field-hint">
              {t("care.retention.hint")}
            </p>
            {retentionChoices.map((choice) => (
              <label key={choice} className="radio-row">
                <input
                  {...getInputProps(fields.retention, { type: "radio", value: choice })}
                  id={`${fields.retention.id}-${choice}`}
                />
                <span>{t(`care.retention.choices.${choice}`)}</span>
              </label>
            ))}
            <ErrorList id={fields.retention.errorId} errors={fields.retention.errors} />
          </fieldset>
          <Field
            label={t("care.followUpEmail")}
            hint={t("care.followUpEmailHint")}
            errors={fields.followUpEmail.errors}
            inputProps={{
              ...getInputProps(fields.followUpEmail, { type: "email" }),
              autoComplete: "email",
              maxLength: MAX_EMAIL_LENGTH,
            }}
          />
          <ErrorList errors={formErrors} />
          <div className="row-wrap">
            <StatusButton pendingText={t("crud.saving")}>{t("crud.save")}</StatusButton>
          </div>
        </Form>
      </section>
      {/* A fresh, empty form once a word is added or removed. */}
      <MaskedWords
        key={maskedWords.join("\n")}
        entries={maskedWords}
        lastResult={actionData && "maskedResult" in actionData ? actionData.maskedResult : null}
      />
      <TakenBackList audit={takenBack} />
    </div>
  );
}

/** The church's words never shown: one entry added or removed at a time. */
function MaskedWords({ entries, lastResult }: { entries: string[]; lastResult: SubmissionResult<string[]> | null }) {
  const { t } = useTranslation();
  const [form, fields] = useSchemaForm(maskedEntrySchema, { id: "care-masked", lastResult });
  return (
    <section className="panel stack" aria-labelledby="masked-title">
      <h2 id="masked-title">
        <EyeOff aria-hidden size={20} /> {t("care.masked.title")}
      </h2>
      <p className="muted">{t("care.masked.intro")}</p>
      {entries.length ? (
        <ul className="stack masked-list" aria-label={t("care.masked.title")}>
          {entries.map((entry) => (
            <li key={entry} className="row-between">
              <span>{entry}</span>
              <Form method="post">
                <CsrfInput />
                <input type="hidden" name="entry" value={entry} />
                <button
                  name="intent"
                  value="removeMasked"
                  className="btn btn-ghost"
                  aria-label={t("care.masked.remove", { entry })}
                >
                  <Trash2 aria-hidden size={16} />
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t("care.masked.empty")}</p>
      )}
      <Form method="post" className="stack" {...getFormProps(form)}>
        <CsrfInput />
        {/* Not from the last result: a refused removal's intent must not turn this form into one. */}
        <input type="hidden" name="intent" value="addMasked" />
        <Field
          label={t("care.masked.entry")}
          hint={t("care.masked.hint")}
          errors={[...(fields.entry.errors ?? []), ...(fields.intent.errors ?? [])]}
          inputProps={{
            ...getInputProps(fields.entry, { type: "text" }),
            autoComplete: "off",
            maxLength: MAX_MASKED_WORD_LENGTH,
          }}
        />
        <div className="row-wrap">
          <StatusButton className="btn btn-secondary" pendingText={t("crud.saving")}>
            {t("care.masked.add")}
          </StatusButton>
        </div>
      </Form>
    </section>
  );
}
