import { EyeOff, HeartHandshake, Trash2 } from "lucide-react";
import { Form } from "react-router";
import { ErrorList } from "#app/components/error-list.tsx";
import { CsrfInput, Field, StatusButton } from "#app/components/forms.tsx";
import { carePageAction, loadCarePage } from "#app/features/care/care-page.server.ts";
import { retentionChoices } from "#app/features/care/care-schema.ts";
import { TakenBackList } from "#app/features/care/taken-back-list.tsx";
import { isMessageKey } from "#app/locales/keys.ts";
import { MAX_MASKED_WORD_LENGTH } from "#app/neutral/masking/masker.ts";
import { pageHandle } from "#app/utils/handle.ts";
import { useTranslation } from "#app/utils/use-translation.ts";
import type { Route } from "./+types/care";

export const handle = pageHandle("care.title");
export const loader = ({ request, params }: Route.LoaderArgs) => loadCarePage(request, params.organisationId);
export const action = ({ request, params }: Route.ActionArgs) => carePageAction(request, params.organisationId);

/** A church's care: how long transcripts are kept and where follow-ups go (issue 42). */
export default function Care({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { organisation, retention, followUpEmail, maskedWords, takenBack } = loaderData;
  const problem = actionData && "problem" in actionData ? actionData.problem : null;
  const message = problem ? (isMessageKey(i18n, problem.key) ? t(problem.key) : problem.key) : null;
  const errorsFor = (field: string) => (message && problem?.field === field ? [message] : undefined);
  return (
    <div className="stack">
      <section className="panel stack" aria-labelledby="care-title">
        <h2 id="care-title">
          <HeartHandshake aria-hidden size={20} /> {t("care.title")} · {organisation.name}
        </h2>
        <p className="muted">{t("care.intro")}</p>
        {/* The server's messages, translated, rather than the browser's own for a malformed address. */}
        <Form method="post" className="stack" noValidate>
          <CsrfInput />
          <input type="hidden" name="intent" value="settings" />
          <fieldset className="form-section stack" aria-describedby="care-retention-hint">
            <legend>{t("care.retention.legend")}</legend>
            <p id="care-retention-hint" className="field-hint">
              {t("care.retention.hint")}
            </p>
            {retentionChoices.map((choice) => (
              <label key={choice} className="radio-row">
                <input type="radio" name="retention" value={choice} defaultChecked={choice === retention} />
                <span>{t(`care.retention.choices.${choice}`)}</span>
              </label>
            ))}
            <ErrorList errors={errorsFor("retention")} />
          </fieldset>
          <Field
            label={t("care.followUpEmail")}
            hint={t("care.followUpEmailHint")}
            errors={errorsFor("followUpEmail")}
            inputProps={{ name: "followUpEmail", type: "email", defaultValue: followUpEmail, maxLength: 254 }}
          />
          {message && !problem?.field ? <ErrorList errors={[message]} /> : null}
          <div className="row-wrap">
            <StatusButton pendingText={t("crud.saving")}>{t("crud.save")}</StatusButton>
          </div>
        </Form>
      </section>
      <MaskedWords entries={maskedWords} errors={errorsFor("entry")} />
      <TakenBackList audit={takenBack} />
    </div>
  );
}

/** The church's words never shown: one entry added or removed at a time. */
function MaskedWords({ entries, errors }: { entries: string[]; errors: string[] | undefined }) {
  const { t } = useTranslation();
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
      <Form method="post" className="stack" noValidate>
        <CsrfInput />
        <Field
          label={t("care.masked.entry")}
          hint={t("care.masked.hint")}
          errors={errors}
          inputProps={{ name: "entry", maxLength: MAX_MASKED_WORD_LENGTH, autoComplete: "off" }}
        />
        <div className="row-wrap">
          <StatusButton name="intent" value="addMasked" className="btn btn-secondary" pendingText={t("crud.saving")}>
            {t("care.masked.add")}
          </StatusButton>
        </div>
      </Form>
    </section>
  );
}
