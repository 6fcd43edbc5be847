import { useTranslation } from "#app/utils/use-translation.ts";
import { Form } from "react-router";
import { RouteDialog } from "#app/components/crud/route-dialog.tsx";
import { ErrorList } from "#app/components/error-list.tsx";
import { CsrfInput, Field, SelectField } from "#app/components/forms.tsx";
import { languagePurposes } from "#app/features/organisations/languages-schema.ts";
import { liveLanguages } from "#app/neutral/languages.ts";

type Language = {
  id: string;
  purpose: string;
  code: string;
  name: string;
  maleVoiceId: string | null;
  femaleVoiceId: string | null;
};

function PurposeSelect({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <SelectField
      label={t("languagesDialog.purpose")}
      selectProps={{ name: "purpose", id }}
      options={languagePurposes.map((purpose) => ({
        value: purpose,
        label: t(purpose === "golive" ? "languagesDialog.goLive" : "languagesDialog.joinLive"),
      }))}
    />
  );
}

function VoiceFields({ prefix }: { prefix: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Field
        label={t("languagesDialog.maleVoice")}
        inputProps={{ name: "maleVoiceId", id: `${prefix}-male`, autoComplete: "off" }}
      />
      <Field
        label={t("languagesDialog.femaleVoice")}
        inputProps={{ name: "femaleVoiceId", id: `${prefix}-female`, autoComplete: "off" }}
      />
    </>
  );
}

/** Go-live and join-live languages with their voices: remove, add one of the seven, or create one. */
export function LanguagesDialog({
  languages,
  error,
  closeTo,
}: {
  languages: Language[] | null;
  error?: string;
  closeTo: string;
}) {
  const { t } = useTranslation();
  if (!languages) {
    return (
      <RouteDialog titleKey="languagesDialog.title" closeTo={closeTo}>
        <ErrorList errors={["languagesDialog.failedLoad"]} />
      </RouteDialog>
    );
  }
  return (
    <RouteDialog titleKey="languagesDialog.title" closeTo={closeTo}>
      <ErrorList errors={error ? [error] : null} />
      <div className="language-columns">
        {languagePurposes.map((purpose) => {
          const shown = languages.filter((language) => language.purpose === purpose);
          return (
            <section key={purpose} aria-labelledby={`languages-${purpose}`}>
              <h3 id={`languages-${purpose}`} className="section-title">
                {t(purpose === "golive" ? "languagesDialog.goLive" : "languagesDialog.joinLive")}
              </h3>
              {shown.length === 0 ? <p className="muted">{t("languagesDialog.none")}</p> : null}
              <ul className="language-list">
                {shown.map((language) => (
                  <li key={language.id}>
                    <span>
                      <strong>{language.name}</strong>
                      <span className="muted small">
                        {" "}
                        {[language.maleVoiceId, language.femaleVoiceId].filter(Boolean).join(" · ")}
                      </span>
                    </span>
                    <Form method="post" preventScrollReset>
                      <CsrfInput />
                      <input type="hidden" name="languageId" value={language.id} />
                      <button
                        className="btn btn-ghost"
                        name="intent"
                        value="removeLanguage"
                        aria-label={`${t("languagesDialog.remove")} ${language.name}`}
                      >
                        {t("languagesDialog.remove")}
                      </button>
                    </Form>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
      <Form method="post" className="form-grid" aria-label={t("languagesDialog.add")} preventScrollReset>
        <CsrfInput />
        <h3 className="section-title form-grid-title">{t("languagesDialog.add")}</h3>
        <PurposeSelect id="add-purpose" />
        <SelectField
          label={t("languagesDialog.language")}
          selectProps={{ name: "code", id: "add-code" }}
          options={[
            { value: "", label: t("languagesDialog.chooseLanguage") },
            ...liveLanguages.map((language) => ({ value: language.code, label: language.name })),
          ]}
        />
        <VoiceFields prefix="add" />
        <button className="btn btn-secondary" name="intent" value="addLanguage">
          {t("languagesDialog.add")}
        </button>
      </Form>
      <Form method="post" className="form-grid" aria-label={t("languagesDialog.create")} preventScrollReset>
        <CsrfInput />
        <h3 className="section-title form-grid-title">{t("languagesDialog.custom")}</h3>
        <PurposeSelect id="create-purpose" />
        <Field label={t("languagesDialog.customName")} inputProps={{ name: "name", id: "create-name" }} />
        <VoiceFields prefix="create" />
        <button className="btn btn-secondary" name="intent" value="createLanguage">
          {t("languagesDialog.create")}
        </button>
      </Form>
    </RouteDialog>
  );
}
