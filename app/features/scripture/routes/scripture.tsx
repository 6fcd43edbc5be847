import { BookOpen, Trash2, Upload } from "lucide-react";
import { useTranslation } from "#app/utils/use-translation.ts";
import { Form, Link } from "react-router";
import { ErrorList } from "#app/components/error-list.tsx";
import { CsrfInput, Field, SelectField, StatusButton } from "#app/components/forms.tsx";
import { loadScriptureSettings, scriptureSettingsAction } from "#app/features/scripture/settings.server.ts";
import { scriptureModes } from "#app/features/scripture/settings-schema.ts";
import { pageHandle } from "#app/utils/handle.ts";
import { liveLanguages } from "#app/neutral/languages.ts";
import { isMessageKey } from "#app/locales/keys.ts";
import type { Route } from "./+types/scripture";

export const handle = pageHandle("scripture.settings.title");
export const loader = ({ request, params }: Route.LoaderArgs) => loadScriptureSettings(request, params.organisationId);
export const action = ({ request, params }: Route.ActionArgs) =>
  scriptureSettingsAction(request, params.organisationId);

/** Scripture on screen: how verse cards reach listeners, a Bible per language, imported Bibles. */
export default function Scripture({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { organisation, shipped, imported, choices, confirmDelete } = loaderData;
  const problem = actionData && "problem" in actionData ? actionData.problem : null;
  const bibleOptions = (language: string) => [
    { value: "", label: t("scripture.settings.noBible") },
    ...shipped
      .filter((bible) => bible.language === language)
      .map((bible) => ({ value: `shipped:${bible.id}`, label: bible.name })),
    ...imported
      .filter((bible) => bible.language === language)
      .map((bible) => ({ value: `imported:${bible.id}`, label: bible.name })),
  ];
  const defaultChoice = (language: string) =>
    choices[language] ??
    (shipped.find((bible) => bible.language === language)
      ? `shipped:${shipped.find((bible) => bible.language === language)!.id}`
      : "");
  return (
    <div className="stack">
      <section className="panel stack" aria-labelledby="scripture-title">
        <h2 id="scripture-title">
          <BookOpen aria-hidden size={20} /> {t("scripture.settings.title")} · {organisation.name}
        </h2>
        <p className="muted">{t("scripture.settings.intro")}</p>
        {problem ? (
          <ErrorList errors={[isMessageKey(i18n, problem.key) ? t(problem.key, problem.values ?? {}) : problem.key]} />
        ) : null}
        <Form method="post" className="stack">
          <CsrfInput />
          <fieldset className="stack">
            <legend>{t("scripture.settings.mode")}</legend>
            {scriptureModes.map((mode) => (
              <label key={mode} className="radio-row">
                <input type="radio" name="mode" value={mode} defaultChecked={organisation.scriptureMode === mode} />
                <span>
                  <strong>{t(`scripture.settings.modes.${mode}`)}</strong>{" "}
                  <span className="muted small">{t(`scripture.settings.modeHints.${mode}`)}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <StatusButton
            name="intent"
            value="mode"
            className="btn btn-primary"
            pendingText={t("scripture.settings.saving")}
          >
            {t("scripture.settings.save")}
          </StatusButton>
        </Form>
      </section>

      <section className="panel stack" aria-labelledby="bibles-title">
        <h2 id="bibles-title">{t("scripture.settings.biblePerLanguage")}</h2>
        <ul className="bible-choices">
          {liveLanguages.map((language) => (
            <li key={language.code}>
              <Form method="post" className="row-wrap bible-choice">
                <CsrfInput />
                <input type="hidden" name="language" value={language.code} />
                <SelectField
                  label={language.name}
                  selectProps={{
                    name: "bible",
                    id: `bible-${language.code}`,
                    defaultValue: defaultChoice(language.code),
                  }}
                  options={bibleOptions(language.code)}
                />
                <StatusButton
                  name="intent"
                  value="choose"
                  className="btn btn-secondary"
                  pendingText={t("scripture.settings.saving")}
                >
                  {t("scripture.settings.save")}
                </StatusButton>
              </Form>
            </li>
          ))}
        </ul>
      </section>

      <section className="panel stack" aria-labelledby="import-title">
        <h2 id="import-title">{t("scripture.import.title")}</h2>
        <p className="muted small">{t("scripture.import.hint")}</p>
        <Form method="post" encType="multipart/form-data" className="stack">
          <CsrfInput />
          <Field label={t("scripture.import.name")} inputProps={{ name: "name", required: true, maxLength: 100 }} />
          <SelectField
            label={t("scripture.import.language")}
            selectProps={{ name: "language", required: true }}
            options={liveLanguages.map((l) => ({ value: l.code, label: l.name }))}
          />
          <Field
            label={t("scripture.import.licence")}
            inputProps={{ name: "licence", required: true, maxLength: 200 }}
            hint={t("scripture.import.licenceHint")}
          />
          <Field
            label={t("scripture.import.file")}
            inputProps={{ name: "file", type: "file", required: true, accept: ".usfm,.sfm,.xml,.osis,.csv,.txt" }}
          />
          <StatusButton
            name="intent"
            value="import"
            className="btn btn-primary"
            pendingText={t("scripture.import.importing")}
          >
            <Upload aria-hidden size={16} /> {t("scripture.import.submit")}
          </StatusButton>
        </Form>
        {imported.length ? (
          <ul className="stack bible-list">
            {imported.map((bible) => (
              <li key={bible.id} className="row-between">
                <span>
                  <strong>{bible.name}</strong>{" "}
                  <span className="muted small">
                    {bible.language} · {bible.licence} · {t("scripture.import.verses", { count: bible.verseCount })}
                  </span>
                </span>
                <Link
                  to={`?delete=${bible.id}`}
                  className="btn btn-ghost"
                  aria-label={t("scripture.import.delete", { name: bible.name })}
                >
                  <Trash2 aria-hidden size={16} />
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        {confirmDelete ? (
          <div className="panel confirm" role="alertdialog" aria-labelledby="confirm-bible">
            <p id="confirm-bible">{t("scripture.import.confirmDelete", { name: confirmDelete.name })}</p>
            <Form method="post" className="row-wrap">
              <CsrfInput />
              <input type="hidden" name="bibleId" value={confirmDelete.id} />
              <StatusButton
                name="intent"
                value="delete"
                className="btn btn-danger"
                pendingText={t("scripture.settings.saving")}
              >
                {t("scripture.import.deleteYes")}
              </StatusButton>
              <Link to="?" className="btn btn-ghost">
                {t("scripture.import.keep")}
              </Link>
            </Form>
          </div>
        ) : null}
      </section>
    </div>
  );
}
